import { serverEnv } from "@/env";

function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * True when a POST comes from this site: its Origin (or, without one, its
 * Referer) matches the request's Host or SITE_URL. Neither header: false.
 */
export function isSameOrigin(request: Request): boolean {
  const source = originOf(request.headers.get("origin")) ?? originOf(request.headers.get("referer"));
  if (!source) return false;
  const allowed = new Set<string>();
  const site = originOf(serverEnv().SITE_URL);
  if (site) allowed.add(site);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) {
    const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
    allowed.add(`${proto}://${host}`);
  }
  return allowed.has(source);
}
