import "server-only";
import { serverEnv } from "@/env";

/**
 * Cross-site request check for route handlers (server actions already check
 * Origin themselves). A request is same-origin when its Origin header, or its
 * Referer when Origin is absent, names the request's own host or SITE_URL.
 * Safe methods (GET, HEAD, OPTIONS) pass; any other method without either
 * header is refused, so a form posted from another site cannot get through.
 */
export function isSameOrigin(request: Request): boolean {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return true;

  const claimed = originOf(request.headers.get("origin")) ?? originOf(request.headers.get("referer"));
  if (!claimed) return false;

  return allowedOrigins(request).has(claimed);
}

function allowedOrigins(request: Request): Set<string> {
  const allowed = new Set<string>();
  const site = originOf(serverEnv().SITE_URL);
  if (site) allowed.add(site);
  const own = originOf(request.url);
  if (own) allowed.add(own);
  // Behind a proxy the URL Next.js sees may be internal; the Host header is what the browser used.
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host && own) {
    const protocol = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || new URL(own).protocol.replace(":", "");
    const viaHost = originOf(`${protocol}://${host.split(",")[0]!.trim()}`);
    if (viaHost) allowed.add(viaHost);
  }
  return allowed;
}

/** The serialised origin of a URL ("null" and garbage give undefined). */
function originOf(value: string | null | undefined): string | undefined {
  if (!value || value === "null") return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}
