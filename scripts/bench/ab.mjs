// Two builds of the site, served side by side, measured by Lighthouse in
// alternation (A, B, A, B…) so that both see the same moments of this shared
// machine: the medians and spreads that decide whether a mechanism stays
// (docs/performance.md, "stop rule"). JS and fonts are the KB transferred.
//
//   npm exec -- node scripts/bench/ab.mjs <distDirA> <distDirB> [route] [runs] [preset]
//   (mobile by default; ports BENCH_PORT and BENCH_PORT + 1; the reports in .bench/ab/)
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BENCH_DIR, CLEAR_STORAGE, launchChromeForLighthouse, median, PORT, serve, warm } from "./lib.mjs";

const [dirA, dirB, route = "/", runs = "5", preset = "mobile"] = process.argv.slice(2);
const builds = [
  { name: dirA, port: PORT },
  { name: dirB, port: PORT + 1 },
];
const stops = [];
// Each server its own data folder: an embedded database admits one process (decision 094).
const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), "savannah-crest-ab-")));
try {
  for (const [i, build] of builds.entries()) {
    const env = { NEXT_DIST_DIR: build.name, SITE_URL: `http://127.0.0.1:${build.port}`, DATA_DIR: dataDirs[i] };
    stops.push(await serve({ env, port: build.port }));
    await warm(`http://127.0.0.1:${build.port}`, route);
    build.runs = [];
  }
  const chrome = await launchChromeForLighthouse();
  try {
    for (let i = 0; i < Number(runs); i += 1) {
      for (const build of builds) {
        const { lhr } = await lighthouse(
          `http://127.0.0.1:${build.port}${route}`,
          { port: chrome.port, output: "json", logLevel: "error", clearStorageTypes: CLEAR_STORAGE },
          preset === "desktop" ? desktopConfig : undefined,
        );
        const out = join(BENCH_DIR, "ab");
        mkdirSync(out, { recursive: true });
        const slug = `${build.name.replace(/^\./, "")}${route.replaceAll("/", "-")}-${preset}-${i + 1}`;
        writeFileSync(join(out, `${slug}.json`), JSON.stringify(lhr));
        const requests = lhr.audits["network-requests"]?.details?.items ?? [];
        const bytes = (type) =>
          requests.filter((r) => r.resourceType === type).reduce((total, r) => total + (r.transferSize ?? 0), 0) / 1024;
        build.runs.push({
          perf: Math.round(lhr.categories.performance.score * 100),
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
          tbt: lhr.audits["total-blocking-time"].numericValue,
          cls: lhr.audits["cumulative-layout-shift"].numericValue,
          js: bytes("Script"),
          fonts: bytes("Font"),
        });
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  for (const stop of stops) await stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
for (const build of builds) {
  const line = ["perf", "lcp", "tbt", "cls", "js", "fonts"].map((key) => {
    // A run Lighthouse could not finish (an error, no score) counts in none of the figures.
    const values = build.runs.filter((r) => Number.isFinite(r.lcp)).map((r) => r[key]);
    const f = (v) => (key === "cls" ? v.toFixed(3) : key === "js" || key === "fonts" ? v.toFixed(1) : Math.round(v));
    return `${key} ${f(median(values))} (${f(Math.min(...values))}–${f(Math.max(...values))})`;
  });
  console.log(`${build.name.padEnd(14)} ${route} ${preset}, ${build.runs.length} runs: ${line.join(", ")}`);
}
