import "server-only";
import { sql } from "drizzle-orm";
import { site } from "@content/site";
import { serverEnv } from "@/env";
import type { Db } from "../db/client";
import { database } from "../db";
import { ALERT_FOR_HEADER, ALERT_HEADER, DELAY_ALERT_KIND, delayAlert, failureAlert, mailAlertsTo } from "./failure-alert";
import { claimDue, markFailed, markRetry, markSent, onMailQueued, queueMail, renewClaim, type OutboxRow } from "./outbox";
import { outbox } from "../db/schema";
import { deleteOutboxAttachments, outboxAttachments } from "./attachments";
import { describeError, fileTransport, isMailboxDeferral, isPermanentFailure, smtpTransport, type MailTransport } from "./transport";
import { dkimSigning } from "./dkim";
import { traced } from "../observability/spans";
import { join, resolve } from "node:path";

export type DispatchResult = { sent: number; retried: number; failed: number };

/**
 * The clock of a dispatch pass: `now` fixed (tests), `clock` read at each
 * step, or (undefined) the database's own clock, `now()`, which every
 * instance shares whatever its own clock says.
 */
type PassClock = { now?: Date; clock?: () => Date };

function clockOf({ now, clock }: PassClock): () => Date | undefined {
  return clock ?? (() => now);
}

/**
 * Told, in the transaction that marks a message refused for good, of its id: how the newsletter
 * learns of a bounce (src/server/newsletter/bounces.ts) without the outbox knowing of campaigns.
 */
export type RefusalHook = (db: Db, outboxId: number) => Promise<void>;

/**
 * Options of a dispatch pass: its clock, how many rows it claims, who hears of a team's mailbox
 * refusing or deferring a message (null: nobody), and who else is told of a refusal.
 */
type PassOptions = PassClock & { limit?: number; alertTo?: string | null; onRefused?: RefusalHook };

/**
 * Marks a refused row failed and, in the same transaction, tells onRefused
 * (a campaign's subscriber is marked bouncing) and queues the alert that tells
 * the web team (failureAlert), so a lead never sits failed unseen.
 */
async function fail(db: Db, row: OutboxRow, reason: string, alertTo: string | null, onRefused?: RefusalHook): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markFailed(tx, row, reason))) return;
    await onRefused?.(tx, row.id);
    if (!alertTo) return;
    const alert = failureAlert(row, reason, alertTo);
    if (alert) await queueMail(tx, row.submissionId, [alert]);
  });
}

/**
 * The attempt from which a message that a team's mailbox keeps deferring is
 * told to the web team (delayAlert): with backoffMs, about five hours after
 * it was queued.
 */
export const DELAY_ALERT_ATTEMPT = 12;

/**
 * Records a failed attempt for a later retry and, when a team's mailbox
 * defers the message at its DELAY_ALERT_ATTEMPT-th attempt or later, queues
 * in the same transaction the alert that tells the web team (delayAlert),
 * unless one about this message is already queued. A server that cannot be
 * reached raises none: it holds every message alike, the alert included,
 * and the log says so at each pass.
 */
async function retry(db: Db, row: OutboxRow, error: unknown, reason: string, now: Date | undefined, alertTo: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markRetry(tx, row, reason, now)) || !alertTo) return;
    if (row.attempts < DELAY_ALERT_ATTEMPT || !isMailboxDeferral(error)) return;
    const alert = delayAlert(row, reason, alertTo);
    if (!alert) return;
    const [told] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        sql`${outbox.headers} ->> ${ALERT_FOR_HEADER} = ${String(row.id)} AND ${outbox.headers} ->> ${ALERT_HEADER} = ${DELAY_ALERT_KIND}`,
      )
      .limit(1);
    if (!told) await queueMail(tx, row.submissionId, [alert]);
  });
}

