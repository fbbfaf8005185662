import "server-only";
import { validate, type FieldErrors } from "@/lib/form-protocol";
import type { Database } from "../db/client";
import type { Limiter } from "../rate-limit";
import { errorSummary } from "../error-summary";
import { submissions } from "../observability/metrics";
import type { FormSpec } from "./contract";
import { botSign, cleanKey, logBotPost, newReference, submissionKey } from "./guard";
import { storeSubmission } from "./store";

/** A post as the engine reads it, whichever way it came (a form, JSON). */
export type Post = {
  /** The form's own fields, by the names of its schema. */
  values: Record<string, unknown>;
  honeypot?: string | null;
  /** The fill time the browser measured (HIDDEN.fillMs). */
  fillMs?: number | string | null;
  /** The browser's key for this filled-in form, if it sent one. */
  idempotencyKey?: unknown;
};

export type AcceptDeps = {
  database: Database;
  limiter: Limiter;
  /** The sender: the rate-limit key of this client (an address, or its keyed hash). */
  clientKey: string;
  now?: number;
  /**
   * Runs a form's storeAfterAnswer once the answer is on its way (Next's
   * `after` in a request). Without it the work is awaited before answering.
   */
  defer?: (task: () => Promise<void>) => void;
};

export type Accepted<F> =
  | { outcome: "invalid"; errors: FieldErrors }
  | { outcome: "refused"; message: string }
  /** Taken for a bot's: answered as if stored, with a reference that leads nowhere. */
  | { outcome: "bot"; fields: F; reference: string }
  | { outcome: "rate-limited"; retryAfterSeconds: number }
  /** `created` is false when the same submission had been stored already (its reference again). */
  | { outcome: "stored"; fields: F; reference: string; created: boolean; detail?: string }
  | { outcome: "failed" };

/**
 * The one accept path of every form, server action and JSON route alike:
 * schema (the spec's messages) → what the schema cannot check → honeypot and
 * fill time (a bot is answered as if stored, nothing is) → rate limit per
 * sender → idempotency key → one transaction storing the submission and its
 * e-mails (or the form's own store: queued before the answer, done after it).
 */
export async function accept<F extends object>(spec: FormSpec<F>, post: Post, deps: AcceptDeps): Promise<Accepted<F>> {
  const answer = await acceptPost(spec, post, deps);
  submissions().inc({ form: spec.kind, outcome: answer.outcome });
  return answer;
}

async function acceptPost<F extends object>(spec: FormSpec<F>, post: Post, deps: AcceptDeps): Promise<Accepted<F>> {
  const now = deps.now ?? Date.now();
  const parsed = validate(spec.schema, post.values);
  if (!parsed.ok) return { outcome: "invalid", errors: parsed.errors };
  const fields = parsed.data as F;
  const refusal = await spec.refusal?.(fields, deps.database);
  if (refusal) return { outcome: "refused", message: refusal };

  const bot = botSign({ honeypot: post.honeypot, fillMs: post.fillMs });
  if (bot) {
    logBotPost(spec.kind, bot);
    return { outcome: "bot", fields, reference: newReference(spec.referencePrefix) };
  }

  const limit = await deps.limiter.consume(deps.clientKey);
  if (!limit.ok) return { outcome: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  try {
    const received = new Date(now);
    if (spec.storeAfterAnswer) {
      const { queue, store } = spec.storeAfterAnswer;
      const queued = await queue(deps.database.db, fields, received);
      // Queued, so answered as stored: what fails now is tried again by the form (spec.storeAfterAnswer).
      const task = () =>
        store(deps.database.db, queued, received).catch((error: unknown) =>
          console.warn(`[forms] storing a ${spec.kind} submission failed, left queued: ${errorSummary(error)}`),
        );
      if (deps.defer) deps.defer(task);
      else await task();
      return { outcome: "stored", fields, reference: newReference(spec.referencePrefix), created: true };
    }
    if (spec.storeOwn) {
      const { reference, detail } = await spec.storeOwn(deps.database.db, fields, received);
      return { outcome: "stored", fields, reference, created: true, ...(detail ? { detail } : {}) };
    }
    const key = submissionKey(spec.kind, cleanKey(post.idempotencyKey), deps.clientKey, fields, now);
    const { reference, created } = await storeSubmission(deps.database.db, {
      kind: spec.kind,
      referencePrefix: spec.referencePrefix,
      fields: fields as Record<string, unknown>,
      idempotencyKey: key,
      status: spec.status,
      receivedAt: received,
      mails: (ref, at) => spec.mails(fields, ref, at),
    });
    return { outcome: "stored", fields, reference, created };
  } catch (error) {
    console.error(`[forms] storing a ${spec.kind} submission failed: ${errorSummary(error)}`);
    return { outcome: "failed" };
  }
}
