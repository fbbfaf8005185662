// `npm run bench:reports` (issue 42): the reports page's four reads (the team's weeks, every team's and the
// team's months' time to first answer, overdue access requests) at BENCH_SUBMISSIONS (100,000) submissions,
// run together as the page runs them, for a person who works every queue and one who works enquiries only:
// median of BENCH_RUNS (5).
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { InboxContext } from "../../src/server/inbox/context";
import { firstAnswerTimes, overdueNow, reportPeriod, weeklySubmissions } from "../../src/server/inbox/reports";
import type { Role, Staff } from "../../src/server/staff/roles";
import { fillInbox, medianOf, onEachDatabase } from "./database";

const runs = Number(process.env.BENCH_RUNS || 5);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS || 100_000);

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

console.log(`The reports' queries (node ${process.version})`);
await onEachDatabase("reports", async (label, database) => {
  const started = performance.now();
  await fillInbox(database, SUBMISSIONS);
  await database.db.execute(sql`ANALYZE`);
  console.log(`${label}: ${SUBMISSIONS.toLocaleString("en")} submissions filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const [who, roles] of [
    ["every queue", ["sales", "residences", "agents", "privacy", "marketing"]],
    ["enquiries only (sales)", ["sales"]],
  ] as [string, Role[]][]) {
    const ctx: InboxContext = { db: database.db, staff: person(roles), audit: async () => {} };
    console.log(`  the reports page's reads, ${who}: ${await medianOf(() => page(ctx), runs)}`);
  }
});
