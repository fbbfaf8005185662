// `npm run bench:lighthouse`: builds the floor (an empty Next.js App Router page) and the site with the
// page loader off (into .next-bench), serves each on 127.0.0.1 in turn, runs Lighthouse (Debian Chromium)
// BENCH_RUNS (5) times per route and preset, and prints per route the medians with their spread and pass or
// fail against issue 28's targets, relative to the floor of the same run; exit code 1 when one is missed.
// Reports go to .bench/lighthouse/. A quick run: BENCH_RUNS=1 BENCH_ROUTES=/,/news BENCH_PRESETS=mobile
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { ensureBuild } from "../src/build/build.mjs";
import { BASE, BENCH_DIR, buildEmptyApp, CLEAR_STORAGE, kb, launchChromeForLighthouse, median, serve, warm } from "./bench/lib.mjs";

const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(new URL("../node_modules/lighthouse/package.json", import.meta.url), "utf8")).version;
const RUNS = Number(process.env.BENCH_RUNS || 5);
const PRESET_NAMES = (process.env.BENCH_PRESETS || "mobile,desktop").split(",");
const ROUTES = (process.env.BENCH_ROUTES || "/,/real-estate,/our-people,/news,/whistleblow,/precedence").split(",");
// "mobile-applied" (not run by default): the mobile preset with Lighthouse's throttling applied to the
// real load (DevTools: 562.5 ms per request, 1.47 Mbit/s, CPU 4x slower) instead of simulated from an
// unthrottled one. A cross-check of the simulated LCP, whose replay counts the framework's scripts
// whenever they happened to run before the unthrottled first paint (decision 118).
const mobileApplied = { extends: "lighthouse:default", settings: { throttlingMethod: "devtools" } };
const PRESETS = Object.fromEntries(
  Object.entries({ mobile: undefined, "mobile-applied": mobileApplied, desktop: desktopConfig }).filter(([name]) =>
    PRESET_NAMES.includes(name),
  ),
);
const OUT = join(BENCH_DIR, "lighthouse");
// Issue 28's targets; "floor" is the empty Next.js page measured in the same run.
const TARGETS = {
  perfMobileBelowFloor: 2,
  perfDesktop: 100,
  lcpMobileMs: 2000,
  cls: 0,
  tbtMobileAboveFloorMs: 50,
  jsAboveFloorKb: 30,
  htmlKb: 60,
  audits: 100,
};

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
    jsBytes: sum((r) => r.resourceType === "Script"),
    htmlBytes: sum((r) => r.resourceType === "Document"),
    // Lighthouse's measure of this machine's CPU speed at the time of the run (higher is
    // faster). This shared machine's speed varies, and the simulated mobile TBT with it.
    cpuIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

