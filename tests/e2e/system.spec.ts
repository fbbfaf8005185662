import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { staffPage } from "./staff-helpers";

// /admin/system (issue 49): who may open it is walked by admin-access.spec.ts (its navigation entry is the administrators').
test("an administrator sees the serving instance, each job, the outbox and the settings on /admin/system, and the page passes axe", async ({
  browser,
}) => {
  const page = await staffPage(browser, "system.admin", ["admin"]);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "System" }).click();
  await expect(page.getByRole("heading", { name: "System", level: 1 })).toBeVisible();
  // The instance serving this test has written its heartbeat (every 30 s, the first a second after start).
  const instances = page.getByRole("region", { name: "Instances seen in the last hour" });
  await expect(instances.getByRole("row").filter({ hasText: "Up" }).first()).toBeVisible();
  await expect(page.locator("tr[data-job]")).not.toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Outbox", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Unsafe settings", level: 2 })).toBeVisible();
  await expectNoViolations(page, "system page");
});
