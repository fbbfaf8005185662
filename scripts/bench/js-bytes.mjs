// First-load JavaScript per route from a build, without a browser: serves the
// build, reads each route's HTML, and sums the gzip size of every script it
// loads (<script src> and <link rel="modulepreload"/"preload" as="script">),
// the way the server sends them. Quick and free of this machine's CPU noise,
// so the mechanisms of docs/performance.md are compared with it first.
//
//   npm exec -- node scripts/bench/js-bytes.mjs [distDir] [routes,...]
//   (distDir defaults to .next-bench; BENCH_PORT picks the port)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BASE, ROOT, kb, serve } from "./lib.mjs";

const DEFAULT_ROUTES = "/,/real-estate,/residences,/our-people,/news,/whistleblow,/precedence,/careers";

/** The compressed size of each script a page's HTML loads, keyed by URL. */
export async function pageScripts(base, route) {
  const html = await (await fetch(`${base}${route}`)).text();
  const urls = new Set();
  // noModule scripts (Next's polyfills) are not fetched by the browsers Lighthouse drives.
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)) if (!/nomodule/i.test(match[0])) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="(?:modulepreload|preload)"[^>]*>/g)) {
    if (/as="script"/.test(match[0]) || /modulepreload/.test(match[0])) {
      const href = /href="([^"]+)"/.exec(match[0]);
      if (href) urls.add(href[1]);
    }
  }
  const sizes = new Map();
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(`${base}${url.replaceAll("&amp;", "&")}`)).arrayBuffer());
    sizes.set(url, gzipSync(body).length);
  }
  return { sizes, html: gzipSync(Buffer.from(html)).length };
}

export async function measureJs(base, routes) {
  const rows = [];
  for (const route of routes) {
    const { sizes, html } = await pageScripts(base, route);
    rows.push({ route, js: [...sizes.values()].reduce((a, b) => a + b, 0), scripts: sizes.size, html });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] || ".next-bench";
  const routes = (process.argv[3] || DEFAULT_ROUTES).split(",");
  readFileSync(join(ROOT, distDir, "BUILD_ID"));
  const stop = await serve({ env: { NEXT_DIST_DIR: distDir } });
  try {
    for (const row of await measureJs(BASE, routes)) {
      console.log(
        `${row.route.padEnd(16)} JS ${kb(row.js).padStart(9)} in ${String(row.scripts).padStart(2)} scripts   HTML ${kb(row.html)}`,
      );
    }
  } finally {
    await stop();
  }
}
