import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { unusedCode } from "../fixtures/authenticator";
import { expectNoViolations } from "./axe";
import { expect } from "./fixtures";
import { asClient } from "./forms-helpers";
import { E2E_DATA_DIR, E2E_PORT } from "./routes";

/** Staff accounts for the back-office specs: made by `npm run staff -- add` against the running site, set up through their link. */
export const PASSWORD = "a long and memorable passphrase";
const run = promisify(execFile);
let serial = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${(serial += 1)}@example.org`;

/** `npm run staff -- add …` while the site runs: the link it prints (admin.spec.ts's first administrator). */
export async function staffAddByCommand(email: string, roles: string[]): Promise<string> {
  const { stdout } = await run(
    "npx",
    ["tsx", "--conditions=react-server", "scripts/staff.ts", "add", email, ...roles.flatMap((r) => ["--role", r])],
    {
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, PORT: String(E2E_PORT), SITE_URL: `http://127.0.0.1:${E2E_PORT}` },
    },
  );
  const link = /http:\/\/\S+\/admin\/set-up\?token=\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`no link in: ${stdout}`);
  return link;
}

/**
 * What that command does while the site runs on PGlite (scripts/staff.ts), done here: a one-time
 * secret in the site's data folder, then POST /api/auth/local. The specs add some hundred accounts,
 * and each command is a process compiling its TypeScript: seconds of CPU a call.
 */
export async function staffAdd(email: string, roles: string[]): Promise<string> {
  const secretId = randomBytes(8).toString("hex");
  const secret = randomBytes(32).toString("base64url");
  const file = join(resolve(E2E_DATA_DIR), `staff-command-${secretId}.secret`);
  await writeFile(file, secret, { mode: 0o600, flag: "wx" });
  try {
    const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/auth/local`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ command: "add", email, roles, secret, secretId }),
    });
    const result = (await response.json()) as { ok: boolean; link?: string; error?: string };
    if (!result.ok || !result.link) throw new Error(`the site refused to add ${email}: ${response.status} ${result.error ?? ""}`);
    return result.link;
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * `npm run ethics -- confirm` while the site runs: the recovery key's holders confirm an ethics officer
 * (who has signed in once with their password), so that new reports are encrypted to them (issue 41).
 * The test server's recovery key is made before it starts (scripts/serve-test.mjs).
 */
export async function confirmByRecovery(email: string): Promise<string> {
  const { stdout } = await run(
    "npx",
    ["tsx", "--conditions=react-server", "scripts/ethics.ts", "confirm", "--key", `${E2E_DATA_DIR}/recovery-key.asc`, "--to", email],
    { env: { ...process.env, DATA_DIR: E2E_DATA_DIR, PORT: String(E2E_PORT), SITE_URL: `http://127.0.0.1:${E2E_PORT}` } },
  );
  return stdout;
}

/** A code of the key's authenticator not typed before (the site accepts each code once). */
export { unusedCode };

/** Walks a set-up link: password, the TOTP code from the key shown, recovery codes; returns the key. */
export async function completeSetUp(page: Page, link: string, { axe = false } = {}): Promise<string> {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set up your back-office account" })).toBeVisible();
  if (axe) await expectNoViolations(page, "set-up: password step");
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Repeat the password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("heading", { name: "Add the site to your authenticator app" })).toBeVisible();
  const key = (await page.locator("[data-totp-key]").innerText()).replace(/\s+/g, "");
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  if (axe) await expectNoViolations(page, "set-up: authenticator step");
  await page.getByLabel("6-digit code").fill(await unusedCode(key));
  await page.getByRole("button", { name: "Confirm code" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Save your recovery codes" }).getByRole("listitem")).toHaveCount(10);
  if (axe) await expectNoViolations(page, "set-up: recovery codes");
  await page.getByRole("link", { name: "Go to the back office" }).click();
  await expect(page.getByRole("heading", { name: "Back office", level: 1 })).toBeVisible();
  return key;
}

export async function signIn(page: Page, email: string, key: string) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Enter your authentication code" })).toBeFocused();
  // A code not used before: the one typed at set-up may not be used twice.
  await page.getByLabel("Authentication code").fill(await unusedCode(key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Back office", level: 1 })).toBeVisible();
}

export async function newPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await asClient(page);
  return page;
}

/** A new browser context signed in as a new account with `roles`. */
export async function staffPage(browser: Browser, label: string, roles: string[]): Promise<Page> {
  const page = await newPage(browser);
  await completeSetUp(page, await staffAdd(uniqueEmail(label), roles));
  return page;
}
