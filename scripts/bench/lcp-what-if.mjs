// The simulated mobile LCP of the very same page loads with one request made
// smaller: Lighthouse gathers RUNS loads of a route from a build, then audits
// each twice, as recorded and with the transfer of every request whose URL
// matches the pattern cut by the bytes given. Both audits replay one trace,
// so the difference is the bytes' alone, free of this shared machine's noise
// (which moves the LCP of two identical loads by up to a second: whether the
// framework's scripts ran before the first paint, docs/performance.md).
//
//   npm exec -- node scripts/bench/lcp-what-if.mjs <distDir> <route> <url-regexp> <bytes> [<url-regexp> <bytes> …] [runs]
//   e.g. … .next-bench /news inter_latin 11776 5   (BENCH_PORT, default 3300; artifacts in .bench/what-if/)
//   or   … .next-bench /news fraunces 2324 inter 656 5   (several requests, each its own cut)
import lighthouse from "lighthouse";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BENCH_DIR, launchChromeForLighthouse, median, PORT, serve, warm } from "./lib.mjs";

const [distDir, route, ...rest] = process.argv.slice(2);
const runsArg = rest.length % 2 ? rest.pop() : "5";
const cuts = [];
for (let i = 0; i < rest.length; i += 2) cuts.push({ matches: new RegExp(rest[i]), bytes: Number(rest[i + 1]) });
if (!distDir || !route || cuts.length === 0 || cuts.some((c) => !Number.isFinite(c.bytes))) {
  console.error("usage: lcp-what-if.mjs <distDir> <route> <url-regexp> <bytes> [<url-regexp> <bytes> …] [runs]");
  process.exit(2);
}
const pattern = rest.filter((_, i) => i % 2 === 0).join("|");
const total = cuts.reduce((sum, c) => sum + c.bytes, 0);
const out = join(BENCH_DIR, "what-if", route.replaceAll("/", "_") || "_");
rmSync(out, { recursive: true, force: true });
const dataDir = mkdtempSync(join(tmpdir(), "savannah-crest-what-if-"));
const base = `http://127.0.0.1:${PORT}`;

const stop = await serve({ env: { NEXT_DIST_DIR: distDir, SITE_URL: base, DATA_DIR: dataDir } });
const chrome = await launchChromeForLighthouse();
const runs = [];
try {
  await warm(base, route);
  for (let i = 1; i <= Number(runsArg); i += 1) {
    const dir = join(out, String(i));
    mkdirSync(dir, { recursive: true });
    await lighthouse(`${base}${route}`, { port: chrome.port, output: "json", logLevel: "error", gatherMode: dir });
    runs.push(dir);
  }
} finally {
  await chrome.kill();
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The same artifacts with each matching request's transfer made its cut's bytes smaller. */
function smaller(dir) {
  const copy = `${dir}-smaller`;
  cpSync(dir, copy, { recursive: true });
  const log = JSON.parse(readFileSync(join(dir, "devtoolslog.json"), "utf8"));
  const cutOf = new Map();
  for (const e of log) {
    if (e.method !== "Network.requestWillBeSent") continue;
    const match = cuts.find((c) => c.matches.test(e.params.request.url));
    if (match) cutOf.set(e.params.requestId, match.bytes);
  }
  for (const event of log) {
    const cut = cutOf.get(event.params?.requestId);
    if (cut === undefined) continue;
    if (event.method === "Network.loadingFinished") event.params.encodedDataLength -= cut;
    if (event.method === "Network.dataReceived" && event.params.encodedDataLength > cut) event.params.encodedDataLength -= cut;
  }
  writeFileSync(join(copy, "devtoolslog.json"), JSON.stringify(log));
  return { copy, found: cutOf.size };
}

async function lcp(dir) {
  const { lhr } = await lighthouse(undefined, { auditMode: dir, output: "json", logLevel: "error" });
  return lhr.audits["largest-contentful-paint"].numericValue;
}

const pairs = [];
for (const dir of runs) {
  const { copy, found } = smaller(dir);
  const [before, after] = [await lcp(dir), await lcp(copy)];
  if (!Number.isFinite(before) || !Number.isFinite(after)) {
    console.log(`run ${pairs.length + 1}: no LCP (Lighthouse could not finish the load)`);
    continue;
  }
  pairs.push({ before, after });
  console.log(
    `run ${pairs.length}: ${found} request(s) matched; LCP ${Math.round(before)} → ${Math.round(after)} ms (${Math.round(after - before)})`,
  );
}
const deltas = pairs.map((p) => p.after - p.before);
console.log(
  `${route}: ${total} bytes less on /${pattern}/ over ${pairs.length} loads: LCP median ${Math.round(median(pairs.map((p) => p.before)))} → ${Math.round(median(pairs.map((p) => p.after)))} ms; change per load ${Math.round(Math.min(...deltas))} to ${Math.round(Math.max(...deltas))} ms`,
);
