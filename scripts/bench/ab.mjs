// Two builds of the site, served side by side, measured by Lighthouse in
// alternation (A, B, A, B…) so that both see the same moments of this shared
// machine: the medians and spreads that decide whether a mechanism stays
// (docs/performance.md, "stop rule").
//
//   npm exec -- node scripts/bench/ab.mjs <distDirA> <distDirB> [route] [runs] [preset]
//   (mobile by default; ports BENCH_PORT and BENCH_PORT + 1)
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { PORT, median, serve, warm } from "./lib.mjs";

const [dirA, dirB, route = "/", runs = "5", preset = "mobile"] = process.argv.slice(2);
const CLEAR_STORAGE = ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage", "indexeddb", "cookies"];
const builds = [
  { name: dirA, port: PORT },
  { name: dirB, port: PORT + 1 },
];
const stops = [];
try {
  for (const build of builds) {
    stops.push(await serve({ env: { NEXT_DIST_DIR: build.name, SITE_URL: `http://127.0.0.1:${build.port}` }, port: build.port }));
    await warm(`http://127.0.0.1:${build.port}`, route);
    build.runs = [];
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    for (let i = 0; i < Number(runs); i += 1) {
      for (const build of builds) {
        const { lhr } = await lighthouse(
          `http://127.0.0.1:${build.port}${route}`,
          { port: chrome.port, output: "json", logLevel: "error", clearStorageTypes: CLEAR_STORAGE },
          preset === "desktop" ? desktopConfig : undefined,
        );
        const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter((r) => r.resourceType === "Script");
        build.runs.push({
          perf: Math.round(lhr.categories.performance.score * 100),
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
          tbt: lhr.audits["total-blocking-time"].numericValue,
          cls: lhr.audits["cumulative-layout-shift"].numericValue,
          js: scripts.reduce((total, r) => total + (r.transferSize ?? 0), 0) / 1024,
        });
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  for (const stop of stops) await stop();
}
for (const build of builds) {
  const line = ["perf", "lcp", "tbt", "cls", "js"].map((key) => {
    // A run Lighthouse could not finish (an error, no score) counts in none of the figures.
    const values = build.runs.filter((r) => Number.isFinite(r.lcp)).map((r) => r[key]);
    const f = (v) => (key === "cls" ? v.toFixed(3) : key === "js" ? v.toFixed(1) : Math.round(v));
    return `${key} ${f(median(values))} (${f(Math.min(...values))}–${f(Math.max(...values))})`;
  });
  console.log(`${build.name.padEnd(14)} ${route} ${preset}, ${build.runs.length} runs: ${line.join(", ")}`);
}
