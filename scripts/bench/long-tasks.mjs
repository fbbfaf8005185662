// What blocks the main thread during a load (docs/performance.md): for each route, a
// fresh browser context in Debian Chromium loads the page at 412×823 with the
// CPU slowed 4× (the slowdown Lighthouse's mobile preset simulates; here it is
// applied for real, through Chromium's Emulation.setCPUThrottlingRate) while
// tracing, and the script prints every main-thread task of 50 ms or more in
// the first seconds: when it started, how long it ran, what it spent its time
// on (style, layout, script, …) and the script it ran, then the blocking time
// after the first contentful paint (the part of each such task over 50 ms).
// Last, the empty Next.js page of bench:lighthouse, for reference.
// Usage: node scripts/bench/long-tasks.mjs  (through `npm exec --`;
// BENCH_ROUTES=/,/whistleblow BENCH_RUNS=3 BENCH_CPU=4 BENCH_WAIT_MS=4000; BENCH_FLOOR=0 skips the empty page)
import { ensureBuild } from "../lib/build.mjs";
import { BASE, buildEmptyApp, launchChromium, median, serve, warm } from "./lib.mjs";

const ROUTES = (process.env.BENCH_ROUTES || "/").split(",");
const RUNS = Number(process.env.BENCH_RUNS || 3);
const CPU = Number(process.env.BENCH_CPU || 4);
const WAIT_MS = Number(process.env.BENCH_WAIT_MS || 4000);
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading", "toplevel"];
const TASK = "ThreadControllerImpl::RunTask";
const KINDS = [
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "PrePaint",
  "ParseHTML",
  "EvaluateScript",
  "FunctionCall",
  "RunMicrotasks",
  "TimerFire",
  "EventDispatch",
];

/** One traced load: the first contentful paint and the long tasks of the renderer's main thread. */
async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(WAIT_MS);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const fcp = events.filter((e) => e.name === "firstContentfulPaint").at(-1);
  const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.navigationId === fcp?.args?.data?.navigationId);
  if (!fcp || !start) throw new Error(`no first contentful paint traced for ${url}`);
  const main = events.filter((e) => e.ph === "X" && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= start.ts);
  const tasks = main
    .filter((e) => e.name === TASK && e.dur >= 50_000)
    .map((task) => {
      const inner = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
      const spent = Object.fromEntries(
        KINDS.map((kind) => [kind, inner.filter((e) => e.name === kind).reduce((sum, e) => sum + e.dur, 0) / 1000]),
      );
      const script = inner.find((e) => (e.name === "EvaluateScript" || e.name === "FunctionCall") && e.args?.data?.url)?.args.data.url;
      return { at: (task.ts - start.ts) / 1000, ms: task.dur / 1000, afterPaint: task.ts > fcp.ts, spent, script };
    });
  const blocking = tasks.filter((t) => t.afterPaint).reduce((sum, t) => sum + t.ms - 50, 0);
  return { fcp: (fcp.ts - start.ts) / 1000, tasks, blocking };
}

function describe(task) {
  const top = Object.entries(task.spent)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(", ");
  const script = task.script ? `  ${task.script.replace(BASE, "")}` : "";
  return `    at ${Math.round(task.at)} ms: ${Math.round(task.ms)} ms${task.afterPaint ? "" : " (before the paint)"}  [${top}]${script}`;
}

async function report(browser, base, route, name) {
  console.log(`\n${name} (CPU ${CPU}× slower, ${RUNS} load${RUNS === 1 ? "" : "s"})`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // Now and then a trace comes back without its first contentful paint: that load is taken again.
    const run = await measureOnce(browser, base + route).catch(() => measureOnce(browser, base + route));
    runs.push(run);
    console.log(`  load ${i + 1}: first contentful paint ${Math.round(run.fcp)} ms, blocking after it ${Math.round(run.blocking)} ms`);
    for (const task of run.tasks) console.log(describe(task));
  }
  console.log(
    `  median: first contentful paint ${Math.round(median(runs.map((r) => r.fcp)))} ms, blocking after it ${Math.round(median(runs.map((r) => r.blocking)))} ms`,
  );
}

await ensureBuild({ distDir: ".next-bench", env: { NEXT_PUBLIC_PAGE_LOADER_MS: "0", SITE_URL: BASE } });
let stop = await serve({ env: { NEXT_DIST_DIR: ".next-bench", SITE_URL: BASE } });
const browser = await launchChromium();
try {
  for (const route of ROUTES) {
    await warm(BASE, route);
    await report(browser, BASE, route, route);
  }
  if (process.env.BENCH_FLOOR !== "0") {
    await stop();
    stop = await serve({ cwd: await buildEmptyApp() });
    await report(browser, BASE, "/", "empty Next.js page");
  }
} finally {
  await browser.close();
  await stop();
}
