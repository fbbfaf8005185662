import type * as z from "zod/mini";
import { common } from "@content/forms";
import { validate } from "@/forms/shared/fields";
import { HIDDEN, type FormState } from "@/forms/shared/state";
import type { Database } from "../db/client";
import type { OutboxMail } from "../mail/outbox";
import type { Limiter } from "../rate-limit";
import { botSign, cleanKey, logBotPost, newReference, submissionKey } from "./guard";
import { REFERENCE_PREFIX, type FieldsByKind, type SubmissionKind } from "./kinds";
import { storeSubmission } from "./store";
import { errorSummary } from "../error-summary";

export type FormSpec<K extends SubmissionKind> = {
  kind: K;
  schema: z.ZodMiniType<FieldsByKind[K], unknown>;
  /** The visible fields, read from the posted form. */
  fieldNames: readonly string[];
  /**
   * What the schema, shared with the browser, cannot check (a field the
   * visitor does not see, posted by hand or by a page older than the
   * content): the message for the form's banner, or null to go on.
   */
  refusal?: (fields: FieldsByKind[K]) => string | null;
  status?: string;
  mails: (fields: FieldsByKind[K], reference: string, received: Date) => OutboxMail[];
  /** Stores differently (newsletter subscribers) instead of a submission row; answers a reference. */
  store?: (db: Database["db"], fields: FieldsByKind[K], now: number) => Promise<string>;
  success: (fields: FieldsByKind[K], reference: string) => { message: string; detail?: string };
  failure: string;
};

export type FormDeps = {
  database: Database;
  limiter: Limiter;
  /** The rate-limit key of this client (an address, or its keyed hash). */
  clientKey: string;
  now?: number;
  /** Called after a submission is stored (sends mail now). */
  afterStore?: () => void;
};

/** Reads the named text fields of a posted form ("" when absent). */
export function readFields(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = formData.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/**
 * The flow of every form: schema parse (the spec's messages) → honeypot and
 * fill time (a bot is answered "success", nothing is stored) → rate limit →
 * one transaction storing the submission and its e-mails → the answer.
 */
export async function processForm<K extends SubmissionKind>(spec: FormSpec<K>, formData: FormData, deps: FormDeps): Promise<FormState> {
  const now = deps.now ?? Date.now();
  const values = readFields(formData, spec.fieldNames);
  const parsed = validate(spec.schema, values);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values, at: now };
  const fields = parsed.data as FieldsByKind[K];
  const refusal = spec.refusal?.(fields);
  if (refusal) return { status: "error", message: refusal, values, at: now };

  const honeypot = formData.get(HIDDEN.honeypot);
  const fillMs = formData.get(HIDDEN.fillMs);
  const bot = botSign({ honeypot: typeof honeypot === "string" ? honeypot : null, fillMs: typeof fillMs === "string" ? fillMs : null });
  if (bot) {
    logBotPost(spec.kind, bot);
    return { status: "success", ...spec.success(fields, newReference(REFERENCE_PREFIX[spec.kind])), at: now };
  }

  const limit = await deps.limiter.consume(deps.clientKey);
  if (!limit.ok) {
    return { status: "error", message: common.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)), values, at: now };
  }

  try {
    const key = submissionKey(spec.kind, cleanKey(formData.get(HIDDEN.idempotencyKey)), fields, now);
    const reference = spec.store
      ? await spec.store(deps.database.db, fields, now)
      : (
          await storeSubmission(deps.database.db, {
            kind: spec.kind,
            fields,
            idempotencyKey: key,
            status: spec.status,
            receivedAt: new Date(now),
            mails: (ref, receivedAt) => spec.mails(fields, ref, receivedAt),
          })
        ).reference;
    deps.afterStore?.();
    return { status: "success", reference, ...spec.success(fields, reference), at: now };
  } catch (error) {
    console.error(`[forms] storing a ${spec.kind} submission failed: ${errorSummary(error)}`);
    return { status: "error", message: spec.failure, values, at: now };
  }
}
