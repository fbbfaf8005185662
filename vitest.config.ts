import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@content": fileURLToPath(new URL("./content", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // `server-only` throws outside React server bundles; tests run on the server anyway.
      "server-only": fileURLToPath(new URL("./tests/fixtures/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    include: [
      "src/**/*.test.ts",
      "content/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/boundaries/**/*.test.ts",
    ],
    setupFiles: ["tests/setup/console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker less than the cores: one on a 2-core machine, where the files then run one
    // after another while each waits on PGlite's start, scrypt and timers. Two keep both cores busy.
    maxWorkers: 2,
  },
});
