import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test as base, type Locator, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./routes";

/** The served build writes each e-mail as an .eml file here (no SMTP_URL). */
export const MAIL_DIR = join(E2E_DATA_DIR, "mail");

/**
 * Undoes quoted-printable soft breaks and escapes in the body; the header
 * block stays as sent (a header such as List-Unsubscribe is not
 * quoted-printable, and its "=XX" must not be decoded).
 */
function decode(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const [head, body] = split < 0 ? ["", raw] : [raw.slice(0, split), raw.slice(split)];
  return head + body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function readMails(): string[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((f) => decode(readFileSync(join(MAIL_DIR, f), "utf8")));
}

/** Waits for the e-mails containing `marker` (the dispatcher sends within seconds). */
export async function mailsContaining(marker: string | RegExp, count = 1): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      () => {
        found = readMails().filter((m) => (typeof marker === "string" ? m.includes(marker) : marker.test(m)));
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  return found;
}

let counter = 0;
/**
 * A client address of its own for each test (the server keys its rate limits
 * on the X-Forwarded-For entry), so tests never share a limit.
 */
export function uniqueAddress(): string {
  counter += 1;
  return `198.18.${process.pid % 250}.${(counter % 250) + 1}`;
}

export async function asClient(page: Page, address = uniqueAddress()) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return address;
}

/** A unique marker to find this test's e-mail. */
export function marker(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** A person takes a moment to fill in a form; the server ignores faster posts (fill-time check). */
export async function humanPause(page: Page) {
  await page.waitForTimeout(1600);
}

/**
 * For tests that make a request fail on purpose: the browser logs the failed
 * load ("Failed to load resource"); any other console error still fails.
 */
export const failureTest = base.extend<{ expectedFailures: void }>({
  expectedFailures: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use();
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** The form named `name`, opening it from the first button matching `opener` when it is not on the page yet. */
export async function findForm(page: Page, name: RegExp | string, opener?: RegExp): Promise<Locator> {
  const form = page.getByRole("form", { name });
  if (opener && (await form.count()) === 0) {
    await page.getByRole("button", { name: opener }).first().click();
  }
  await expect(form.first()).toBeVisible();
  return form.first();
}

/** The e-mails addressed to `address` (its To: header). */
export function mailsTo(address: string, count = 1): Promise<string[]> {
  return mailsContaining(new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m"), count);
}
