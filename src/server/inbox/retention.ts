import "server-only";
import { WEBSITE_COPY_RETENTION_DAYS } from "@content/constants";
import { isTeamMailbox } from "../mail/team-mailboxes";
import type { OutboxStatus } from "../db/schema";

const DAY_MS = 24 * 60 * 60_000;

export type MailForRetention = { recipient: string; status: OutboxStatus; sentAt: Date | null; createdAt: Date };

/**
 * When the retention purge (src/server/retention/purge.ts) will delete the
 * website's copy of a submission, by its rules: never while one of its
 * e-mails is pending or was refused by a team's mailbox (`held`); otherwise
 * once the submission, each delivered e-mail's delivery and each e-mail a
 * visitor's address refused are all older than the retention period. The
 * purge runs every few hours, so this is the moment after which the next
 * run deletes it.
 */
export function websiteCopyDeletedAfter(createdAt: Date, mails: readonly MailForRetention[]): Date | "held" {
  let last = createdAt.getTime();
  for (const mail of mails) {
    if (mail.status === "pending") return "held";
    if (mail.status === "failed" && isTeamMailbox(mail.recipient)) return "held";
    const at = mail.status === "sent" ? (mail.sentAt ?? mail.createdAt) : mail.createdAt;
    last = Math.max(last, at.getTime());
  }
  return new Date(last + WEBSITE_COPY_RETENTION_DAYS * DAY_MS);
}
