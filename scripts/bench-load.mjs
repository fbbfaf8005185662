// `npm run bench:load`: autocannon on / and /news, BENCH_SECONDS (20) each,
// against the production build (.next-bench, page loader off) served on
// 127.0.0.1; prints requests per second and p50/p99 latency. Figures, not tests.
import autocannon from "autocannon";
import { ensureBuild } from "./lib/build.mjs";
import { BASE, serve } from "./bench/lib.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PATHS = (process.env.BENCH_PATHS || "/,/news").split(",");

export async function load(url, { duration = SECONDS, connections = CONNECTIONS } = {}) {
  const result = await autocannon({ url, duration, connections, headers: { "accept-encoding": "gzip" } });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureBuild({ distDir: ".next-bench", env: { NEXT_PUBLIC_PAGE_LOADER_MS: "0", SITE_URL: BASE } });
  const stop = await serve({ env: { NEXT_DIST_DIR: ".next-bench", SITE_URL: BASE } });
  try {
    // Warm up: the first requests load the page into memory.
    for (const path of PATHS) await fetch(`${BASE}${path}`);
    console.log(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s per path, ${new Date().toISOString().slice(0, 10)}`);
    for (const path of PATHS) {
      const r = await load(`${BASE}${path}`);
      console.log(`${path.padEnd(8)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}`);
    }
  } finally {
    await stop();
  }
}
