import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterDeliveries, newsletterSubscribers } from "../db/schema";

/**
 * Given to the outbox dispatcher (src/instrumentation.ts) and called in the transaction that marks a message
 * refused for good (5xx): when it was a campaign's message, the delivery is
 * counted refused and its subscriber marked bouncing, so no later campaign is
 * queued for the address until it confirms a new subscription.
 */
export async function recordCampaignRefusal(db: Db, outboxId: number): Promise<void> {
  const refused = await db
    .update(newsletterDeliveries)
    .set({ refusedAt: sql`now()` })
    .where(eq(newsletterDeliveries.outboxId, outboxId))
    .returning({ subscriberId: newsletterDeliveries.subscriberId });
  const ids = refused.flatMap((r) => (r.subscriberId === null ? [] : [r.subscriberId]));
  if (ids.length)
    await db
      .update(newsletterSubscribers)
      .set({ bouncedAt: sql`now()` })
      .where(inArray(newsletterSubscribers.id, ids));
}
