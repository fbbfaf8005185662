// Where a first paint's time goes on this machine (docs/performance.md, "First paint"): for each
// route and stylesheet variant, a fresh browser context in one Debian
// Chromium loads the page (412×823, JavaScript on) while tracing, and the
// script prints the medians of the observed first contentful paint, the style
// and layout time before it, and the part of that spent matching fonts
// (Blink asking the browser process over IPC: local() faces, family names,
// per-character fallbacks), with the number of such calls.
// Variants rewrite the stylesheet in flight:
//   built        the site as built;
//   no-local     without the @font-face rules whose src is local() (the metric-adjusted fallbacks);
//   cv           below-the-fold sections given content-visibility: auto;
//   no-css       no stylesheet at all.
// Last, the empty Next.js page of bench:lighthouse as built, for reference
// (BENCH_FLOOR=0 skips it).
// Usage: node scripts/bench/first-layout.mjs  (through `npm exec --`;
// BENCH_ROUTES=/,/whistleblow BENCH_RUNS=6 BENCH_VARIANTS=built,no-local,cv,no-css)
import { ensureBuild } from "../lib/build.mjs";
import { BASE, buildEmptyApp, launchChromium, median, serve, warm } from "./lib.mjs";

const ROUTES = (process.env.BENCH_ROUTES || "/,/whistleblow").split(",");
const RUNS = Number(process.env.BENCH_RUNS || 6);
const VARIANTS = {
  built: (css) => css,
  "no-local": (css) => css.replace(/@font-face\{[^}]*src:local\([^}]*\}/g, ""),
  cv: (css) => `${css}main section~section:not(.marquee){content-visibility:auto;contain-intrinsic-size:auto 700px}`,
  "no-css": () => "",
};
const PICKED = (process.env.BENCH_VARIANTS || Object.keys(VARIANTS).join(",")).split(",");
const FONT_CALLS = /MatchFontByPostscriptNameOrFullFontName|onMatchFamilyStyle|GetFallbackFontForCharacter|GetWebFontRenderStyleForStrike/;
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading", "blink", "fonts"];

/** One traced load: the observed FCP and what the renderer's main thread did before it. */
async function measureOnce(browser, url, rewrite) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.route("**/*.css", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: rewrite(await response.text()) });
  });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(300);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const fcp = events.filter((e) => e.name === "firstContentfulPaint").at(-1);
  const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.navigationId === fcp?.args?.data?.navigationId);
  if (!fcp || !start) throw new Error(`no first contentful paint traced for ${url}`);
  const before = events.filter((e) => e.ph === "X" && e.pid === fcp.pid && e.tid === fcp.tid && e.ts > start.ts && e.ts < fcp.ts);
  const sum = (list) => list.reduce((total, e) => total + e.dur, 0) / 1000;
  const fonts = before.filter((e) => FONT_CALLS.test(e.name));
  return {
    fcp: (fcp.ts - start.ts) / 1000,
    style: sum(before.filter((e) => e.name === "UpdateLayoutTree")),
    layout: sum(before.filter((e) => e.name === "Layout")),
    fonts: sum(fonts),
    fontCalls: fonts.length,
  };
}

/** Medians of RUNS loads of one route and variant, as a table row. */
async function row(browser, base, route, name) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, base + route, VARIANTS[name]));
  const m = (key) => Math.round(median(runs.map((r) => r[key])));
  return `| ${route} | ${name} | ${m("fcp")} | ${m("style")} | ${m("layout")} | ${m("fonts")} | ${m("fontCalls")} |`;
}

await ensureBuild({ distDir: ".next-bench", env: { NEXT_PUBLIC_PAGE_LOADER_MS: "0", SITE_URL: BASE } });
let stop = await serve({ env: { NEXT_DIST_DIR: ".next-bench", SITE_URL: BASE } });
const browser = await launchChromium();
try {
  console.log("| route | variant | FCP ms | style ms | layout ms | font matching ms | font calls |");
  console.log("|---|---|---|---|---|---|---|");
  for (const route of ROUTES) {
    await warm(BASE, route);
    for (const name of PICKED) console.log(await row(browser, BASE, route, name));
  }
  if (process.env.BENCH_FLOOR !== "0") {
    await stop();
    stop = await serve({ cwd: await buildEmptyApp() });
    console.log((await row(browser, BASE, "/", "built")).replace("| / |", "| empty Next.js page |"));
  }
} finally {
  await browser.close();
  await stop();
}
