/**
 * Content-Security-Policy for a statically prerendered site (decision 070).
 *
 * Next.js inlines a few scripts in every page (the Turbopack bootstrap and the
 * `self.__next_f.push(…)` flight data). Rather than a per-request nonce, which
 * would make every page dynamic, we hash each prerendered page's inline
 * scripts after the build (`cspManifestFromDist`) and the proxy (src/proxy.ts)
 * serves each page the policy listing its own hashes. `script-src` never
 * contains 'unsafe-inline' or 'unsafe-eval' in production.
 *
 * Plain TypeScript with only node: imports, so build scripts (.mjs on Node 24,
 * which strips types) can import it as well as the app.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Third-party origins the browser talks to: the e-mail provider of spec §7 call 2. */
const CONNECT_ORIGINS = ["https://api.emailjs.com"];

export type CspOptions = {
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes?: readonly string[];
  /** A per-request nonce, for the few pages rendered on demand. */
  nonce?: string;
  /** next dev: React needs eval and Next injects unhashed inline scripts. */
  dev?: boolean;
};

/** The policy string, directives in a fixed order. */
export function buildCsp({ scriptHashes = [], nonce, dev = false }: CspOptions = {}): string {
  const scriptSrc = dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(nonce ? [`'nonce-${nonce}'`] : [])];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", scriptSrc],
    // React and Next set inline style attributes; only script-src is strict.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:"]],
    ["font-src", ["'self'"]],
    ["media-src", ["'self'"]],
    ["connect-src", ["'self'", ...CONNECT_ORIGINS, ...(dev ? ["ws:"] : [])]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript"]);

/** 'sha256-…' of every inline, executable script in an HTML document, in document order, unique. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    // JSON-LD and other data blocks are never executed, so CSP does not govern them.
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

export type CspManifest = {
  version: 1;
  /** Path (no trailing slash) → hashes of that page's inline scripts. */
  routes: Record<string, string[]>;
  /** Hashes for responses of no prerendered route (404, error pages). */
  fallback: string[];
};

/** Reads every prerendered page of a build (`<distDir>/server/app/**.html`) and hashes its inline scripts. */
export function cspManifestFromDist(distDir: string): CspManifest {
  const appDir = join(distDir, "server", "app");
  const manifest: CspManifest = { version: 1, routes: {}, fallback: [] };
  if (!existsSync(appDir)) return manifest;
  const fallback = new Set<string>();
  for (const file of htmlFiles(appDir)) {
    const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
    const route = routeOfHtmlFile(relative(appDir, file));
    if (route === "/_not-found" || route === "/_global-error") hashes.forEach((hash) => fallback.add(hash));
    else manifest.routes[route] = hashes;
  }
  manifest.fallback = [...fallback];
  return manifest;
}

/** "index.html" → "/", "news/identifying-high-value-properties.html" → "/news/identifying-high-value-properties". */
export function routeOfHtmlFile(relativePath: string): string {
  const path = relativePath
    .split(sep)
    .join("/")
    .replace(/\.html$/, "");
  if (path === "index") return "/";
  return `/${path.replace(/\/index$/, "")}`;
}

/**
 * Pages rendered on demand (ƒ in the build output): they have no prerendered
 * HTML to hash, so the proxy gives them a per-request nonce, which Next.js
 * applies to its own scripts when it finds it in the request's CSP header.
 */
export const DYNAMIC_PAGES: readonly string[] = ["/newsletter/confirm", "/newsletter/unsubscribe", "/search", "/whistleblow/follow-up"];

/** The manifest entry for a request path: its page's hashes, else the 404 page's. */
export function hashesForPath(manifest: CspManifest, pathname: string): readonly string[] {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep the raw path
  }
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return manifest.routes[path] ?? manifest.fallback;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir).sort()) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) yield* htmlFiles(full);
    else if (entry.endsWith(".html")) yield full;
  }
}
