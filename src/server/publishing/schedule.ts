import "server-only";
import { database } from "../db";
import { errorSummary } from "../error-summary";
import { startPeriodic } from "../periodic";
import { publishDue } from "./store";

/**
 * Every 15 s: scheduled items whose time has come become published, with
 * their audit line (one UPDATE, so once however many instances run it). The
 * public reads show such an item from its time already; each page's
 * revalidate brings it in (decision 100).
 */
export function startPublishingSchedule(): { stop(): void } {
  return startPeriodic("publishing-schedule", { firstRunMs: 10_000, intervalMs: 15_000 }, async () => {
    try {
      const done = await publishDue(await database());
      for (const item of done) console.info(`[publishing] published ${item.collection}/${item.key} as scheduled`);
    } catch (error) {
      console.warn(`[publishing] scheduled publications failed, tried again in 15 s: ${errorSummary(error)}`);
    }
  });
}
