// Serves a build of the end-to-end suite (TEST_DIST_DIR, default .next-test) on
// 127.0.0.1:PORT with a fresh data folder (embedded database, mail written to files).
import { mkdirSync, rmSync } from "node:fs";
import { run } from "../src/build/run.mjs";

const port = process.env.PORT || "3100";
const dataDir = process.env.E2E_DATA_DIR || `test-results/e2e-data-${port}`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// The ethics recovery key, as the key ceremony makes it before the first report (docs/whistleblowing.md):
// the specs confirm their first ethics officer with it (`npm run ethics -- confirm`, issue 41).
await run("tsx", ["--conditions=react-server", "scripts/ethics.ts", "recovery-key", "--out", `${dataDir}/recovery-key.asc`], {
  env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir },
});
const status = await run("node", ["src/runtime/server.ts", "-p", port, "-H", "127.0.0.1"], {
  // The tests stand in for one reverse proxy: each sets X-Forwarded-For to keep its own rate limit (TRUSTED_PROXY_HOPS=1).
  // NODE_ENV=production: the server serves the build the suite made and never builds one itself.
  env: {
    TRUSTED_PROXY_HOPS: "1",
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: process.env.TEST_DIST_DIR || ".next-test",
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
  },
  allowFailure: true,
});
process.exit(status);
