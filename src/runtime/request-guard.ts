// Step 2 of every request (src/runtime/handler.ts): answers the requests
// Next.js cannot answer well before it sees them (decision 092).
//
// - TRACE, TRACK and CONNECT: Next.js builds a WHATWG Request for every
//   request, which throws for these methods (a 500). They get 405.
// - A path with malformed percent-encoding (`/%ZZ`, `/%C3%28`): Next.js fails
//   to decode it (a 500). It gets 400.
// - A path or query string that percent-encodes a NUL (`%00`) or bytes that
//   are not UTF-8 (`%ED%A0%80`, a lone surrogate): PostgreSQL refuses a NUL in
//   any value (a 500), and no link of the site carries either. It gets 400
//   (issue 41; isHostileUrl of src/lib/hostile-input.ts).
// - A path that percent-encodes plain letters, digits or `-._~`
//   (`/%63ontact-form`): Next.js matches the decoded page, then retries its
//   routing six times and answers 500. Such a path names the same resource
//   (RFC 3986 §6.2.2.2), so it is redirected to its plain spelling.
// - A post to a page path (a server action, or a form posted without
//   JavaScript) larger than the actions' body limit, or of unstated length:
//   Next.js would buffer up to 10 MB of it for the proxy before the action's
//   32 KB limit applies. It gets 413 (411) before a byte of the body is read.
//   Route handlers (/api/…) read their bodies through their own bounds; those
//   that take a whistleblower's attachments (/api/whistleblow/…) are let
//   through up to their own limit, five files of 10 MB (decision 104).
// - X-Forwarded-Host is the host the browser used only when a reverse proxy
//   set it. Without one (TRUSTED_PROXY_HOPS=0) it is the client's word, and
//   a client that sends a foreign Origin with a matching X-Forwarded-Host
//   would pass the server actions' origin check (Next.js's, src/proxy.ts)
//   and the route handlers' (src/server/http/origin.ts): it is dropped.
//   Behind nginx, nginx sets it (deploy/nginx/savannah-crest.conf).
// - STALE_PAGE_HEADER is the runtime's own mark (./stale-action.ts): a visitor's is dropped.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isHostileUrl } from "../lib/hostile-input.ts";
import { PAGE_POST_LIMIT_BYTES, STALE_PAGE_HEADER, UPLOAD_PATH_PREFIX, UPLOAD_POST_LIMIT_BYTES } from "../lib/runtime-contract.ts";

export type GuardAnswer = { status: number; headers: Record<string, string> };
type RequestLine = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
const ESCAPE = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const REASONS: Record<number, string> = { 400: "Bad request", 405: "Method not allowed", 411: "Length required", 413: "Request too large" };

/** Removes the request headers only the runtime or a configured proxy may set. */
export function dropUntrustedHeaders(request: IncomingMessage, behindProxy: boolean): void {
  delete request.headers[STALE_PAGE_HEADER];
  if (!behindProxy) delete request.headers["x-forwarded-host"];
}

/**
 * What to answer instead of Next.js, or null to let the request through:
 * `{ status, headers }`, where a redirect's headers carry its Location.
 */
export function guardRequest({ method, url, headers }: RequestLine): GuardAnswer | null {
  if (method !== undefined && REFUSED_METHODS.has(method)) return { status: 405, headers: { Allow: "GET, HEAD, POST" } };
  const target = url ?? "/";
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (isHostileUrl(target)) return { status: 400, headers: {} };
  const plain = path.replace(ESCAPE, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape;
  });
  if (plain !== path) {
    // `/%2e%2e/x` spells `/../x`: resolve dot segments as a browser would; `//host` would leave the site.
    const pathname = new URL(plain, "http://site.invalid").pathname.replace(/^\/+/, "/");
    const location = pathname + (queryAt === -1 ? "" : target.slice(queryAt));
    return { status: 308, headers: { Location: location } };
  }
  const limit = path.startsWith(UPLOAD_PATH_PREFIX) ? UPLOAD_POST_LIMIT_BYTES : path.startsWith("/api/") ? null : PAGE_POST_LIMIT_BYTES;
  if (method !== "GET" && method !== "HEAD" && limit !== null) {
    const length = headers["content-length"];
    if (length === undefined) {
      if (headers["transfer-encoding"] !== undefined) return { status: 411, headers: {} };
    } else if (typeof length !== "string" || !/^\d+$/.test(length) || Number(length) > limit) {
      return { status: 413, headers: {} };
    }
  }
  return null;
}

/** Sends the guard's answer; Connection: close, so that an unread body is never read, nor taken for the next request. */
export function sendGuardAnswer(request: IncomingMessage, response: ServerResponse, answer: GuardAnswer): void {
  const body = REASONS[answer.status] ?? "";
  response.writeHead(answer.status, {
    ...answer.headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    Connection: "close",
  });
  response.end(request.method === "HEAD" ? undefined : body);
}
