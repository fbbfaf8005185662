import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NextResponse, type NextRequest } from "next/server";
import { buildCsp, cspManifestFromDist, DYNAMIC_PAGES, hashesForPath, type CspManifest } from "@/csp";
import { isDevelopment, serverEnv } from "@/env";
import { isHostileText, isHostileUrl } from "@/lib/hostile-input";
import { isUnknownPage } from "@/server/http/unknown-page";

/**
 * Serves each prerendered page the Content-Security-Policy that allows exactly
 * its own inline scripts (their sha256 hashes, from `<distDir>/csp-manifest.json`
 * written after the build by src/build/csp-manifest.mjs). Pages stay static: the
 * proxy only adds a header to the prerendered response. See decision 070.
 */
const dev = isDevelopment();

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

function cspForPath(pathname: string): string {
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
 * A post to a page is a server action (with JavaScript, or a form posted
 * without it). Next.js answers one from another origin with a 500 ("Invalid
 * Server Actions request"); this refuses it first, with 403:
 * - an Origin naming another host than the one the request was sent to (the
 *   comparison Next.js makes: `X-Forwarded-Host`, else `Host`);
 * - `Origin: null`, except on the whistleblowing page, whose own posts carry
 *   it (no-referrer, decision 052). There it is refused when the browser marks
 *   the post as coming from another site (`Sec-Fetch-Site`, which a page cannot
 *   set): a sandboxed frame or a data: page auto-posting the form from its
 *   visitors' browsers, each past the rate limits with its own address. A
 *   browser too old to send Sec-Fetch-Site is let through: a report is never
 *   refused for it.
 * A post without Origin is left to Next.js, as are safe methods.
 */
function isForeignPost(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  if (origin === "null") {
    if (new URL(request.url).pathname !== "/whistleblow") return true;
    const site = request.headers.get("sec-fetch-site");
    return site !== null && site !== "same-origin";
  }
  const host = (request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? "").split(",")[0]!.trim().toLowerCase();
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * The policy of a response rendered for this request: a nonce, which Next.js
 * puts on its own scripts when it finds it in the request's CSP header, and
 * the hashes of the layout's own static inline script (and of the page's).
 */
function renderedOnDemand(request: NextRequest, scriptHashes: readonly string[]) {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const policy = buildCsp({ nonce, scriptHashes });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** The back office (issue 30): rendered per request, never indexed, never stored by a cache. */
const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");
const ADMIN_HEADERS = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };

/**
 * A case's attachment (a route handler): its own policy, `default-src 'none'; sandbox`
 * (src/security-headers.ts FILE_POLICY), is what the browser must get, not a page's.
 */
const isAttachmentPath = (pathname: string) => /^\/admin\/cases\/[^/]+\/attachments\/[^/]+$/.test(pathname);

/**
 * A back-office form post (a server action) whose fields carry a NUL or
 * malformed Unicode (src/lib/hostile-input.ts): no form of the back office
 * sends either, and PostgreSQL would refuse the NUL with a 500. The public
 * forms are left to their schemas, which remove control characters a visitor
 * may paste (src/forms/shared/fields.ts). The body is at most the actions'
 * 32 KB (the request guard and next.config.ts), and Next.js keeps a copy for the action.
 */
async function isHostileAdminPost(request: NextRequest): Promise<boolean> {
  if (request.method !== "POST") return false;
  const type = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return false;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return false; // Not a form Next.js can read either: it answers that itself.
  }
  for (const [name, value] of form) if (isHostileText(name) || (typeof value === "string" && isHostileText(value))) return true;
  return false;
}

/** A path no route of src/app matches (three parts, none of them a route's): Next.js answers it with src/app/global-not-found.tsx. */
const NO_ROUTE_PATH = "/_not-found/no-route/404";

/** A database that cannot answer leaves the address to its page, as before. */
async function isUnknownPageSafely(pathname: string): Promise<boolean> {
  try {
    return await isUnknownPage(pathname);
  } catch (error) {
    console.error(`[proxy] could not tell whether a page exists: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

const badRequest = () =>
  new NextResponse("Bad request", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function proxy(request: NextRequest) {
  if (isForeignPost(request)) return new NextResponse(null, { status: 403 });
  const url = new URL(request.url);
  // A NUL or malformed Unicode in the address is refused here too when the request guard did not run (`next start` alone).
  if (isHostileUrl(url.pathname + url.search)) return badRequest();
  const { pathname } = request.nextUrl;
  if (isAttachmentPath(pathname)) {
    const response = NextResponse.next();
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
    return response;
  }
  if (isAdminPath(pathname)) {
    if (await isHostileAdminPost(request)) return badRequest();
    const response = dev ? NextResponse.next() : renderedOnDemand(request, loadManifest().fallback);
    if (dev) response.headers.set("Content-Security-Policy", buildCsp({ dev: true }));
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
    return response;
  }
  if ((request.method === "GET" || request.method === "HEAD") && (await isUnknownPageSafely(pathname))) {
    // The 404 page of a path no route matches, rendered whole (src/server/http/unknown-page.ts, decision 143).
    const response = NextResponse.rewrite(new URL(NO_ROUTE_PATH, request.url));
    response.headers.set("Content-Security-Policy", cspForPath(pathname));
    return response;
  }
  if (!dev && DYNAMIC_PAGES.includes(pathname)) return renderedOnDemand(request, loadManifest().fallback);
  // A form posted without JavaScript is answered with the page rendered anew,
  // its inline scripts carrying the form's answer: the prerendered page's
  // hashes do not match them.
  if (!dev && request.method === "POST") {
    const manifest = loadManifest();
    return renderedOnDemand(request, [...new Set([...hashesForPath(manifest, pathname), ...manifest.fallback])]);
  }
  const response = NextResponse.next();
  response.headers.set("Content-Security-Policy", cspForPath(pathname));
  return response;
}

export const config = {
  // Pages only: static files, images, route handlers and metadata files get the
  // default policy from next.config.ts headers(); uploaded files their own
  // (src/security-headers.ts), which a page's policy here would replace.
  matcher: [
    "/((?!_next/static|_next/image|api/|og/|media/|files/uploads/|favicon|icon|apple-icon|opengraph-image|twitter-image|sitemap\\.xml|robots\\.txt).*)",
  ],
};
