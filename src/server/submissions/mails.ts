import "server-only";
import type { OutboxMail } from "../mail/outbox";
import { renderEmail } from "../mail/render";

/** What a form's e-mail says: its paragraphs, rows of label and value, a link, a footer (render.ts). */
export type MailContent = Parameters<typeof renderEmail>[0];

/** An e-mail to a team's mailbox, replying to `replyTo` when given (the visitor's address). */
export function teamMail(recipient: string, subject: string, content: MailContent, replyTo?: string): OutboxMail {
  return { recipient, subject, ...renderEmail(content, subject), ...(replyTo ? { replyTo } : {}) };
}

/**
 * A confirmation to the address the visitor typed, which may be anyone's:
 * sent only within that mailbox's day's budget (src/server/mail/visitor-budget.ts).
 */
export function visitorMail(recipient: string, subject: string, content: MailContent, replyTo?: string): OutboxMail {
  return { ...teamMail(recipient, subject, content, replyTo), toVisitor: true };
}
