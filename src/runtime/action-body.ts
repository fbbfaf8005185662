// Step 2, for a post to a page (src/runtime/handler.ts): a Server Action
// called by React (the Next-Action header) or a form posted without
// JavaScript (multipart). Next.js decodes such a body into the action's
// arguments, and a body it cannot decode (plain text, JSON that is not an
// argument list, broken multipart) made it throw: a 500 (issue 47). So the
// body is read here (at most PAGE_POST_LIMIT_BYTES: the request guard refused
// a larger one) and one that React never sends gets 400; any other goes on
// as the same bytes.
//
// What React sends (its encodeReply): the arguments as a JSON array, either
// as the whole body (text/plain) or as the multipart field "0", a FormData
// argument as a reference ("$K1") to the fields that follow. Every action of
// the site takes its form's FormData as the last argument it uses (a form
// action, or useActionState's (previousState, formData)), and the action's
// id says which arguments it uses (its first byte, as Next.js encodes it):
// so that argument must be such a reference, or the action would be called
// with no form and throw.
import type { IncomingMessage } from "node:http";
import type { GuardAnswer } from "./request-guard.ts";
import { replayed, type ActionManifest } from "./stale-action.ts";

const BAD_REQUEST: GuardAnswer = { status: 400, headers: {} };
const MULTIPART = /^\s*multipart\/form-data\b/i;
const FORM_REFERENCE = /^\$K[0-9a-f]+$/;

/** A post to a page path: a Server Action (Next-Action) or a multipart form posted without JavaScript. */
export function isPagePost({ method, url, headers }: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  if (method !== "POST" || (url ?? "/").startsWith("/api/")) return false;
  return headers["next-action"] !== undefined || MULTIPART.test(headers["content-type"] ?? "");
}

/** The index of the last argument an action uses, from its id's first byte (bits 6 to 1: arguments 0 to 5), or -1. */
export function lastUsedArgument(id: string): number {
  const info = Number.parseInt(id.slice(0, 2), 16);
  if (!Number.isInteger(info) || info & 0x1) return -1;
  for (let index = 5; index >= 0; index -= 1) if ((info >> (6 - index)) & 0x1) return index;
  return -1;
}

/** Whether a page post's body is one React could have sent (see above); `actions` the build's, null in development. */
export async function isReadablePagePost(
  body: Buffer,
  contentType: string,
  actionId: string | undefined,
  actions: ActionManifest | null,
): Promise<boolean> {
  let root: unknown;
  if (MULTIPART.test(contentType)) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
    } catch {
      return false;
    }
    // A form posted without JavaScript names its action in its fields, which Next.js reads itself.
    if (actionId === undefined) return true;
    root = form.get("0");
  } else if (/^\s*application\/x-www-form-urlencoded\b/i.test(contentType)) root = new URLSearchParams(body.toString("utf8")).get("0");
  else root = body.toString("utf8");
  if (typeof root !== "string") return false;
  let args: unknown;
  try {
    args = JSON.parse(root);
  } catch {
    return false;
  }
  if (!Array.isArray(args)) return false;
  if (!actions || actionId === undefined || !Object.hasOwn(actions, actionId)) return true;
  const last = lastUsedArgument(actionId);
  return last === -1 || (typeof args[last] === "string" && FORM_REFERENCE.test(args[last]));
}

/** Reads a page post: the same bytes in a new message for Next.js, or 400 for a body React never sends. */
export async function checkedPagePost(request: IncomingMessage, actions: ActionManifest | null): Promise<IncomingMessage | GuardAnswer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const header = request.headers["next-action"];
  const actionId = Array.isArray(header) ? header[0] : header;
  if (!(await isReadablePagePost(body, request.headers["content-type"] ?? "", actionId, actions))) return BAD_REQUEST;
  return replayed(request, body);
}
