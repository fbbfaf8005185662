// `npm run bench:load`: the deployment of docs/deploy.md (scripts/bench/deployment.mjs starts it: one build,
// .next-bench, as two instances on one PostgreSQL database behind nginx) under autocannon (BENCH_CONNECTIONS,
// BENCH_SECONDS, gzip): requests per second, p50 and p99 for BENCH_PATHS through nginx's cache, from nginx
// serving the same HTML as a plain file, and from one instance directly; then accepted enquiries per second
// on one instance and on both, checking that every 2xx answer was stored. Needs nginx (with Brotli) and
// PostgreSQL (TEST_DATABASE_URL's server, else 127.0.0.1:5432).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import { ensureBuild } from "../src/build/build.mjs";
import { harness, startSite } from "./bench/deployment.mjs";
import { enquiryLoad } from "./bench/lib.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PATHS = (process.env.BENCH_PATHS || "/,/news").split(",");
const { NGINX, PORTS } = harness;
const STATIC_PORT = PORTS.nginx + 1;

const loads = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

async function load(url) {
  const result = await autocannon({ url, duration: SECONDS, connections: CONNECTIONS, headers: { "accept-encoding": "gzip" } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, result };
}

function line(label, r) {
  const errors = r.result.errors + r.result.non2xx;
  return `${label.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms${errors ? `   errors/non-2xx ${errors}` : ""}`;
}

/** nginx serving the pages' HTML as plain files, with the deployment's compression settings. */
async function startStaticNginx(pages) {
  const dir = mkdtempSync(join(tmpdir(), "savannah-crest-static-"));
  for (const [path, html] of pages) {
    mkdirSync(join(dir, "root", path), { recursive: true });
    writeFileSync(join(dir, "root", path, "index.html"), html);
  }
  for (const folder of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, folder));
  writeFileSync(
    join(dir, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 2; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; sendfile on; access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  gzip on; gzip_comp_level 5; gzip_min_length 512;
  server { listen 127.0.0.1:${STATIC_PORT}; root ${dir}/root; location / { try_files $uri $uri/index.html =404; } }
}
`,
  );
  const child = spawn("/usr/sbin/nginx", ["-c", join(dir, "nginx.conf"), "-p", dir, "-e", join(dir, "error.log"), "-g", "daemon off;"], {
    stdio: "inherit",
  });
  await sleep(500);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)));
    rmSync(dir, { recursive: true, force: true });
  };
}

const run = randomBytes(4).toString("hex");
/** An enquiry load on the given instances at once; answers the total accepted per second and how many 2xx went unstored. */
async function enquiries(ports, databaseUrl) {
  const references = new Set();
  const results = await Promise.all(
    ports.map((port) => enquiryLoad({ origin: `http://127.0.0.1:${port}`, connections: CONNECTIONS, seconds: SECONDS, run, references })),
  );
  await sleep(1000);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query("SELECT reference FROM submissions WHERE reference = ANY($1)", [[...references]]);
  await client.end();
  const rps = results.reduce((sum, r) => sum + r["2xx"], 0) / SECONDS;
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  return {
    rps,
    p99,
    accepted: references.size,
    unstored: references.size - rows.length,
    non2xx: results.reduce((s, r) => s + r.non2xx + r.errors, 0),
  };
}

await ensureBuild({ distDir: ".next-bench", env: { NEXT_PUBLIC_PAGE_LOADER_MS: "0", SITE_URL: NGINX } });
const deployment = await startSite("load");
let stopStatic = async () => {};
try {
  const pages = [];
  for (const path of PATHS) pages.push([path, await (await fetch(`http://127.0.0.1:${PORTS.a}${path}`)).text()]);
  stopStatic = await startStaticNginx(pages);
  for (const path of PATHS) {
    await fetch(`${NGINX}${path}`, { headers: { "accept-encoding": "gzip" } }); // into nginx's cache
    await fetch(`${NGINX}${path}`, { headers: { "accept-encoding": "gzip" } });
  }
  console.log(
    `bench:load ${new Date().toISOString()}, ${cpus().length} cores, load average ${loads()}; autocannon ${CONNECTIONS} × ${SECONDS} s, gzip`,
  );
  for (const path of PATHS) {
    const cached = await load(`${NGINX}${path}`);
    const file = await load(`http://127.0.0.1:${STATIC_PORT}${path}`);
    const direct = await load(`http://127.0.0.1:${PORTS.a}${path}`);
    console.log(line(`${path} nginx cache (2 instances)`, cached));
    console.log(line(`${path} nginx plain file`, file));
    console.log(line(`${path} one instance directly`, direct));
    console.log(`${path} nginx cache / plain file: ${((cached.rps / file.rps) * 100).toFixed(0)} %`);
  }
  for (const ports of [[PORTS.a], [PORTS.a, PORTS.b]]) {
    const r = await enquiries(ports, deployment.databaseUrl);
    console.log(
      `enquiries, ${ports.length} instance(s) on PostgreSQL: ${r.rps.toFixed(1)} accepted/s, p99 ${r.p99} ms; 2xx ${r.accepted}, of them not stored: ${r.unstored}; non-2xx/errors ${r.non2xx}`,
    );
    if (r.unstored) process.exitCode = 1;
  }
  console.log(`load average after: ${loads()}`);
} finally {
  await stopStatic();
  await deployment.stop();
}
