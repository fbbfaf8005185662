// `npm run bench:reports`: how long /admin/reports takes to count a team's
// year (issue 42) at 100,000 submissions, printed; not a test, no threshold.
// The store is filled in SQL (generate_series) as bench:inbox-counts fills
// it (the five inbox kinds, one every 5 minutes back from now, a year's
// worth; 80% with an inbox state), with enquiries split by business, agent
// decisions, and a first reply on half the items. Then the page's four
// reads (the team's weeks, every team's and the team's months' time to
// first answer, the overdue access requests) run together as the page
// runs them, for one person who works every queue (the enquiries' page) and
// one who works enquiries only:
// 1 warm-up, then BENCH_RUNS (5), median printed. On PGlite in a fresh
// folder under .bench/, then on DATABASE_URL's PostgreSQL when it is set.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";
import type { InboxContext } from "../../src/server/inbox/context";
import { firstAnswerTimes, overdueNow, reportPeriod, weeklySubmissions } from "../../src/server/inbox/reports";
import type { Role, Staff } from "../../src/server/staff/roles";
import { medianOf, openBenchDatabase } from "./database";

const runs = Number(process.env.BENCH_RUNS || 5);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS || 100_000);

async function fill(database: Database) {
  const { db } = database;
  await db.execute(sql`
    INSERT INTO submissions (kind, reference, idempotency_key, fields, status, created_at)
    SELECT (ARRAY['enquiry', 'booking', 'agent', 'dsar', 'contact'])[1 + i % 5],
           'BN-' || lpad(i::text, 9, '0'), 'bench-' || i,
           jsonb_build_object('name', 'Visitor ' || i, 'message', 'A sample message of some length.',
             'business', (ARRAY['asset-management', 'commodities', NULL])[1 + (i / 5) % 3]),
           CASE WHEN i % 5 = 2 THEN 'pending' ELSE 'received' END,
           now() - i * interval '5 minutes'
    FROM generate_series(1, ${SUBMISSIONS}) AS i`);
  await db.execute(sql`
    INSERT INTO inbox_states (submission_id, workflow, started_at, closed_at, decision, decided_at, first_replied_at)
    SELECT s.id, w.workflow,
           CASE WHEN w.workflow = 'new' THEN NULL ELSE s.created_at + interval '1 hour' END,
           CASE WHEN w.workflow IN ('done', 'spam') THEN s.created_at + interval '2 days' END,
           CASE WHEN s.kind = 'agent' AND s.id % 3 = 0 THEN 'approved' WHEN s.kind = 'agent' AND s.id % 3 = 1 THEN 'declined' END,
           CASE WHEN s.kind = 'agent' AND s.id % 3 < 2 THEN s.created_at + interval '3 days' END,
           CASE WHEN s.id % 2 = 0 THEN s.created_at + (s.id % 97) * interval '17 minutes' END
    FROM submissions s
    CROSS JOIN LATERAL (SELECT (ARRAY['new', 'in_progress', 'in_progress', 'spam', 'done', 'done', 'done', 'done'])[1 + (s.id / 5) % 8] AS workflow) w
    WHERE s.id % 10 < 8`);
  await db.execute(sql`ANALYZE`);
}

const person = (roles: Role[]): Staff => ({ id: "bench-staff-1", email: "bench@staff.example", name: "Bench Staff 1", roles });

async function page(ctx: InboxContext) {
  const now = new Date();
  const period = reportPeriod(now);
  await Promise.all([
    weeklySubmissions(ctx, period, "enquiry"),
    firstAnswerTimes(ctx, period, undefined, { byMonth: false }),
    firstAnswerTimes(ctx, period, "enquiry"),
    overdueNow(ctx, now),
  ]);
}

async function bench(label: string, name: string) {
  const { database, cleanUp } = await openBenchDatabase(name);
  try {
    const started = performance.now();
    await fill(database);
    console.log(
      `${label}: ${SUBMISSIONS.toLocaleString("en")} submissions filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const [who, roles] of [
      ["every queue", ["sales", "residences", "agents", "privacy", "marketing"]],
      ["enquiries only (sales)", ["sales"]],
    ] as [string, Role[]][]) {
      const ctx: InboxContext = { db: database.db, staff: person(roles), audit: async () => {} };
      console.log(`  the reports page's reads, ${who}: ${await medianOf(() => page(ctx), runs)}`);
    }
  } finally {
    await cleanUp();
  }
}

console.log(`The reports' queries (node ${process.version})`);
const url = process.env.DATABASE_URL;
if (process.env.BENCH_PGLITE !== "0") {
  delete process.env.DATABASE_URL;
  await bench("PGlite", "reports-pglite");
}
if (url) {
  process.env.DATABASE_URL = url;
  await bench("PostgreSQL", "reports-postgres");
} else console.log("PostgreSQL: skipped (set DATABASE_URL)");
