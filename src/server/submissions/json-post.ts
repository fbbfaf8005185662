import "server-only";
import * as z from "zod/mini";
import { common } from "@content/forms";
import { validate } from "@/lib/form-protocol";
import { database } from "../db";
import { clientAddress } from "../http/client-address";
import { isSameOrigin } from "../http/origin";
import { readBounded } from "../http/read-bounded";
import { senderLimit } from "../rate-limit";
import { errorSummary } from "../error-summary";
import { accept, type AcceptDeps } from "./accept";
import { cleanKey } from "./guard";
import { fieldNames, type FormSpec } from "./contract";

/** Bodies over this size get 413. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The answers of a form's JSON route that are not the form's own messages (content/forms.ts). */
export type JsonPostCopy = {
  notJson: string;
  malformed: string;
  tooLarge: (maxBytes: number) => string;
  notObject: string;
  forbidden: string;
  storeFailed: string;
};

/** What a JSON body may carry besides the form's fields: the honeypot, the fill time and the idempotency key. */
const JsonProtocol = z.object({
  website: z.optional(z.string()),
  /** Milliseconds from showing the form to sending it, measured in the browser. */
  fillMs: z.optional(z.number()),
  idempotencyKey: z.optional(z.string().check(z.minLength(8), z.maxLength(128), z.regex(/^[\w-]+$/))),
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/**
 * A form posted as JSON (POST /api/send-email, spec §7 call 1): the body
 * at most 16 KB, then the same accept path as the form's server action.
 * 201 {reference} when stored (200 when the same submission was stored
 * already); bad input 4xx {error, fields?}; 429 with Retry-After.
 */
export async function handleJsonPost<F extends object>(
  spec: FormSpec<F>,
  request: Request,
  deps: AcceptDeps,
  copy: JsonPostCopy,
): Promise<Response> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type.trim())) return json(415, { error: copy.notJson });

  const raw = await readBounded(request, MAX_BODY_BYTES);
  if (raw === null) return json(413, { error: copy.tooLarge(MAX_BODY_BYTES) });

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return json(400, { error: copy.malformed });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return json(400, { error: copy.notObject });
  const posted = body as Record<string, unknown>;
  const values = Object.fromEntries(fieldNames(spec.schema).map((name) => [name, posted[name]]));

  const protocol = validate(JsonProtocol, posted);
  if (!protocol.ok) {
    const own = validate(spec.schema, values);
    const errors = { ...(own.ok ? {} : own.errors), ...protocol.errors };
    return json(400, { error: Object.values(errors)[0], fields: errors });
  }
  const { website, fillMs, idempotencyKey } = protocol.data;
  const result = await accept(
    spec,
    { values, honeypot: website, fillMs, idempotencyKey: cleanKey(idempotencyKey) ?? cleanKey(request.headers.get("idempotency-key")) },
    deps,
  );
  switch (result.outcome) {
    case "invalid":
      return json(400, { error: Object.values(result.errors)[0], fields: result.errors });
    case "refused":
      return json(400, { error: result.message });
    case "rate-limited":
      return json(
        429,
        { error: common.rateLimited(Math.ceil(result.retryAfterSeconds / 60)) },
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    case "failed":
      return json(500, { error: copy.storeFailed });
    case "bot":
      return json(201, { reference: result.reference });
    case "stored":
      return json(result.created ? 201 : 200, { reference: result.reference });
  }
}

/**
 * The route handler of a form's JSON post: same-origin only (403), the
 * process's database, the form's rate limiter on the client address, an
 * immediate dispatch once stored. `export const POST = jsonPostRoute(…)`.
 */
export function jsonPostRoute<F extends object>(spec: FormSpec<F>, copy: JsonPostCopy): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!isSameOrigin(request)) return json(403, { error: copy.forbidden });
    try {
      const db = await database();
      return await handleJsonPost(spec, request, { database: db, ...senderLimit(spec, db, clientAddress(request.headers)) }, copy);
    } catch (error) {
      console.error(`[forms] ${spec.kind} post failed: ${errorSummary(error)}`);
      return json(500, { error: copy.storeFailed });
    }
  };
}
