// `npm run bench:lighthouse`: issue 50's benchmark. Builds the floor (an empty Next.js App Router page) and the
// site with the page loader off (into .next-bench), serves each in turn as visitors get it, through the deployment
// of docs/deploy.md (scripts/bench/deployment.mjs: nginx with deploy/nginx/savannah-crest.conf, its cache and Brotli, in
// front of two instances; the site's on a fresh PostgreSQL database, TEST_DATABASE_URL's server or 127.0.0.1:5432),
// and runs Lighthouse (Debian Chromium) BENCH_RUNS (5) times per route: the mobile preset with its throttling applied to the real load
// ("mobile-applied": throttlingMethod "devtools", CPU 4x slower, slow 4G), and once more unthrottled, whose trace
// gives the main thread's work from the navigation to 3 s after the load event. Prints per route the medians with
// their spread and pass or fail against issue 50's targets, relative to the floor of the same run; exit code 1 when
// one is missed. Reports go to .bench/lighthouse/. Quick: BENCH_RUNS=1 BENCH_ROUTES=/. BENCH_PRESETS=mobile,desktop
// adds Lighthouse's other presets' figures (not judged).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { ensureBuild } from "../src/build/build.mjs";
import { harness, startSite } from "./bench/deployment.mjs";
import { BENCH_DIR, buildEmptyApp, CLEAR_STORAGE, kb, launchChromeForLighthouse, median, serveEmptyApp, warm } from "./bench/lib.mjs";

const { NGINX, PORTS, startNginx } = harness;

const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(new URL("../node_modules/lighthouse/package.json", import.meta.url), "utf8")).version;
const RUNS = Number(process.env.BENCH_RUNS || 5);
const PRESET_NAMES = (process.env.BENCH_PRESETS || "mobile-applied").split(",");
const ROUTES = (process.env.BENCH_ROUTES || "/,/real-estate,/our-people,/news,/whistleblow").split(",");
const JUDGED = "mobile-applied";
const AFTER_LOAD_MS = 3000;
const CONFIGS = {
  "mobile-applied": { extends: "lighthouse:default", settings: { throttlingMethod: "devtools", onlyCategories: ["performance"] } },
  mobile: { extends: "lighthouse:default", settings: { onlyCategories: ["performance"] } },
  desktop: { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: ["performance"] } },
};
// The main thread's work unthrottled (mobile screen, no CPU or network slowdown): the trace runs on to at least
// AFTER_LOAD_MS after the load event, and only the top-level tasks up to then are counted.
const UNTHROTTLED = {
  extends: "lighthouse:default",
  settings: { throttlingMethod: "provided", pauseAfterLoadMs: AFTER_LOAD_MS, onlyAudits: ["mainthread-work-breakdown"] },
};
// The same, with the page's script files blocked (Next.js's and the site's; the inline ones run, and without the
// runtime do nothing): what the HTML, its styles, fonts, pictures and CSS motion cost alone. The floor's runtime
// (the floor's figure less its own without script files) added to it is the least the route can work with
// Next.js, however little its own script did: printed as "least possible" to tell a target out of reach.
const WITHOUT_SCRIPT_FILES = { ...UNTHROTTLED, settings: { ...UNTHROTTLED.settings, blockedUrlPatterns: ["*/_next/static/chunks/*"] } };
// Issue 50's targets; "floor" is the empty Next.js page measured in the same run.
const TARGETS = { perf: 95, lcpMs: 1500, fcpAboveFloorMs: 400, tbtAboveFloorMs: 100, jsAboveFloorKb: 30, mainThreadTimesFloor: 2 };

const OUT = join(BENCH_DIR, "lighthouse");
mkdirSync(OUT, { recursive: true });

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  return {
    perf: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    si: audit("speed-index"),
    js: requests.filter((r) => r.resourceType === "Script").reduce((total, r) => total + (r.transferSize ?? 0), 0),
    // When the last brand face arrived (font-display: swap draws it in the next frame): what a later face costs.
    faces: Math.max(...requests.filter((r) => r.resourceType === "Font").map((r) => r.networkEndTime ?? NaN)),
  };
}

