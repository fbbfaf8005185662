import { inboxCopy } from "@content/admin-inbox";

/**
 * The answer to a visitor as it is sent (issue 42), shared by the reply box's
 * preview (in the browser) and the server that queues it: the preview shows
 * exactly the plain text the visitor receives.
 */

/** The typed answer with its line ends made one kind and the blank edges removed. */
export function normaliseReply(body: string): string {
  return body.replace(/\r\n?/g, "\n").trim();
}

/** Characters as a person counts them (an emoji is one). */
export function replyLength(body: string): number {
  return Array.from(normaliseReply(body)).length;
}

/** The e-mail's subject: the item's reference in it, so the team's mail program threads the visitor's answer. */
export function replySubject(reference: string): string {
  return inboxCopy.replyMail.subject(reference);
}

/** The plain-text body: the answer, then the signature ("-- " line) with the team's name and the reference. */
export function replyText(body: string, team: string, reference: string): string {
  return `${normaliseReply(body)}\n\n-- \n${inboxCopy.replyMail.footer(team, reference)}\n`;
}
