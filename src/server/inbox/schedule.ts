import "server-only";
import { serverEnv } from "@/env";
import type { Job } from "../job";
import { queueDsarReminders } from "./reminders";

/** Hourly: a reminder "a day before" goes within the hour the day starts. */
export const dsarRemindersJob: Job = {
  name: "inbox",
  firstRunMs: 90_000,
  intervalMs: 60 * 60_000,
  retry: "in an hour",
  async run({ db }) {
    const queued = await queueDsarReminders(db, { siteUrl: serverEnv().SITE_URL });
    return queued ? `queued ${queued} access-request reminder(s) to the privacy mailbox` : null;
  },
};
