/**
 * What the server runtime (src/runtime) and the app agree on: the request
 * headers the runtime sets, the header a route names its body's length in, and
 * the body limits both enforce. Defined here once; plain TypeScript without
 * imports, so plain Node (src/runtime/server.ts), next.config.ts and the app
 * all read this one file.
 */

/** The visitor's address as the runtime resolved it (src/runtime/client-address.ts); one a visitor sends is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/** Set on globalThis by the runtime when it resolves CLIENT_ADDRESS_HEADER: without it (plain `next start`) the header is the visitor's word. */
export const CLIENT_ADDRESS_RESOLVED = Symbol.for("savannah-crest.client-address");

/** Set by the runtime on a form post from a page of another build (src/runtime/stale-action.ts); one a visitor sends is removed. */
export const STALE_PAGE_HEADER = "x-stale-page-post";

/**
 * Set by nginx on the whistleblowing posts (deploy/nginx/savannah-crest.conf, decision 121): believed only
 * from a trusted proxy, the runtime drops one any other client sends (src/runtime/request-guard.ts).
 */
export const PROXY_LIMITED_HEADER = "x-whistleblowing-limited";

/**
 * A route handler's body length, which the runtime sends as Content-Length
 * (src/runtime/body-length.ts): Next.js drops a route handler's own
 * Content-Length, so a HEAD, or a download's progress bar, would lack it.
 */
export const BODY_LENGTH_HEADER = "x-body-length";

/** A post to a page (a server action, or a form posted without JavaScript): next.config.ts's serverActions.bodySizeLimit. */
export const PAGE_POST_LIMIT_BYTES = 32 * 1024;

/** The route handlers that read a whistleblowing report's or follow-up's attachments. */
export const UPLOAD_PATH_PREFIX = "/api/whistleblow/";

/**
 * A post to UPLOAD_PATH_PREFIX: five files of 10 MB and 1 MB for the text and
 * the parts' headers (src/server/whistleblowing/attachments.ts enforces it again while reading).
 */
export const UPLOAD_POST_LIMIT_BYTES = 51 * 1024 * 1024;

/**
 * The process's one Prometheus registry (prom-client), on globalThis under this key: the runtime
 * (the requests) and the application (outbox, jobs, forms) are loaded apart, so a module-level
 * registry would be two; /metrics serves this one (src/runtime/metrics.ts).
 */
export const METRICS_REGISTRY = Symbol.for("savannah-crest.metrics-registry");

/** The request's id: nginx's $request_id when a trusted proxy sends one, else made by the runtime; in every log line. */
export const REQUEST_ID_HEADER = "x-request-id";
