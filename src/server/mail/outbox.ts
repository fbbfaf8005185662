import "server-only";
import { and, asc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import { afterCommit } from "../db/after-commit";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import { serverEnv } from "@/env";
import { outboxDeferred, outboxFailed, outboxSent } from "../observability/metrics";
import { outboxCounts, type OutboxCounts } from "./outbox-counts";

/** An e-mail to queue. */
export type OutboxMail = {
  recipient: string;
  replyTo?: string;
  /** The From header when not the site's own: a team's answer (issue 42). */
  sender?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Sent to an address a visitor typed (a confirmation), not to a team: counted by the visitor mail budget. */
  toVisitor?: boolean;
};

export type OutboxRow = typeof outbox.$inferSelect;

/** The Unicode bidirectional embeddings, overrides (U+202A to U+202E) and isolates (U+2066 to U+2069). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * A header value without bidirectional controls. After a right-to-left
 * override typed into a name, the team's inbox shows the rest of the
 * subject reversed, the reference included: "Ada\u202Efdp.exe" reads
 * "Adaexe.pdf". Names in right-to-left scripts need none of them: mail
 * programs order their letters themselves.
 */
function headerText(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}

/** Rows to insert for a submission's e-mails (inside its transaction). */
export function outboxValues(submissionId: number | null, mails: OutboxMail[], createdAt?: Date): (typeof outbox.$inferInsert)[] {
  return mails.map((m) => ({
    submissionId,
    ...(createdAt ? { createdAt } : {}),
    recipient: m.recipient,
    replyTo: m.replyTo ? headerText(m.replyTo) : null,
    sender: m.sender ? headerText(m.sender) : null,
    subject: headerText(m.subject),
    textBody: m.text,
    htmlBody: m.html,
    headers: m.headers ? Object.fromEntries(Object.entries(m.headers).map(([name, value]) => [name, headerText(value)])) : null,
  }));
}

/**
 * Queues e-mails: the one way mail enters the outbox. In a transaction the
 * rows are written with it, and the process's dispatcher is woken once it has
 * committed (src/server/db/after-commit.ts), so no caller has to remember to.
 */
export async function queueMail(
  db: Db,
  submissionId: number | null,
  mails: OutboxMail[],
  createdAt?: Date,
): Promise<{ id: number; recipient: string }[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(outbox)
    .values(outboxValues(submissionId, mails, createdAt))
    .returning({ id: outbox.id, recipient: outbox.recipient });
  afterCommit(wakeDispatcher);
  return rows;
}

// The process's dispatcher listens here (on globalThis: the instrumentation and app bundles each load this module).
const WAKE = Symbol.for("savannah-crest.outbox-wake");
type WakeHolder = { [WAKE]?: () => void };

/** The dispatcher's wake-up call (null: it stopped); without a dispatcher in this process, queued mail waits for one. */
export function onMailQueued(listener: (() => void) | null): void {
  const holder = globalThis as WakeHolder;
  if (listener) holder[WAKE] = listener;
  else delete holder[WAKE];
}

function wakeDispatcher(): void {
  (globalThis as WakeHolder)[WAKE]?.();
}

/**
 * How long a claimed row is reserved for its sender before another may retry
 * it (OUTBOX_LEASE_MS, 2 minutes by default). Renewed just before the row is
 * sent (renewClaim); the SMTP timeouts (SMTP_TIMEOUTS) end a stalled send well
 * inside the default.
 */
export function claimLeaseMs(): number {
  return serverEnv().OUTBOX_LEASE_MS;
}

/**
 * `at` plus `ms`: on the given clock when one is given (tests), else on the
 * database's own clock (`now()`), so instances whose clocks differ agree on
 * when a lease runs out.
 */
function later(at: Date | undefined, ms: number): Date | SQL {
  return at ? new Date(at.getTime() + ms) : sql`now() + ${ms} * interval '1 millisecond'`;
}

/**
 * Claims up to `limit` due rows (`FOR UPDATE SKIP LOCKED`: concurrent
 * dispatchers never claim the same row). Claiming counts an attempt and moves
 * next_attempt_at past the lease, so a row whose sender died is retried later.
 */
export async function claimDue(db: Db, { now, limit = 20 }: { now?: Date; limit?: number } = {}): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now ?? sql`now()`)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: later(now, claimLeaseMs()) })
    .where(inArray(outbox.id, due))
    .returning();
}

