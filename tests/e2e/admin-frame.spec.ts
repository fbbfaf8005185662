import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { asClient } from "./forms-helpers";
import { staffPage } from "./staff-helpers";

/**
 * The back office's own root layout (decision 105): none of the public
 * site's header, footer, page loader or scroll button; its own banner, skip
 * link and main. notFound() in an admin page answers 404 inside that frame;
 * a path no route matches is still the public site's 404.
 */
test.describe("the back office's frame", () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("signed out and signed in, no public header, footer or loader; the skip link reaches the main content", async ({
    page,
    browser,
  }) => {
    await asClient(page);
    await page.goto("/admin/sign-in");
    await expect(page.getByRole("banner")).toContainText("Savannah Crest back office");
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByTestId("page-loader")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("main")).toHaveCount(1);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();

    const staff = await staffPage(browser, "frame.residences", ["residences"]);
    await expect(staff.getByRole("banner")).toContainText("Signed in as");
    await expect(staff.getByRole("banner").getByRole("navigation", { name: "Back office" })).toBeVisible();
    await expect(staff.locator("footer")).toHaveCount(0);
    await expect(staff.getByTestId("page-loader")).toHaveCount(0);
    await expectNoViolations(staff, "admin frame, signed in");

    // An item that does not exist: 404 in the admin frame, the person still signed in.
    const missing = await staff.goto("/admin/inbox/booking/999999");
    expect(missing?.status()).toBe(404);
    await expect(staff.getByRole("heading", { name: "Nothing here", level: 1 })).toBeVisible();
    await expect(staff.getByRole("banner")).toContainText("Signed in as");
    await expect(staff.locator("footer")).toHaveCount(0);
    await expectNoViolations(staff, "admin 404");

    // A path no route matches: the public site's 404, in the public frame.
    const unknown = await staff.goto("/admin/no-such-page");
    expect(unknown?.status()).toBe(404);
    await expect(staff.getByRole("heading", { name: "404: Page Not Found", level: 1 })).toBeVisible();
    await expect(staff.locator("footer#footer")).toBeVisible();
  });
});
