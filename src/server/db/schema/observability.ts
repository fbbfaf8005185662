import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What /admin/system shows of the servers (issue 49), in the database every
 * instance shares: one heartbeat row per instance, written every 30 s
 * (src/server/observability/heartbeat.ts), and each periodic job's last round,
 * written by whichever instance ran it (src/server/jobs.ts). Names, times and
 * counts only.
 */
export const instanceHeartbeats = pgTable("instance_heartbeats", {
  /** INSTANCE_NAME, else host:port. */
  instance: text("instance").primaryKey(),
  buildId: text("build_id").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});

export type JobResult = "done" | "idle" | "failed";

export const jobRounds = pgTable("job_rounds", {
  job: text("job").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
  lastResult: text("last_result").$type<JobResult>().notNull(),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  /** The last failure's summary (errorSummary: the error's kind, code and first line), until a round succeeds. */
  lastError: text("last_error"),
});
