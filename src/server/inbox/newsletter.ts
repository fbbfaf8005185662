import "server-only";
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterSubscribers, type SubscriberStatus } from "../db/schema";
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

/**
 * The confirmed subscribers' export, made by `build` (the newsletter form's
 * own, which `npm run subscribers` writes: src/server never imports a form's
 * folder, so the route hands it in), for the marketing team only, and
 * written to the audit log; null for anyone else.
 */
export async function exportSubscribers<T extends { count: number }>(ctx: InboxContext, build: (db: Db) => Promise<T>): Promise<T | null> {
  if (!canWork(ctx.staff, "newsletter")) return null;
  const exported = await build(ctx.db);
  await ctx.audit({ action: "inbox.newsletter.export", target: "newsletter:confirmed", details: { rows: exported.count } });
  return exported;
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
