import "server-only";
import { casesCopy } from "@content/admin-cases";
import { mailCopy } from "@content/mails";
import { site } from "@content/site";
import { and, isNull, ne, or } from "drizzle-orm";
import { lagosTime } from "@/lib/lagos-clock";
import { absoluteUrl } from "@/lib/site-url";
import type { Db } from "../db/client";
import { wbCases, wbReminders } from "../db/schema";
import { queueMail, type OutboxMail } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import { caseDeadlines } from "./case-clock";

const DAY_MS = 24 * 3_600_000;

type CaseDeadline = "acknowledge" | "feedback";
type CaseStage = "soon" | "due";
type CaseReminder = { caseId: number; reference: string; deadline: CaseDeadline; stage: CaseStage; by: Date };

/**
 * The reminders due at `now` for one case: for each deadline not yet met
 * (acknowledged; feedback given or the case closed), "soon" in the day
 * before it and "due" once it has come. A "soon" missed while the server
 * was down is not sent late.
 */
function dueCaseReminders(
  c: { id: number; reference: string; receivedAt: Date; acknowledgedAt: Date | null; feedbackAt: Date | null; closedAt: Date | null },
  now: Date,
): CaseReminder[] {
  const { acknowledgeBy, feedbackBy } = caseDeadlines(c.receivedAt);
  const due: CaseReminder[] = [];
  for (const [deadline, by, met] of [
    ["acknowledge", acknowledgeBy, c.acknowledgedAt ?? c.closedAt],
    ["feedback", feedbackBy, c.feedbackAt ?? c.closedAt],
  ] as const) {
    if (met) continue;
    const left = by.getTime() - now.getTime();
    const stage: CaseStage | null = left <= 0 ? "due" : left <= DAY_MS ? "soon" : null;
    if (stage) due.push({ caseId: c.id, reference: c.reference, deadline, stage, by });
  }
  return due;
}

/** To the ethics mailbox: the case's reference, the deadline and a link; not a word of the case. */
function caseReminderMail(reminder: CaseReminder, siteUrl: string): OutboxMail {
  const copy = casesCopy.reminderMail;
  return {
    recipient: site.mailboxes.ethics,
    subject: copy.subject(reminder.reference, reminder.deadline, reminder.stage),
    ...renderEmail({
      paragraphs: [copy.text(reminder.deadline, reminder.stage, lagosTime(reminder.by))],
      rows: [[mailCopy.referenceLabel, reminder.reference]],
      link: { label: copy.link, href: absoluteUrl(`/admin/cases/${reminder.caseId}`, siteUrl) },
      footer: [copy.footer],
    }),
  };
}

/**
 * Queues the ethics mailbox's due reminders. Each is recorded in
 * wb_reminders in the transaction of its e-mail, and the record's key (case,
 * deadline, stage) lets one instance only insert it: from any number of
 * instances, at any interval, each reminder goes once. Answers how many.
 */
export async function queueCaseReminders(db: Db, { now = new Date(), siteUrl }: { now?: Date; siteUrl: string }): Promise<number> {
  const open = await db
    .select({
      id: wbCases.id,
      reference: wbCases.reference,
      receivedAt: wbCases.receivedAt,
      acknowledgedAt: wbCases.acknowledgedAt,
      feedbackAt: wbCases.feedbackAt,
      closedAt: wbCases.closedAt,
    })
    .from(wbCases)
    .where(and(ne(wbCases.status, "closed"), or(isNull(wbCases.acknowledgedAt), isNull(wbCases.feedbackAt))));
  let queued = 0;
  for (const c of open) {
    for (const reminder of dueCaseReminders(c, now)) {
      const sent = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(wbReminders)
          .values({ caseId: reminder.caseId, deadline: reminder.deadline, stage: reminder.stage, sentAt: now })
          .onConflictDoNothing()
          .returning({ id: wbReminders.caseId });
        if (!claimed) return false;
        // Not tied to the case (submission_id null): the e-mail outlives a purged case, and says nothing of it.
        await queueMail(tx, null, [caseReminderMail(reminder, siteUrl)], now);
        return true;
      });
      if (sent) queued += 1;
    }
  }
  return queued;
}
