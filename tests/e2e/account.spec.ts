import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { PASSWORD, unusedCode, completeSetUp, newPage, signIn, staffAdd, uniqueEmail } from "./staff-helpers";

/**
 * /admin/account in Debian Chromium: a member of staff changes their password
 * (another browser's session ends at once; the old password no longer signs
 * in) and makes new recovery codes, shown once; axe on every state.
 */
const NEW_PASSWORD = "another long and memorable passphrase";

test("a member of staff changes their password (signed out everywhere else) and makes new recovery codes", async ({ browser }) => {
  // Two browsers, a set-up, three sign-ins and five axe runs: more than the default minute on two busy cores.
  test.setTimeout(150_000);
  const email = uniqueEmail("own.account");
  const here = await newPage(browser);
  const key = await completeSetUp(here, await staffAdd(email, ["residences"]));
  // A second browser signed in with the same account.
  const elsewhere = await newPage(browser);
  await elsewhere.goto("/admin/sign-in");
  await elsewhere.getByLabel("E-mail address").fill(email);
  await elsewhere.getByLabel("Password").fill(PASSWORD);
  await elsewhere.getByRole("button", { name: "Sign in", exact: true }).click();
  await elsewhere.getByLabel("Authentication code").fill(await unusedCode(key));
  await elsewhere.getByRole("button", { name: "Verify" }).click();
  await expect(elsewhere.getByRole("heading", { name: "Back office", level: 1 })).toBeVisible();
  // The session cookie ends with the browser: no expiry date.
  const session = (await elsewhere.context().cookies()).find((cookie) => cookie.name === "sc-staff.session_token");
  expect(session?.expires).toBe(-1);

  await here.getByRole("link", { name: "Your account" }).click();
  await expect(here.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(here.getByRole("banner")).toContainText(`Signed in as ${email}`);
  await expectNoViolations(here, "account page");

  const password = here.getByRole("region", { name: "Change your password" });
  await password.getByLabel("Current password").fill("not my password at all");
  await password.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await password.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("The current password is wrong.")).toBeVisible();
  await expect(password.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  // Focus goes to the refused field, which reads out why.
  await expect(password.getByLabel("Current password")).toBeFocused();
  await expect(password.getByLabel("Current password")).toHaveAccessibleDescription("The current password is wrong.");
  await expectNoViolations(here, "account page, wrong current password");
  // Still signed in elsewhere: nothing changed.
  await elsewhere.goto("/admin");
  await expect(elsewhere.getByRole("heading", { name: "Back office", level: 1 })).toBeVisible();

  await password.getByLabel("Current password").fill(PASSWORD);
  await password.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await password.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText("Your password is changed. You were signed out everywhere else.");
  await expectNoViolations(here, "account page, password changed");

  await elsewhere.goto("/admin");
  await expect(elsewhere).toHaveURL(/\/admin\/sign-in$/);
  await elsewhere.getByLabel("E-mail address").fill(email);
  await elsewhere.getByLabel("Password").fill(PASSWORD);
  await elsewhere.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(elsewhere.getByText("The e-mail address or password is wrong.")).toBeVisible();
  await expect(elsewhere.getByLabel("Password")).toBeFocused();
  await elsewhere.getByLabel("Password").fill(NEW_PASSWORD);
  await elsewhere.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(elsewhere.getByLabel("Authentication code")).toBeVisible();

  // This browser kept its (new) session.
  await here.reload();
  await expect(here.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  const recovery = here.getByRole("region", { name: "Recovery codes" });
  await recovery.getByLabel("Current password").fill(PASSWORD);
  await recovery.getByRole("button", { name: "Make new recovery codes" }).click();
  await expect(recovery.getByText("The current password is wrong.")).toBeVisible();
  await expect(recovery.getByLabel("Current password")).toBeFocused();
  await recovery.getByLabel("Current password").fill(NEW_PASSWORD);
  await recovery.getByRole("button", { name: "Make new recovery codes" }).click();
  const codes = recovery.getByRole("list", { name: "New recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(recovery.getByText("Save them now: they are shown only once.")).toBeFocused();
  await expectNoViolations(here, "account page, new recovery codes");
  const code = (await codes.first().innerText()).trim();

  // Shown once: a reload shows the form again, not the codes; the new code signs in.
  await here.reload();
  await expect(here.getByRole("list", { name: "New recovery codes" })).toHaveCount(0);
  await elsewhere.getByRole("button", { name: "Use a recovery code instead" }).click();
  await elsewhere.getByLabel("Recovery code").fill(code);
  await elsewhere.getByRole("button", { name: "Verify recovery code" }).click();
  await expect(elsewhere.getByRole("heading", { name: "Back office", level: 1 })).toBeVisible();
});

test("an ethics officer's password change keeps the case key open in this browser, and only here", async ({ browser }) => {
  const email = uniqueEmail("own.officer");
  const here = await newPage(browser);
  const key = await completeSetUp(here, await staffAdd(email, ["ethics"]));
  await here.getByRole("button", { name: "Sign out" }).click();
  await signIn(here, email, key);
  const elsewhere = await newPage(browser);
  await signIn(elsewhere, email, key);
  const noKey = /^Your case key is not open in this session/;
  for (const page of [here, elsewhere]) {
    await page.goto("/admin/cases");
    await expect(page.getByRole("heading", { name: "Whistleblowing cases", level: 1 })).toBeVisible();
    await expect(page.getByText(noKey)).toHaveCount(0);
  }

  await here.goto("/admin/account");
  const password = here.getByRole("region", { name: "Change your password" });
  await password.getByLabel("Current password").fill(PASSWORD);
  await password.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await password.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText("Your password is changed. You were signed out everywhere else.");
  await here.goto("/admin/cases");
  await expect(here.getByRole("heading", { name: "Whistleblowing cases", level: 1 })).toBeVisible();
  await expect(here.getByText(noKey)).toHaveCount(0);
  await elsewhere.goto("/admin/cases");
  await expect(elsewhere).toHaveURL(/\/admin\/sign-in$/);
});
