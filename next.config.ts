import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { NextConfig } from "next";
import { PAGE_POST_LIMIT_BYTES } from "./src/lib/runtime-contract";
import { securityHeaders } from "./src/security-headers";

const distDir = process.env.NEXT_DIST_DIR || ".next";

/**
 * The build's deployment id, the same on every instance that serves it:
 * NEXT_DEPLOYMENT_ID when the deployment names one, else the id
 * src/build/build.mjs gave the build and wrote into it (`next start`
 * reads this file again). A page of another build then reloads instead of
 * navigating client-side (docs/deploy.md, rolling deploys).
 */
function deploymentId(): string | undefined {
  if (process.env.NEXT_DEPLOYMENT_ID) return process.env.NEXT_DEPLOYMENT_ID;
  try {
    return readFileSync(join(distDir, "deployment-id"), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * NEXT_DIST_DIR lets the test suite and the benchmarks build into their own
 * folders (.next-test, .next-bench) without touching the build `npm start` serves.
 */
const nextConfig: NextConfig = {
  distDir,
  deploymentId: deploymentId(),
  // The prerender cache: in memory, bounded by cacheMaxMemorySize, no 404 kept, so made-up
  // /news/<x>, /<x>, /og/… paths cost no disk (decisions 109, 129). Next.js imports it by path.
  cacheHandler: join(process.cwd(), "src/runtime/cache-handler.ts"),
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ["image/avif", "image/webp"],
    // The optimiser fetches only the site's pictures (public/media, the uploads under /media/uploads, static
    // imports): any other path, /admin's redirect or a route's answer, is refused with 400, never a 500 (issue 47).
    localPatterns: [{ pathname: "/media/**" }, { pathname: "/_next/static/media/**" }],
  },
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "nodemailer",
    "prom-client",
    "@opentelemetry/sdk-trace-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/instrumentation-pg",
    "sharp",
    "pdfkit",
    "exceljs",
    "pdf-lib",
  ],
  experimental: {
    // The stylesheet in the page's <head> instead of a file: the first paint waits for one round trip (the
    // HTML), not two (decision 160; on a phone's slow line a round trip is half a second).
    inlineCss: true,
    // Paths are case-sensitive, as the spec's routes are (/Blog, not /blog): custom routes
    // (the rewrites below) match only the case written.
    caseSensitiveRoutes: true,
    // Five scripts a page instead of eight to ten: one chunk shared by every
    // page (React, the Next.js runtime, our shared client code) and one per
    // layout and page. On a phone's round trips each extra request costs more
    // than the bytes it saves (docs/decisions/096-performance-what-was-kept.md).
    turbopackChunking: { minChunkSize: 1_000_000, maxMergeChunkSize: 1_000_000 },
    // forbidden(): a back-office page of another team's role answers 403 (src/server/staff/session.ts).
    authInterrupts: true,
    // Two root layouts (the public site's, the back office's): a path no route matches gets
    // src/app/global-not-found.tsx, the public site's 404 (decision 105).
    globalNotFound: true,
    serverActions: {
      // Every form field is bounded (at most 5,000 characters); a bigger post is refused
      // (the request guard, src/runtime/request-guard.ts, refuses it before it is read).
      bodySizeLimit: PAGE_POST_LIMIT_BYTES,
      // /whistleblow is served with Referrer-Policy: no-referrer, so its form
      // posts carry `Origin: null`. The site's actions are anonymous forms (no
      // cookies, no sessions): there is nothing for a forged request to ride on.
      // See docs/decisions/052-whistleblow-origin-null.md.
      allowedOrigins: ["null"],
    },
  },
  /**
   * The spec's other names for the news page (§2: /Blog, and /newsinsights/ "same page as /Blog")
   * show it at their own address: one page, /news, rendered and revalidated once, whose canonical
   * link names /news. Not page files re-exporting it: a re-export drops its `revalidate`, so each
   * alias was prerendered once and kept the seed's stories for ever (issue 39).
   */
  async rewrites() {
    return [
      { source: "/Blog", destination: "/news" },
      { source: "/newsinsights", destination: "/news" },
      // The site-wide share card, named in the root layout's metadata (absolute on SITE_URL through its
      // metadataBase). Not opengraph-image.tsx at the app's root: Next.js resolves such a file before either
      // root layout sets metadataBase, so it warned at every start and fell back to localhost (issue 39).
      { source: "/opengraph-image", destination: "/og/site" },
      { source: "/twitter-image", destination: "/og/site" },
    ];
  },
  async headers() {
    return securityHeaders({ dev: process.env.NODE_ENV === "development" });
  },
};

export default nextConfig;
