import "server-only";
import { serverEnv } from "@/env";
import { database } from "../db";
import { errorSummary } from "../error-summary";
import { startPeriodic } from "../periodic";
import { queueDsarReminders } from "./reminders";

/** Hourly: a reminder "a day before" goes within the hour the day starts. */
const REMINDERS_FIRST_RUN_MS = 90_000;
const REMINDERS_INTERVAL_MS = 60 * 60_000;

/** Starts the process's access-request reminder timer (from instrumentation.ts). */
export function startDsarReminders(): { stop(): void } {
  return startPeriodic("dsar-reminders", { firstRunMs: REMINDERS_FIRST_RUN_MS, intervalMs: REMINDERS_INTERVAL_MS }, async () => {
    try {
      const queued = await queueDsarReminders((await database()).db, { siteUrl: serverEnv().SITE_URL });
      if (queued) console.info(`[inbox] queued ${queued} access-request reminder(s) to the privacy mailbox`);
    } catch (error) {
      console.warn(`[inbox] access-request reminders failed, tried again in an hour: ${errorSummary(error)}`);
    }
  });
}
