// `npm run bench:inbox-counts`: how long the back office's home page takes to
// count what needs someone now (issue 42) at 100,000 submissions, printed;
// not a test, no threshold. The store is filled in SQL (generate_series):
// 100,000 submissions over the five inbox kinds, one every 5 minutes back
// from now (a year's worth), 80% with an inbox state (new, in progress, done
// or spam, assigned among 20 accounts), and 2,000 whistleblowing cases. Then
// the home page's three reads (queue counts, case counts, the assigned-to-me
// list) run together as the page runs them, for one person who works every
// queue and one who works enquiries only: 1 warm-up, then BENCH_RUNS (5),
// median printed. On PGlite in a fresh folder under .bench/ (the default
// deployment), then on DATABASE_URL's PostgreSQL in a schema of its own
// when it is set.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../src/server/db/client";
import { assignedToMe, caseCounts, queueCounts } from "../../src/server/inbox/counts";
import type { InboxContext } from "../../src/server/inbox/context";
import type { Role, Staff } from "../../src/server/staff/roles";
import { medianOf } from "./database";

const runs = Number(process.env.BENCH_RUNS || 5);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS || 100_000);

async function fill(database: Database) {
  const { db } = database;
  await db.execute(sql`
    INSERT INTO submissions (kind, reference, idempotency_key, fields, status, created_at)
    SELECT (ARRAY['enquiry', 'booking', 'agent', 'dsar', 'contact'])[1 + i % 5],
           'BN-' || lpad(i::text, 9, '0'), 'bench-' || i,
           jsonb_build_object('name', 'Visitor ' || i, 'email', 'visitor' || i || '@example.com', 'message', 'A sample message of some length.'),
           CASE WHEN i % 5 = 2 THEN 'pending' ELSE 'received' END,
           now() - i * interval '5 minutes'
    FROM generate_series(1, ${SUBMISSIONS}) AS i`);
  await db.execute(sql`
    INSERT INTO inbox_states (submission_id, workflow, assignee_id, assignee_name, started_at, closed_at)
    SELECT s.id, w.workflow,
           CASE WHEN s.id % 3 = 0 THEN NULL ELSE 'bench-staff-' || (s.id % 20) END,
           CASE WHEN s.id % 3 = 0 THEN NULL ELSE 'Bench Staff ' || (s.id % 20) END,
           CASE WHEN w.workflow = 'new' THEN NULL ELSE s.created_at + interval '1 hour' END,
           CASE WHEN w.workflow IN ('done', 'spam') THEN s.created_at + interval '2 days' END
    FROM submissions s
    CROSS JOIN LATERAL (SELECT (ARRAY['new', 'in_progress', 'in_progress', 'spam', 'done', 'done', 'done', 'done'])[1 + (s.id / 5) % 8] AS workflow) w
    WHERE s.id % 10 < 8`);
  await db.execute(sql`
    INSERT INTO wb_cases (reference, receipt_lookup, public_key, report, status, received_at, acknowledged_at, closed_at)
    SELECT 'WB-B' || i, 'bench-lookup-' || i, 'not read by the counts', '\\x00'::bytea,
           (ARRAY['received', 'acknowledged', 'investigating', 'closed'])[1 + i % 4],
           now() - i * interval '4 hours',
           CASE WHEN i % 4 = 0 THEN NULL ELSE now() - i * interval '4 hours' + interval '1 day' END,
           CASE WHEN i % 4 = 3 THEN now() - i * interval '4 hours' + interval '30 days' END
    FROM generate_series(1, 2000) AS i`);
  await db.execute(sql`ANALYZE`);
}

const person = (roles: Role[]): Staff => ({ id: "bench-staff-1", email: "bench@staff.example", name: "Bench Staff 1", roles });

async function homeCounts(ctx: InboxContext) {
  const now = new Date();
  await Promise.all([queueCounts(ctx, now), caseCounts(ctx.db, ctx.staff, now), assignedToMe(ctx)]);
}

async function bench(label: string, database: Database) {
  const started = performance.now();
  await fill(database);
  console.log(`${label}: ${SUBMISSIONS.toLocaleString("en")} submissions filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const [who, roles] of [
    ["every queue and the cases", ["sales", "residences", "agents", "privacy", "marketing", "ethics"]],
    ["enquiries only (sales)", ["sales"]],
  ] as [string, Role[]][]) {
    const ctx: InboxContext = { db: database.db, staff: person(roles), audit: async () => {} };
    console.log(`  the home page's counts, ${who}: ${await medianOf(() => homeCounts(ctx), runs)}`);
  }
}

console.log(`The back office home's counts (node ${process.version})`);
if (process.env.BENCH_PGLITE !== "0") {
  const dir = resolve(".bench/inbox-counts-pglite");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ pgliteDir: dir });
  try {
    await bench("PGlite", database);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (process.env.DATABASE_URL) {
  // BENCH_SCHEMA keeps the filled schema under that name (to EXPLAIN its queries); otherwise a throwaway one.
  const kept = process.env.BENCH_SCHEMA;
  const schemaName = kept || `bench_${randomBytes(4).toString("hex")}`;
  const database = await openDatabase({ url: process.env.DATABASE_URL, schemaName });
  try {
    await bench("PostgreSQL", database);
  } finally {
    if (!kept) await database.db.execute(sql.raw(`DROP SCHEMA "${schemaName}" CASCADE`));
    await database.close();
  }
} else {
  console.log("PostgreSQL: skipped (set DATABASE_URL)");
}
