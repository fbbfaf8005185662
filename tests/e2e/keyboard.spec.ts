import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

/** True when the focused element shows a focus indicator (outline or ring). */
function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, what: "nothing focused" };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== "none";
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    return { ok: outline || ring, what };
  });
}

test("skip link, the bar by Tab, The Firm dropdown by Enter and Escape", async ({ page }) => {
  await visit(page, "/careers");

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
  // The next Tab starts inside the main content, past the navigation.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main, footer")))).toBe(true);

  // From the top again: through the bar to The Firm.
  await visit(page, "/careers");
  await page.keyboard.press("Tab"); // skip link
  await page.keyboard.press("Tab"); // logo
  await expect(page.getByRole("banner").getByRole("link").first()).toBeFocused();
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Home" })).toBeFocused();
  await page.keyboard.press("Tab");
  const firm = nav.getByRole("button", { name: "The Firm" });
  await expect(firm).toBeFocused();
  expect((await focusIsVisible(page)).ok).toBe(true);

  await page.keyboard.press("Enter");
  await expect(firm).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Our People" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(firm).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByTestId("firm-dropdown")).toHaveCount(0);
  await expect(firm).toBeFocused();

  // The rest of the bar is reachable in order.
  for (const name of ["About", "Careers", "Contact Us", "Search"]) {
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name })).toBeFocused();
  }
});

test("every focusable element shows visible focus", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ["/", "/careers", "/contact-form", "/our-people", "/precedence"]) {
    await visit(page, path);
    const focusables = await page.evaluate(() => {
      const selector =
        'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
      return [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => el.getClientRects().length > 0).length;
    });
    const order: string[] = [];
    const invisible: string[] = [];
    for (let i = 0; i < Math.min(focusables + 1, 120); i += 1) {
      await page.keyboard.press("Tab");
      const focus = await focusIsVisible(page);
      if (focus.what === "nothing focused" || (order.includes(focus.what) && order[0] === focus.what)) break; // wrapped round
      order.push(focus.what);
      if (!focus.ok) invisible.push(focus.what);
    }
    expect(invisible, `${path}: elements without a visible focus indicator`).toEqual([]);
    expect(order.length, `${path}: reached ${order.join(", ")}`).toBeGreaterThan(5);
  }
});

test("a modal by keyboard: focus moves in, stays trapped, Escape closes it and focus returns", async ({ page }) => {
  await visit(page, "/our-people");
  const trigger = page.getByRole("button", { name: /Read Full Bio/ }).first();
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 8; i += 1) {
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test("submitting a form with errors lands on the first invalid field", async ({ page }) => {
  await visit(page, "/contact-form");
  const form = page.locator("main form").first();
  const submit = form.getByRole("button", { name: /send|submit/i });
  await submit.focus();
  await page.keyboard.press("Enter");
  const name = form.getByLabel(/^Name/);
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/Name is required/);
  await expect(form.getByText("Name is required")).toBeVisible();
});
