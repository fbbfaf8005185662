import "server-only";
import { RETENTION_PURGE_INTERVAL_HOURS, WEBSITE_COPY_RETENTION_DAYS } from "@content/constants";
import { serverEnv } from "@/env";
import type { Job } from "../job";
import { deleteUnusedUploads } from "../publishing/upload-lifecycle";
import { purgeClosedCases } from "../whistleblowing/retention";
import { purgeExpired } from "./purge";

/** The purges run a minute after start (out of the way of the first visitors), then every RETENTION_PURGE_INTERVAL_HOURS. */
const every = {
  firstRunMs: 60_000,
  intervalMs: RETENTION_PURGE_INTERVAL_HOURS * 60 * 60_000,
  retry: `in ${RETENTION_PURGE_INTERVAL_HOURS} hours`,
};

/** The website's copies past WEBSITE_COPY_RETENTION_DAYS (whistleblowing reports once delivered). */
export const retentionJob: Job = {
  name: "retention",
  ...every,
  async run({ db }) {
    const result = await purgeExpired(db);
    if (!result || result.mails + result.submissions + result.subscribers === 0) return null;
    return `deleted ${result.mails} e-mail(s), ${result.submissions} submission(s) and ${result.subscribers} newsletter address(es) past ${WEBSITE_COPY_RETENTION_DAYS} days (whistleblowing reports once delivered)`;
  },
};

/** Whistleblowing cases closed WHISTLEBLOWING_RETENTION_MONTHS ago. */
export const caseRetentionJob: Job = {
  name: "case-retention",
  ...every,
  async run({ db }) {
    const months = serverEnv().WHISTLEBLOWING_RETENTION_MONTHS;
    const cases = await purgeClosedCases(db, { months });
    return cases ? `deleted ${cases} whistleblowing case(s) closed ${months} months ago or more` : null;
  },
};

/** Uploaded files that no version of any item names. */
export const unusedUploadsJob: Job = {
  name: "unused-uploads",
  ...every,
  async run(database) {
    const files = await deleteUnusedUploads(database);
    return files?.length ? `deleted ${files.length} uploaded file(s) that no version of any item names` : null;
  },
};
