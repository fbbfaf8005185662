// `npm run bench:submit`: autocannon on POST /api/send-email (spec §7 call 1) against one instance with a
// fresh data folder: requests per second, p50 and p99; then checks that the stored enquiries equal the 2xx
// answers. BENCH_PORT (3190), BENCH_SECONDS (20), BENCH_CONNECTIONS (10), DATABASE_URL (unset: PGlite).
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { ensureBuild } from "../src/build/build.mjs";
import { enquiryLoad, serve } from "./bench/lib.mjs";

const port = Number(process.env.BENCH_PORT || 3190);
const seconds = Number(process.env.BENCH_SECONDS || 20);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const origin = `http://127.0.0.1:${port}`;
const dataDir = resolve(".bench/submit-data");
const distDir = ".next-bench";

await ensureBuild({ distDir, env: { SITE_URL: origin } });
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// The load generator stands in for a reverse proxy (TRUSTED_PROXY_HOPS=1): each of its X-Forwarded-For addresses is a visitor.
const env = { NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, SITE_URL: origin, NEXT_TELEMETRY_DISABLED: "1", TRUSTED_PROXY_HOPS: "1" };
const stop = await serve({ env, port });

// This run's enquiries carry "Run: bench-<run>" in their message, and only they are counted (the stored idempotency key is a hash, decision 051).
const run = randomBytes(4).toString("hex");
/** References of the 2xx answers. */
const answered = new Set();
try {
  // Warm-up (its own run, not counted): opens the database and compiles the route.
  await enquiryLoad({ origin, connections: 1, amount: 1, run: `warm-${run}`, references: new Set() });
  console.log(`autocannon: POST /api/send-email, ${connections} connections, ${seconds} s …`);
  const result = await enquiryLoad({ origin, connections, seconds, run, references: answered });
  const ok = answered.size;
  console.log(`requests/s (mean): ${result.requests.average.toFixed(1)}`);
  console.log(`latency p99: ${result.latency.p99} ms (p50 ${result.latency.p50} ms, max ${result.latency.max} ms)`);
  console.log(`answers: 2xx ${result["2xx"]}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
  await stop();

  const { count: stored, references } = await storedEnquiries();
  const lost = [...answered].filter((ref) => !references.has(ref));
  // When the time is up autocannon drops the requests still in flight (at most
  // one per connection): the server stored them, their answers were not read.
  const cutOff = stored - ok;
  console.log(`enquiries stored: ${stored}; 2xx answers: ${ok}`);
  console.log(`every 2xx answer has its stored row: ${lost.length === 0 ? "yes" : `NO (${lost.length} missing)`}`);
  console.log(`rows without a read answer (in flight when the ${seconds} s ended, at most ${connections}): ${cutOff}`);
  const equal = stored === ok ? "equal" : cutOff >= 0 && cutOff <= connections ? "equal (after the cut-off requests)" : "DO NOT equal";
  console.log(`stored rows ${equal} the 2xx answers`);
  if (lost.length || cutOff < 0 || cutOff > connections) process.exitCode = 1;
} finally {
  await stop();
}

/** This run's stored enquiries. */
async function storedEnquiries() {
  const query = ["SELECT reference FROM submissions WHERE fields->>'message' LIKE $1", [`%Run: bench-${run}`]];
  let rows;
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    ({ rows } = await client.query(...query).finally(() => client.end()));
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = new PGlite(join(dataDir, "pglite"));
    ({ rows } = await db.query(...query).finally(() => db.close()));
  }
  return { count: rows.length, references: new Set(rows.map((r) => r.reference)) };
}
