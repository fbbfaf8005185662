import "server-only";
import { WEBSITE_COPY_RETENTION_DAYS } from "@content/constants";
import { and, eq, inArray, isNull, lt, notExists, notInArray, or, sql } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client";
import { inboxReplyFiles, maintenanceOwed, newsletterSubscribers, outbox, submissions } from "../db/schema";
import { TEAM_MAILBOXES } from "../mail/team-mailboxes";
import { onOneConnection, reclaimSpace, REWRITE_TASK } from "./reclaim";

const DAY_MS = 24 * 60 * 60_000;

export type PurgeResult = { mails: number; submissions: number; subscribers: number };

/**
 * Deletes what the website no longer needs to keep (the privacy policy's
 * Retention section; decision 080), all older than `keepDays`:
 * - e-mails delivered (sent) that long ago: the team's mailbox has them;
 * - a whistleblowing report's e-mail as soon as it is delivered, and then
 *   the report (decision 083): the ethics mailbox has it, and a copy kept
 *   here is one more place where it could be read. Only reports stored
 *   before the case model (migration 0007) are such rows: new ones are
 *   encrypted cases (decision 097), kept until their retention ends;
 * - e-mails a visitor's own address refused for good that long ago;
 * - submissions none of whose e-mails is left, so a submission stays while
 *   any of its e-mails is pending or was refused by a team's mailbox (those
 *   wait for `npm run outbox -- --retry-failed`: a lead is never lost);
 * - newsletter addresses unsubscribed that long ago, and sign-ups never
 *   confirmed whose link expired that long ago;
 * - an access request's exported data file uploaded more than a day ago and
 *   never sent (UNSENT_REPLY_FILE_MS): one that is sent goes once delivered.
 * One transaction, which also records a rewrite as owed when it deleted a
 * report; then the space of what it deleted is given back (reclaimSpace:
 * written anew after a report). One instance at a time: the purge holds an
 * advisory lock, and an instance that finds it taken skips this round (the
 * one holding it does the work); `null` then.
 */
export async function purgeExpired(db: Db, { now = new Date(), keepDays = WEBSITE_COPY_RETENTION_DAYS } = {}): Promise<PurgeResult | null> {
  let result: PurgeResult | null = null;
  await onOneConnection(db, async (query) => {
    const locked = rowsOf<{ locked: boolean }>(
      await query(`SELECT pg_try_advisory_lock(hashtext('${PURGE_LOCK}:' || current_schema())) AS locked`),
    );
    if (!locked[0]?.locked) return;
    try {
      const deleted = await deleteExpired(db, new Date(now.getTime() - keepDays * DAY_MS), new Date(now.getTime() - UNSENT_REPLY_FILE_MS));
      const tables = [
        ...(deleted.mails > 0 ? ["outbox"] : []),
        ...(deleted.submissions > 0 ? ["submissions"] : []),
        ...(deleted.subscribers > 0 ? ["newsletter_subscribers"] : []),
      ];
      await reclaimSpace(db, { tables });
      result = deleted;
    } finally {
      await query(`SELECT pg_advisory_unlock(hashtext('${PURGE_LOCK}:' || current_schema()))`);
    }
  });
  return result;
}

/** The advisory lock's name (with the schema's: the tests run a schema per file): one purge and table rewrite at a time across instances. */
export const PURGE_LOCK = "site-retention-purge";

/** How long an uploaded export waits for the answer it was attached to (issue 42). */
export const UNSENT_REPLY_FILE_MS = DAY_MS;

async function deleteExpired(db: Db, cutoff: Date, unsentFilesCutoff: Date): Promise<PurgeResult> {
  return db.transaction(async (tx) => {
    await tx.delete(inboxReplyFiles).where(and(isNull(inboxReplyFiles.outboxId), lt(inboxReplyFiles.createdAt, unsentFilesCutoff)));
    const mails = await tx
      .delete(outbox)
      .where(
        or(
          and(eq(outbox.status, "sent"), lt(outbox.sentAt, cutoff)),
          and(
            eq(outbox.status, "sent"),
            inArray(outbox.submissionId, tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.kind, "whistleblow"))),
          ),
          and(eq(outbox.status, "failed"), lt(outbox.createdAt, cutoff), notInArray(sql`lower(${outbox.recipient})`, [...TEAM_MAILBOXES])),
        ),
      )
      .returning({ id: outbox.id });
    const stored = await tx
      .delete(submissions)
      .where(
        and(
          or(lt(submissions.createdAt, cutoff), eq(submissions.kind, "whistleblow")),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(outbox)
              .where(eq(outbox.submissionId, submissions.id)),
          ),
        ),
      )
      .returning({ id: submissions.id, kind: submissions.kind });
    const subscribers = await tx
      .delete(newsletterSubscribers)
      .where(
        or(
          and(eq(newsletterSubscribers.status, "unsubscribed"), lt(newsletterSubscribers.unsubscribedAt, cutoff)),
          and(eq(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.confirmTokenExpiresAt, cutoff)),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    // The deleted report's words stay in the table files until they are written anew: owed, in this transaction.
    if (stored.some((row) => row.kind === "whistleblow"))
      await tx.insert(maintenanceOwed).values({ task: REWRITE_TASK }).onConflictDoNothing();
    return { mails: mails.length, submissions: stored.length, subscribers: subscribers.length };
  });
}
