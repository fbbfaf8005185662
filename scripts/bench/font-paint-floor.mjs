// The lowest mobile LCP a route can have with the brand faces in its first
// paint: Lighthouse (simulated mobile) on the route's own page with only the
// bytes that must come before that paint, its HTML, stylesheet, fonts and
// images, and none of its scripts (the framework's and the page's, and the
// inline React payload, which may arrive after the paint and which, when they
// run before it, Lantern counts too: docs/performance.md). If this page
// misses the 2.0 s target, no script work can make the route meet it; the
// same page with the web fonts blocked (the metric-matched fallbacks paint)
// says what the fonts cost; the page without its script files but with its
// inline payload, what the HTML's size costs. The page as served is measured
// in alternation with them, so all see the same moments of this shared machine.
//
//   npm exec -- node scripts/bench/font-paint-floor.mjs <distDir> [routes,comma-separated] [runs]
//   (BENCH_PORT and BENCH_PORT + 1; BENCH_VARIANTS, of served,no-script-files,no-scripts,no-scripts-no-fonts;
//   reports in .bench/font-floor/)
import lighthouse from "lighthouse";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BENCH_DIR, CLEAR_STORAGE, launchChromeForLighthouse, median, PORT, serve, warm } from "./lib.mjs";

const [distDir, routesArg = "/,/real-estate,/our-people,/news,/whistleblow,/precedence", runs = "5"] = process.argv.slice(2);
if (!distDir) {
  console.error("usage: font-paint-floor.mjs <distDir> [routes] [runs]");
  process.exit(2);
}
const routes = routesArg.split(",");
const variants = (process.env.BENCH_VARIANTS || "served,no-scripts,no-scripts-no-fonts").split(",");
const upstream = `http://127.0.0.1:${PORT}`;
const proxyPort = PORT + 1;
const out = join(BENCH_DIR, "font-floor");
mkdirSync(out, { recursive: true });

/** The page without anything that runs: every <script> (inline payload included) and script preload. */
function withoutScripts(html) {
  return withoutScriptFiles(html).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}

/** The page without the script files and their preloads, its inline payload kept: what the HTML's size alone costs. */
function withoutScriptFiles(html) {
  return html
    .replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

const pages = new Map();
// In front of `next start`: the stripped pages from memory (gzip, as Next sends its own), the rest passed through.
const proxy = createServer(async (req, res) => {
  const url = new URL(req.url, `http://127.0.0.1:${proxyPort}`);
  const variant = url.searchParams.get("variant");
  if (variant && pages.has(`${variant} ${url.pathname}`)) {
    const body = pages.get(`${variant} ${url.pathname}`);
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    res.end(gzip ? gzipSync(body) : body);
    return;
  }
  const forward = request(
    `${upstream}${req.url}`,
    { method: req.method, headers: { ...req.headers, host: `127.0.0.1:${PORT}` } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on("error", () => res.destroy());
  req.pipe(forward);
});

const dataDir = mkdtempSync(join(tmpdir(), "savannah-crest-font-floor-"));
const stop = await serve({ env: { NEXT_DIST_DIR: distDir, SITE_URL: upstream, DATA_DIR: dataDir } });
await new Promise((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
const results = [];
try {
  for (const route of routes) {
    await warm(upstream, route);
    const html = await (await fetch(`${upstream}${route}`)).text();
    pages.set(`no-scripts ${route}`, withoutScripts(html));
    pages.set(`no-script-files ${route}`, withoutScriptFiles(html));
  }
  const chrome = await launchChromeForLighthouse();
  try {
    for (const route of routes) {
      for (let i = 1; i <= Number(runs); i += 1) {
        for (const variant of variants) {
          const query = variant === "served" ? "" : variant === "no-script-files" ? "?variant=no-script-files" : "?variant=no-scripts";
          const { lhr } = await lighthouse(`http://127.0.0.1:${proxyPort}${route}${query}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            clearStorageTypes: CLEAR_STORAGE,
            blockedUrlPatterns: variant.endsWith("no-fonts") ? ["*.woff2"] : [],
          });
          writeFileSync(join(out, `${route.replaceAll("/", "_") || "_"}-${variant}-${i}.json`), JSON.stringify(lhr));
          results.push({ route, variant, ...figures(lhr) });
        }
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  proxy.close();
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The simulated LCP, the LCP element, and the kilobytes finished before the observed LCP, by type. */
function figures(lhr) {
  const audits = lhr.audits;
  const observed = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const bytes = {};
  for (const r of audits["network-requests"]?.details?.items ?? []) {
    if (r.networkEndTime <= observed && r.transferSize) bytes[r.resourceType] = (bytes[r.resourceType] ?? 0) + r.transferSize;
  }
  const element = (audits["lcp-breakdown-insight"]?.details?.items ?? []).find((item) => item.type === "node");
  return {
    lcp: audits["largest-contentful-paint"].numericValue,
    fcp: audits["first-contentful-paint"].numericValue,
    bytes,
    element: element?.selector ?? "?",
    cpu: lhr.environment?.benchmarkIndex,
  };
}

const kb = (b) => (b / 1024).toFixed(0);
console.log("| route | page | LCP median (min–max) | FCP | KB before the LCP (median run) | LCP element | CPU idx |");
console.log("|---|---|---|---|---|---|---|");
for (const route of routes) {
  for (const variant of variants) {
    const rows = results.filter((r) => r.route === route && r.variant === variant && Number.isFinite(r.lcp));
    if (rows.length === 0) {
      console.log(`| \`${route}\` | ${variant} | no result | | | | |`);
      continue;
    }
    const lcps = rows.map((r) => r.lcp);
    const mid = rows.toSorted((a, b) => a.lcp - b.lcp)[Math.floor((rows.length - 1) / 2)];
    const total = Object.values(mid.bytes).reduce((s, b) => s + b, 0);
    const parts = Object.entries(mid.bytes)
      .map(([type, b]) => `${type} ${kb(b)}`)
      .join(", ");
    console.log(
      `| \`${route}\` | ${variant} | ${(median(lcps) / 1000).toFixed(2)} s (${(Math.min(...lcps) / 1000).toFixed(2)}–${(Math.max(...lcps) / 1000).toFixed(2)}) | ${(median(rows.map((r) => r.fcp)) / 1000).toFixed(2)} s | ${kb(total)} (${parts}) | \`${mid.element}\` | ${Math.round(median(rows.map((r) => r.cpu)))} |`,
    );
  }
}
