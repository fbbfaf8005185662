// `npm run outbox`: the outbox's counts by status, the oldest pending row's
// age, and the rows a mail server rejected for good (5xx). With
// `-- --retry-failed` it first queues those rows again (once the cause, say a
// mailbox that did not exist, is mended); the site then sends them. Reads the
// same database as the site (DATABASE_URL, else PGlite in DATA_DIR/pglite;
// stop the site first when it runs on PGlite: one process per data folder).
import { serverEnv } from "../src/env";
import { openDatabase, pgliteDirFor } from "../src/server/db/client";
import { outboxStats, requeueFailed } from "../src/server/mail/outbox";

function age(from: Date): string {
  const seconds = Math.max(0, Math.round((Date.now() - from.getTime()) / 1000));
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172800) return `${(seconds / 3600).toFixed(1)} h`;
  return `${(seconds / 86400).toFixed(1)} days`;
}

const env = serverEnv();
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: pgliteDirFor(env.DATA_DIR) });
try {
  if (process.argv.includes("--retry-failed")) console.log(`Queued again: ${await requeueFailed(database.db)} failed row(s).\n`);
  const stats = await outboxStats(database.db);
  console.log(`Outbox (${database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${pgliteDirFor(env.DATA_DIR)}`})`);
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
} finally {
  await database.close();
}
