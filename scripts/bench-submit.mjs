// `npm run bench:submit`: load on POST /api/send-email (spec §7 call 1).
// Builds (when needed) and serves the site on 127.0.0.1 with a fresh data
// folder, runs autocannon for 20 s (each request a distinct enquiry from a
// distinct client address, so the per-client rate limit does not dominate),
// prints requests per second and p99 latency, stops the server, then checks
// that the enquiries stored equal the 2xx answers. Prints figures; not a test.
//
// Settings: BENCH_PORT (3190), BENCH_SECONDS (20), BENCH_CONNECTIONS (10),
// DATABASE_URL (unset: PGlite in the bench data folder).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { ensureBuild } from "../src/build/build.mjs";
import { withProjectPath } from "../src/build/run.mjs";

const port = Number(process.env.BENCH_PORT || 3190);
const seconds = Number(process.env.BENCH_SECONDS || 20);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const origin = `http://127.0.0.1:${port}`;
const dataDir = resolve(".bench/submit-data");
const distDir = ".next-bench";

await ensureBuild({ distDir, env: { SITE_URL: origin } });
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn("node", ["src/runtime/server.ts", "-p", String(port), "-H", "127.0.0.1"], {
  // The load generator stands in for a reverse proxy (TRUSTED_PROXY_HOPS=1): each of its X-Forwarded-For addresses is a visitor.
  env: withProjectPath({
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    SITE_URL: origin,
    NEXT_TELEMETRY_DISABLED: "1",
    TRUSTED_PROXY_HOPS: "1",
  }),
  stdio: ["ignore", "ignore", "inherit"],
  detached: false,
});
const stopServer = () =>
  new Promise((done) => {
    if (server.exitCode !== null) return done();
    server.once("exit", done);
    server.kill("SIGTERM");
  });

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`${origin}/contact-form`);
      if (response.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

/**
 * This run's enquiries carry the line "Run: bench-<run>" in their message, and
 * only they are counted (the stored idempotency key is a hash, decision 051).
 */
const run = randomBytes(4).toString("hex");
let n = 0;
/** References of the 2xx answers. */
const answered = new Set();
function nextBody() {
  n += 1;
  return JSON.stringify({
    subject: "E-commerce Inquiry",
    message: `Type: Buy\nProduct Name: Sesame\nClient Name: Bench ${n}\nPhone Number: 0800555${String(n).padStart(4, "0")}\nRun: bench-${run}`,
    business: "commodities",
    idempotencyKey: `bench-${run}-${n}`,
  });
}

try {
  await waitForServer();
  // Warm-up: opens the database and compiles the route.
  const warmUp = await fetch(`${origin}/api/send-email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": "198.51.100.254" },
    body: nextBody(),
  });
  answered.add((await warmUp.json()).reference);
  console.log(`autocannon: POST /api/send-email, ${connections} connections, ${seconds} s …`);
  const result = await autocannon({
    url: `${origin}/api/send-email`,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          headers: {
            "content-type": "application/json",
            origin,
            // A client per request: 10.x.y.z
            "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: nextBody(),
        }),
        onResponse: (status, body) => {
          if (status >= 200 && status < 300) answered.add(JSON.parse(body).reference);
        },
      },
    ],
  });
  const ok = result["2xx"] + 1; // + the warm-up
  console.log(`requests/s (mean): ${result.requests.average.toFixed(1)}`);
  console.log(`latency p99: ${result.latency.p99} ms (p50 ${result.latency.p50} ms, max ${result.latency.max} ms)`);
  console.log(`answers: 2xx ${result["2xx"]} (+1 warm-up), non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
  await stopServer();

  const { count: stored, references } = await stored_();
  const lost = [...answered].filter((ref) => !references.has(ref));
  // When the time is up autocannon drops the requests still in flight (at most
  // one per connection): the server stored them, their answers were not read.
  const cutOff = stored - ok;
  console.log(`enquiries stored: ${stored}; 2xx answers: ${ok} (references collected: ${answered.size})`);
  console.log(`every 2xx answer has its stored row: ${lost.length === 0 ? "yes" : `NO (${lost.length} missing)`}`);
  console.log(`rows without a read answer (in flight when the ${seconds} s ended, at most ${connections}): ${cutOff}`);
  console.log(
    `stored rows ${stored === ok ? "equal" : cutOff >= 0 && cutOff <= connections ? "equal (after the cut-off requests)" : "DO NOT equal"} the 2xx answers`,
  );
  if (lost.length || cutOff < 0 || cutOff > connections) process.exitCode = 1;
} finally {
  await stopServer();
}

async function stored_() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT reference FROM submissions WHERE fields->>'message' LIKE $1", [`%Run: bench-${run}`]);
      return { count: rows.length, references: new Set(rows.map((r) => r.reference)) };
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(join(dataDir, "pglite"));
  try {
    const { rows } = await db.query("SELECT reference FROM submissions WHERE fields->>'message' LIKE $1", [`%Run: bench-${run}`]);
    return { count: rows.length, references: new Set(rows.map((r) => r.reference)) };
  } finally {
    await db.close();
  }
}