/**
 * The row as this sender claimed it: still pending, with the attempt count
 * its claim gave it. A row whose lease ran out and that another sender then
 * claimed has a higher count, so none of the updates below touch it.
 */
function stillOurs(row: Pick<OutboxRow, "id" | "attempts">) {
  return and(eq(outbox.id, row.id), eq(outbox.status, "pending"), eq(outbox.attempts, row.attempts));
}

/**
 * Renews a claimed row's lease just before it is sent (a pass sends its
 * rows one after another, so the last of them would otherwise wait on the
 * lease taken for the first). False when the row is no longer this
 * sender's: it is then left to the one that holds it.
 */
export async function renewClaim(db: Db, row: OutboxRow, now?: Date): Promise<boolean> {
  const renewed = await db
    .update(outbox)
    .set({ nextAttemptAt: later(now, claimLeaseMs()) })
    .where(stillOurs(row))
    .returning({ id: outbox.id });
  return renewed.length === 1;
}

/** Marks a claimed row sent; false when its lease had run out and another sender holds it. */
export async function markSent(db: Db, row: OutboxRow, at?: Date): Promise<boolean> {
  const updated = await db
    .update(outbox)
    .set({ status: "sent", sentAt: at ?? sql`now()`, lastError: null })
    .where(stillOurs(row))
    .returning({ id: outbox.id });
  if (updated.length === 1) outboxSent().inc();
  return updated.length === 1;
}

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at 1 hour. */
export function backoffMs(attempts: number, { baseMs = 30_000, capMs = 60 * 60_000 } = {}): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** A failed attempt, tried again after backoffMs; false when another sender holds the row. */
export async function markRetry(db: Db, row: OutboxRow, error: string, now?: Date): Promise<boolean> {
  const updated = await db
    .update(outbox)
    .set({ lastError: error.slice(0, 2000), nextAttemptAt: later(now, backoffMs(row.attempts)) })
    .where(stillOurs(row))
    .returning({ id: outbox.id });
  if (updated.length === 1) outboxDeferred().inc();
  return updated.length === 1;
}

/** A permanent rejection (5xx): kept, never retried, shown by `npm run outbox`; false when another sender holds the row. */
export async function markFailed(db: Db, row: OutboxRow, error: string): Promise<boolean> {
  const updated = await db
    .update(outbox)
    .set({ status: "failed", lastError: error.slice(0, 2000) })
    .where(stillOurs(row))
    .returning({ id: outbox.id });
  if (updated.length === 1) outboxFailed().inc();
  return updated.length === 1;
}

/** Queues every failed row again, due now (after the cause was mended); answers how many. */
export async function requeueFailed(db: Db, now?: Date): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: "pending", nextAttemptAt: now ?? sql`now()` })
    .where(eq(outbox.status, "failed"))
    .returning({ id: outbox.id });
  return rows.length;
}

export type OutboxStats = OutboxCounts & {
  failed: { id: number; recipient: string; subject: string; attempts: number; lastError: string | null }[];
};

/** Counts by status, the oldest pending row, and the failed rows. */
export async function outboxStats(db: Db): Promise<OutboxStats> {
  const counts = await outboxCounts(db);
  const failed = await db
    .select({ id: outbox.id, recipient: outbox.recipient, subject: outbox.subject, attempts: outbox.attempts, lastError: outbox.lastError })
    .from(outbox)
    .where(eq(outbox.status, "failed"))
    .orderBy(asc(outbox.id))
    .limit(50);
  return { ...counts, failed };
}

/** The backlog /healthz reports: pending rows and the oldest one's age in whole seconds, on the database's clock. */
export async function outboxHealth(db: Db): Promise<{ pending: number; oldestPendingSeconds: number | null }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      age: sql<string | null>`floor(extract(epoch from now() - min(${outbox.createdAt})))`,
    })
    .from(outbox)
    .where(eq(outbox.status, "pending"));
  return { pending: Number(row?.pending ?? 0), oldestPendingSeconds: row?.age == null ? null : Number(row.age) };
}
