import { expectNoViolations, formMarkupProblems } from "./axe";
import { expect, test } from "./fixtures";
import { marker } from "./forms-helpers";
import { staffAdd, staffPage } from "./staff-helpers";

/**
 * The staff accounts (issue 42): a searchable, paged list on the back-office kit and a page per account,
 * by keyboard, without JavaScript, valid markup (no empty form action, every fieldset named by a legend).
 */
test.describe("staff accounts", () => {
  test.describe.configure({ timeout: 180_000 });

  test("search by name or e-mail and by role, by keyboard; an account's page changes its roles", async ({ browser }) => {
    const admin = await staffPage(browser, "staff.search.admin", ["admin"]);
    const tag = marker("findme");
    const hr = `hr.${tag}@example.org`;
    const sales = `sales.${tag}@example.org`;
    await staffAdd(hr, ["hr"]);
    await staffAdd(sales, ["sales"]);

    await admin.goto("/admin/staff");
    await expect(admin.getByRole("heading", { name: "Staff accounts", level: 1 })).toBeVisible();
    await expect(admin).toHaveTitle("Staff accounts | Back office");
    await expect(admin.getByRole("link", { name: "Invite someone" })).toBeVisible();
    await expectNoViolations(admin, "staff list");

    // The search by keyboard: type, Enter; the search is an address.
    await admin.getByLabel("Search accounts").focus();
    await admin.keyboard.type(tag);
    await admin.keyboard.press("Enter");
    await expect(admin).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await expect(admin.locator("tbody tr")).toHaveCount(2);
    await expect(admin.getByRole("status").filter({ hasText: "2 of 2 accounts" })).toBeVisible();
    await expectNoViolations(admin, "staff list, searched");

    // And by role.
    await admin.getByLabel("Role").selectOption({ label: "Human resources (open positions and staff cards)" });
    await admin.getByRole("button", { name: "Search", exact: true }).click();
    await expect(admin).toHaveURL(/role=hr/);
    await expect(admin.locator("tbody tr")).toHaveCount(1);
    await expect(admin.locator(`tr[data-account="${hr}"]`)).toContainText("Set-up not finished");
    await admin.goto(`/admin/staff?q=${encodeURIComponent("nobody-is-called-this")}`);
    await expect(admin.getByText("No account matches this search.")).toBeVisible();

    // The account's page, reached by keyboard; its title names it.
    await admin.goto(`/admin/staff?q=${sales}`);
    const link = admin.locator(`tr[data-account="${sales}"]`).getByRole("link");
    await link.focus();
    await admin.keyboard.press("Enter");
    await expect(admin).toHaveURL(/\/admin\/staff\/[A-Za-z0-9_-]+$/);
    const name = sales.split("@")[0]!;
    await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(admin).toHaveTitle(`${name} | Staff accounts | Back office`);
    await expectNoViolations(admin, "staff account page");

    const roles = admin.getByRole("group", { name: `Roles for ${sales}` });
    await expect(roles.getByRole("checkbox", { name: "Sales (enquiries)" })).toBeChecked();
    await roles.getByRole("checkbox", { name: "Human resources (open positions and staff cards)" }).focus();
    await admin.keyboard.press("Space");
    await admin.keyboard.press("Tab");
    await expect(admin.getByRole("button", { name: "Save roles" })).toBeFocused();
    await admin.keyboard.press("Enter");
    await expect(admin.getByRole("status").filter({ hasText: `Roles saved for ${sales}.` })).toBeVisible();
    await expect(roles.getByRole("checkbox", { name: "Human resources (open positions and staff cards)" })).toBeChecked();
    await expectNoViolations(admin, "staff account page, roles saved");
    await admin.goto(`/admin/staff?q=${sales}`);
    await expect(admin.locator(`tr[data-account="${sales}"]`)).toContainText("Sales (enquiries), Human resources");

    // An unknown account is a 404; another team is refused the pages.
    expect((await admin.request.get("/admin/staff/no-such-account")).status()).toBe(404);
    const other = await staffPage(browser, "staff.search.sales", ["sales"]);
    for (const path of ["/admin/staff", `/admin/staff?q=${tag}`, "/admin/staff/new"])
      expect((await other.request.get(path)).status(), path).toBe(403);
  });

  test("without JavaScript: the search form, and an account's forms post to a real address", async ({ browser }) => {
    const admin = await staffPage(browser, "staff.nojs.admin", ["admin"]);
    const email = `nojs.${marker("staff")}@example.org`;
    await staffAdd(email, ["residences"]);
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await admin.context().storageState() });
    const page = await context.newPage();
    await page.goto("/admin/staff");
    await page.getByLabel("Search accounts").fill(email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await page.locator(`tr[data-account="${email}"]`).getByRole("link").click();
    // The account's page, parsed: read before, the document could still be the one the click replaced.
    await expect(page.getByRole("button", { name: `Send a new set-up link to ${email}` })).toBeVisible();
    expect(await formMarkupProblems(page)).toEqual([]);
    await page.getByRole("checkbox", { name: "Agents (applications)" }).check();
    await page.getByRole("button", { name: "Save roles" }).click();
    await expect(page.getByText(`Roles saved for ${email}.`)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Agents (applications)" })).toBeChecked();
    await page.getByRole("button", { name: `Send a new set-up link to ${email}` }).click();
    await expect(page.getByText(`A new set-up link was sent to ${email}.`)).toBeVisible();
    await context.close();
  });
});
