import { newsletterForm } from "@content/forms";
import type { Db } from "../db/client";
import { isSameOrigin } from "../http/origin";
import { unsubscribe } from "./newsletter";

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
  const location = `/newsletter/unsubscribe?token=${encodeURIComponent(tokenOf(request))}`;
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

/**
 * POST /api/newsletter/unsubscribe?token=… with the body
 * `List-Unsubscribe=One-Click` (RFC 8058): the mail program's own Unsubscribe
 * button. Mail providers post from their servers, without an Origin header,
 * so a missing Origin is accepted; a browser posting from another site sends
 * one and is refused. The secret token, not the origin, is what authorises
 * the change (decision 053).
 */
export async function oneClickUnsubscribe(request: Request, deps: { openDb: () => Promise<Db> }): Promise<Response> {
  if (request.headers.has("origin") && !isSameOrigin(request)) return text(403, newsletterForm.oneClick.forbidden);
  let oneClick = false;
  try {
    oneClick = (await request.formData()).get("List-Unsubscribe") === "One-Click";
  } catch {
    oneClick = false;
  }
  if (!oneClick) return text(400, newsletterForm.oneClick.badBody);
  try {
    return (await unsubscribe(await deps.openDb(), tokenOf(request))) ? text(200, copy.done) : text(404, copy.invalid);
  } catch (error) {
    console.error("[newsletter] one-click unsubscribe failed", error);
    return text(500, newsletterForm.failure);
  }
}
