import "server-only";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailboxOf, outbox } from "../db/schema";

/**
 * Anyone can type anyone's address into a form, and each form sends that
 * address a confirmation from the group's domain. At most this many such
 * e-mails go to one mailbox (mailboxOf: name+tag@ is name@, Gmail's dots and googlemail.com count as one) in a day (any form, the newsletter included);
 * past it the submission is still stored and the staff still get it, the
 * visitor's copy is left out. The rate limits count senders; this counts
 * the person on the receiving end.
 */
export const VISITOR_MAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

/** The outbox rows sent to `address`'s mailbox in the 24 hours before `now`, counted (a query to await or EXPLAIN). */
export function recentMailsTo(db: Db, address: string, now = new Date()) {
  return db
    .select({ sent: count() })
    .from(outbox)
    .where(and(eq(mailboxOf(outbox.recipient), mailboxOf(address)), gt(outbox.createdAt, new Date(now.getTime() - DAY_MS))));
}

/** Namespace of the budget's advisory locks (the two-key form; its keys never meet the one-key form's). */
const BUDGET_LOCK_SPACE = 0x5c6b;

/**
 * Whether `address` may be sent one more visitor e-mail now. Called inside
 * the transaction that queues the mail: it first takes a lock on the
 * mailbox held until that transaction ends, so submissions for one mailbox
 * arriving together are counted one after another and cannot all pass.
 */
export async function visitorMailAllowed(db: Db, address: string, now = new Date()): Promise<boolean> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${BUDGET_LOCK_SPACE}, hashtext(${mailboxOf(address)}))`);
  const [row] = await recentMailsTo(db, address, now);
  return Number(row?.sent ?? 0) < VISITOR_MAILS_PER_DAY;
}
