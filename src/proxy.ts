import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NextResponse, type NextRequest } from "next/server";
import { buildCsp, cspManifestFromDist, DYNAMIC_PAGES, hashesForPath, type CspManifest } from "@/csp";
import { serverEnv } from "@/env";

/**
 * Serves each prerendered page the Content-Security-Policy that allows exactly
 * its own inline scripts (their sha256 hashes, from `<distDir>/csp-manifest.json`
 * written after the build by scripts/csp-manifest.mjs). Pages stay static: the
 * proxy only adds a header to the prerendered response. See decision 070.
 */
const dev = process.env.NODE_ENV === "development";

let manifest: CspManifest | undefined;
const policies = new Map<string, string>();

function loadManifest(): CspManifest {
  if (manifest) return manifest;
  const distDir = join(/*turbopackIgnore: true*/ process.cwd(), serverEnv().NEXT_DIST_DIR);
  const file = join(distDir, "csp-manifest.json");
  if (existsSync(file)) {
    manifest = JSON.parse(readFileSync(file, "utf8")) as CspManifest;
  } else {
    // Built by plain `next build`: hash the prerendered pages now, once.
    console.warn(`[csp] ${file} is missing; hashing the prerendered pages at start-up.`);
    manifest = cspManifestFromDist(distDir);
  }
  return manifest;
}

export function cspForPath(pathname: string): string {
  if (dev) return buildCsp({ dev: true });
  const hashes = hashesForPath(loadManifest(), pathname);
  const key = hashes.join(" ");
  let policy = policies.get(key);
  if (!policy) {
    policy = buildCsp({ scriptHashes: hashes });
    policies.set(key, policy);
  }
  return policy;
}

/**
 * True for a post that says `Origin: null` but that the browser marks as
 * coming from another site: a sandboxed frame or a data: page of any site
 * auto-posting our forms from its visitors' browsers (each with its own
 * address, so past the rate limits). Server actions accept `Origin: null`
 * only for the whistleblowing page's own posts (no-referrer, decision 052),
 * which the browser marks `Sec-Fetch-Site: same-origin`. A browser too old
 * to send Sec-Fetch-Site is let through: a report is never refused for it.
 */
export function isForeignNullOriginPost(request: Request): boolean {
  if (request.method !== "POST" || request.headers.get("origin") !== "null") return false;
  const site = request.headers.get("sec-fetch-site");
  return site !== null && site !== "same-origin";
}

/** The back office (issue 30): rendered per request, never indexed, never stored by a cache. */
export const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");
const ADMIN_HEADERS = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };

export function proxy(request: NextRequest) {
  if (isForeignNullOriginPost(request)) return new NextResponse(null, { status: 403 });
  const adminPage = isAdminPath(request.nextUrl.pathname);
  if (adminPage && dev) {
    const devResponse = NextResponse.next();
    devResponse.headers.set("Content-Security-Policy", buildCsp({ dev: true }));
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) devResponse.headers.set(name, value);
    return devResponse;
  }
  if (!dev && (adminPage || DYNAMIC_PAGES.includes(request.nextUrl.pathname))) {
    const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
    // The nonce covers Next's scripts; the layout's own static inline script
    // (text sizer, brand fonts) is allowed by its hash, the same on every page.
    const policy = buildCsp({ nonce, scriptHashes: loadManifest().fallback });
    const headers = new Headers(request.headers);
    headers.set("Content-Security-Policy", policy);
    const dynamicResponse = NextResponse.next({ request: { headers } });
    dynamicResponse.headers.set("Content-Security-Policy", policy);
    if (adminPage) for (const [name, value] of Object.entries(ADMIN_HEADERS)) dynamicResponse.headers.set(name, value);
    return dynamicResponse;
  }
  const response = NextResponse.next();
  response.headers.set("Content-Security-Policy", cspForPath(request.nextUrl.pathname));
  return response;
}

export const config = {
  // Pages only: static files, images, route handlers and metadata files get the
  // default policy from next.config.ts headers().
  matcher: [
    "/((?!_next/static|_next/image|api/|og/|media/|favicon|icon|apple-icon|opengraph-image|twitter-image|sitemap\\.xml|robots\\.txt).*)",
  ],
};
