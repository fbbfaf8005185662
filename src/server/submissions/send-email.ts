import { common, enquiryForm as copy } from "@content/forms";
import { SendEmailSchema } from "@/forms/enquiry/schema";
import { validate } from "@/forms/shared/fields";
import type { Database } from "../db/client";
import { readBounded } from "../http/read-bounded";
import type { Limiter } from "../rate-limit";
import { botSign, cleanKey, logBotPost, newReference, submissionKey } from "./guard";
import { enquiryMails } from "./mails";
import { storeSubmission } from "./store";
import { errorSummary } from "../error-summary";

/** Bodies over this size get 413. */
export const MAX_BODY_BYTES = 16 * 1024;

export type SendEmailDeps = { database: Database; limiter: Limiter; clientKey: string; afterStore?: () => void; now?: number };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/**
 * POST /api/send-email (spec §7 call 1): JSON {subject, message} only, at most
 * 16 KB; stores the enquiry and queues its e-mail to the business's mailbox in
 * one transaction; 201 {reference}. Bad input: 4xx {error, fields?}.
 */
export async function handleSendEmail(request: Request, deps: SendEmailDeps): Promise<Response> {
  const now = deps.now ?? Date.now();
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type.trim())) return json(415, { error: copy.api.notJson });

  const raw = await readBounded(request, MAX_BODY_BYTES);
  if (raw === null) return json(413, { error: copy.api.tooLarge(MAX_BODY_BYTES) });

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return json(400, { error: copy.api.malformed });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return json(400, { error: copy.api.notObject });

  const parsed = validate(SendEmailSchema, body);
  if (!parsed.ok) {
    const first = Object.values(parsed.errors)[0] ?? copy.api.invalid;
    return json(400, { error: first, fields: parsed.errors });
  }
  const input = parsed.data;
  const bot = botSign({ honeypot: input.website, fillMs: input.fillMs });
  if (bot) {
    logBotPost("enquiry", bot);
    return json(201, { reference: newReference("EQ") });
  }

  const limit = await deps.limiter.consume(deps.clientKey);
  if (!limit.ok) {
    return json(
      429,
      { error: common.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)) },
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  const fields = { subject: input.subject, message: input.message, business: input.business ?? null };
  try {
    const key = submissionKey("enquiry", cleanKey(input.idempotencyKey) ?? cleanKey(request.headers.get("idempotency-key")), fields, now);
    const { reference, created } = await storeSubmission(deps.database.db, {
      kind: "enquiry",
      fields,
      idempotencyKey: key,
      receivedAt: new Date(now),
      mails: (ref) => enquiryMails(fields, ref),
    });
    if (created) deps.afterStore?.();
    return json(created ? 201 : 200, { reference });
  } catch (error) {
    console.error(`[api/send-email] storing an enquiry failed: ${errorSummary(error)}`);
    return json(500, { error: copy.api.storeFailed });
  }
}
