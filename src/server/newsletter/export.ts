import "server-only";
import { asc, eq } from "drizzle-orm";
import { toCsv } from "../csv";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
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

/** The list as CSV with a header line, CRLF line ends (RFC 4180), as mailing tools import it. */
export function subscribersCsv(subscribers: ConfirmedSubscriber[]): string {
  return toCsv(
    ["email", "confirmed_at", "unsubscribe_url", "one_click_unsubscribe_url"],
    subscribers.map((s) => [s.email, s.confirmedAt.toISOString(), s.unsubscribeUrl, s.oneClickUnsubscribeUrl]),
  );
}
