// Shared by the database benchmarks (each prints figures; none is a test): the database measured, the inbox
// filled in SQL, and the median of timed rounds as they print it.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../src/server/db/client";

/** On `url`'s PostgreSQL (DATABASE_URL unless given; null: PGlite) in a schema of its own, else on PGlite. */
export async function openBenchDatabase(
  name: string,
  url: string | null | undefined = process.env.DATABASE_URL,
): Promise<{ database: Database; cleanUp: () => Promise<void> }> {
  if (url) {
    const schemaName = `bench_${randomBytes(4).toString("hex")}`;
    const database = await openDatabase({ url, schemaName });
    const cleanUp = async () => {
      await database.db.execute(sql.raw(`DROP SCHEMA "${schemaName}" CASCADE`));
      await database.close();
    };
    return { database, cleanUp };
  }
  const dir = resolve(".bench", name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ pgliteDir: dir });
  return { database, cleanUp: () => database.close().then(() => rmSync(dir, { recursive: true, force: true })) };
}

/** `measure` on PGlite (unless BENCH_PGLITE=0), then on DATABASE_URL's PostgreSQL when it is set. */
export async function onEachDatabase(name: string, measure: (label: string, database: Database) => Promise<void>): Promise<void> {
  const runs: [string, string | null][] = process.env.BENCH_PGLITE === "0" ? [] : [["PGlite", null]];
  if (process.env.DATABASE_URL) runs.push(["PostgreSQL", process.env.DATABASE_URL]);
  else console.log("PostgreSQL: skipped (set DATABASE_URL)");
  for (const [label, url] of runs) {
    const { database, cleanUp } = await openBenchDatabase(`${name}-${label.toLowerCase()}`, url);
    await measure(label, database).finally(cleanUp);
  }
}

/**
 * `count` submissions over the five inbox kinds, one every 5 minutes back from now, enquiries split by
 * business; 80% with an inbox state (new, in progress, done or spam, assigned among 20 accounts), agent
 * decisions, and a first reply on half of them.
 */
export async function fillInbox({ db }: Database, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO submissions (kind, reference, idempotency_key, fields, status, created_at)
    SELECT (ARRAY['enquiry', 'booking', 'agent', 'dsar', 'contact'])[1 + i % 5],
           'BN-' || lpad(i::text, 9, '0'), 'bench-' || i,
           jsonb_build_object('name', 'Visitor ' || i, 'email', 'visitor' || i || '@example.com',
             'message', 'A sample message of some length.',
             'business', (ARRAY['asset-management', 'commodities', NULL])[1 + (i / 5) % 3]),
           CASE WHEN i % 5 = 2 THEN 'pending' ELSE 'received' END,
           now() - i * interval '5 minutes'
    FROM generate_series(1, ${count}) AS i`);
  await db.execute(sql`
    INSERT INTO inbox_states (submission_id, workflow, assignee_id, assignee_name, started_at, closed_at, decision, decided_at, first_replied_at)
    SELECT s.id, w.workflow,
           CASE WHEN s.id % 3 = 0 THEN NULL ELSE 'bench-staff-' || (s.id % 20) END,
           CASE WHEN s.id % 3 = 0 THEN NULL ELSE 'Bench Staff ' || (s.id % 20) END,
           CASE WHEN w.workflow = 'new' THEN NULL ELSE s.created_at + interval '1 hour' END,
           CASE WHEN w.workflow IN ('done', 'spam') THEN s.created_at + interval '2 days' END,
           CASE WHEN s.kind = 'agent' AND s.id % 3 = 0 THEN 'approved' WHEN s.kind = 'agent' AND s.id % 3 = 1 THEN 'declined' END,
           CASE WHEN s.kind = 'agent' AND s.id % 3 < 2 THEN s.created_at + interval '3 days' END,
           CASE WHEN s.id % 2 = 0 THEN s.created_at + (s.id % 97) * interval '17 minutes' END
    FROM submissions s
    CROSS JOIN LATERAL (SELECT (ARRAY['new', 'in_progress', 'in_progress', 'spam', 'done', 'done', 'done', 'done'])[1 + (s.id / 5) % 8] AS workflow) w
    WHERE s.id % 10 < 8`);
}

/** The times of `runs` rounds of `round` (after `warmUp` untimed ones). */
export async function timed(round: (run: number) => Promise<unknown>, runs: number, warmUp = 0): Promise<number[]> {
  const times: number[] = [];
  for (let run = -warmUp; run < runs; run += 1) {
    const t0 = performance.now();
    await round(run);
    if (run >= 0) times.push(performance.now() - t0);
  }
  return times;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "median 12.3 ms (min 10.0, max 15.1, 5 runs)". */
export function summary(times: number[], digits = 1): string {
  const ms = (value: number) => value.toFixed(digits);
  return `median ${ms(median(times))} ms (min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}, ${times.length} runs)`;
}

/** One warm-up, then `runs` timed rounds of `round`: the median with its spread. */
export async function medianOf(round: () => Promise<unknown>, runs: number): Promise<string> {
  return summary(await timed(round, runs, 1));
}
