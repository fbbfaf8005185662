// What decides a route's simulated mobile LCP, load by load. Lighthouse's
// simulation (Lantern) replays the unthrottled load it recorded; it counts a
// script file's download and run towards the LCP when, in that recording, the
// file had arrived and begun to run before the LCP frame was shown. On this
// machine the framework's files arrive 70 to 150 ms into the load, and the
// frame with the LCP element is shown at about the same time: which comes
// first decides the simulated LCP (docs/performance.md, decision 118). For
// each load this prints the simulated LCP, when the LCP frame was shown, and
// which script files Lantern counted. Figures, not a test.
//
//   npm exec -- node scripts/bench/paint-race.mjs <distDir> [routes,comma-separated] [runs]
//   e.g. … .next-bench /our-people,/precedence 5   (BENCH_PORT, default 3300; artifacts in .bench/paint-race/)
import lighthouse from "lighthouse";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BENCH_DIR, kb, launchChromeForLighthouse, median, PORT, serve, warm } from "./lib.mjs";

const [distDir, routesArg = "/,/real-estate,/our-people,/news,/whistleblow,/precedence", runs = "5"] = process.argv.slice(2);
if (!distDir) {
  console.error("usage: paint-race.mjs <distDir> [routes] [runs]");
  process.exit(2);
}
const out = join(BENCH_DIR, "paint-race");
rmSync(out, { recursive: true, force: true });
const base = `http://127.0.0.1:${PORT}`;
const path = (url) => url.replace(base, "").replace(/\?.*$/, "");

/** One recorded load: Lantern's LCP, when the LCP frame was shown, and each script file's arrival and first run. */
function read(dir, lhr) {
  const metrics = lhr.audits.metrics.details.items[0];
  const origin = metrics.observedTimeOriginTs;
  const ms = (ts) => (ts - origin) / 1000;
  const { traceEvents } = JSON.parse(readFileSync(join(dir, "trace.json"), "utf8"));
  const urlOf = new Map();
  const scripts = new Map();
  for (const e of traceEvents) {
    if (e.name === "ResourceSendRequest" && /\.js$/.test(path(e.args.data.url))) urlOf.set(e.args.data.requestId, e.args.data.url);
  }
  // Lantern times a script's run by the start of the task that runs it (compiling comes first).
  const tasks = traceEvents.filter((e) => e.name === "RunTask" && e.ph === "X");
  const taskStart = (e) => tasks.find((t) => t.pid === e.pid && t.tid === e.tid && t.ts <= e.ts && e.ts <= t.ts + t.dur)?.ts ?? e.ts;
  for (const e of traceEvents) {
    const url = e.name === "ResourceFinish" ? urlOf.get(e.args.data.requestId) : e.name === "EvaluateScript" ? e.args.data?.url : undefined;
    if (!url || !/\.js$/.test(path(url))) continue;
    const s = scripts.get(url) ?? { url, arrived: NaN, ran: NaN };
    if (e.name === "ResourceFinish") s.arrived = ms(e.ts);
    else if (!(s.ran <= ms(taskStart(e)))) s.ran = ms(taskStart(e));
    scripts.set(url, s);
  }
  const bytes = new Map((lhr.audits["network-requests"].details.items ?? []).map((r) => [r.url, r.transferSize ?? 0]));
  const shown = metrics.observedLargestContentfulPaint;
  const list = [...scripts.values()].map((s) => ({ ...s, bytes: bytes.get(s.url) ?? 0, counted: s.arrived <= shown && s.ran <= shown }));
  return { lcp: lhr.audits["largest-contentful-paint"].numericValue, shown, scripts: list };
}

const dataDir = mkdtempSync(join(tmpdir(), "savannah-crest-paint-race-"));
const stop = await serve({ env: { NEXT_DIST_DIR: distDir, SITE_URL: base, DATA_DIR: dataDir } });
const chrome = await launchChromeForLighthouse();
const loads = [];
try {
  for (const route of routesArg.split(",")) {
    await warm(base, route);
    for (let i = 1; i <= Number(runs); i += 1) {
      const dir = join(out, `${route.replaceAll("/", "_") || "_"}-${i}`);
      mkdirSync(dir, { recursive: true });
      const flags = { port: chrome.port, output: "json", logLevel: "error" };
      await lighthouse(`${base}${route}`, { ...flags, gatherMode: dir });
      const { lhr } = await lighthouse(`${base}${route}`, { ...flags, auditMode: dir });
      // Lighthouse sometimes fails a load on this shared machine (no LCP recorded): it is reported and left out.
      if (lhr.audits.metrics?.details) loads.push({ route, run: i, ...read(dir, lhr) });
      else console.log(`${route} run ${i}: no result (${lhr.audits.metrics?.errorMessage ?? "Lighthouse error"})`);
    }
  }
} finally {
  await chrome.kill();
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const round = (v) => (Number.isFinite(v) ? String(Math.round(v)) : "–");
console.log("\n| route | run | simulated LCP | LCP frame shown | largest script: arrived / began to run | scripts counted |");
console.log("|---|---|---|---|---|---|");
for (const l of loads) {
  const largest = l.scripts.reduce((a, b) => (b.bytes > a.bytes ? b : a), { bytes: 0 });
  const counted = l.scripts.filter((s) => s.counted);
  const countedBytes = counted.reduce((sum, s) => sum + s.bytes, 0);
  console.log(
    `| \`${l.route}\` | ${l.run} | ${(l.lcp / 1000).toFixed(2)} s | ${round(l.shown)} ms | ${kb(largest.bytes)}: ${round(largest.arrived)} / ${round(largest.ran)} ms | ${counted.length} of ${l.scripts.length} (${kb(countedBytes)}) |`,
  );
}
console.log("\nMedian simulated LCP by whether the largest script file was counted:");
for (const route of new Set(loads.map((l) => l.route))) {
  const of = (counted) =>
    loads.filter((l) => l.route === route && l.scripts.reduce((a, b) => (b.bytes > a.bytes ? b : a)).counted === counted).map((l) => l.lcp);
  const line = (values) => (values.length ? `${(median(values) / 1000).toFixed(2)} s (${values.length})` : "–");
  console.log(`  ${route}: counted ${line(of(true))}, not counted ${line(of(false))}`);
}
console.log(`Artifacts: ${out}`);
