import "server-only";
import { serverEnv } from "@/env";
import type { Job } from "../job";
import { queueCaseReminders } from "./reminders";

/** Hourly, like the access requests' (../inbox/schedule.ts): a "day before" reminder goes within the hour the day starts. */
export const caseRemindersJob: Job = {
  name: "cases",
  firstRunMs: 100_000,
  intervalMs: 60 * 60_000,
  retry: "in an hour",
  async run({ db }) {
    const queued = await queueCaseReminders(db, { siteUrl: serverEnv().SITE_URL });
    return queued ? `queued ${queued} deadline reminder(s) to the ethics mailbox` : null;
  },
};
