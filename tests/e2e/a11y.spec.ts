import type { Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test, visit } from "./fixtures";
import { ROUTES } from "./routes";

// Every route is checked with axe by frame.spec.ts ("every route"), in the same visit as its frame and head.

test.describe("axe: menus open", () => {
  test("The Firm dropdown with What We Do open", async ({ page }) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "The Firm" }).click();
    await nav.getByRole("button", { name: "What We Do" }).click();
    await expect(nav.getByRole("link", { name: "Commodities" })).toBeVisible();
    await expectNoViolations(page, "firm dropdown open");
  });

  test("the mobile menu at a phone viewport, with its dropdown open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Contact Us" })).toBeVisible();
    await expectNoViolations(page, "mobile menu open");
    await nav.getByRole("button", { name: "The Firm" }).click();
    await expect(nav.getByRole("link", { name: "Our People" })).toBeVisible();
    await expectNoViolations(page, "mobile menu and dropdown open");
  });
});

/**
 * Every modal of the site, opened the way a visitor opens it (spec §4:
 * enquiry, property detail, bio, booking), checked open.
 */
const MODALS: { name: string; path: string; trigger: (page: Page) => Locator }[] = [
  { name: "bio", path: "/our-people", trigger: (page) => page.getByRole("button", { name: /Read Full Bio/ }).first() },
  { name: "executive bio", path: "/our-people", trigger: (page) => page.getByRole("button", { name: /Learn More/ }).first() },
  { name: "property detail", path: "/real-estate", trigger: (page) => page.getByRole("button", { name: /Prestige Manor/ }).first() },
  { name: "commodity enquiry", path: "/commodities", trigger: (page) => page.getByRole("button", { name: /Sesame/ }).first() },
  { name: "booking", path: "/residences", trigger: (page) => page.getByRole("button", { name: /Studio Suite/ }).first() },
  { name: "product enquiry", path: "/assets-management", trigger: (page) => page.locator('main button[aria-haspopup="dialog"]').first() },
];

test.describe("axe: modals open", () => {
  for (const modal of MODALS) {
    test(`${modal.name} modal on ${modal.path}`, async ({ page }) => {
      await visit(page, modal.path);
      await modal.trigger(page).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, `${modal.name} modal open`);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    });
  }
});

/** WCAG 1.4.4 and 1.4.10: at the text sizer's 200% on a phone, nothing is cut off or pushed sideways. */
test.describe("200% text on a 390 px phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("savannah-crest:text-scale", "200"));
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test("no page is wider than the screen", async ({ page }) => {
    test.setTimeout(ROUTES.length * 6_000);
    const wide: string[] = [];
    for (const route of ROUTES) {
      await visit(page, route.path);
      const [scrollWidth, clientWidth, rootFont] = await page.evaluate(
        () =>
          [
            document.documentElement.scrollWidth,
            document.documentElement.clientWidth,
            getComputedStyle(document.documentElement).fontSize,
          ] as const,
      );
      expect(rootFont, `${route.path} is at 200%`).toBe("32px");
      if (scrollWidth > clientWidth) wide.push(`${route.path}: ${scrollWidth} px`);
    }
    expect(wide).toEqual([]);
  });

  test("the home slide's caption is whole inside the slideshow, and the name in the bar breaks only between words", async ({ page }) => {
    await visit(page, "/");
    const slideshow = await page.getByTestId("slideshow").boundingBox();
    const caption = await page.locator('[data-testid="slideshow"] [data-active="true"] p').first().boundingBox();
    expect(caption!.y).toBeGreaterThanOrEqual(slideshow!.y);
    expect(caption!.y + caption!.height).toBeLessThanOrEqual(slideshow!.y + slideshow!.height);

    const brand = page.getByTestId("site-header").getByRole("link").first();
    const linesPerWord = await brand.evaluate((link) => {
      const text = link.querySelector("span")!.firstChild!;
      const words = [...text.textContent!.matchAll(/\S+/g)];
      return words.map((word) => {
        const range = document.createRange();
        range.setStart(text, word.index!);
        range.setEnd(text, word.index! + word[0].length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    });
    expect(linesPerWord.every((lines) => lines === 1)).toBe(true);
    const menu = await page.getByRole("button", { name: "Menu" }).boundingBox();
    const name = await brand.boundingBox();
    expect(name!.x + name!.width).toBeLessThanOrEqual(menu!.x);
  });
});
