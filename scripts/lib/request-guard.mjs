// Loaded before Next.js (`node --import`, see nextStartEnv in ./next-start.mjs):
// answers the requests Next.js cannot answer well before it sees them.
//
// - TRACE, TRACK and CONNECT: Next.js builds a WHATWG Request for every
//   request, which throws for these methods (a 500). They get 405.
// - A path with malformed percent-encoding (`/%ZZ`, `/%C3%28`): Next.js fails
//   to decode it (a 500). It gets 400.
// - A path or query string that percent-encodes a NUL (`%00`) or bytes that
//   are not UTF-8 (`%ED%A0%80`, a lone surrogate): PostgreSQL refuses a NUL in
//   any value (a 500), and no link of the site carries either. It gets 400
//   (issue 41; the same test as src/lib/hostile-input.ts's isHostileUrl).
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
// - A form posted without JavaScript from a page of another build names a
//   Server Action this build lacks: Next.js answers 409 in plain text and the
//   visitor's words are lost. It is passed on pointed at this build's action
//   of that page, marked, so the form answers with its failure message and
//   what was typed (./stale-action.mjs).
// - X-Forwarded-Host is the host the browser used only when a reverse proxy
//   set it. Without one (TRUSTED_PROXY_HOPS=0) it is the client's word, and
//   a client that sends a foreign Origin with a matching X-Forwarded-Host
//   would pass the server actions' origin check (Next.js's, src/proxy.ts)
//   and the route handlers' (src/server/http/origin.ts): it is dropped.
//   Behind nginx, nginx sets it (deploy/nginx/savannah-crest.conf).
import http from "node:http";
import { join } from "node:path";
import { trustedHops } from "./client-address.mjs";
import { loadActionManifest, repointedPost, STALE_PAGE_HEADER } from "./stale-action.mjs";

/** `experimental.serverActions.bodySizeLimit` in next.config.ts ("32kb"). */
export const PAGE_POST_LIMIT_BYTES = 32 * 1024;
/**
 * The whistleblowing upload routes' limit: UPLOAD_BODY_LIMIT_BYTES in
 * src/server/whistleblowing/attachments.ts (five files of 10 MB, and 1 MB for
 * the text and the parts' headers), which enforces it again while reading.
 */
export const UPLOAD_POST_LIMIT_BYTES = 51 * 1024 * 1024;
/** The route handlers that read a report's or follow-up's attachments. */
export const UPLOAD_PATH_PREFIX = "/api/whistleblow/";
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
const ESCAPE = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const ACTIVE = Symbol.for("savannah-crest.request-guard");
/** Whether a configured reverse proxy sets X-Forwarded-Host (read once, like the client address's hops). */
const BEHIND_PROXY = trustedHops(process.env.TRUSTED_PROXY_HOPS) > 0;

/** A NUL or malformed percent-encoding in the path, or in a query string's name or value (a lone `%` is itself). */
export function isHostileUrl(target) {
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt + 1).split("#")[0];
  const parts = [path, ...query.split(/[&=]/).map((part) => part.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"))];
  for (const part of parts) {
    try {
      const text = decodeURIComponent(part);
      if (text.includes("\u0000") || /\p{Cs}/u.test(text)) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * What to answer instead of Next.js, or null to let the request through:
 * `{ status, headers }`, where a redirect's headers carry its Location.
 */
export function guardRequest({ method, url, headers }) {
  if (REFUSED_METHODS.has(method)) return { status: 405, headers: { Allow: "GET, HEAD, POST" } };
  const target = url ?? "/";
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (isHostileUrl(target)) return { status: 400, headers: {} };
  const plain = path.replace(ESCAPE, (escape, hex) => {
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
    } else if (!/^\d+$/.test(length) || Number(length) > limit) {
      return { status: 413, headers: {} };
    }
  }
  return null;
}

const REASONS = { 308: "", 400: "Bad request", 405: "Method not allowed", 411: "Length required", 413: "Request too large" };

/**
 * A form posted to a page without JavaScript (React sends its action's id in a
 * multipart body, no Next-Action header), to a production server (`next dev`
 * makes its actions as it compiles; Next.js sets NODE_ENV before any request).
 */
function isPageFormPost({ method, url, headers }) {
  return (
    process.env.NODE_ENV === "production" &&
    method === "POST" &&
    !(url ?? "/").startsWith("/api/") &&
    headers["next-action"] === undefined &&
    /^multipart\/form-data\b/i.test(headers["content-type"] ?? "")
  );
}

let actions;
/** This server's build's actions, read once (a served build never changes under its server: scripts/lib/build.mjs). */
function buildActions() {
  if (actions === undefined) actions = loadActionManifest(join(process.cwd(), process.env.NEXT_DIST_DIR || ".next"));
  return actions;
}

/**
 * Reads a page form post (at most PAGE_POST_LIMIT_BYTES, checked above) and
 * resolves to the request Next.js should see: the same one, or, when it names
 * an action of another build, a copy whose body points at this build's action
 * of that page, marked with STALE_PAGE_HEADER.
 */
async function withCurrentAction(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  let repointed = null;
  const current = buildActions();
  if (current) {
    try {
      const pathname = new URL(request.url ?? "/", "http://site.invalid").pathname;
      repointed = await repointedPost(pathname, body, request.headers["content-type"], current);
    } catch {
      // Not a form Next.js could read either: it answers that itself.
    }
  }
  const copy = new http.IncomingMessage(request.socket);
  Object.assign(copy, {
    method: request.method,
    url: request.url,
    httpVersion: request.httpVersion,
    httpVersionMajor: request.httpVersionMajor,
    httpVersionMinor: request.httpVersionMinor,
    headers: { ...request.headers },
    rawHeaders: [...request.rawHeaders],
    trailers: {},
    complete: true,
  });
  let passed = body;
  if (repointed) {
    passed = repointed.body;
    copy.headers["content-type"] = repointed.contentType;
    copy.headers["content-length"] = String(passed.length);
    copy.headers[STALE_PAGE_HEADER] = "1";
    copy.rawHeaders = Object.entries(copy.headers).flatMap(([name, value]) =>
      Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, value],
    );
  }
  copy.push(passed);
  copy.push(null);
  return copy;
}

if (!globalThis[ACTIVE]) {
  globalThis[ACTIVE] = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function guardedEmit(event, request, response, ...rest) {
    if (event === "request") {
      // Only this guard marks a post as coming from another build's page.
      delete request.headers[STALE_PAGE_HEADER];
      if (!BEHIND_PROXY) delete request.headers["x-forwarded-host"];
      const answer = guardRequest(request);
      if (answer) {
        const body = REASONS[answer.status] ?? "";
        // Connection: close, so that an unread body is never read, nor taken for the next request.
        response.writeHead(answer.status, {
          ...answer.headers,
          "Content-Type": "text/plain; charset=utf-8",
          "Content-Length": Buffer.byteLength(body),
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
          Connection: "close",
        });
        response.end(request.method === "HEAD" ? undefined : body);
        return true;
      }
      if (isPageFormPost(request)) {
        withCurrentAction(request).then(
          (passed) => emit.call(this, event, passed, response, ...rest),
          () => {
            response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" });
            response.end(REASONS[400]);
          },
        );
        return true;
      }
    }
    return emit.call(this, event, request, response, ...rest);
  };
}
