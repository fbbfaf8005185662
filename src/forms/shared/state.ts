import type { FieldErrors } from "./fields";

/**
 * What a form's server action answers (useActionState). With JavaScript off
 * the page re-renders with it: messages, field errors, and the values typed.
 */
export type FormState = {
  status: "idle" | "success" | "invalid" | "error";
  /** The message to announce (success, failure, rate limit). */
  message?: string;
  /** A second line under the message. */
  detail?: string;
  /** The reference of the stored submission. */
  reference?: string;
  errors?: FieldErrors;
  /** Typed values, given back after an error so nothing is lost. */
  values?: Record<string, string>;
  /** Distinguishes two answers with equal content. */
  at?: number;
};

export const initialFormState: FormState = { status: "idle" };

/** Names of the hidden fields every form carries. */
export const HIDDEN = {
  /** Honeypot: people never see it; bots fill it in. */
  honeypot: "website",
  /** Epoch ms at which the form was shown (set in the browser). */
  startedAt: "_startedAt",
  /** One key per filled-in form: a resubmission stores nothing new. */
  idempotencyKey: "_key",
} as const;
