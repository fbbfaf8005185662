import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { newsletterForm as copy } from "@content/forms";
import { mailCopy } from "@content/mails";
import { site } from "@content/site";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import { queueMail, type OutboxMail } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import { visitorMailAllowed } from "../mail/visitor-budget";
import { absoluteUrl } from "@/lib/site-url";

/** The confirmation link expires after this long. */
export const CONFIRM_TOKEN_TTL_MS = copy.confirmLinkHours * 60 * 60_000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const token = () => randomBytes(32).toString("base64url");
/** Whether a token from a link can be one of ours: base64url of 32 bytes. Anything else (a NUL, a space) never reaches the database. */
const tokenShaped = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

function confirmUrl(siteUrl: string, t: string) {
  return absoluteUrl(`/newsletter/confirm?token=${encodeURIComponent(t)}`, siteUrl);
}
/** The page that asks before it unsubscribes (a GET of it changes nothing). */
export function unsubscribePath(t: string) {
  return `/newsletter/unsubscribe?token=${encodeURIComponent(t)}`;
}
export function unsubscribeUrl(siteUrl: string, t: string) {
  return absoluteUrl(unsubscribePath(t), siteUrl);
}

/** The address a mail program POSTs to for a one-click unsubscribe (RFC 8058); a GET of it shows the page. */
export function oneClickUnsubscribeUrl(siteUrl: string, t: string) {
  return absoluteUrl(`/api/newsletter/unsubscribe?token=${encodeURIComponent(t)}`, siteUrl);
}

/**
 * RFC 2369 and RFC 8058 headers: mail programs show their own Unsubscribe
 * button and, with List-Unsubscribe-Post, unsubscribe with one POST, no page
 * to visit (large mailbox providers require this of bulk senders).
 */
function unsubscribeHeaders(siteUrl: string, t: string): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClickUnsubscribeUrl(siteUrl, t)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

function confirmationMail(email: string, siteUrl: string, confirmToken: string, unsubscribeToken: string): OutboxMail {
  const confirm = confirmUrl(siteUrl, confirmToken);
  const unsubscribe = unsubscribeUrl(siteUrl, unsubscribeToken);
  return {
    recipient: email,
    // A reply reaches the newsletter team, not the no-reply sender.
    replyTo: site.mailboxes.newsletter,
    subject: copy.confirmSubject,
    headers: unsubscribeHeaders(siteUrl, unsubscribeToken),
    ...renderEmail(
      {
        paragraphs: mailCopy.newsletter.confirmText(copy.confirmLinkHours),
        link: { label: mailCopy.newsletter.confirmLink, href: confirm },
        footer: [mailCopy.newsletter.unsubscribeFooter(unsubscribe)],
      },
      copy.confirmSubject,
    ),
  };
}

function welcomeMail(email: string, siteUrl: string, unsubscribeToken: string): OutboxMail {
  const unsubscribe = unsubscribeUrl(siteUrl, unsubscribeToken);
  return {
    recipient: email,
    replyTo: site.mailboxes.newsletter,
    subject: mailCopy.newsletter.welcomeSubject,
    headers: unsubscribeHeaders(siteUrl, unsubscribeToken),
    ...renderEmail(
      {
        paragraphs: [copy.confirmPage.done],
        link: { label: mailCopy.newsletter.unsubscribeLink, href: unsubscribe },
      },
      mailCopy.newsletter.welcomeSubject,
    ),
  };
}

/**
 * A second request for a pending address within this time sends nothing and
 * keeps the link already sent: it still works, and a stranger re-submitting
 * the address cannot keep replacing it (nor fill the mailbox).
 */
export const CONFIRM_RESEND_AFTER_MS = 15 * 60_000;

/**
 * Double opt-in. A new (or unsubscribed, or still unconfirmed) address gets a
 * fresh one-time confirmation link, unless one was sent in the last
 * CONFIRM_RESEND_AFTER_MS or the address has had its day's visitor e-mails
 * (visitor-budget.ts); a confirmed address gets nothing. The visitor sees the
 * same answer either way: whether an address was known is never revealed.
 * One row per address.
 */
export async function subscribe(db: Db, email: string, { siteUrl, now = new Date() }: { siteUrl: string; now?: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for("update");
    // A confirmed address whose campaign mail bounced confirms again, proving it receives mail now.
    if (existing?.status === "confirmed" && !existing.bouncedAt) return;
    const linkStillFresh =
      existing?.status === "pending" &&
      existing.confirmTokenExpiresAt !== null &&
      existing.confirmTokenExpiresAt > now &&
      now.getTime() - existing.updatedAt.getTime() < CONFIRM_RESEND_AFTER_MS;
    if (linkStillFresh) return;
    if (!(await visitorMailAllowed(tx, email, now))) return;

    const confirmToken = token();
    const expires = new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS);
    const pending = { status: "pending" as const, confirmTokenHash: sha256(confirmToken), confirmTokenExpiresAt: expires, updatedAt: now };
    const [subscriber] = existing
      ? await tx.update(newsletterSubscribers).set(pending).where(eq(newsletterSubscribers.id, existing.id)).returning()
      : // A request for the same new address at the same moment inserts first; this one then sends nothing.
        await tx
          .insert(newsletterSubscribers)
          .values({ email, ...pending, unsubscribeToken: token(), createdAt: now })
          .onConflictDoNothing({ target: newsletterSubscribers.email })
          .returning();
    if (!subscriber) return;
    const mail = confirmationMail(email, siteUrl, confirmToken, subscriber.unsubscribeToken);
    await queueMail(tx, null, [mail], now);
  });
}

/** Confirms with a one-time, unexpired token; true when it did. */
export async function confirmSubscription(
  db: Db,
  confirmToken: string,
  { siteUrl, now = new Date() }: { siteUrl: string; now?: Date },
): Promise<boolean> {
  if (!tokenShaped(confirmToken)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: now, updatedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null, bouncedAt: null })
      .where(
        and(
          eq(newsletterSubscribers.confirmTokenHash, sha256(confirmToken)),
          eq(newsletterSubscribers.status, "pending"),
          gt(newsletterSubscribers.confirmTokenExpiresAt, now),
        ),
      )
      .returning();
    if (!row) return false;
    await queueMail(tx, null, [welcomeMail(row.email, siteUrl, row.unsubscribeToken)]);
    return true;
  });
}

/** Unsubscribes the address of this token; true when the token is known. */
export async function unsubscribe(db: Db, unsubscribeToken: string, { now = new Date() } = {}): Promise<boolean> {
  if (!tokenShaped(unsubscribeToken)) return false;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(eq(newsletterSubscribers.unsubscribeToken, unsubscribeToken))
    .returning({ id: newsletterSubscribers.id });
  return Boolean(row);
}
