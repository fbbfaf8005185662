// What csp-at-send (scripts/lib/csp-at-send.mjs, decision 101) costs a page,
// the worktree's module (A) against a git revision's (B, BENCH_BASE, default
// HEAD), on the HTML of / and /news of a production build, plain (what nginx
// asks for, decision 095) and gzipped (a browser straight at `next start`).
//
// 1. Microseconds per response: a plain node:http server in a child process
//    sends the build's prerendered HTML of the page with the headers Next.js
//    gives it (the manifest's policy, the ETag it makes from the body), behind
//    A, behind B, or behind nothing (the floor); 2,000 sequential requests on
//    one kept-alive connection a run, runs alternating A B floor A B floor …,
//    BENCH_RUNS runs. Prints the median µs per response and the cost over the
//    floor: what the module adds to each page, without Next.js's own time.
// 2. With BENCH_SERVER=1, also requests per second of the build itself under
//    `next start`, behind A's and B's preloads, both up at once, autocannon
//    on each in turn (BENCH_SECONDS a run, BENCH_CONNECTIONS). On a shared
//    machine Next.js's own time drowns the module's: read 1 first.
// Figures only, never a verdict.
//   npm exec -- node scripts/bench/csp-at-send.mjs
//   BENCH_DIST_DIR (.next-test, a build of `npm test`), BENCH_PORT (3300; B on the next port),
//   BENCH_BASE (HEAD), BENCH_RUNS (5), BENCH_SECONDS (3), BENCH_CONNECTIONS (10), BENCH_SERVER
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { nextStartEnv } from "../lib/next-start.mjs";
import { withProjectPath } from "../lib/run.mjs";
import { envWithPreloadsFrom, preloadsAt, printAlternatingRuns } from "./baseline-preloads.mjs";
import { ROOT, median } from "./lib.mjs";

const DIST_DIR = process.env.BENCH_DIST_DIR || ".next-test";
const PORT = Number(process.env.BENCH_PORT || 3300);
const RUNS = Number(process.env.BENCH_RUNS || 5);
const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PATHS = ["/", "/news"];
const REQUESTS = 2000;
const HTML_FILES = { "/": "index.html", "/news": "news.html" };

