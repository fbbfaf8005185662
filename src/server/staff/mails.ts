import "server-only";
import { admin } from "@content/admin";
import type { Database } from "../db/client";
import { lagosTime } from "@/lib/lagos-clock";
import { absoluteUrl } from "@/lib/site-url";
import { queueMail } from "../mail/outbox";
import { renderEmail } from "../mail/render";

/** The back office's e-mails to staff, queued in the outbox like every other. */

export function setupUrl(siteUrl: string, token: string): string {
  return absoluteUrl(`/admin/set-up?token=${encodeURIComponent(token)}`, siteUrl);
}

export async function queueInvitation(database: Database, { email, name, link }: { email: string; name: string; link: string }) {
  const words = admin.mails.invitation;
  const body = renderEmail(
    { paragraphs: words.paragraphs(name), link: { label: words.linkLabel, href: link }, footer: [...words.footer] },
    words.subject,
  );
  await queueMail(database.db, null, [{ recipient: email, subject: words.subject, ...body }]);
}

export async function queueLockNotice(database: Database, { email, at }: { email: string; at: Date }) {
  await queueNotice(database, email, admin.mails.locked, at);
}

export async function queueAccountLockNotice(database: Database, { email, at, locked }: { email: string; at: Date; locked: boolean }) {
  await queueNotice(database, email, locked ? admin.mails.accountLocked : admin.mails.guessed, at);
}

/** The owner is told of every new way in, and of a password or recovery codes changed (decision 141). */
export async function queueAccountChange(
  database: Database,
  { email, at, change, passkeyName }: { email: string; at: Date; change: "passkey" | "password" | "recovery-codes"; passkeyName?: string },
) {
  const { passkeyAdded, passwordChanged, recoveryCodes } = admin.mails;
  const words =
    change === "passkey"
      ? { subject: passkeyAdded.subject, paragraphs: (when: string) => passkeyAdded.paragraphs(passkeyName ?? "", when) }
      : change === "password"
        ? passwordChanged
        : recoveryCodes;
  await queueNotice(database, email, words, at);
}

async function queueNotice(
  database: Database,
  email: string,
  words: { subject: string; paragraphs: (when: string) => string[] },
  at: Date,
) {
  const body = renderEmail({ paragraphs: words.paragraphs(lagosTime(at)) }, words.subject);
  await queueMail(database.db, null, [{ recipient: email, subject: words.subject, ...body }]);
}
