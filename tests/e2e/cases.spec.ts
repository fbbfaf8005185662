import type { Browser, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { completeSetUp, newPage, signIn, staffAdd, staffPage, uniqueEmail } from "./staff-helpers";

/**
 * The ethics team's back office in Debian Chromium against the production
 * build (issue 31): only the `ethics` role reaches a case (administrators and
 * the privacy team get 403 on every case URL); an officer's key opens at the
 * password step of sign-in; axe on every page and state.
 */

/** An ethics officer signed in with their password, so that their key is open in this browser. */
async function officerPage(browser: Browser, label: string): Promise<{ page: Page; email: string }> {
  const page = await newPage(browser);
  const email = uniqueEmail(label);
  const key = await completeSetUp(page, await staffAdd(email, ["ethics"]));
  await page.getByRole("button", { name: "Sign out" }).click();
  await signIn(page, email, key);
  return { page, email };
}

test.describe("the ethics back office", () => {
  test.describe.configure({ timeout: 180_000 });

  test("only the ethics team reaches the cases: administrators and the privacy team get 403; the list works by keyboard", async ({
    browser,
  }) => {
    for (const role of ["admin", "privacy"]) {
      const other = await staffPage(browser, `${role}.cases`, [role]);
      await expect(other.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Whistleblowing cases" })).toHaveCount(
        0,
      );
      for (const path of ["/admin/cases", "/admin/cases?overdue=1", "/admin/cases/1"]) {
        const response = await other.goto(path);
        expect(response?.status(), `${role} ${path}`).toBe(403);
        await expect(other.getByRole("heading", { name: "This page is not part of your roles" })).toBeVisible();
      }
      expect((await other.request.get("/admin/cases/1/attachments/1")).status(), `${role} attachment`).toBe(403);
    }

    const { page } = await officerPage(browser, "ethics.list");
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Whistleblowing cases"]);
    await nav.getByRole("link", { name: "Whistleblowing cases" }).click();
    await expect(page.getByRole("heading", { name: "Whistleblowing cases", level: 1 })).toBeVisible();
    // Signed in with the password: the key is open, so no warning.
    await expect(page.getByText("Your key is not open in this browser")).toHaveCount(0);
    await expectNoViolations(page, "case list");

    // The overdue filter by keyboard: tab to the checkbox, tick it, submit.
    await page.getByLabel("Only cases with a deadline passed").focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/overdue=1/);
    await expect(page.getByLabel("Only cases with a deadline passed")).toBeChecked();
    await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
    await expectNoViolations(page, "case list, overdue filter");
    for (const path of ["/admin/cases/999999", "/admin/cases/1;1", "/admin/cases/999999/attachments/1"])
      expect((await page.request.get(path)).status(), path).toBe(404);
  });
});
