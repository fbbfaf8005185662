import "server-only";
import { database } from "../db";
import { errorSummary } from "../error-summary";
import { startPeriodic } from "../periodic";
import { positionsCollection } from "./careers";
import { featuredCollection, newsCollection } from "./news";
import { staffCardsCollection } from "./people";
import { resultsCollection } from "./results";
import { publishDue, type Collection } from "./store";

/** Every collection of the back office: the scheduled ones among their items are published here. */
const COLLECTIONS: readonly Collection[] = [
  newsCollection,
  featuredCollection,
  resultsCollection,
  positionsCollection,
  staffCardsCollection,
];

/**
 * Every 15 s: scheduled items whose time has come become published, with
 * their audit line (one UPDATE, so once however many instances run it). The
 * public reads show such an item from its time already; each page's
 * revalidate brings it in (decision 100).
 */
export function startPublishingSchedule(): { stop(): void } {
  return startPeriodic("publishing-schedule", { firstRunMs: 10_000, intervalMs: 15_000 }, async () => {
    try {
      const done = await publishDue(await database(), COLLECTIONS);
      for (const item of done) console.info(`[publishing] published ${item.collection}/${item.key} as scheduled`);
    } catch (error) {
      console.warn(`[publishing] scheduled publications failed, tried again in 15 s: ${errorSummary(error)}`);
    }
  });
}
