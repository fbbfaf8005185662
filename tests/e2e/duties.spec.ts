import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test, visit } from "./fixtures";
import { humanPause, marker, readMails, uniqueAddress } from "./forms-helpers";
import { completeSetUp, confirmByRecovery, newPage, signIn, staffAdd, uniqueEmail } from "./staff-helpers";

/**
 * Separation of duties for the cases (issue 41), in Chromium against the production build, through
 * the real staff page: an administrator cannot give themselves the ethics role (the control is not
 * offered, and a form tampered to name their own account is refused), cannot make another
 * administrator an officer, and an account they do make an officer reads no new report until a
 * confirmed officer confirms it on the case list; every officer is e-mailed.
 */

/** A report through the public form; its reference, from the follow-up page. */
async function report(page: Page, words: string): Promise<string> {
  await visit(page, "/whistleblow");
  const form = page.getByRole("form", { name: "Report a concern" });
  await form.getByLabel("Nature of conduct").fill("Kickbacks on loading slots");
  await form.getByLabel("Comments").fill(words);
  await humanPause(page);
  await form.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByTestId("report-receipt")).toBeVisible();
  await page.getByRole("link", { name: "Go to the follow-up page" }).click();
  const heading = page.getByRole("heading", { level: 1, name: /^Report WB-/ });
  return (await heading.textContent())!.replace("Report ", "").trim();
}

test("an administrator cannot make themselves, or anyone alone, a reader of the reports", async ({ browser }) => {
  test.setTimeout(240_000);
  // The ethics team's first officer, confirmed by the recovery key's holders.
  const senior = await newPage(browser);
  const seniorEmail = uniqueEmail("ethics.senior");
  const seniorKey = await completeSetUp(senior, await staffAdd(seniorEmail, ["ethics"]));
  await senior.getByRole("button", { name: "Sign out" }).click();
  await signIn(senior, seniorEmail, seniorKey);
  await confirmByRecovery(seniorEmail);

  const admin = await newPage(browser);
  const adminEmail = uniqueEmail("admin.duties");
  await completeSetUp(admin, await staffAdd(adminEmail, ["admin"]));
  const otherAdminEmail = uniqueEmail("admin.other");
  await staffAdd(otherAdminEmail, ["admin"]);
  const newcomerEmail = uniqueEmail("ethics.newcomer");
  const newcomerLink = await staffAdd(newcomerEmail, ["sales"]);

  // Each account has its own page, found through the list's search.
  const accountPage = async (email: string) => {
    await admin.goto(`/admin/staff?q=${encodeURIComponent(email)}`);
    await admin.locator(`tr[data-account="${email}"]`).getByRole("link").click();
    await expect(admin.locator(`[data-account="${email}"]`).getByRole("heading", { level: 1 })).toBeVisible();
    return admin.url();
  };
  const ownPage = await accountPage(adminEmail);
  // One's own roles are not offered: no checkbox, no save button, and why.
  await expect(admin.getByText("Your roles are changed by another administrator.")).toBeVisible();
  await expect(admin.getByRole("main").getByRole("checkbox")).toHaveCount(0);
  await expect(admin.getByRole("button", { name: "Save roles" })).toHaveCount(0);
  await expectNoViolations(admin, "staff account page, own roles not offered");

  // The reproduction: another account's form, made to name one's own account, with ethics ticked. Refused.
  const ownId = ownPage.split("/").pop()!;
  await accountPage(newcomerEmail);
  await admin
    .locator('input[name="id"]')
    .first()
    .evaluate((input, id) => ((input as HTMLInputElement).value = id), ownId);
  await admin.getByRole("checkbox", { name: "Ethics (whistleblowing)" }).check();
  await admin.getByRole("button", { name: "Save roles" }).click();
  await expect(admin.getByText("You cannot change your own roles: another administrator does.")).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Whistleblowing cases" })).toHaveCount(0);
  expect((await admin.request.get("/admin/cases")).status()).toBe(403);

  // Another administrator cannot be an officer on this site (ALLOW_ADMIN_ETHICS is not set).
  await accountPage(otherAdminEmail);
  await admin.getByRole("checkbox", { name: "Ethics (whistleblowing)" }).check();
  await admin.getByRole("button", { name: "Save roles" }).click();
  await expect(admin.getByText(/^An account cannot be both an administrator and an ethics officer/)).toBeVisible();

  // An account the administrator controls is given the role: saved, pending, and every officer is told.
  await accountPage(newcomerEmail);
  await admin.getByRole("checkbox", { name: "Ethics (whistleblowing)" }).check();
  await admin.getByRole("button", { name: "Save roles" }).click();
  await expect(
    admin.getByText(`Roles saved for ${newcomerEmail}. New reports are encrypted to them only once`, { exact: false }),
  ).toBeVisible();
  const toSenior = () =>
    readMails().filter((mail) => mail.includes(`To: ${seniorEmail}`) && mail.includes(`${newcomerEmail} now holds the ethics role`));
  await expect.poll(() => toSenior().length, { timeout: 15_000 }).toBe(1);
  expect(toSenior()[0]).toContain(`given the ethics role by ${adminEmail}`);

  // The newcomer signs in with a password (their key is made); a report arrives; they cannot read it.
  const officer = await newPage(browser);
  const officerKey = await completeSetUp(officer, newcomerLink);
  await officer.getByRole("button", { name: "Sign out" }).click();
  await signIn(officer, newcomerEmail, officerKey);
  const reporterContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueAddress() } });
  const reporter = await reporterContext.newPage();
  const first = marker("before-confirmation");
  const firstReference = await report(reporter, `Cash at gate 3. ${first}`);
  await officer.goto("/admin/cases");
  await expect(officer.getByText(/^You are not confirmed as an ethics officer yet/)).toBeVisible();
  await officer.getByRole("link", { name: firstReference }).click();
  await expect(officer.getByText(/^You have not been given access to this case/)).toBeVisible();
  await expect(officer.getByText(first)).toHaveCount(0);

  // The confirmed officer sees the newcomer waiting, with the key's fingerprint, and confirms them.
  await senior.goto("/admin/cases");
  const waiting = senior.getByRole("region", { name: "Officers waiting for confirmation" });
  const entry = waiting.locator(`[data-officer="${newcomerEmail}"]`);
  await expect(entry.getByText(/^Key fingerprint: [0-9A-F]{4}( [0-9A-F]{4}){9}$/)).toBeVisible();
  await expectNoViolations(senior, "case list, an officer waiting");
  await entry.getByRole("button", { name: `Confirm as officer: ${newcomerEmail}` }).click();
  await expect(waiting.getByRole("status")).toHaveText(`${newcomerEmail} is confirmed: new reports are now encrypted to them too.`);
  await expect(waiting.locator(`[data-officer="${newcomerEmail}"]`)).toHaveCount(0);
  await expectNoViolations(senior, "case list, an officer confirmed");

  // From now on new reports are theirs too; the earlier one stays locked until an officer gives it.
  const second = marker("after-confirmation");
  const secondReference = await report(reporter, `Cash at gate 4. ${second}`);
  await officer.goto("/admin/cases");
  await expect(officer.getByText(/^You are not confirmed as an ethics officer yet/)).toHaveCount(0);
  await officer.getByRole("link", { name: secondReference }).click();
  await expect(officer.getByText(`Cash at gate 4. ${second}`)).toBeVisible();
  await officer.goto("/admin/cases");
  await officer.getByRole("link", { name: firstReference }).click();
  await expect(officer.getByText(first)).toHaveCount(0);
  await reporterContext.close();
});
