// `npm run bench:lighthouse`: builds the site with the page loader off
// (NEXT_PUBLIC_PAGE_LOADER_MS=0) into .next-bench, serves it on 127.0.0.1,
// and runs Lighthouse (Debian Chromium) BENCH_RUNS times (3) per route and
// preset (mobile, desktop). Prints per route the median scores and metrics;
// then builds an empty Next.js App Router page the same way and measures its
// first-load JavaScript, the floor the site's JavaScript is compared with.
// JSON reports go to .bench/lighthouse/ (git-ignored). Figures, not tests.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { ensureBuild } from "./lib/build.mjs";
import { BASE, BENCH_DIR, buildEmptyApp, kb, median, serve, warm } from "./bench/lib.mjs";

const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(new URL("../node_modules/lighthouse/package.json", import.meta.url), "utf8")).version;
// Every run is a first visit. Lighthouse clears the HTTP cache but by default not
// localStorage, so from the second run on the page believed the brand fonts cached
// (decision 073) and fetched them before its first paint, a state no visitor is in.
const CLEAR_STORAGE = ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage", "indexeddb", "cookies"];
const RUNS = Number(process.env.BENCH_RUNS || 3);
const PRESET_NAMES = (process.env.BENCH_PRESETS || "mobile,desktop").split(",");
const ROUTES = (process.env.BENCH_ROUTES || "/,/real-estate,/our-people,/news,/whistleblow,/precedence").split(",");
const PRESETS = Object.fromEntries(
  Object.entries({ mobile: undefined, desktop: desktopConfig }).filter(([name]) => PRESET_NAMES.includes(name)),
);
const OUT = join(BENCH_DIR, "lighthouse");
const TARGETS = { perfMobile: 98, perfDesktop: 100, lcpMobileMs: 1800, tbtMs: 50, cls: 0, jsAboveFloorKb: 30, htmlKb: 60 };

mkdirSync(OUT, { recursive: true });

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const sum = (filter) => requests.filter(filter).reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    totalBytes: audit("total-byte-weight"),
    jsBytes: sum((r) => r.resourceType === "Script"),
    htmlBytes: sum((r) => r.resourceType === "Document"),
    // Lighthouse's measure of this machine's CPU speed at the time of the run (higher is
    // faster). This shared machine's speed varies, and the simulated mobile TBT with it.
    cpuIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

