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
    // One file at a time: each starts servers of its own on a busy machine.
    fileParallelism: false,
  },
});
