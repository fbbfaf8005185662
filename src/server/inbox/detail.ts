import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { inboxEvents, inboxNotes, inboxReplies, inboxStates, outbox, submissions, type OutboxStatus } from "../db/schema";
import type { Staff } from "../staff/roles";
import type { InboxContext } from "./context";
import { type SubmissionInboxKind } from "./kinds";
import { fieldsOf, formOrder, listColumns, scope, toItem, type Fields, type ListItem } from "./list";
import { websiteCopyDeletedAfter } from "./retention";

// One item of the inbox as its page shows it: every field, notes, replies, timeline and e-mails.
export type MailStatus = {
  id: number;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  lastError: string | null;
};
export type TimelineEntry = { at: Date; staffName: string; action: string; from: string | null; to: string | null };
type Note = { id: number; at: Date; staffName: string; body: string };
/** An answer sent to the visitor from the item, with its e-mail's delivery (null once the purge deleted the row). */
export type Reply = {
  id: number;
  at: Date;
  staffName: string;
  body: string;
  delivery: { status: OutboxStatus; sentAt: Date | null } | null;
};

export type Detail = ListItem & {
  kind: SubmissionInboxKind;
  fields: Fields;
  assigneeId: string | null;
  decidedAt: Date | null;
  notes: Note[];
  replies: Reply[];
  /** When the team first answered the visitor from the item. */
  firstRepliedAt: Date | null;
  timeline: TimelineEntry[];
  mails: MailStatus[];
  /** When the retention purge deletes the website's copy, or `held` while an e-mail of it is undelivered. */
  deletedAfter: Date | "held";
};

export function parseId(id: string | number): number | null {
  const n = typeof id === "number" ? id : /^\d{1,15}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

async function readDetail(db: Db, staff: Staff, kind: string, id: number): Promise<Detail | null> {
  const [row] = await db
    .select({ ...listColumns, assigneeId: inboxStates.assigneeId, firstRepliedAt: inboxStates.firstRepliedAt })
    .from(submissions)
    .leftJoin(inboxStates, eq(inboxStates.submissionId, submissions.id))
    .where(and(scope(staff, kind), eq(submissions.id, id)));
  if (!row) return null;
  const [notes, timeline, mails, replies] = await Promise.all([
    db
      .select({ id: inboxNotes.id, at: inboxNotes.createdAt, staffName: inboxNotes.staffName, body: inboxNotes.body })
      .from(inboxNotes)
      .where(eq(inboxNotes.submissionId, id))
      .orderBy(asc(inboxNotes.createdAt), asc(inboxNotes.id)),
    db
      .select({
        at: inboxEvents.at,
        staffName: inboxEvents.staffName,
        action: inboxEvents.action,
        from: inboxEvents.fromValue,
        to: inboxEvents.toValue,
      })
      .from(inboxEvents)
      .where(eq(inboxEvents.submissionId, id))
      .orderBy(asc(inboxEvents.at), asc(inboxEvents.id)),
    db
      .select({
        id: outbox.id,
        recipient: outbox.recipient,
        subject: outbox.subject,
        status: outbox.status,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        lastError: outbox.lastError,
      })
      .from(outbox)
      .where(eq(outbox.submissionId, id))
      .orderBy(asc(outbox.createdAt), asc(outbox.id)),
    db
      .select({
        id: inboxReplies.id,
        at: inboxReplies.createdAt,
        staffName: inboxReplies.staffName,
        body: inboxReplies.body,
        status: outbox.status,
        sentAt: outbox.sentAt,
      })
      .from(inboxReplies)
      .leftJoin(outbox, eq(outbox.id, inboxReplies.outboxId))
      .where(eq(inboxReplies.submissionId, id))
      .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id)),
  ]);
  return {
    ...toItem(kind, row),
    kind: kind as SubmissionInboxKind,
    fields: (() => {
      const fields = new Map(fieldsOf(row.fields));
      return formOrder(kind, fields.keys()).map((key): [string, string] => [key, fields.get(key)!]);
    })(),
    assigneeId: row.assigneeId,
    firstRepliedAt: row.firstRepliedAt,
    replies: replies.map(({ status, sentAt, ...reply }) => ({ ...reply, delivery: status ? { status, sentAt } : null })),
    decidedAt: row.decidedAt,
    notes,
    timeline,
    mails,
    deletedAfter: websiteCopyDeletedAfter(row.createdAt, mails),
  };
}

/**
 * One submission with every field as sent, its notes, timeline and e-mails;
 * null when the id is not a submission of this kind that `staff` works (a
 * tampered id, another team's) — the page answers 404 alike. The view is
 * written to the audit log.
 */
export async function getSubmission(ctx: InboxContext, kind: string, id: string | number): Promise<Detail | null> {
  const n = parseId(id);
  if (n === null) return null;
  const detail = await readDetail(ctx.db, ctx.staff, kind, n);
  if (detail) await ctx.audit({ action: "inbox.view", target: `submission:${n}`, details: { kind, reference: detail.reference } });
  return detail;
}
