import "server-only";
import { admin } from "@content/admin";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";
import { lagosTime } from "@/lib/lagos-clock";
import { absoluteUrl } from "@/lib/site-url";
import { outboxValues } from "../mail/outbox";
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
  await database.db.insert(outbox).values(outboxValues(null, [{ recipient: email, subject: words.subject, ...body }]));
}

export async function queueLockNotice(database: Database, { email, at }: { email: string; at: Date }) {
  const words = admin.mails.locked;
  const body = renderEmail({ paragraphs: words.paragraphs(lagosTime(at)) }, words.subject);
  await database.db.insert(outbox).values(outboxValues(null, [{ recipient: email, subject: words.subject, ...body }]));
}