/**
 * One pass: claims due rows, and for each renews its lease (skipping a row
 * another sender has claimed since), sends it and marks it sent; a failure is
 * recorded and retried later with capped exponential backoff (and a team's
 * mailbox deferring it for about five hours is reported once by e-mail to
 * `alertTo`), a 5xx rejection of the message itself is marked failed
 * (isPermanentFailure) and, for a team's mailbox, reported by e-mail to
 * `alertTo`. Every failure is logged. The dispatcher deletes nothing (the retention purge does, decision
 * 080): `npm run outbox -- --retry-failed` queues the
 * failed rows again.
 */
export async function dispatchOnce(
  db: Db,
  transport: MailTransport,
  from: string,
  { limit = 20, alertTo = mailAlertsTo(), onRefused, ...time }: PassOptions = {},
): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, retried: 0, failed: 0 };
  const clock = clockOf(time);
  const rows = await claimDue(db, { now: clock(), limit });
  for (const row of rows) {
    // The row's id and the server's answer only in the logs: never a recipient or any content.
    if (!(await renewClaim(db, row, clock()))) {
      console.warn(`[outbox] mail #${row.id} was claimed by another sender after its lease ran out; left to it`);
      continue;
    }
    try {
      const attachments = await outboxAttachments(db, row.id);
      await traced("outbox.send", { "outbox.id": row.id, "outbox.attempt": row.attempts }, () => transport.send(row, from, attachments));
      if (!(await markSent(db, row, clock()))) {
        console.warn(`[outbox] mail #${row.id} sent after its lease ran out; another sender may send it too`);
      }
      // Delivered: a person's exported data is not kept a moment longer than its message needs.
      await deleteOutboxAttachments(db, row.id);
      result.sent += 1;
    } catch (error) {
      const reason = describeError(error);
      if (isPermanentFailure(error)) {
        await fail(db, row, reason, alertTo, onRefused);
        result.failed += 1;
        console.error(`[outbox] mail #${row.id} rejected for good (see npm run outbox): ${reason}`);
      } else {
        await retry(db, row, error, reason, clock(), alertTo);
        result.retried += 1;
        console.warn(`[outbox] mail #${row.id} not sent (attempt ${row.attempts}), retried later: ${reason}`);
      }
    }
  }
  return result;
}

/** Drains every due row (several passes of `limit`). */
export async function dispatchAll(db: Db, transport: MailTransport, from: string, options: PassOptions = {}) {
  const total: DispatchResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const r = await dispatchOnce(db, transport, from, options);
    total.sent += r.sent;
    total.retried += r.retried;
    total.failed += r.failed;
    if (r.sent + r.retried + r.failed === 0) return total;
  }
}

function mailFrom(): string {
  return serverEnv().MAIL_FROM ?? `${site.name} <${site.mailboxes.noReply}>`;
}

function transportFromEnv(): MailTransport {
  const env = serverEnv();
  const dkim = dkimSigning(env);
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL, dkim) : fileTransport(join(resolve(env.DATA_DIR), "mail"), dkim);
}

/** How often the dispatcher looks for due rows when no queued mail wakes it. */
const DISPATCH_INTERVAL_MS = 5_000;

type Dispatcher = { stop(): void };
const KEY = Symbol.for("savannah-crest.dispatcher");
type Holder = { [KEY]?: Dispatcher };

/**
 * The process's dispatcher (started from instrumentation.ts). Kept on globalThis so every bundle of the server shares one.
 */
export function startDispatcher({ onRefused }: { onRefused?: RefusalHook } = {}): Dispatcher {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  let transport: MailTransport | undefined;
  let running = false;
  let again = false;
  const tick = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const { db } = await database();
        transport ??= transportFromEnv();
        await dispatchAll(db, transport, mailFrom(), { onRefused });
      } while (again);
    } catch (error) {
      console.warn(`[outbox] dispatch pass failed: ${describeError(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), DISPATCH_INTERVAL_MS);
  timer.unref();
  // Mail queued in this process wakes it once its transaction has committed (queueMail).
  onMailQueued(() => void tick());
  const dispatcher: Dispatcher = {
    stop: () => {
      onMailQueued(null);
      clearInterval(timer);
      transport?.close();
      delete holder[KEY];
    },
  };
  holder[KEY] = dispatcher;
  void tick();
  return dispatcher;
}
