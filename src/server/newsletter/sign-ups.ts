import "server-only";
import { asc, eq, lt, lte, sql } from "drizzle-orm";
import { serverEnv } from "@/env";
import type { Db } from "../db/client";
import { newsletterSignUps } from "../db/schema";
import { errorSummary } from "../error-summary";
import type { Job } from "../job";
import { subscribe } from "./subscribers";

/**
 * A sign-up is queued before the visitor is answered (the same insert for any
 * address, so the answer's time says nothing of the list) and done after it
 * (completeSignUp). The request that queued it has this long before a retry
 * pass may take it.
 */
export const FIRST_RETRY_AFTER_MS = 60_000;
/** After a week a sign-up is dropped, logged as an error: its confirmation link would come long after the visitor asked. */
export const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60_000;

/** Queues a sign-up; its id for completeSignUp. */
export async function queueSignUp(db: Db, email: string, received: Date): Promise<number> {
  const [row] = await db
    .insert(newsletterSignUps)
    .values({ email, receivedAt: received, nextAttemptAt: new Date(received.getTime() + FIRST_RETRY_AFTER_MS) })
    .returning({ id: newsletterSignUps.id });
  return row!.id;
}

/**
 * Does the queued sign-up `id` (subscribe) and removes it from the queue, in
 * one transaction; one being done by another pass, or done already, is left.
 * When it fails it stays queued for a retry 1, 2, 4 … minutes later (at most
 * an hour apart), and the error is thrown.
 */
export async function completeSignUp(db: Db, id: number, { siteUrl, now = new Date() }: { siteUrl: string; now?: Date }): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ email: newsletterSignUps.email })
        .from(newsletterSignUps)
        .where(eq(newsletterSignUps.id, id))
        .for("update", { skipLocked: true });
      if (!row) return;
      await subscribe(tx, row.email, { siteUrl, now });
      await tx.delete(newsletterSignUps).where(eq(newsletterSignUps.id, id));
    });
  } catch (error) {
    await db
      .update(newsletterSignUps)
      .set({
        attempts: sql`${newsletterSignUps.attempts} + 1`,
        nextAttemptAt: sql`${now.toISOString()}::timestamptz + least(power(2, ${newsletterSignUps.attempts}), 60) * interval '1 minute'`,
        lastError: errorSummary(error),
      })
      .where(eq(newsletterSignUps.id, id))
      .catch(() => undefined);
    throw error;
  }
}

export type RetryResult = { done: number; failed: number; dropped: number };

/** One pass: drops the sign-ups queued over a week ago, then does those due (at most `limit`). */
export async function retryQueuedSignUps(
  db: Db,
  { siteUrl, now = new Date(), limit = 20 }: { siteUrl: string; now?: Date; limit?: number },
): Promise<RetryResult> {
  const result: RetryResult = { done: 0, failed: 0, dropped: 0 };
  const dropped = await db
    .delete(newsletterSignUps)
    .where(lt(newsletterSignUps.receivedAt, new Date(now.getTime() - GIVE_UP_AFTER_MS)))
    .returning({ id: newsletterSignUps.id, lastError: newsletterSignUps.lastError });
  for (const row of dropped) {
    // The row's id and the error only: never the address.
    console.error(`[newsletter] sign-up #${row.id} dropped after a week of failed attempts; last: ${row.lastError ?? "none recorded"}`);
  }
  result.dropped = dropped.length;
  const due = await db
    .select({ id: newsletterSignUps.id })
    .from(newsletterSignUps)
    .where(lte(newsletterSignUps.nextAttemptAt, now))
    .orderBy(asc(newsletterSignUps.nextAttemptAt))
    .limit(limit);
  for (const { id } of due) {
    try {
      await completeSignUp(db, id, { siteUrl, now });
      result.done += 1;
    } catch (error) {
      result.failed += 1;
      console.warn(`[newsletter] queued sign-up #${id} failed again, tried later: ${errorSummary(error)}`);
    }
  }
  return result;
}

/** Every minute: the queued sign-ups that are due (each taken by one instance: completeSignUp's lock). */
export const signUpRetriesJob: Job = {
  name: "newsletter",
  firstRunMs: 20_000,
  intervalMs: 60_000,
  retry: "in a minute",
  async run({ db }) {
    const { done } = await retryQueuedSignUps(db, { siteUrl: serverEnv().SITE_URL });
    if (done === 0) return null;
    return `${done} queued sign-up(s) done`;
  },
};
