import "server-only";
import { WEBSITE_COPY_RETENTION_DAYS } from "@content/constants";
import { and, eq, inArray, lt, notExists, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterSubscribers, outbox, submissions } from "../db/schema";
import { TEAM_MAILBOXES } from "../mail/team-mailboxes";
import { reclaimSpace } from "./reclaim";

const DAY_MS = 24 * 60 * 60_000;

export type PurgeResult = { mails: number; submissions: number; subscribers: number };

/**
 * Deletes what the website no longer needs to keep (the privacy policy's
 * Retention section; decision 080), all older than `keepDays`:
 * - e-mails delivered (sent) that long ago: the team's mailbox has them;
 * - a whistleblowing report's e-mail as soon as it is delivered, and then
 *   the report (decision 083): the ethics mailbox has it, and a copy kept
 *   here is one more place where it could be read;
 * - e-mails a visitor's own address refused for good that long ago;
 * - submissions none of whose e-mails is left, so a submission stays while
 *   any of its e-mails is pending or was refused by a team's mailbox (those
 *   wait for `npm run outbox -- --retry-failed`: a lead is never lost);
 * - newsletter addresses unsubscribed that long ago, and sign-ups never
 *   confirmed whose link expired that long ago.
 * One transaction; safe to run from several instances at once. Then the
 * space of what it deleted is given back (reclaimSpace: written anew after a
 * report).
 */
export async function purgeExpired(db: Db, { now = new Date(), keepDays = WEBSITE_COPY_RETENTION_DAYS } = {}): Promise<PurgeResult> {
  const { result, reports } = await deleteExpired(db, new Date(now.getTime() - keepDays * DAY_MS));
  const tables = [
    ...(result.mails > 0 ? ["outbox"] : []),
    ...(result.submissions > 0 ? ["submissions"] : []),
    ...(result.subscribers > 0 ? ["newsletter_subscribers"] : []),
  ];
  await reclaimSpace(db, { reportsDeleted: reports > 0, tables });
  return result;
}

async function deleteExpired(db: Db, cutoff: Date): Promise<{ result: PurgeResult; reports: number }> {
  return db.transaction(async (tx) => {
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
    return {
      result: { mails: mails.length, submissions: stored.length, subscribers: subscribers.length },
      reports: stored.filter((row) => row.kind === "whistleblow").length,
    };
  });
}
