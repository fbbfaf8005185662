// The site's request handler: every request passes these steps, in this
// order, before Next.js sees it (src/runtime/server.ts creates it).
//   1. client-address: the visitor's address into CLIENT_ADDRESS_HEADER, the
//      forwarded headers believed only from a trusted proxy (decision 131);
//   2. request-guard: headers only a proxy may set dropped, and the requests
//      Next.js cannot answer well answered here (405, 400, 308, 411, 413),
//      a page post's body checked (./action-body.ts);
//   3. stale-action: a form posted without JavaScript from another build's
//      page pointed at this build's action (production only: `next dev`
//      makes its actions as it compiles);
//   4. body-length and csp-at-send: the one response object wrapped, so that
//      a route's named length becomes Content-Length and a page's policy
//      names the hashes of the HTML sent;
//   5. Next.js's own handler.
// Before them: each request is counted by route pattern and status (./metrics.ts),
// GET /metrics from a local scraper is answered with the metrics, and the
// request gets its id (nginx's, else a new one), which every line logged while
// it is answered carries (./logging.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { BlockList } from "node:net";
import { checkedPagePost, isPagePost } from "./action-body.ts";
import { restoreBodyLength } from "./body-length.ts";
import { isTrustedProxy, setClientAddress } from "./client-address.ts";
import { hashAtSend } from "./csp-at-send.ts";
import { withRequestId } from "./logging.ts";
import { isLocalScrape, recordRequest, routeMatcher, sendMetrics, type RouteMatcher } from "./metrics.ts";
import { dropUntrustedHeaders, guardRequest, sendGuardAnswer, toOriginForm } from "./request-guard.ts";
import { isPageFormPost, withCurrentAction, type ActionManifest } from "./stale-action.ts";

type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export type RuntimeOptions = {
  /** Next.js's handler (app.getRequestHandler()). */
  next: NextHandler;
  /** TRUSTED_PROXY_HOPS: how many reverse proxies appended to X-Forwarded-For. */
  hops: number;
  /** TRUSTED_PROXIES: the only peers whose forwarded headers are believed (with hops above 0). */
  proxies: BlockList;
  /** The served build's Server Actions, for repointing stale form posts; null in development. */
  actions: ActionManifest | null;
  /** The build's route patterns, the metrics' labels (./metrics.ts loadRouteMatcher); "unknown" for every path without. */
  route?: RouteMatcher;
};

export function siteRequestHandler({ next, hops, proxies, actions, route = routeMatcher(null) }: RuntimeOptions) {
  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    recordRequest(request, response, route);
    if (isLocalScrape(request)) return await sendMetrics(request, response).catch(() => void response.destroy());
    const fromProxy = hops > 0 && isTrustedProxy(proxies, request.socket.remoteAddress);
    return withRequestId(request, response, fromProxy, () => pass(request, response, fromProxy));
  };

  async function pass(request: IncomingMessage, response: ServerResponse, fromProxy: boolean): Promise<void> {
    try {
      setClientAddress(request, fromProxy ? hops : 0);
      dropUntrustedHeaders(request, fromProxy);
      toOriginForm(request);
      const answer = guardRequest(request);
      if (answer) return sendGuardAnswer(request, response, answer);
      const checked = isPagePost(request) ? await checkedPagePost(request, actions) : request;
      if ("status" in checked) return sendGuardAnswer(request, response, checked);
      const passed = actions && isPageFormPost(checked) ? await withCurrentAction(checked, actions) : checked;
      restoreBodyLength(response);
      if (!request.url?.startsWith("/_next/")) hashAtSend(request, response);
      await next(passed, response);
    } catch (error) {
      // As `next start` does when its handler throws; the route's pattern, not the path (a search's words are in it).
      console.error(`Failed to handle request for ${route((request.url ?? "/").split("?")[0]!)}`, error);
      if (!response.headersSent) {
        response.writeHead(request.complete ? 500 : 400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      }
      response.end(request.complete ? "Internal Server Error" : "Bad request");
    }
  }
}
