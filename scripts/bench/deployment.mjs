// The deployment of docs/deploy.md for the benchmarks (tests/deploy/harness.ts starts it): the .next-bench build
// as two instances on a fresh PostgreSQL database (TEST_DATABASE_URL's server, else 127.0.0.1:5432), behind nginx
// with deploy/nginx/savannah-crest.conf. Ports from DEPLOY_PORT (default 3130).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

process.env.DEPLOY_PORT ||= "3130";
process.env.DEPLOY_DIST_DIR = ".next-bench";
export const harness = await import("../../tests/deploy/harness.ts");

/** Starts the site's two instances and nginx in front of them; `stop` ends them and drops the database. */
export async function startSite(suffix) {
  const { freshDatabase, NGINX, PORTS, startInstance, startNginx } = harness;
  const database = await freshDatabase(process.env.TEST_DATABASE_URL || "postgres://postgres:postgres@127.0.0.1:5432/postgres", {
    suffix,
  });
  const shared = {
    DATABASE_URL: database.url,
    SITE_URL: NGINX,
    RATE_LIMIT_SECRET: randomBytes(32).toString("hex"),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: mkdtempSync(join(tmpdir(), `savannah-crest-${suffix}-`)),
  };
  const instances = await Promise.all([startInstance(PORTS.a, shared), startInstance(PORTS.b, shared)]);
  const nginx = await startNginx();
  return {
    databaseUrl: database.url,
    async stop() {
      await nginx.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      await database.drop();
      rmSync(shared.DATA_DIR, { recursive: true, force: true });
    },
  };
}
