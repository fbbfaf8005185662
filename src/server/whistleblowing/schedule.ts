import "server-only";
import { serverEnv } from "@/env";
import { database } from "../db";
import { errorSummary } from "../error-summary";
import { startPeriodic } from "../periodic";
import { queueCaseReminders } from "./reminders";

/** Hourly, like the access requests' (src/server/inbox/schedule.ts): a "day before" reminder goes within the hour the day starts. */
const REMINDERS_FIRST_RUN_MS = 100_000;
const REMINDERS_INTERVAL_MS = 60 * 60_000;

/** Starts the process's case-deadline reminder timer (from instrumentation.ts). */
export function startCaseReminders(): { stop(): void } {
  return startPeriodic("case-reminders", { firstRunMs: REMINDERS_FIRST_RUN_MS, intervalMs: REMINDERS_INTERVAL_MS }, async () => {
    try {
      const queued = await queueCaseReminders((await database()).db, { siteUrl: serverEnv().SITE_URL });
      if (queued) console.info(`[cases] queued ${queued} deadline reminder(s) to the ethics mailbox`);
    } catch (error) {
      console.warn(`[cases] deadline reminders failed, tried again in an hour: ${errorSummary(error)}`);
    }
  });
}
