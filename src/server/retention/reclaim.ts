import "server-only";
import { sql } from "drizzle-orm";
import type { Pool } from "pg";
import type { Db } from "../db/client";
import { errorSummary } from "../error-summary";

/**
 * How long the rewrite waits for its lock before it gives up until the next
 * purge: it needs the two tables to itself, and a form post waits behind it
 * (and so behind whatever it waits for, such as a backup reading them).
 */
const REWRITE_LOCK_TIMEOUT_MS = 3_000;

/** A report was deleted and its tables are not yet written anew (this process's memory: a restart forgets it). */
let rewritePending = false;

/**
 * Gives the space of deleted rows back (decision 085). A DELETE only marks
 * rows dead: their words stay in the table's files, and PGlite never
 * vacuums on its own. A plain VACUUM frees the space for new rows, but words
 * of a deleted row can stay in a page's free space. So once whistleblowing
 * reports were deleted, VACUUM FULL writes outbox and submissions anew, and
 * the database's table files no longer hold a report for anyone who reads
 * the disk; until that has succeeded, every purge tries it again. The
 * write-ahead log and backups keep a report until they are recycled
 * (docs/forms.md). VACUUM cannot run inside a transaction, hence after the
 * purge's.
 */
export async function reclaimSpace(
  db: Db,
  { reportsDeleted, tables }: { reportsDeleted: boolean; tables: readonly string[] },
): Promise<void> {
  if (reportsDeleted) rewritePending = true;
  let rewritten = false;
  if (rewritePending) {
    try {
      await onOneConnection(db, async (query) => {
        await query(`SET lock_timeout = ${REWRITE_LOCK_TIMEOUT_MS}`);
        try {
          await query("VACUUM FULL outbox, submissions");
        } finally {
          await query("RESET lock_timeout");
        }
      });
      rewritePending = false;
      rewritten = true;
    } catch (error) {
      console.warn(
        `[retention] writing the tables anew after deleting a report failed, tried again at the next purge: ${errorSummary(error)}`,
      );
    }
  }
  // The tables it did not just write anew, vacuumed plainly (PGlite would otherwise only grow).
  const rest = rewritten ? tables.filter((table) => table !== "outbox" && table !== "submissions") : tables;
  if (rest.length > 0) await db.execute(sql.raw(`VACUUM ${rest.join(", ")}`));
}

/**
 * Runs `work` on one connection: `SET` holds for a session, and a pool
 * (node-postgres) may hand each statement another one. PGlite is one
 * session already.
 */
async function onOneConnection(db: Db, work: (query: (text: string) => Promise<unknown>) => Promise<void>): Promise<void> {
  const client = (db as unknown as { $client?: Partial<Pool> }).$client;
  if (typeof client?.connect !== "function" || typeof client.totalCount !== "number") {
    await work((text) => db.execute(sql.raw(text)));
    return;
  }
  const connection = await (client as Pool).connect();
  try {
    await work((text) => connection.query(text));
  } finally {
    connection.release();
  }
}
