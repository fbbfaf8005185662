import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Pool } from "pg";
import type { Db } from "../db/client";
import { maintenanceOwed } from "../db/schema";
import { errorSummary } from "../error-summary";

/**
 * How long the rewrite waits for its lock before it gives up until the next
 * purge: it needs the two tables to itself, and a form post waits behind it
 * (and so behind whatever it waits for, such as a backup reading them).
 */
const REWRITE_LOCK_TIMEOUT_MS = 3_000;

/** The task recorded in maintenance_owed while a deleted report's tables are not yet written anew. */
export const REWRITE_TASK = "rewrite-after-report";

/**
 * Gives the space of deleted rows back (decision 085). A DELETE only marks
 * rows dead: their words stay in the table's files, and PGlite never
 * vacuums on its own. A plain VACUUM frees the space for new rows, but words
 * of a deleted row can stay in a page's free space. So once whistleblowing
 * reports were deleted, VACUUM FULL writes outbox and submissions anew, and
 * the database's table files no longer hold a report for anyone who reads
 * the disk; until that has succeeded, every purge (of whichever instance)
 * tries it again: it is owed in the table maintenance_owed. The
 * write-ahead log and backups keep a report until they are recycled
 * (docs/forms.md). VACUUM cannot run inside a transaction, hence after the
 * purge's.
 */
export async function reclaimSpace(db: Db, { tables }: { tables: readonly string[] }): Promise<void> {
  // Owed since a purge deleted a report (recorded in that purge's transaction), in the database: every instance sees it.
  const [owed] = await db.select({ task: maintenanceOwed.task }).from(maintenanceOwed).where(eq(maintenanceOwed.task, REWRITE_TASK));
  let rewritten = false;
  if (owed) {
    try {
      await onOneConnection(db, async (query) => {
        await query(`SET lock_timeout = ${REWRITE_LOCK_TIMEOUT_MS}`);
        try {
          await query("VACUUM FULL outbox, submissions");
        } finally {
          await query("RESET lock_timeout");
        }
      });
      await db.delete(maintenanceOwed).where(eq(maintenanceOwed.task, REWRITE_TASK));
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
export async function onOneConnection(db: Db, work: (query: (text: string) => Promise<unknown>) => Promise<void>): Promise<void> {
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
