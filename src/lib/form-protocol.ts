import type * as z from "zod/mini";

/**
 * What a form in the browser and the submission engine on the server agree
 * on: the hidden fields every form posts, the answer a server action gives,
 * and how a schema's failure becomes one message per field. Both sides
 * import it (src/server never imports src/forms); zod is only a type here.
 */

export type FieldErrors = Record<string, string>;

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
  /**
   * Honeypot: people never see it; bots fill in every field. Its name means
   * nothing to a browser's or password manager's autofill, which could fill
   * a field named like "website" or "url" from the visitor's own card.
   */
  honeypot: "_hp",
  /**
   * Milliseconds from showing the form to sending it, measured in the browser
   * on its own monotonic clock (performance.now) when the form is sent; never
   * a wall-clock stamp, which a phone whose clock runs fast would send from
   * "the future" and be taken for a bot.
   */
  fillMs: "_fillMs",
  /** One key per filled-in form: a resubmission stores nothing new. */
  idempotencyKey: "_key",
} as const;

/** Parses values; on failure, the first message of each field. */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data as z.infer<S> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
