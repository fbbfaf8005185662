import "server-only";
import { RETENTION_PURGE_INTERVAL_HOURS, WEBSITE_COPY_RETENTION_DAYS } from "@content/constants";
import { serverEnv } from "@/env";
import { database } from "../db";
import { errorSummary } from "../error-summary";
import { startPeriodic } from "../periodic";
import { deleteUnusedUploads } from "../publishing/upload-lifecycle";
import { purgeClosedCases } from "../whistleblowing/retention";
import { purgeExpired, type PurgeResult } from "./purge";

/** The first purge a minute after start (out of the way of the first visitors), then every RETENTION_PURGE_INTERVAL_HOURS. */
const RETENTION_FIRST_RUN_MS = 60_000;
const RETENTION_INTERVAL_MS = RETENTION_PURGE_INTERVAL_HOURS * 60 * 60_000;

/** The log line of a purge that deleted something (counts only, never content). */
function purgeSummary({ mails, submissions, subscribers }: PurgeResult): string | null {
  if (mails + submissions + subscribers === 0) return null;
  return `[retention] deleted ${mails} e-mail(s), ${submissions} submission(s) and ${subscribers} newsletter address(es) past ${WEBSITE_COPY_RETENTION_DAYS} days (whistleblowing reports once delivered)`;
}

/** Starts the process's purge timer (from instrumentation.ts). */
export function startRetention(): { stop(): void } {
  return startPeriodic("retention", { firstRunMs: RETENTION_FIRST_RUN_MS, intervalMs: RETENTION_INTERVAL_MS }, async () => {
    try {
      const result = await purgeExpired((await database()).db);
      const summary = result && purgeSummary(result);
      if (summary) console.info(summary);
    } catch (error) {
      console.warn(`[retention] purge failed, tried again in ${RETENTION_PURGE_INTERVAL_HOURS} hours: ${errorSummary(error)}`);
    }
    try {
      const months = serverEnv().WHISTLEBLOWING_RETENTION_MONTHS;
      const cases = await purgeClosedCases((await database()).db, { months });
      if (cases) console.info(`[retention] deleted ${cases} whistleblowing case(s) closed ${months} months ago or more`);
    } catch (error) {
      console.warn(`[retention] case purge failed, tried again in ${RETENTION_PURGE_INTERVAL_HOURS} hours: ${errorSummary(error)}`);
    }
    try {
      const files = await deleteUnusedUploads(await database());
      if (files?.length) console.info(`[retention] deleted ${files.length} uploaded file(s) that no version of any item names`);
    } catch (error) {
      console.warn(
        `[retention] unused uploads not deleted, tried again in ${RETENTION_PURGE_INTERVAL_HOURS} hours: ${errorSummary(error)}`,
      );
    }
  });
}
