import "server-only";
import { serverEnv } from "@/env";
import { database } from "../db";
import { errorSummary } from "../error-summary";
import { queueDsarReminders } from "./reminders";

/** Hourly: a reminder "a day before" goes within the hour the day starts. */
export const REMINDERS_FIRST_RUN_MS = 90_000;
export const REMINDERS_INTERVAL_MS = 60 * 60_000;

const KEY = Symbol.for("savannah-crest.dsar-reminders");
type Holder = { [KEY]?: { stop(): void } };

/** Starts the process's access-request reminder timer (from instrumentation.ts); unref'd, like the retention purge's. */
export function startDsarReminders(): { stop(): void } {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  const run = async () => {
    try {
      const queued = await queueDsarReminders((await database()).db, { siteUrl: serverEnv().SITE_URL });
      if (queued) console.info(`[inbox] queued ${queued} access-request reminder(s) to the privacy mailbox`);
    } catch (error) {
      console.warn(`[inbox] access-request reminders failed, tried again in an hour: ${errorSummary(error)}`);
    }
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void run();
    interval = setInterval(() => void run(), REMINDERS_INTERVAL_MS);
    interval.unref();
  }, REMINDERS_FIRST_RUN_MS);
  first.unref();
  const handle = {
    stop: () => {
      clearTimeout(first);
      clearInterval(interval);
      delete holder[KEY];
    },
  };
  holder[KEY] = handle;
  return handle;
}
