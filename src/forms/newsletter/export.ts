import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { newsletterSubscribers } from "@/server/db/schema";
import { oneClickUnsubscribeUrl, unsubscribeUrl } from "./subscribers";

export type ConfirmedSubscriber = { email: string; confirmedAt: Date; unsubscribeUrl: string; oneClickUnsubscribeUrl: string };

/**
 * The confirmed subscribers, oldest first, each with its own unsubscribe
 * links: the page (for the newsletter's footer) and the one-click address
 * (for its List-Unsubscribe header, RFC 8058), so that whatever tool sends
 * the newsletter unsubscribes through this site and the list stays one.
 */
export async function confirmedSubscribers(db: Db, siteUrl: string): Promise<ConfirmedSubscriber[]> {
  const rows = await db
    .select({
      email: newsletterSubscribers.email,
      confirmedAt: newsletterSubscribers.confirmedAt,
      token: newsletterSubscribers.unsubscribeToken,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id));
  return rows.map((row) => ({
    email: row.email,
    confirmedAt: row.confirmedAt ?? new Date(0),
    unsubscribeUrl: unsubscribeUrl(siteUrl, row.token),
    oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(siteUrl, row.token),
  }));
}

/**
 * A cell a spreadsheet would not run as a formula: one that starts with
 * = + - @, a tab or a carriage return gets a leading single quote (OWASP's
 * advice on CSV injection). The e-mail pattern lets such an address through
 * ("=cmd|'/Ccalc'!A0@example.com"), and the communications team may open
 * the list in a spreadsheet before importing it.
 */
function inert(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV field (RFC 4180): inert, then quoted when it holds a comma, a quote or a line break. */
function field(value: string): string {
  const cell = inert(value);
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The list as CSV with a header line, CRLF line ends (RFC 4180), as mailing tools import it. */
export function subscribersCsv(subscribers: ConfirmedSubscriber[]): string {
  const lines = [["email", "confirmed_at", "unsubscribe_url", "one_click_unsubscribe_url"]];
  for (const s of subscribers) lines.push([s.email, s.confirmedAt.toISOString(), s.unsubscribeUrl, s.oneClickUnsubscribeUrl]);
  return lines.map((line) => line.map(field).join(",")).join("\r\n") + "\r\n";
}