async function measure(base, routes, label) {
  const chrome = await launchChromeForLighthouse();
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
        const row = { route, preset, runs: runs.length };
        for (const key of Object.keys(runs[0])) {
          const values = runs.map((r) => r[key]).filter(Number.isFinite);
          row[key] = median(values);
          row[`${key}Min`] = Math.min(...values);
          row[`${key}Max`] = Math.max(...values);
        }
        rows.push(row);
        console.log(`  ${label} ${route} ${preset}: perf ${row.performance}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** " (min–max)" of a figure over the runs, when there was more than one. */
function spread(row, key, format = (value) => String(Math.round(value))) {
  return row.runs > 1 ? ` (${format(row[`${key}Min`])}–${format(row[`${key}Max`])})` : "";
}
const seconds = (ms) => (ms / 1000).toFixed(2);

/** Each target of a row against the floor of its preset: its name, whether it holds, and the figure shown. */
function checks(row, floor) {
  const list = [];
  const check = (name, ok, shown) => list.push({ name, ok, shown });
  if (row.preset.startsWith("mobile")) {
    const perf = floor.performance - TARGETS.perfMobileBelowFloor;
    check("perf", row.performance >= perf, `${row.performance}${spread(row, "performance")} (≥ ${perf})`);
    check("LCP", row.lcp <= TARGETS.lcpMobileMs, `${seconds(row.lcp)} s${spread(row, "lcp", seconds)} (≤ ${seconds(TARGETS.lcpMobileMs)})`);
    const tbt = floor.tbt + TARGETS.tbtMobileAboveFloorMs;
    check("TBT", row.tbt <= tbt, `${Math.round(row.tbt)} ms${spread(row, "tbt")} (≤ ${Math.round(tbt)})`);
  } else {
    check("perf", row.performance >= TARGETS.perfDesktop, `${row.performance}${spread(row, "performance")} (≥ ${TARGETS.perfDesktop})`);
  }
  check("CLS", Number(row.cls.toFixed(3)) <= TARGETS.cls, row.cls.toFixed(3));
  const above = row.jsBytes - floor.jsBytes;
  check("JS", above <= TARGETS.jsAboveFloorKb * 1024, `${kb(above)} (≤ ${TARGETS.jsAboveFloorKb} KB)`);
  check("HTML", row.htmlBytes <= TARGETS.htmlKb * 1024, `${kb(row.htmlBytes)} (≤ ${TARGETS.htmlKb} KB)`);
  const audits = [row.accessibility, row.bestPractices, row.seo];
  check(
    "audits",
    audits.every((score) => score >= TARGETS.audits),
    audits.join(" / "),
  );
  return list;
}

console.log(`Lighthouse ${RUNS}x per route and preset on ${BASE}`);
// The floor first, then the site: both in the same run, within minutes of each other.
const emptyDir = await buildEmptyApp();
await ensureBuild({ distDir: ".next-bench", env: { NEXT_PUBLIC_PAGE_LOADER_MS: "0", SITE_URL: BASE } });
let stop = await serve({ cwd: emptyDir });
let floor;
try {
  floor = Object.fromEntries((await measure(BASE, ["/"], "empty")).map((row) => [row.preset, row]));
} finally {
  await stop();
}
stop = await serve({ env: { NEXT_DIST_DIR: ".next-bench", SITE_URL: BASE } });
let site;
try {
  site = await measure(BASE, ROUTES, "site");
} finally {
  await stop();
}

const date = new Date().toISOString().slice(0, 10);
console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}, ${date}: medians of ${RUNS} run(s), the spread (min–max) in brackets.`);
console.log("JS above floor: compressed first-load JavaScript above the empty Next.js page of the same run.\n");
console.log("| route | preset | result | perf | LCP | TBT | CLS | JS above floor | HTML | a11y / bp / SEO | CPU idx |");
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
const misses = [];
for (const row of site) {
  // A route whose every run Lighthouse could not finish (it errs on a starved machine) has no figures to check.
  const list = Number.isFinite(row.performance)
    ? checks(row, floor[row.preset])
    : [{ name: "perf", ok: false, shown: "no result (Lighthouse error: run again)" }];
  const shown = Object.fromEntries(list.map((c) => [c.name, `${c.ok ? "" : "✗ "}${c.shown}`]));
  const failed = list.filter((c) => !c.ok);
  for (const c of failed) misses.push(`${row.route} ${row.preset}: ${c.name} ${c.shown}`);
  console.log(
    `| \`${row.route}\` | ${row.preset} | ${failed.length ? "FAIL" : "pass"} | ${shown.perf} | ${shown.LCP ?? "–"} | ${shown.TBT ?? "–"} | ${shown.CLS ?? "–"} | ${shown.JS ?? "–"} | ${shown.HTML ?? "–"} | ${shown.audits ?? "–"} | ${Math.round(row.cpuIndex)} |`,
  );
}
for (const f of Object.values(floor)) {
  console.log(
    `| floor (empty Next.js page) | ${f.preset} | | ${f.performance}${spread(f, "performance")} | ${seconds(f.lcp)} s | ${Math.round(f.tbt)} ms${spread(f, "tbt")} | ${f.cls.toFixed(3)} | ${kb(f.jsBytes)} in all | ${kb(f.htmlBytes)} | ${f.accessibility} / ${f.bestPractices} / ${f.seo} | ${Math.round(f.cpuIndex)} |`,
  );
}
console.log("\nCPU idx: Lighthouse's benchmarkIndex of the machine during the runs (median; higher is faster).");
console.log(misses.length ? `Targets missed:\n  ${misses.join("\n  ")}` : "Every route meets every target.");
console.log(`Reports: ${OUT}`);
if (misses.length) process.exitCode = 1;