/** Milliseconds of top-level main-thread tasks from the navigation to AFTER_LOAD_MS after the load event. */
function mainThreadWork(trace) {
  let processed;
  try {
    processed = TraceProcessor.processTrace(trace);
  } catch {
    return NaN; // a run whose trace missed the navigation (Lighthouse erred): no figure
  }
  const end = TraceProcessor.processNavigation(processed).timings.load + AFTER_LOAD_MS;
  return TraceProcessor.getMainThreadTopLevelEvents(processed, 0, end).reduce(
    (total, task) => total + Math.max(0, Math.min(task.end, end) - Math.max(task.start, 0)),
    0,
  );
}

/** Median and spread of each figure over the runs. */
function summarise(route, preset, runs) {
  const row = { route, preset, runs: runs.length };
  for (const key of Object.keys(runs[0] ?? {})) {
    const values = runs.map((r) => r[key]).filter(Number.isFinite);
    row[key] = median(values);
    row[`${key}Min`] = Math.min(...values);
    row[`${key}Max`] = Math.max(...values);
  }
  return row;
}

async function measure(base, routes, label) {
  const chrome = await launchChromeForLighthouse();
  const rows = [];
  const run = async (route, name, config) => {
    const result = await lighthouse(
      `${base}${route}`,
      { port: chrome.port, output: "json", logLevel: "error", clearStorageTypes: CLEAR_STORAGE },
      config,
    );
    writeFileSync(join(OUT, `${label}${route === "/" ? "-home" : route.replaceAll("/", "-")}-${name}.json`), result.report);
    return result;
  };
  try {
    for (const route of routes) {
      await warm(base, route);
      const work = [];
      for (let i = 1; i <= RUNS; i += 1)
        work.push({
          mainThread: mainThreadWork((await run(route, `unthrottled-${i}`, UNTHROTTLED)).artifacts.Trace),
          bare: mainThreadWork((await run(route, `without-script-files-${i}`, WITHOUT_SCRIPT_FILES)).artifacts.Trace),
        });
      for (const preset of PRESET_NAMES) {
        const runs = [];
        for (let i = 1; i <= RUNS; i += 1) runs.push(figures((await run(route, `${preset}-${i}`, CONFIGS[preset])).lhr));
        const row = { ...summarise(route, preset, runs), ...(preset === JUDGED ? summarise(route, preset, work) : {}), runs: RUNS };
        rows.push(row);
        console.log(
          `  ${label} ${route} ${preset}: perf ${row.perf}, FCP ${Math.round(row.fcp)} ms, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, SI ${Math.round(row.si)} ms, main thread ${Math.round(row.mainThread ?? NaN)} ms (without script files ${Math.round(row.bare ?? NaN)} ms)`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value) => `${Math.round(value)} ms`;
/** "median (min–max)" of a figure over the runs. */
function shown(row, key, format) {
  // No run gave the figure: Lighthouse found no quiet 5 s (TBT, and so the score, undefined).
  if (!Number.isFinite(row[key])) return "none";
  const bare = (value) => format(value).replace(/ (s|ms)$/, "");
  return RUNS > 1 ? `${format(row[key])} (${bare(row[`${key}Min`])}–${bare(row[`${key}Max`])})` : format(row[key]);
}

/** Each cell of a row: its text, and whether it meets its target against the floor (judged preset only). */
function cells(row, floor) {
  const judged = row.preset === JUDGED;
  const cell = (key, format, ok, limit) => ({
    text: `${judged && !ok ? "✗ " : ""}${shown(row, key, format)}${judged ? ` [${limit}]` : ""}`,
    ok: !judged || ok,
  });
  const fcp = floor.fcp + TARGETS.fcpAboveFloorMs;
  const tbt = floor.tbt + TARGETS.tbtAboveFloorMs;
  const js = row.js - floor.js;
  const work = floor.mainThread ? row.mainThread / floor.mainThread : NaN;
  return {
    perf: cell("perf", String, row.perf >= TARGETS.perf, `≥ ${TARGETS.perf}`),
    FCP: cell("fcp", seconds, row.fcp <= fcp, `≤ ${seconds(fcp)}`),
    LCP: cell("lcp", seconds, row.lcp <= TARGETS.lcpMs, `≤ ${seconds(TARGETS.lcpMs)}`),
    TBT: cell("tbt", ms, row.tbt <= tbt, `≤ ${ms(tbt)}`),
    SI: { text: shown(row, "si", seconds), ok: true },
    faces: { text: shown(row, "faces", seconds), ok: true },
    JS: {
      text: `${judged && js > TARGETS.jsAboveFloorKb * 1024 ? "✗ " : ""}${kb(js)}`,
      ok: !judged || js <= TARGETS.jsAboveFloorKb * 1024,
    },
    "main thread": judged
      ? {
          text: `${work <= TARGETS.mainThreadTimesFloor ? "" : "✗ "}${work.toFixed(1)}× · ${shown(row, "mainThread", ms)}`,
          ok: work <= TARGETS.mainThreadTimesFloor,
        }
      : { text: "–", ok: true },
    // Not judged: the least main-thread work the route can have with Next.js's runtime (WITHOUT_SCRIPT_FILES).
    "least possible": judged
      ? {
          text: `${((row.bare + floor.mainThread - floor.bare) / floor.mainThread).toFixed(1)}× · ${shown(row, "bare", ms)} bare`,
          ok: true,
        }
      : { text: "–", ok: true },
  };
}

console.log(`Lighthouse ${RUNS}x per route and preset on ${NGINX}`);
// The floor first, then the site: both in the same run, within minutes of each other, each behind its own nginx
// (a fresh cache) with the deployment's settings.
const emptyDir = await buildEmptyApp();
await ensureBuild({ distDir: ".next-bench", env: { NEXT_PUBLIC_PAGE_LOADER_MS: "0", SITE_URL: NGINX } });
let floor;
{
  const stops = await Promise.all([serveEmptyApp(emptyDir, PORTS.a), serveEmptyApp(emptyDir, PORTS.b)]);
  const nginx = await startNginx();
  try {
    floor = Object.fromEntries((await measure(NGINX, ["/"], "empty")).map((row) => [row.preset, row]));
  } finally {
    await nginx.stop();
    await Promise.all(stops.map((stop) => stop()));
  }
}
let site;
{
  const deployment = await startSite("lighthouse");
  try {
    site = await measure(NGINX, ROUTES, "site");
  } finally {
    await deployment.stop();
  }
}

const date = new Date().toISOString().slice(0, 10);
console.log(
  `\nLighthouse ${LIGHTHOUSE_VERSION}, ${date}: medians of ${RUNS} run(s), the spread (min–max) in brackets, the target after it.`,
);
console.log(
  `Faces: when the last brand face had arrived, not judged. JS: compressed JavaScript above the empty Next.js page. Main thread: unthrottled top-level tasks from the navigation to ${AFTER_LOAD_MS / 1000} s after load, × the floor's. Least possible: the same with\nthe script files blocked ("bare"), plus the floor's runtime (its figure less its own bare one), × the floor's: the least a route can\nwork with Next.js, not judged.\n`,
);
console.log("| route | preset | result | perf | FCP | LCP | TBT | SI | faces | JS above floor | main thread | least possible |");
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
const misses = [];
for (const row of site) {
  const list = Object.entries(cells(row, floor[row.preset]));
  const failed = list.filter(([, c]) => !c.ok);
  for (const [name, c] of failed) misses.push(`${row.route}: ${name} ${c.text}`);
  const c = Object.fromEntries(list);
  const result = row.preset === JUDGED ? (failed.length ? "FAIL" : "pass") : "";
  console.log(
    `| \`${row.route}\` | ${row.preset} | ${result} | ${c.perf.text} | ${c.FCP.text} | ${c.LCP.text} | ${c.TBT.text} | ${c.SI.text} | ${c.faces.text} | ${c.JS.text} | ${c["main thread"].text} | ${c["least possible"].text} |`,
  );
}
for (const f of Object.values(floor)) {
  const work = f.mainThread === undefined ? "–" : shown(f, "mainThread", ms);
  const bare = f.bare === undefined ? "–" : `${shown(f, "bare", ms)} bare`;
  console.log(
    `| floor (empty Next.js page) | ${f.preset} | | ${shown(f, "perf", String)} | ${shown(f, "fcp", seconds)} | ${shown(f, "lcp", seconds)} | ${shown(f, "tbt", ms)} | ${shown(f, "si", seconds)} | – | ${kb(f.js)} in all | ${work} | ${bare} |`,
  );
}
console.log(misses.length ? `\nTargets missed:\n  ${misses.join("\n  ")}` : "\nEvery route meets every target.");
console.log(`Reports: ${OUT}`);
if (misses.length) process.exitCode = 1;
