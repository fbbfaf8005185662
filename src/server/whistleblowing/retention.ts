import "server-only";
import { eq } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client";
import { maintenanceOwed, wbCases } from "../db/schema";
import { errorSummary } from "../error-summary";
import { onOneConnection } from "../retention/reclaim";
import { expiredCasesSql } from "./case-clock";

/** Every table that holds a part of a case: all go with it (ON DELETE CASCADE), and all are written anew after. */
const CASE_TABLES = ["wb_cases", "wb_case_keys", "wb_messages", "wb_attachments", "wb_reporter_sessions", "wb_reminders"] as const;
/** Owed in maintenance_owed from the transaction that deleted a case until its tables are written anew. */
export const CASE_REWRITE_TASK = "rewrite-after-case";
const CASE_PURGE_LOCK = "site-case-retention";
const REWRITE_LOCK_TIMEOUT_MS = 3_000;

/**
 * Deletes the cases closed `months` ago or more (issue 31: 12 by default,
 * WHISTLEBLOWING_RETENTION_MONTHS), with their keys, messages, attachments
 * and reminders, then writes their tables anew (VACUUM FULL) so that the
 * deleted rows' bytes leave the table files, as the submissions' purge does
 * after a report (decision 085): the bytes are encrypted, but a case once
 * deleted should not be recoverable with a key found later. One instance at
 * a time (an advisory lock; an instance that finds it taken skips this
 * round: null). A rewrite that failed (its lock wait ran out) is owed and
 * tried again at the next round, by whichever instance.
 */
export async function purgeClosedCases(db: Db, { now = new Date(), months }: { now?: Date; months: number }): Promise<number | null> {
  let deleted: number | null = null;
  await onOneConnection(db, async (query) => {
    const lock = `SELECT pg_try_advisory_lock(hashtext('${CASE_PURGE_LOCK}:' || current_schema())) AS locked`;
    if (!rowsOf<{ locked: boolean }>(await query(lock))[0]?.locked) return;
    try {
      deleted = await db.transaction(async (tx) => {
        const rows = await tx.delete(wbCases).where(expiredCasesSql(now, months)).returning({ id: wbCases.id });
        if (rows.length > 0) await tx.insert(maintenanceOwed).values({ task: CASE_REWRITE_TASK }).onConflictDoNothing();
        return rows.length;
      });
      await rewriteOwed(db, query);
    } finally {
      await query(`SELECT pg_advisory_unlock(hashtext('${CASE_PURGE_LOCK}:' || current_schema()))`);
    }
  });
  return deleted;
}

async function rewriteOwed(db: Db, query: (text: string) => Promise<unknown>): Promise<void> {
  const [owed] = await db.select({ task: maintenanceOwed.task }).from(maintenanceOwed).where(eq(maintenanceOwed.task, CASE_REWRITE_TASK));
  if (!owed) return;
  try {
    await query(`SET lock_timeout = ${REWRITE_LOCK_TIMEOUT_MS}`);
    try {
      await query(`VACUUM FULL ${CASE_TABLES.join(", ")}`);
    } finally {
      await query("RESET lock_timeout");
    }
    await db.delete(maintenanceOwed).where(eq(maintenanceOwed.task, CASE_REWRITE_TASK));
  } catch (error) {
    console.warn(
      `[retention] writing the case tables anew after deleting a case failed, tried again at the next purge: ${errorSummary(error)}`,
    );
  }
}
