import { defineConfig } from "vitest/config";
import rootConfig from "../../vitest.config";

/**
 * The multi-instance suite (tests/deploy): run on its own by scripts/test.mjs,
 * after the build it serves. The root config's aliases (the suite reuses the
 * integration suite's SMTP server).
 */
export default defineConfig({
  resolve: rootConfig.resolve,
  test: {
    environment: "node",
    include: ["tests/deploy/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Three files at a time, each with ports (harness.ts) and a database of its own: the files mostly wait
    // (20 s revalidation, restarts, mail), so three overlap their waits on a 2-core machine (43 passed in 282 s,
    // the journeys file 197 s of it; the last CI run's two took 525 s).
    maxWorkers: 3,
  },
});