/** In a child: serve the build's page behind `module` (or nothing) and time REQUESTS sequential GETs of each page and encoding. */
async function childRun(module) {
  if (module !== "none") await import(module);
  const { buildCsp } = await import("../../src/csp.ts");
  const { generateETag } = await import("next/dist/server/lib/etag.js");
  const manifest = JSON.parse(readFileSync(join(ROOT, DIST_DIR, "csp-manifest.json"), "utf8"));
  const pages = Object.fromEntries(
    PATHS.map((path) => {
      const html = readFileSync(join(ROOT, DIST_DIR, "server", "app", HTML_FILES[path]), "utf8");
      return [
        path,
        { html, gzipped: zlib.gzipSync(html), etag: generateETag(html), policy: buildCsp({ scriptHashes: manifest.routes[path] }) },
      ];
    }),
  );
  const server = http.createServer((req, res) => {
    const page = pages[new URL(req.url, "http://x").pathname];
    const gzip = req.headers["accept-encoding"] === "gzip";
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", page.policy);
    res.setHeader("ETag", page.etag);
    // As Next.js does: a page sent whole with its length; compressed, streamed in chunks.
    if (gzip) {
      res.setHeader("Content-Encoding", "gzip");
      res.write(page.gzipped.subarray(0, 8192));
      res.end(page.gzipped.subarray(8192));
    } else {
      res.setHeader("Content-Length", Buffer.byteLength(page.html));
      res.end(page.html);
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path, gzip) =>
    new Promise((resolve, reject) => {
      const req = http.get(
        { host: "127.0.0.1", port: server.address().port, path, agent, headers: gzip ? { "accept-encoding": "gzip" } : {} },
        (res) => {
          res.on("data", () => undefined);
          res.on("end", () => resolve(res.headers["content-security-policy"]));
        },
      );
      req.on("error", reject);
    });
  const result = {};
  for (const gzip of [false, true]) {
    for (const path of PATHS) {
      for (let i = 0; i < 50; i += 1) await get(path, gzip);
      const start = process.hrtime.bigint();
      for (let i = 0; i < REQUESTS; i += 1) await get(path, gzip);
      result[`${path} ${gzip ? "gzip" : "plain"}`] = Number(process.hrtime.bigint() - start) / 1000 / REQUESTS;
    }
  }
  server.close();
  agent.destroy();
  console.log(JSON.stringify(result));
}

/** `next start` of DIST_DIR on `port` with its own data folder; resolves once it answers, with its stop function. */
export async function startServer(port, env) {
  const dataDir = mkdtempSync(join(tmpdir(), "savannah-crest-bench-"));
  const child = spawn("next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env: withProjectPath({
      ...env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: DIST_DIR,
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      TRUSTED_PROXY_HOPS: "1",
    }),
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = async () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).status < 500) return stop;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited with ${child.exitCode}`);
    await sleep(500);
  }
  await stop();
  throw new Error(`next start on ${port} did not answer`);
}

async function load(url, gzip) {
  const result = await autocannon({
    url,
    duration: SECONDS,
    connections: CONNECTIONS,
    headers: gzip ? { "accept-encoding": "gzip" } : {},
  });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50 };
}

if (process.argv[2] === "--child") {
  await childRun(process.argv[3]);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(ROOT, DIST_DIR, "BUILD_ID")))
    throw new Error(`no build in ${DIST_DIR}: npm test (or npm run build, BENCH_DIST_DIR=.next) makes one`);
  const { commit, libDir } = preloadsAt(process.env.BENCH_BASE || "HEAD");
  printAlternatingRuns({
    title: `csp-at-send, µs per response (${DIST_DIR}'s HTML, ${REQUESTS} sequential requests a run, median of ${RUNS} alternating runs)`,
    script: new URL(import.meta.url).pathname,
    variants: [
      ["A (worktree)", new URL("../lib/csp-at-send.mjs", import.meta.url).href],
      [`B (${commit})`, `file://${libDir}/csp-at-send.mjs`],
      ["floor", "none"],
    ],
    runs: RUNS,
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (!process.env.BENCH_SERVER) process.exit(0);
  const servers = [
    { name: "A (worktree)", port: PORT, env: nextStartEnv(process.env) },
    { name: `B (${commit})`, port: PORT + 1, env: envWithPreloadsFrom(libDir) },
  ];
  const stops = [];
  try {
    for (const server of servers) stops.push(await startServer(server.port, server.env));
    // Warm both: the first answers of a fresh server are slow, and the A side fills its cache here.
    for (const server of servers)
      for (const path of PATHS) for (let i = 0; i < 20; i += 1) await fetch(`http://127.0.0.1:${server.port}${path}`);
    console.log(`csp-at-send: ${DIST_DIR}, ${CONNECTIONS} connections, median of ${RUNS} alternating runs of ${SECONDS} s`);
    for (const gzip of [false, true]) {
      for (const path of PATHS) {
        const runs = servers.map(() => []);
        for (let run = 0; run < RUNS; run += 1) {
          for (const [i, server] of servers.entries()) runs[i].push(await load(`http://127.0.0.1:${server.port}${path}`, gzip));
        }
        const figures = runs.map((r) => ({ rps: median(r.map((x) => x.rps)), p50: median(r.map((x) => x.p50)) }));
        const label = `${path.padEnd(6)} ${gzip ? "gzip " : "plain"}`;
        for (const [i, server] of servers.entries()) {
          console.log(
            `${label} ${server.name.padEnd(16)} ${figures[i].rps.toFixed(0).padStart(6)} req/s   p50 ${String(figures[i].p50).padStart(3)} ms`,
          );
        }
        console.log(`${label} A/B req/s ${(figures[0].rps / figures[1].rps).toFixed(2)}`);
      }
    }
  } finally {
    for (const stop of stops) await stop();
  }
}