async function measure(base, routes, label) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const rows = [];
  try {
    for (const route of routes) {
      await warm(base, route);
      for (const [preset, config] of Object.entries(PRESETS)) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) {
          const result = await lighthouse(
            `${base}${route}`,
            { port: chrome.port, output: "json", logLevel: "error", clearStorageTypes: CLEAR_STORAGE },
            config,
          );
          const name = `${label}${route === "/" ? "-home" : route.replaceAll("/", "-")}-${preset}-${i + 1}.json`;
          writeFileSync(join(OUT, name), result.report);
          runs.push(figures(result.lhr));
        }
        const m = (key) => median(runs.map((r) => r[key]));
        rows.push({
          route,
          preset,
          performance: m("performance"),
          accessibility: m("accessibility"),
          bestPractices: m("bestPractices"),
          seo: m("seo"),
          lcp: m("lcp"),
          cls: m("cls"),
          tbt: m("tbt"),
          totalBytes: m("totalBytes"),
          jsBytes: m("jsBytes"),
          htmlBytes: m("htmlBytes"),
          cpuIndex: m("cpuIndex"),
        });
        const r = rows.at(-1);
        console.log(`  ${label} ${route} ${preset}: perf ${r.performance}, LCP ${Math.round(r.lcp)} ms, JS ${kb(r.jsBytes)}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

console.log(`Lighthouse ${RUNS}x per route and preset on ${BASE}`);
await ensureBuild({ distDir: ".next-bench", env: { NEXT_PUBLIC_PAGE_LOADER_MS: "0", SITE_URL: BASE } });
let stop = await serve({ env: { NEXT_DIST_DIR: ".next-bench", SITE_URL: BASE } });
let site;
try {
  site = await measure(BASE, ROUTES, "site");
} finally {
  await stop();
}

// BENCH_FLOOR=0 skips the empty app (quicker runs while iterating; no JS-floor column then).
let floor = [];
if (process.env.BENCH_FLOOR !== "0") {
  const emptyDir = await buildEmptyApp();
  stop = await serve({ cwd: emptyDir });
  try {
    floor = await measure(BASE, ["/"], "empty");
  } finally {
    await stop();
  }
}
const floorJs = Object.fromEntries(floor.map((r) => [r.preset, r.jsBytes]));

const pad = (value, width) => String(value).padStart(width);
console.log(`\nMedians of ${RUNS} runs (Lighthouse ${LIGHTHOUSE_VERSION}, ${new Date().toISOString().slice(0, 10)}):`);
console.log(
  [
    "route".padEnd(16),
    "preset ",
    "perf",
    "a11y",
    "b-p",
    "seo",
    "LCP ms",
    "CLS",
    "TBT ms",
    "total",
    "JS",
    "JS-floor",
    "HTML",
    "CPU idx",
  ].join(" | "),
);
const misses = [];
for (const r of site) {
  const above = r.jsBytes - (floorJs[r.preset] ?? NaN);
  console.log(
    [
      r.route.padEnd(16),
      r.preset.padEnd(7),
      pad(r.performance, 4),
      pad(r.accessibility, 4),
      pad(r.bestPractices, 3),
      pad(r.seo, 3),
      pad(Math.round(r.lcp), 6),
      pad(r.cls.toFixed(3), 5),
      pad(Math.round(r.tbt), 6),
      pad(kb(r.totalBytes), 9),
      pad(kb(r.jsBytes), 8),
      pad(kb(above), 8),
      pad(kb(r.htmlBytes), 7),
      pad(Math.round(r.cpuIndex), 7),
    ].join(" | "),
  );
  const want = r.preset === "mobile" ? TARGETS.perfMobile : TARGETS.perfDesktop;
  if (r.performance < want) misses.push(`${r.route} ${r.preset}: performance ${r.performance} < ${want}`);
  if (r.preset === "mobile" && r.lcp > TARGETS.lcpMobileMs)
    misses.push(`${r.route} mobile: LCP ${Math.round(r.lcp)} ms > ${TARGETS.lcpMobileMs}`);
  if (r.tbt > TARGETS.tbtMs) misses.push(`${r.route} ${r.preset}: TBT ${Math.round(r.tbt)} ms > ${TARGETS.tbtMs}`);
  if (Number(r.cls.toFixed(3)) > TARGETS.cls) misses.push(`${r.route} ${r.preset}: CLS ${r.cls.toFixed(3)} > 0`);
  for (const key of ["accessibility", "bestPractices", "seo"]) if (r[key] < 100) misses.push(`${r.route} ${r.preset}: ${key} ${r[key]}`);
  if (above > TARGETS.jsAboveFloorKb * 1024)
    misses.push(`${r.route} ${r.preset}: JS ${kb(above)} above the floor > ${TARGETS.jsAboveFloorKb} KB`);
  if (r.htmlBytes > TARGETS.htmlKb * 1024) misses.push(`${r.route}: HTML ${kb(r.htmlBytes)} > ${TARGETS.htmlKb} KB`);
}
for (const r of floor) {
  console.log(
    `empty Next.js page, ${r.preset}: JS ${kb(r.jsBytes)}, HTML ${kb(r.htmlBytes)}, perf ${r.performance}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CPU idx ${Math.round(r.cpuIndex)}`,
  );
}
console.log("CPU idx: Lighthouse's benchmarkIndex of the machine during the runs (median; higher is faster).");
console.log(misses.length ? `\nTargets missed:\n  ${misses.join("\n  ")}` : "\nEvery target met.");
console.log(`Reports: ${OUT}`);
