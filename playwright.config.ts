import { defineConfig, devices } from "@playwright/test";
import { EMAILJS_DIST_DIR, emailJsPort } from "./tests/e2e/emailjs-build";

/**
 * End-to-end tests against the production build in .next-test (made by
 * `npm test`), served on 127.0.0.1:3100, in Debian's Chromium: Playwright's own
 * browser download cannot run here. The EmailJS tests run against a second
 * build with the EmailJS settings (.next-test-emailjs) on the next port.
 */
/** E2E_PORT lets several checkouts run their suites side by side. */
const PORT = Number(process.env.E2E_PORT || 3100);
const EMAILJS_PORT = emailJsPort();
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Journeys set up accounts (password hashes, TOTP) and run axe: on two busy cores some take over a minute.
  // A passing test is not slowed by the limit; only a stuck one waits for it.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  outputDir: "test-results/playwright",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records a screenshot of every frame the pages draw, on every test. CI keeps one of a retried test's second
    // try; a run here keeps a failed test's.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /(emailjs|publishing|results-and-hr)\.spec\.ts$/,
    },
    // Publications change what every visitor sees (the news pages, the home page's stories and results block, /careers):
    // they run once the other specs, which count what the seed shows, are done.
    {
      name: "publishing",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /(publishing|results-and-hr)\.spec\.ts$/,
      dependencies: ["chromium"],
    },
    {
      name: "emailjs",
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://127.0.0.1:${EMAILJS_PORT}` },
      testMatch: /emailjs\.spec\.ts$/,
    },
  ],
  webServer: [
    { port: PORT, distDir: ".next-test" },
    { port: EMAILJS_PORT, distDir: EMAILJS_DIST_DIR },
  ].map(({ port, distDir }) => ({
    command: `node scripts/serve-test.mjs`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: { PORT: String(port), TEST_DIST_DIR: distDir },
  })),
});
