import "server-only";
import { mailCopy as copy } from "@content/mails";
import { site } from "@content/site";
import { serverEnv } from "@/env";
import type { OutboxMail, OutboxRow } from "./outbox";
import { lagosTime } from "@/lib/lagos-clock";
import { renderEmail } from "./render";
import { isTeamMailbox } from "./team-mailboxes";

/** Marks an alert's own outbox row, so that an alert refused in turn raises no other. */
export const ALERT_HEADER = "X-Site-Alert";
/** The kinds of alert (the ALERT_HEADER's value). */
const FAILURE_ALERT_KIND = "delivery-failure";
export const DELAY_ALERT_KIND = "delivery-delay";
/** The outbox id of the message an alert is about: one delay alert per message. */
export const ALERT_FOR_HEADER = "X-Site-Alert-For";

/** Where alerts go: MAIL_ALERTS_TO, else the web team's mailbox in content/site.ts. */
export function mailAlertsTo(): string {
  return serverEnv().MAIL_ALERTS_TO ?? site.mailboxes.web;
}

/** Whether a mail about `row` should tell anyone: only a team's mailbox, never an alert, never the alerts mailbox itself. */
function alertable(row: OutboxRow, alertTo: string): boolean {
  return isTeamMailbox(row.recipient) && !row.headers?.[ALERT_HEADER] && row.recipient.toLowerCase() !== alertTo.toLowerCase();
}

/**
 * An alert about `row` for `alertTo`: the mailbox, the reference, the outbox
 * id, when it was queued and the server's answer, never the message's words
 * (a whistleblowing report stays with the ethics team).
 */
function deliveryAlert(
  row: OutboxRow,
  reason: string,
  alertTo: string,
  kind: typeof FAILURE_ALERT_KIND | typeof DELAY_ALERT_KIND,
  words: { subject: string; intro: string; action: string },
): OutboxMail {
  const { labels, queuedAt } = copy.deliveryAlert;
  return {
    recipient: alertTo,
    subject: words.subject,
    ...renderEmail(
      {
        paragraphs: [words.intro, words.action],
        rows: [
          [labels.mailbox, row.recipient],
          [copy.referenceLabel, referenceOf(row)],
          [labels.outboxId, `#${row.id}`],
          [labels.queuedAt, queuedAt(lagosTime(row.createdAt))],
          [labels.answer, reason],
        ],
      },
      words.subject,
    ),
    headers: { [ALERT_HEADER]: kind, [ALERT_FOR_HEADER]: String(row.id) },
  };
}

/** The reference at the end of a message's subject ("… [CT-7K3M9Q2X]"), or "". */
function referenceOf(row: OutboxRow): string {
  return /\[([A-Z]{2}-[0-9A-Z]+)\]\s*$/.exec(row.subject)?.[1] ?? "";
}

/**
 * The notice that a team's mailbox refused a message for good, for `alertTo`;
 * null when nobody need be told: a visitor's own address refused (a typo is
 * theirs to mend), an alert refused, or the refusing mailbox is `alertTo`.
 */
export function failureAlert(row: OutboxRow, reason: string, alertTo: string): OutboxMail | null {
  if (!alertable(row, alertTo)) return null;
  const text = copy.deliveryFailure;
  return deliveryAlert(row, reason, alertTo, FAILURE_ALERT_KIND, {
    subject: text.subject(row.recipient, referenceOf(row)),
    intro: text.intro(row.recipient),
    action: text.action,
  });
}

/**
 * The notice that a team's mailbox has kept answering "try again later" to
 * a message (a full mailbox often does, for days): the outbox goes on trying
 * every hour, and without this nobody would know until someone ran `npm run
 * outbox`. Null on the same terms as failureAlert.
 */
export function delayAlert(row: OutboxRow, reason: string, alertTo: string): OutboxMail | null {
  if (!alertable(row, alertTo)) return null;
  const text = copy.deliveryDelay;
  return deliveryAlert(row, reason, alertTo, DELAY_ALERT_KIND, {
    subject: text.subject(row.recipient, referenceOf(row)),
    intro: text.intro(row.recipient, row.attempts),
    action: text.action,
  });
}
