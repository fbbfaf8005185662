// `npm test`: every test. ESLint, a Prettier check, tsc; unit and integration tests (Vitest; the integration
// suite once more on PostgreSQL when TEST_DATABASE_URL is set), then the
// end-to-end suite (Playwright, Debian Chromium) against a production build
// made into .next-test, and one with the EmailJS settings in .next-test-emailjs.
// Ends with one line: "tests: N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureBuild } from "../src/build/build.mjs";
import { run } from "../src/build/run.mjs";
import { EMAILJS_DIST_DIR, EMAILJS_SETTINGS, emailJsPort } from "../tests/e2e/emailjs-build.ts";

const RESULTS = "test-results";
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return true;
}

async function vitest(name, args, env = {}) {
  const out = `${RESULTS}/${name}.json`;
  const status = await run("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile=${out}`, ...args], {
    env: { ...process.env, ...env },
    allowFailure: true,
  });
  const failedBefore = totals.failed;
  countVitest(out);
  // A run that failed without a failed test (no report, or an unhandled error) counts as one failure,
  // so the last line never says "0 failed" when the exit code is 1.
  if (status !== 0 && totals.failed === failedBefore) totals.failed += 1;
  if (status !== 0) ok = false;
}

// Static checks first: each counts as one test.
for (const [label, command, args] of [
  ["Linting (eslint)", "eslint", ["."]],
  ["Formatting (prettier --check)", "prettier", ["--check", "--log-level=warn", "."]],
  ["Type-checking (tsc --noEmit)", "tsc", ["--noEmit"]],
]) {
  console.log(`${label} …`);
  if ((await run(command, args, { allowFailure: true })) === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    ok = false;
  }
}

await vitest("vitest-pglite", []);
if (process.env.TEST_DATABASE_URL) {
  console.log("\nIntegration suite on PostgreSQL (TEST_DATABASE_URL) …");
  await vitest("vitest-postgres", ["tests/integration"], { DATABASE_URL: process.env.TEST_DATABASE_URL, TEST_DB: "postgres" });
}

/** Why the multi-instance suite cannot run here, or null: it needs nginx (with Brotli) and a PostgreSQL server. */
async function deploySuiteMissing() {
  if (!existsSync("/usr/sbin/nginx"))
    return "nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-filter; .ci/run does).";
  if (!existsSync("/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so"))
    return "nginx's Brotli module is not installed (apt-get install libnginx-mod-http-brotli-filter; .ci/run does).";
  const url = process.env.TEST_DATABASE_URL || "postgres://postgres:postgres@127.0.0.1:5432/postgres";
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (error) {
    return `no PostgreSQL server answered at ${url.replace(/\/\/[^@]*@/, "//")} (${error.message}); set TEST_DATABASE_URL or start one (CI always has one).`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const E2E_LOADER_MS = process.env.E2E_LOADER_MS || "1000";
try {
  await ensureBuild({
    distDir: ".next-test",
    env: { NEXT_PUBLIC_PAGE_LOADER_MS: E2E_LOADER_MS, SITE_URL: `http://127.0.0.1:${process.env.E2E_PORT || 3100}` },
  });
  // What the runtime relies on beyond Next.js's public API, checked against the installed Next.js and this build.
  await vitest("vitest-contracts", ["--config", "tests/contracts/vitest.config.ts"], { CONTRACT_DIST_DIR: ".next-test" });
  // The contact form's EmailJS path is chosen at build time, so it has a build of its own.
  await ensureBuild({
    distDir: EMAILJS_DIST_DIR,
    env: { NEXT_PUBLIC_PAGE_LOADER_MS: E2E_LOADER_MS, SITE_URL: `http://127.0.0.1:${emailJsPort()}`, ...EMAILJS_SETTINGS },
  });
  const status = await run("playwright", ["test"], { env: { ...process.env, E2E_LOADER_MS }, allowFailure: true });
  if (status !== 0) ok = false;
  const file = `${RESULTS}/playwright.json`;
  if (existsSync(file)) {
    const stats = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
  } else if (status !== 0) totals.failed += 1;

  // The documented deployment (docs/deploy.md): the same build as two instances on one PostgreSQL behind nginx.
  const missing = await deploySuiteMissing();
  if (missing) console.log(`\nMulti-instance suite (tests/deploy) NOT run: ${missing}`);
  else {
    console.log("\nMulti-instance suite (tests/deploy): two instances of .next-test on PostgreSQL behind nginx …");
    await vitest("vitest-deploy", ["--config", "tests/deploy/vitest.config.ts"], { DEPLOY_DIST_DIR: ".next-test" });
  }
} catch (error) {
  console.error(error);
  ok = false;
  totals.failed += 1;
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
