import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { newsletterSubscribers, type SubscriberStatus } from "../db/schema";
// The export `npm run subscribers` writes (its home may move with the forms' restructuring: follow it there).
import { confirmedSubscribers, subscribersCsv } from "../submissions/newsletter-export";
import { canWork } from "../staff/roles";
import type { InboxContext } from "./context";

/** How many addresses are in each state; null for anyone who does not work the newsletter. */
export async function subscriberCounts(ctx: InboxContext): Promise<Record<SubscriberStatus, number> | null> {
  if (!canWork(ctx.staff, "newsletter")) return null;
  const rows = await ctx.db
    .select({ status: newsletterSubscribers.status, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The confirmed subscribers as `npm run subscribers` writes them (written to the audit log); null for anyone else. */
export async function exportSubscribers(ctx: InboxContext, siteUrl: string): Promise<{ csv: string; count: number } | null> {
  if (!canWork(ctx.staff, "newsletter")) return null;
  const subscribers = await confirmedSubscribers(ctx.db, siteUrl);
  await ctx.audit({ action: "inbox.newsletter.export", target: "newsletter:confirmed", details: { rows: subscribers.length } });
  return { csv: subscribersCsv(subscribers), count: subscribers.length };
}

/** The newest confirmed addresses, for the page (the export holds them all). */
export async function newestConfirmed(ctx: InboxContext, limit = 50): Promise<{ email: string; confirmedAt: Date | null }[] | null> {
  if (!canWork(ctx.staff, "newsletter")) return null;
  return ctx.db
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"))
    .orderBy(desc(newsletterSubscribers.confirmedAt))
    .limit(limit);
}
