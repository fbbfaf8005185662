import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { marker, uniqueAddress } from "./forms-helpers";
import { staffPage } from "./staff-helpers";

/**
 * The reports (issue 42): the sales team's page draws its charts with a
 * table of the same numbers beside each; enquiries sent now show in this
 * week's row by business; another team's report is not theirs to open;
 * axe finds nothing and a phone's width does not scroll the page sideways.
 * Other specs send enquiries too, so this week's figures are compared
 * before and after, never fixed.
 */

const WEEKLY = "Enquiries received per week (week starting Monday, Lagos calendar)";
const number = (text: string) => Number(text.replace(/,/g, ""));

/** The current week's row of the weekly table: Assets Management, Commodities, No business named, Total. */
async function thisWeek(page: Page): Promise<number[]> {
  const row = page.getByRole("table", { name: WEEKLY }).getByRole("row").last();
  return (await row.getByRole("cell").allInnerTexts()).map(number);
}

test("a team's reports: charts with their tables, this week's enquiries by business, nobody else's team, axe clean, usable at 390 px", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const sales = await staffPage(browser, "sales.reports", ["sales"]);
  await sales.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Reports" }).click();
  await expect(sales.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(sales).toHaveTitle(/^Reports: Enquiries \|/);
  await expect(sales.getByRole("heading", { name: "Enquiries: the last 12 months", level: 2 })).toBeVisible();
  const before = await thisWeek(sales);

  // Three enquiries through the site's API: two to commodities, one to assets management.
  for (const business of ["commodities", "commodities", "asset-management"]) {
    const response = await request.post("/api/send-email", {
      headers: { Origin: baseURL!, "X-Forwarded-For": uniqueAddress() },
      data: {
        subject: "E-commerce Inquiry",
        message: `Type: Buy\nProduct Name: Sesame\nClient Name: ${marker("report")}\nPhone Number: 0800`,
        business,
      },
    });
    expect(response.status()).toBe(201);
  }
  await sales.reload();
  const after = await thisWeek(sales);
  expect(after).toEqual([before[0]! + 1, before[1]! + 2, before[2]!, before[3]! + 3]);

  // Each chart is an image named and described in words, beside its table; the weekly one says the table's total.
  const totals = await sales
    .getByRole("table", { name: WEEKLY })
    .getByRole("row")
    .evaluateAll((rows) => rows.slice(1).reduce((sum, row) => sum + Number(row.lastElementChild!.textContent!.replace(/,/g, "")), 0));
  const weekly = sales.getByRole("img", { name: "Enquiries received per week, last 12 months" });
  await expect(weekly).toBeVisible();
  await expect(weekly).toHaveAccessibleDescription(new RegExp(`^${totals.toLocaleString("en-GB")} in \\d+ weeks \\(Assets Management`));
  await expect(sales.getByRole("img", { name: "Median time to first answer, by team, over the last 12 months" })).toBeVisible();
  await expect(sales.getByRole("img", { name: "Enquiries: median time to first answer, by month of arrival" })).toBeVisible();
  await expect(sales.getByRole("table", { name: "Your teams over the last 12 months" }).getByRole("rowheader")).toHaveText(["Enquiries"]);
  await expect(sales.getByRole("table", { name: "Enquiries: time to first answer by month of arrival" })).toBeVisible();
  // The series are told apart in words (the legend), not by colour alone.
  await expect(sales.getByText("No business named", { exact: true }).first()).toBeVisible();
  await expectNoViolations(sales, "reports, sales");

  // At a phone's width the page itself never scrolls sideways (a chart scrolls in its own region).
  await sales.setViewportSize({ width: 390, height: 844 });
  await sales.reload();
  await expect(sales.getByRole("img", { name: "Enquiries received per week, last 12 months" })).toBeVisible();
  expect(await sales.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // The residences team sees its own report and not the sales team's (a role without a team gets 403: admin-access.spec.ts).
  const residences = await staffPage(browser, "residences.reports", ["residences"]);
  await residences.goto("/admin/reports");
  await expect(residences.getByRole("heading", { name: "Bookings: the last 12 months", level: 2 })).toBeVisible();
  await expect(residences.getByRole("table", { name: WEEKLY })).toHaveCount(0);
  expect((await residences.request.get("/admin/reports?team=enquiry")).status()).toBe(404);
});
