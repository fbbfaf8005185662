import { expect, test as base, type Page } from "@playwright/test";
import { LOADER_MS } from "./routes";

/** Waits until the page loading indicator has lifted. */
export async function waitForLoader(page: Page) {
  // It lifts once the page is hydrated: on two busy cores that can take several seconds (frame.spec.ts checks its timing).
  if (LOADER_MS > 0) await expect(page.getByTestId("page-loader")).toHaveCount(0, { timeout: LOADER_MS + 15_000 });
}

/** Opens a path and waits for the loading indicator to lift. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForLoader(page);
  return response;
}

/** Fails a test on any console error or uncaught page error; closes the browser contexts a test opened itself. */
export const test = base.extend<{ allowedConsoleErrors: RegExp | null; failOnConsoleError: void; closeOwnContexts: void }>({
  /**
   * Playwright closes its own `context` fixture after a test, not one made with browser.newContext() (staffPage, a
   * second visitor): those stay open, their pages still running, until the worker's browser ends. Left open, a run's
   * few hundred pages kept the two cores busy and made every later test slower.
   */
  closeOwnContexts: [
    async ({ browser, context }, use) => {
      // The test's own context is Playwright's to close (it saves the trace first).
      const before = new Set([...browser.contexts(), context]);
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
  /**
   * Console errors a test expects (e.g. the 404 document itself), as one
   * pattern: test.use would read a two-item array as [value, options].
   */
  allowedConsoleErrors: [null, { option: true }],
  failOnConsoleError: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && !allowedConsoleErrors?.test(msg.text())) errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use();
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
