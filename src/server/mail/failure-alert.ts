import { mailCopy as copy } from "@content/mails";
import { site } from "@content/site";
import { serverEnv } from "@/env";
import type { OutboxMail, OutboxRow } from "./outbox";
import { renderEmail } from "./render";
import { isTeamMailbox } from "./team-mailboxes";

/** Marks an alert's own outbox row, so that an alert refused in turn raises no other. */
export const ALERT_HEADER = "X-Site-Alert";

/** Where alerts go: MAIL_ALERTS_TO, else the web team's mailbox in content/site.ts. */
export function mailAlertsTo(): string {
  return serverEnv().MAIL_ALERTS_TO ?? site.mailboxes.web;
}

/**
 * The notice that a team's mailbox refused a message for good, for `alertTo`;
 * null when nobody need be told: a visitor's own address refused (a typo is
 * theirs to mend), an alert refused, or the refusing mailbox is `alertTo`.
 * It names the mailbox, the reference, the outbox id and the server's answer,
 * never the message's words (a whistleblowing report stays with the ethics
 * team).
 */
export function failureAlert(row: OutboxRow, reason: string, alertTo: string): OutboxMail | null {
  if (!isTeamMailbox(row.recipient) || row.headers?.[ALERT_HEADER] || row.recipient.toLowerCase() === alertTo.toLowerCase()) return null;
  const reference = /\[([A-Z]{2}-[0-9A-Z]+)\]\s*$/.exec(row.subject)?.[1] ?? "";
  const text = copy.deliveryFailure;
  return {
    recipient: alertTo,
    subject: text.subject(row.recipient, reference),
    ...renderEmail({
      paragraphs: [text.intro(row.recipient), text.action],
      rows: [
        [text.labels.mailbox, row.recipient],
        [copy.referenceLabel, reference],
        [text.labels.outboxId, `#${row.id}`],
        [text.labels.queuedAt, `${row.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`],
        [text.labels.answer, reason],
      ],
    }),
    headers: { [ALERT_HEADER]: "delivery-failure" },
  };
}
