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
// - A request line in absolute form (`GET http://evil.example/news HTTP/1.1`,
//   RFC 9112 §3.2.2) that names this request's Host is served as its path;
//   one naming another host, or any other target that is not a path, gets
//   400 (Next.js redirected it to that host).
// - A multipart post without a boundary: no one can read it (Next.js: a 500). It gets 400.
// - The forwarded headers (X-Forwarded-For, -Host, -Proto, -Port, Forwarded,
//   X-Real-IP) and nginx's whistleblowing mark are a proxy's word only when
//   the connection comes from a trusted proxy (TRUSTED_PROXY_HOPS above 0 and
//   the peer in TRUSTED_PROXIES, decision 131). From anyone else they are the
//   client's word: a foreign Origin with a matching X-Forwarded-Host would
//   pass the server actions' origin check (Next.js's, src/proxy.ts) and the
//   route handlers' (src/server/http/origin.ts). They are dropped. Behind
//   nginx, nginx sets them (deploy/nginx/savannah-crest.conf).
// - STALE_PAGE_HEADER is the runtime's own mark (./stale-action.ts): a visitor's is dropped.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isHostileUrl } from "../lib/hostile-input.ts";
import {
  PAGE_POST_LIMIT_BYTES,
  PROXY_LIMITED_HEADER,
  STALE_PAGE_HEADER,
  UPLOAD_PATH_PREFIX,
  UPLOAD_POST_LIMIT_BYTES,
} from "../lib/runtime-contract.ts";

export type GuardAnswer = { status: number; headers: Record<string, string> };
type RequestLine = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
const ESCAPE = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const REASONS: Record<number, string> = { 400: "Bad request", 405: "Method not allowed", 411: "Length required", 413: "Request too large" };

const PROXY_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "forwarded",
  "x-real-ip",
  PROXY_LIMITED_HEADER,
];

/** Removes the request headers only the runtime, or a trusted proxy (`fromProxy`: this connection is one), may set. */
export function dropUntrustedHeaders(request: IncomingMessage, fromProxy: boolean): void {
  delete request.headers[STALE_PAGE_HEADER];
  if (!fromProxy) for (const name of PROXY_HEADERS) delete request.headers[name];
}

/**
 * An absolute-form request line that names the request's own Host becomes the
 * path it names (the site's host is the only one served); any other is left
 * for guardRequest to refuse.
 */
export function toOriginForm(request: Pick<IncomingMessage, "url" | "headers">): void {
  const target = request.url ?? "/";
  if (target.startsWith("/") || !/^https?:\/\//i.test(target)) return;
  try {
    const url = new URL(target);
    if (url.host === request.headers.host?.toLowerCase() && !url.username && !url.password) request.url = url.pathname + url.search;
  } catch {
    // Not a URL: refused by guardRequest.
  }
}

/**
 * What to answer instead of Next.js, or null to let the request through:
 * `{ status, headers }`, where a redirect's headers carry its Location.
 */
export function guardRequest({ method, url, headers }: RequestLine): GuardAnswer | null {
  if (method !== undefined && REFUSED_METHODS.has(method)) return { status: 405, headers: { Allow: "GET, HEAD, POST" } };
  const target = url ?? "/";
  if (!target.startsWith("/")) return { status: 400, headers: {} };
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
  if (method !== "GET" && method !== "HEAD" && /^\s*multipart\/form-data\b/i.test(String(headers["content-type"] ?? ""))) {
    if (!/;\s*boundary=(?:"[^"]+"|[^";\s]+)/i.test(String(headers["content-type"]))) return { status: 400, headers: {} };
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
