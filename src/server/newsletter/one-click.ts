import "server-only";
import { common, newsletterForm } from "@content/forms";
import type { Db } from "../db/client";
import type { Limiter } from "../rate-limit";
import { guardTokenOperation } from "./token-guard";
import { isSameOrigin } from "../http/origin";
import { readBounded } from "../http/read-bounded";
import { unsubscribe, unsubscribePath } from "./subscribers";
import { errorSummary } from "../error-summary";

/** A one-click body is 26 bytes; multipart framing adds a few hundred. Anything larger gets 413. */
export const MAX_ONE_CLICK_BODY_BYTES = 2048;

const copy = newsletterForm.unsubscribePage;
const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/** The token in the link's query string; the page and the API take the same one. */
function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get("token") ?? "";
}

/**
 * GET /api/newsletter/unsubscribe?token=…: a person who opens the header's
 * address in a browser (or a mail scanner fetching it) gets the page that
 * asks; nothing changes on a GET.
 */
export function showUnsubscribePage(request: Request): Response {
  return new Response(null, { status: 303, headers: { Location: unsubscribePath(tokenOf(request)), "Cache-Control": "no-store" } });
}

/**
 * POST /api/newsletter/unsubscribe?token=… with the body
 * `List-Unsubscribe=One-Click` (RFC 8058): the mail program's own Unsubscribe
 * button. Mail providers post from their servers, without an Origin header,
 * so a missing Origin is accepted; a browser posting from another site sends
 * one and is refused. The secret token, not the origin, is what authorises
 * the change (decision 053). A client that has sent too many unknown tokens
 * is answered 429 (token-guard.ts).
 */
export async function oneClickUnsubscribe(
  request: Request,
  deps: { open: () => Promise<{ db: Db; limiter: Limiter }>; clientKey: string },
): Promise<Response> {
  if (request.headers.has("origin") && !isSameOrigin(request)) return text(403, newsletterForm.oneClick.forbidden);
  const raw = await readBounded(request, MAX_ONE_CLICK_BODY_BYTES);
  if (raw === null) return text(413, newsletterForm.oneClick.tooLarge);
  let oneClick = false;
  try {
    // Form-encoded or multipart (RFC 8058 §3.2), parsed from the bounded copy.
    const form = await new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": request.headers.get("content-type") ?? "" },
      body: raw,
    }).formData();
    oneClick = form.get("List-Unsubscribe") === "One-Click";
  } catch {
    oneClick = false;
  }
  if (!oneClick) return text(400, newsletterForm.oneClick.badBody);
  try {
    const { db, limiter } = await deps.open();
    const result = await guardTokenOperation(limiter, deps.clientKey, () => unsubscribe(db, tokenOf(request)));
    if (!result.ok) {
      return text(429, common.rateLimited(Math.ceil(result.retryAfterSeconds / 60)), { "Retry-After": String(result.retryAfterSeconds) });
    }
    return result.done ? text(200, copy.done) : text(404, copy.invalid);
  } catch (error) {
    console.error(`[newsletter] one-click unsubscribe failed: ${errorSummary(error)}`);
    return text(500, newsletterForm.failure);
  }
}
