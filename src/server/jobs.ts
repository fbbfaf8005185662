import "server-only";
import { database } from "./db";
import type { Database } from "./db/client";
import type { Job } from "./job";
import { errorSummary } from "./error-summary";
import { jobLastSuccess, jobRuns } from "./observability/metrics";
import { recordRound } from "./observability/job-rounds";
import { caseRemindersJob } from "./whistleblowing/schedule";
import { dsarRemindersJob } from "./inbox/schedule";
import { signUpRetriesJob } from "./newsletter/sign-ups";
import { campaignsJob } from "./newsletter/campaign-job";
import { startPeriodic } from "./periodic";
import { publishingScheduleJob } from "./publishing/schedule";
import { onOneConnection } from "./retention/reclaim";
import { caseRetentionJob, retentionJob, unusedUploadsJob } from "./retention/schedule";

/** Every periodic job of the site (the outbox dispatcher is not one: it is woken by each new message). */
export const JOBS: readonly Job[] = [
  publishingScheduleJob,
  signUpRetriesJob,
  campaignsJob,
  retentionJob,
  caseRetentionJob,
  unusedUploadsJob,
  dsarRemindersJob,
  caseRemindersJob,
];

/**
 * One round of `job`, on one instance at a time: a round holds the job's
 * advisory lock (on PostgreSQL, shared by every instance), and an instance
 * that finds it taken skips its round, since the holder is doing the work.
 * Errors are logged, never thrown: the next round tries again.
 */
export async function runJob(job: Job, db?: Database): Promise<string | null> {
  let line: string | null = null;
  let result: "done" | "idle" | "failed" | "skipped" = "skipped";
  let opened: Database | undefined;
  let failure: string | null = null;
  try {
    const current = db ?? (await database());
    opened = current;
    const key = `'job:${job.name}:' || current_schema()`;
    await onOneConnection(current.db, async (query) => {
      const rows = ((await query(`SELECT pg_try_advisory_lock(hashtext(${key})) AS locked`)) as { rows: { locked: boolean }[] }).rows;
      if (!rows[0]?.locked) return;
      try {
        line = await job.run(current);
        result = line ? "done" : "idle";
        jobLastSuccess().set({ job: job.name }, Date.now() / 1000);
      } finally {
        await query(`SELECT pg_advisory_unlock(hashtext(${key}))`);
      }
    });
    if (line) console.info(`[${job.name}] ${line}`);
  } catch (error) {
    result = "failed";
    failure = errorSummary(error);
    console.warn(`[${job.name}] failed, tried again ${job.retry}: ${failure}`);
  }
  // For /admin/system: the round's result in the shared database (a round skipped here ran elsewhere).
  if (opened && result !== "skipped") await recordRound(opened.db, job.name, result, failure);
  jobRuns().inc({ job: job.name, result });
  return line;
}

/** Starts every job's timer, once per process (from instrumentation.ts). */
export function startJobs(): void {
  for (const job of JOBS) startPeriodic(job.name, job, () => runJob(job).then(() => undefined));
}
