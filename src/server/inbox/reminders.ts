import "server-only";
import { inboxCopy } from "@content/admin-inbox";
import { mailCopy } from "@content/mails";
import { site } from "@content/site";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { dsarReminders, inboxStates, submissions } from "../db/schema";
import { lagosTime } from "@/lib/lagos-clock";
import { absoluteUrl } from "@/lib/site-url";
import { queueMail, type OutboxMail } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import { dsarDeadlines } from "./deadlines";

const DAY_MS = 24 * 3_600_000;

type Deadline = "acknowledge" | "resolve";
type Stage = "soon" | "passed";
type Reminder = { submissionId: number; reference: string; deadline: Deadline; stage: Stage; by: Date };

/**
 * The reminders due at `now` for one request: for each promise not yet kept
 * (acknowledged: it has left `new`; resolved: it is done or spam), "soon"
 * in the day before its deadline and "passed" once the deadline has gone.
 * A "soon" that was missed (the server was down that day) is not sent late.
 */
function dueReminders(
  request: { id: number; reference: string; createdAt: Date; startedAt: Date | null; closedAt: Date | null },
  now: Date,
): Reminder[] {
  const deadlines = dsarDeadlines(request.createdAt);
  const due: Reminder[] = [];
  for (const [deadline, by, kept] of [
    ["acknowledge", deadlines.acknowledgeBy, request.startedAt],
    ["resolve", deadlines.resolveBy, request.closedAt],
  ] as const) {
    if (kept) continue;
    const left = by.getTime() - now.getTime();
    const stage: Stage | null = left <= 0 ? "passed" : left <= DAY_MS ? "soon" : null;
    if (stage) due.push({ submissionId: request.id, reference: request.reference, deadline, stage, by });
  }
  return due;
}

function reminderMail(reminder: Reminder, siteUrl: string): OutboxMail {
  const copy = inboxCopy.reminderMail;
  return {
    recipient: site.mailboxes.privacy,
    subject: copy.subject(reminder.reference, reminder.deadline, reminder.stage),
    ...renderEmail({
      paragraphs: [copy.text(reminder.deadline, reminder.stage, lagosTime(reminder.by))],
      rows: [[mailCopy.referenceLabel, reminder.reference]],
      link: { label: copy.link, href: absoluteUrl(`/admin/inbox/dsar/${reminder.submissionId}`, siteUrl) },
      footer: [copy.footer],
    }),
  };
}

/**
 * Queues the privacy mailbox's due reminders. Each is recorded in
 * dsar_reminders in the same transaction as its e-mail, and the record's
 * key (request, deadline, stage) lets only one instance insert it: run from
 * any number of instances, at any interval, each reminder goes once.
 * Answers how many were queued.
 */
export async function queueDsarReminders(db: Db, { now = new Date(), siteUrl }: { now?: Date; siteUrl: string }): Promise<number> {
  const open = await db
    .select({
      id: submissions.id,
      reference: submissions.reference,
      createdAt: submissions.createdAt,
      startedAt: inboxStates.startedAt,
      closedAt: inboxStates.closedAt,
    })
    .from(submissions)
    .leftJoin(inboxStates, eq(inboxStates.submissionId, submissions.id))
    .where(and(eq(submissions.kind, "dsar"), or(isNull(inboxStates.startedAt), isNull(inboxStates.closedAt))));
  let queued = 0;
  for (const request of open) {
    for (const reminder of dueReminders(request, now)) {
      const sent = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(dsarReminders)
          .values({ submissionId: reminder.submissionId, deadline: reminder.deadline, stage: reminder.stage, sentAt: now })
          .onConflictDoNothing()
          .returning({ id: dsarReminders.submissionId });
        if (!claimed) return false;
        await queueMail(tx, reminder.submissionId, [reminderMail(reminder, siteUrl)], now);
        return true;
      });
      if (sent) queued += 1;
    }
  }
  return queued;
}
