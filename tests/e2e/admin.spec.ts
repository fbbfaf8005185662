import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { asClient, mailsTo } from "./forms-helpers";
import { PASSWORD, unusedCode, completeSetUp, newPage, signIn, staffAdd, staffAddByCommand, uniqueEmail } from "./staff-helpers";

/**
 * The back office in Debian Chromium against the production build (PGlite):
 * the first administrator from `npm run staff -- add` (through the running
 * site), the set-up link, sign-in with the authenticator's code computed from
 * the key the page shows, a lock-out, a disabled account's session, roles,
 * and axe on every admin page and state.
 */

test.describe("the back office", () => {
  test("first administrator: npm run staff -- add, set-up link, password, TOTP from the shown key, home; sign out ends the session", async ({
    page,
  }) => {
    // It runs the command-line tool (a process of its own) and walks every step of the set-up and the sign-in with axe on
    // each: 20 to 30 s on an idle machine, over the 60 s default when the machine is busy.
    test.slow();
    await asClient(page);
    const email = uniqueEmail("first.admin");
    const link = await staffAddByCommand(email, ["admin"]);
    // Each refusal of the set-up says why at the field, which takes focus (it lost it to the disabled button).
    await page.goto(link);
    await page.getByLabel("New password").fill(PASSWORD);
    await page.getByLabel("Repeat the password").fill(`${PASSWORD}!`);
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByLabel("Repeat the password")).toBeFocused();
    await expect(page.getByLabel("Repeat the password")).toHaveAccessibleDescription("The two passwords are different.");
    await expectNoViolations(page, "set-up: passwords differ");
    await page.getByLabel("New password").fill(PASSWORD);
    await page.getByLabel("Repeat the password").fill(PASSWORD);
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("heading", { name: "Add the site to your authenticator app" })).toBeFocused();
    await page.getByLabel("6-digit code").fill("000000");
    await page.getByRole("button", { name: "Confirm code" }).click();
    await expect(page.getByLabel("6-digit code")).toBeFocused();
    await expect(page.getByLabel("6-digit code")).toHaveAccessibleDescription(/That code is wrong/);
    await expectNoViolations(page, "set-up: wrong code");
    // The link still works from the start.
    const key = await completeSetUp(page, link, { axe: true });
    await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link")).toHaveText([
      "Home",
      "Site pages",
      "Staff accounts",
      "Audit log",
      "System",
    ]);
    await expectNoViolations(page, "admin home");

    // The link is used up.
    await page.goto(link);
    await expect(page.getByText("This set-up link is not valid")).toBeVisible();
    await expectNoViolations(page, "used set-up link");

    await page.goto("/admin");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You have signed out.")).toBeVisible();
    await expectNoViolations(page, "sign-in, signed out");
    await page.goto("/admin/staff");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);

    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("The e-mail address or password is wrong.")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeFocused();
    await expectNoViolations(page, "sign-in, wrong password");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByLabel("Authentication code")).toBeVisible();
    await expectNoViolations(page, "sign-in, code step");
    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("That code is wrong")).toBeVisible();
    await expect(page.getByLabel("Authentication code")).toBeFocused();
    for (let i = 0; i < 4; i += 1) {
      await page.getByLabel("Authentication code").fill("000000");
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByLabel("Authentication code")).toBeFocused();
    }
    // After five wrong codes the library refuses even the right one: said as such, back to the password.
    await page.getByLabel("Authentication code").fill(await unusedCode(key));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Five wrong codes" })).toBeVisible();
    await expect(page.getByLabel("E-mail address")).toBeFocused();
    await expectNoViolations(page, "sign-in, five wrong codes");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByLabel("Authentication code").fill(await unusedCode(key));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { name: "Back office", level: 1 })).toBeVisible();

    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    await expect(page.locator('tr[data-action="sign-in.failure"]').first()).toBeVisible();
    await expect(page.locator('tr[data-action="sign-in.success"]').first()).toBeVisible();
    await expectNoViolations(page, "audit log");
    await page.getByLabel("Action").selectOption("sign-in.failure");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/action=sign-in.failure/);
    await expect(page.locator("tbody tr").first()).toHaveAttribute("data-action", "sign-in.failure");
    expect(await page.locator("tbody tr:not([data-action='sign-in.failure'])").count()).toBe(0);
    // A day that is none (31 February) is said, not taken as 3 March or silently dropped.
    await page.goto("/admin/audit?from=2026-02-31");
    await expect(
      page.getByRole("alert").filter({ hasText: "A date was not a calendar day (YYYY-MM-DD) and is not applied." }),
    ).toBeVisible();
    await expect(page.getByLabel("From (date)")).toHaveAccessibleDescription(/not a calendar day/);
    await expectNoViolations(page, "audit log, bad date");
  });

  test("an administrator invites a colleague (the link arrives by e-mail); the colleague sees only their kinds; disabling them ends their session at once", async ({
    browser,
  }) => {
    const admin = await newPage(browser);
    const adminEmail = uniqueEmail("inviting.admin");
    await completeSetUp(admin, await staffAdd(adminEmail, ["admin"]));
    await admin.goto("/admin/staff");
    await expectNoViolations(admin, "staff page");
    await admin.getByRole("link", { name: "Invite someone" }).click();
    await expect(admin.getByRole("heading", { name: "Invite someone", level: 1 })).toBeVisible();
    const colleague = uniqueEmail("sales.person");
    // A refused invitation keeps what was chosen: the roles ticked stay ticked.
    const salesRole = admin.getByRole("group", { name: "Roles", exact: true }).getByLabel("Sales (enquiries)");
    await salesRole.check();
    await admin.getByRole("button", { name: "Send invitation" }).click();
    await expect(admin.getByText("Enter an e-mail address")).toBeVisible();
    await expect(salesRole).toBeChecked();
    await expectNoViolations(admin, "invite form with errors");
    await admin.getByLabel("E-mail address").fill(colleague);
    await admin.getByLabel("Name").fill("Sade Sales");
    await admin.getByRole("group", { name: "Roles", exact: true }).getByLabel("Sales (enquiries)").check();
    await admin.getByRole("button", { name: "Send invitation" }).click();
    await expect(admin.getByText(`Invitation sent to ${colleague}.`)).toBeVisible();

    const [mail] = await mailsTo(colleague);
    const link = /http:\/\/\S+\/admin\/set-up\?token=[A-Za-z0-9_-]+/.exec(mail!)?.[0];
    expect(link).toBeTruthy();
    const sales = await newPage(browser);
    const salesKey = await completeSetUp(sales, link!);
    await sales.getByRole("button", { name: "Sign out" }).click();
    await signIn(sales, colleague, salesKey);
    await expect(sales.getByRole("navigation", { name: "Back office" }).getByRole("link")).toHaveText(["Home", "Enquiries", "Reports"]);
    for (const path of ["/admin/staff", "/admin/audit"]) {
      const response = await sales.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(sales.getByRole("heading", { name: "This page is not part of your roles" })).toBeVisible();
    }
    await expectNoViolations(sales, "403 page");

    await admin.goto(`/admin/staff?q=${encodeURIComponent(colleague)}`);
    await admin.getByRole("link", { name: "Sade Sales" }).click();
    await admin.getByRole("button", { name: `Disable ${colleague}` }).click();
    await expect(admin.getByText(`${colleague} is disabled and signed out everywhere.`)).toBeVisible();
    await sales.goto("/admin");
    await expect(sales).toHaveURL(/\/admin\/sign-in$/);
    await sales.getByLabel("E-mail address").fill(colleague);
    await sales.getByLabel("Password").fill(PASSWORD);
    await sales.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(sales.getByText("The e-mail address or password is wrong.")).toBeVisible();
  });

  test("ten wrong passwords lock the account for 15 minutes and its owner is e-mailed", async ({ page, browser }) => {
    const owner = await newPage(browser);
    const email = uniqueEmail("locked.out");
    const key = await completeSetUp(owner, await staffAdd(email, ["residences"]));
    await asClient(page);
    await page.goto("/admin/sign-in");
    for (let attempt = 1; attempt <= 10; attempt++) {
      await page.getByLabel("E-mail address").fill(email);
      await page.getByLabel("Password").fill(`wrong guess ${attempt}`);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByText("The e-mail address or password is wrong.")).toBeVisible();
      await page.reload();
    }
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("This account is locked for 15 minutes")).toBeVisible();
    await expectNoViolations(page, "sign-in, locked");
    const [mail] = await mailsTo(email);
    expect(mail).toContain("Subject: Your back-office account is locked for 15 minutes");
    expect(key).toBeTruthy();
  });

  test("/admin is never indexed or cached, has its own nonce CSP, and the public pages load none of its code", async ({
    page,
    request,
  }) => {
    const response = await request.get("/admin/sign-in");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers()["cache-control"]).toContain("no-store");
    expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self'[^;]* 'nonce-[A-Za-z0-9+/=]+'/);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow/);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");

    const scripts: string[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/admin/sign-in");
    await page.waitForLoadState("networkidle");
    const adminScripts = new Set(scripts);
    scripts.length = 0;
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const sharedWithHome = new Set(scripts);
    const onlyAdmin = [...adminScripts].filter((url) => !sharedWithHome.has(url));
    expect(onlyAdmin.length, "the admin pages' own script").toBeGreaterThan(0);
    for (const path of ["/", "/contact-form", "/whistleblow"]) {
      scripts.length = 0;
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(
        scripts.filter((url) => onlyAdmin.includes(url)),
        path,
      ).toEqual([]);
    }
  });
});
