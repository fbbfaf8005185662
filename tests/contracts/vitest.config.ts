import { defineConfig } from "vitest/config";
import rootConfig from "../../vitest.config";

/**
 * The contract tests (tests/contracts): what the runtime relies on beyond Next.js's public API
 * (docs/ARCHITECTURE.md), checked against the installed Next.js and the build the suite has just
 * made (CONTRACT_DIST_DIR). Run on their own by scripts/test.mjs, right after that build.
 */
export default defineConfig({
  resolve: rootConfig.resolve,
  test: { environment: "node", include: ["tests/contracts/**/*.test.ts"], testTimeout: 30_000 },
});
