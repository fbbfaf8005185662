// `npm run outbox`: the outbox's counts by status, the oldest pending row's
// age, and the rows a mail server rejected for good (5xx). With
// `-- --retry-failed` it first queues those rows again (once the cause, say a
// mailbox that did not exist, is mended); the site then sends them. Reads the
// same database as the site (DATABASE_URL, else PGlite in DATA_DIR/pglite).
// PGlite admits one process per data folder: while the site runs there, the
// command asks the running site (scripts/lib/local-site.ts).
import { serverEnv } from "../src/env";
import { openDatabase, pgliteDirFor } from "../src/server/db/client";
import { outboxStats, requeueFailed, type OutboxStats } from "../src/server/mail/outbox";
import { runningSite } from "./lib/local-site";

function age(from: Date): string {
  const seconds = Math.max(0, Math.round((Date.now() - from.getTime()) / 1000));
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172800) return `${(seconds / 3600).toFixed(1)} h`;
  return `${(seconds / 86400).toFixed(1)} days`;
}

function print(where: string, stats: OutboxStats): void {
  console.log(`Outbox (${where})`);
  console.log(`  pending  ${stats.counts.pending}`);
  console.log(`  sent     ${stats.counts.sent}`);
  console.log(`  failed   ${stats.counts.failed}`);
  console.log(
    `  oldest pending: ${stats.oldestPendingAt ? `${age(stats.oldestPendingAt)} old (queued ${stats.oldestPendingAt.toISOString()})` : "none"}`,
  );
  if (stats.failed.length) {
    console.log("\nRejected by the mail server (not retried):");
    for (const row of stats.failed) {
      console.log(`  #${row.id} to ${row.recipient} "${row.subject}" after ${row.attempts} attempt(s): ${row.lastError ?? ""}`);
    }
  }
}

const env = serverEnv();
const retry = process.argv.includes("--retry-failed");
const pgliteDir = pgliteDirFor(env.DATA_DIR);
const site = env.DATABASE_URL ? null : runningSite(pgliteDir);
if (site) {
  if (retry) {
    const { requeued } = (await (await site.call("/api/local/outbox", { method: "POST" })).json()) as { requeued: number };
    console.log(`Queued again: ${requeued} failed row(s).\n`);
  }
  const stats = (await (await site.call("/api/local/outbox")).json()) as OutboxStats;
  print(`PGlite in ${pgliteDir}, through the running site, process ${site.pid}`, {
    ...stats,
    oldestPendingAt: stats.oldestPendingAt ? new Date(stats.oldestPendingAt) : null,
  });
} else {
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir });
  try {
    if (retry) console.log(`Queued again: ${await requeueFailed(database.db)} failed row(s).\n`);
    print(database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${pgliteDir}`, await outboxStats(database.db));
  } finally {
    await database.close();
  }
}
