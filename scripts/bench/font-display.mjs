// Which `font-display` for the brand faces (decision 096): a first visit to a
// route over a throttled line (BENCH_RTT ms round trip, BENCH_KBPS down; 150 ms
// and 1,600 kbit/s, Lighthouse's mobile figures, by default) and a 4× slower
// CPU, once per variant, BENCH_RUNS times (3). The variant is made by
// rewriting `font-display` in the served stylesheet, so one build serves all.
// Prints per variant the medians of first contentful paint, largest
// contentful paint and layout shift, and in how many runs the main heading
// and a paragraph were drawn in the brand faces once the page had loaded
// (the font the renderer actually used, from CSS.getPlatformFontsForNode).
//
//   npm exec -- node scripts/bench/font-display.mjs [distDir] [route]
import { BASE, launchChromium, median, serve } from "./lib.mjs";

const distDir = process.argv[2] || ".next-bench";
const route = process.argv[3] || "/";
const RUNS = Number(process.env.BENCH_RUNS || 3);
const RTT = Number(process.env.BENCH_RTT || 150);
const KBPS = Number(process.env.BENCH_KBPS || 1600);
const VARIANTS = (process.env.BENCH_VARIANTS || "swap,optional,fallback,block").split(",");

async function firstVisit(browser, display) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.route("**/*.css", async (handled) => {
    const response = await handled.fetch();
    const css = (await response.text()).replaceAll(/font-display:\s*swap/g, `font-display:${display}`);
    await handled.fulfill({ response, body: css });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: RTT,
    downloadThroughput: (KBPS * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    const w = window;
    w.__m = { lcp: 0, cls: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__m.lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) w.__m.cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`${BASE}${route}`, { waitUntil: "load", timeout: 120_000 });
  await page.waitForTimeout(3000);
  const m = await page.evaluate(() => ({
    ...window.__m,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
  }));
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const rendered = async (selector) => {
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    if (!nodeId) return "";
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName).join("+");
  };
  const heading = await rendered("main h1");
  const paragraph = await rendered("main p");
  await context.close();
  return { ...m, heading, paragraph, brand: /fraunces/i.test(heading) && /inter/i.test(paragraph) };
}

const stop = await serve({ env: { NEXT_DIST_DIR: distDir } });
const browser = await launchChromium();
try {
  console.log(`font-display on ${route}: ${RUNS} first visits each, ${RTT} ms RTT, ${KBPS} kbit/s, CPU 4× slower`);
  for (const display of VARIANTS) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await firstVisit(browser, display));
    const med = (key) => Math.round(median(runs.map((r) => r[key])));
    const cls = median(runs.map((r) => r.cls)).toFixed(3);
    console.log(
      `${display.padEnd(9)} FCP ${med("fcp")} ms, LCP ${med("lcp")} ms, CLS ${cls}, brand faces drawn in ${runs.filter((r) => r.brand).length}/${RUNS} (e.g. h1: ${runs[0].heading}; p: ${runs[0].paragraph})`,
    );
  }
} finally {
  await browser.close();
  await stop();
}
