import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobRounds, type JobResult } from "../db/schema";
import { errorSummary } from "../error-summary";

/**
 * Keeps a job's last round (its time, result and, until a round succeeds, the
 * failure's summary) for /admin/system. Never throws: a database that failed
 * the round may fail this too, and the log has said so already.
 */
export async function recordRound(db: Db, job: string, result: JobResult, failure: string | null): Promise<void> {
  const failed = result === "failed";
  try {
    await db
      .insert(jobRounds)
      .values({
        job,
        lastRunAt: sql`now()`,
        lastResult: result,
        lastSuccessAt: failed ? null : sql`now()`,
        lastError: failure?.slice(0, 300) ?? null,
      })
      .onConflictDoUpdate({
        target: jobRounds.job,
        set: {
          lastRunAt: sql`now()`,
          lastResult: result,
          lastSuccessAt: failed ? sql`${jobRounds.lastSuccessAt}` : sql`now()`,
          lastError: failed ? (failure?.slice(0, 300) ?? null) : null,
        },
      });
  } catch (error) {
    console.warn(`[jobs] the round of ${job} was not recorded: ${errorSummary(error)}`);
  }
}
