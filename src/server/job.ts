import "server-only";
import type { Database } from "./db/client";

/** A task every server process runs on a timer (each domain declares its own; ./jobs.ts lists and runs them). */
export type Job = {
  /** Its log prefix and the name of its lock. */
  name: string;
  /** After start (out of the way of the first visitors), then every intervalMs. */
  firstRunMs: number;
  intervalMs: number;
  /** When a failed round is tried again, for the log ("in an hour"). */
  retry: string;
  /** One round: what it did as one log line (counts, never content), or null when it did nothing. */
  run(database: Database): Promise<string | null>;
};
