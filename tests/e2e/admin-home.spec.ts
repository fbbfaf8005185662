import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test, visit } from "./fixtures";
import { asClient, findForm, humanPause, marker } from "./forms-helpers";
import { staffPage } from "./staff-helpers";

/**
 * The back office's home (issue 42): a new enquiry sent through the public
 * form shows in the sales team's counts on /admin and beside "Enquiries" in
 * the navigation, and the count's link opens the filtered list holding it.
 * Other tests send enquiries too, so the figures are compared, not fixed.
 */

/** The home's "New" figure for enquiries and the navigation's, read as a screen reader hears them. */
async function newEnquiries(staff: Page): Promise<{ home: number; nav: number }> {
  await staff.goto("/admin");
  const home = staff.getByRole("link", { name: /^\d+ New, Enquiries$/ });
  const homeName = (await home.textContent())!;
  const navLink = staff.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: /^Enquiries/ });
  const navName = (await navLink.getAttribute("aria-label")) ?? "Enquiries, 0 new";
  return { home: Number(/^(\d+)/.exec(homeName)![1]), nav: Number(/, (\d+) new$/.exec(navName)![1]) };
}

test("a new enquiry appears in the sales team's home counts and navigation, and the count opens the list holding it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const sales = await staffPage(browser, "sales.home", ["sales"]);
  const before = await newEnquiries(sales);
  await expectNoViolations(sales, "home");

  await asClient(page);
  await visit(page, "/commodities");
  const form = await findForm(page, /E-commerce Inquiry: Sesame/, /Sesame/);
  await form.getByRole("radio", { name: "Buy" }).check();
  const client = `Musa ${marker("home")}`;
  await form.getByLabel("Client Name").fill(client);
  await form.getByLabel("Phone Number").fill("08005550142");
  await humanPause(page);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Information sent successfully!" })).toBeVisible();

  const after = await newEnquiries(sales);
  expect(after.home).toBeGreaterThan(before.home);
  expect(after.nav).toBe(after.home);
  await expect(
    sales.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: `Enquiries, ${after.nav} new` }),
  ).toBeVisible();
  await expectNoViolations(sales, "home, with a new enquiry");

  await sales.getByRole("link", { name: /^\d+ New, Enquiries$/ }).click();
  await expect(sales).toHaveURL(/\/admin\/inbox\/enquiry\?status=new$/);
  await expect(sales.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();
  await expect(sales.getByLabel("Status")).toHaveValue("new");
  // Narrowed by the visitor's words, the new list holds exactly this enquiry.
  await sales.getByLabel("Text").fill(client);
  await sales.getByRole("button", { name: "Apply" }).click();
  await expect(sales).toHaveURL(/status=new/);
  await expect(sales.getByRole("table").getByRole("row")).toHaveCount(2);
});
