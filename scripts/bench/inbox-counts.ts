// `npm run bench:inbox-counts` (issue 42): the back office home's three reads (queue counts, case counts,
// assigned to me) at BENCH_SUBMISSIONS (100,000) submissions and 2,000 cases, run together as the page runs
// them, for a person who works every queue and one who works enquiries only: median of BENCH_RUNS (5).
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";
import { assignedToMe, caseCounts, queueCounts } from "../../src/server/inbox/counts";
import type { InboxContext } from "../../src/server/inbox/context";
import type { Role, Staff } from "../../src/server/staff/roles";
import { fillInbox, medianOf, onEachDatabase } from "./database";

const runs = Number(process.env.BENCH_RUNS || 5);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS || 100_000);

async function fill(database: Database) {
  await fillInbox(database, SUBMISSIONS);
  await database.db.execute(sql`
    INSERT INTO wb_cases (reference, receipt_lookup, public_key, report, status, received_at, acknowledged_at, closed_at)
    SELECT 'WB-B' || i, 'bench-lookup-' || i, 'not read by the counts', '\\x00'::bytea,
           (ARRAY['received', 'acknowledged', 'investigating', 'closed'])[1 + i % 4],
           now() - i * interval '4 hours',
           CASE WHEN i % 4 = 0 THEN NULL ELSE now() - i * interval '4 hours' + interval '1 day' END,
           CASE WHEN i % 4 = 3 THEN now() - i * interval '4 hours' + interval '30 days' END
    FROM generate_series(1, 2000) AS i`);
  await database.db.execute(sql`ANALYZE`);
}

const person = (roles: Role[]): Staff => ({ id: "bench-staff-1", email: "bench@staff.example", name: "Bench Staff 1", roles });

async function homeCounts(ctx: InboxContext) {
  const now = new Date();
  await Promise.all([queueCounts(ctx, now), caseCounts(ctx.db, ctx.staff, now), assignedToMe(ctx)]);
}

console.log(`The back office home's counts (node ${process.version})`);
await onEachDatabase("inbox-counts", async (label, database) => {
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
});
