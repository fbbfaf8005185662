// `npm run bench:lighthouse`: issue 50's benchmark. Builds the floor (an empty Next.js App Router page) and the
// site with the page loader off (into .next-bench), serves each on 127.0.0.1 in turn, and runs Lighthouse (Debian
// Chromium) BENCH_RUNS (5) times per route: the mobile preset with its throttling applied to the real load
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
import { BASE, BENCH_DIR, buildEmptyApp, CLEAR_STORAGE, kb, launchChromeForLighthouse, median, serve, warm } from "./bench/lib.mjs";

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
    js: requests.filter((r) => r.resourceType === "Script").reduce((total, r) => total + (r.transferSize ?? 0), 0),
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
        work.push({ mainThread: mainThreadWork((await run(route, `unthrottled-${i}`, UNTHROTTLED)).artifacts.Trace) });
      for (const preset of PRESET_NAMES) {
        const runs = [];
        for (let i = 1; i <= RUNS; i += 1) runs.push(figures((await run(route, `${preset}-${i}`, CONFIGS[preset])).lhr));
        const row = { ...summarise(route, preset, runs), ...(preset === JUDGED ? summarise(route, preset, work) : {}), runs: RUNS };
        rows.push(row);
        console.log(
          `  ${label} ${route} ${preset}: perf ${row.perf}, FCP ${Math.round(row.fcp)} ms, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, main thread ${Math.round(row.mainThread ?? NaN)} ms`,
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
  };
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
console.log(
  `\nLighthouse ${LIGHTHOUSE_VERSION}, ${date}: medians of ${RUNS} run(s), the spread (min–max) in brackets, the target after it.`,
);
console.log(
  `JS: compressed JavaScript above the empty Next.js page. Main thread: unthrottled top-level tasks from the navigation to ${AFTER_LOAD_MS / 1000} s after load, × the floor's.\n`,
);
console.log("| route | preset | result | perf | FCP | LCP | TBT | JS above floor | main thread |");
console.log("|---|---|---|---|---|---|---|---|---|");
const misses = [];
for (const row of site) {
  const list = Object.entries(cells(row, floor[row.preset]));
  const failed = list.filter(([, c]) => !c.ok);
  for (const [name, c] of failed) misses.push(`${row.route}: ${name} ${c.text}`);
  const c = Object.fromEntries(list);
  const result = row.preset === JUDGED ? (failed.length ? "FAIL" : "pass") : "";
  console.log(
    `| \`${row.route}\` | ${row.preset} | ${result} | ${c.perf.text} | ${c.FCP.text} | ${c.LCP.text} | ${c.TBT.text} | ${c.JS.text} | ${c["main thread"].text} |`,
  );
}
for (const f of Object.values(floor)) {
  const work = f.mainThread === undefined ? "–" : shown(f, "mainThread", ms);
  console.log(
    `| floor (empty Next.js page) | ${f.preset} | | ${shown(f, "perf", String)} | ${shown(f, "fcp", seconds)} | ${shown(f, "lcp", seconds)} | ${shown(f, "tbt", ms)} | ${kb(f.js)} in all | ${work} |`,
  );
}
console.log(misses.length ? `\nTargets missed:\n  ${misses.join("\n  ")}` : "\nEvery route meets every target.");
console.log(`Reports: ${OUT}`);
if (misses.length) process.exitCode = 1;
