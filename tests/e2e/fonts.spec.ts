import { readFileSync } from "node:fs";
import { FACES, specimenHtml } from "../../scripts/fonts/specimen.mjs";
import { expect, test, visit } from "./fixtures";

/**
 * The brand faces on a first visit (issue 28): a fresh browser context (no
 * cache, no storage) opens the home page, and once it has loaded the main
 * heading is set in Fraunces and a paragraph in Inter, with no layout shift
 * on the way (the fallbacks are metric-matched, fonts.css).
 */
test("a first visit shows the home page in Fraunces and Inter, and nothing shifts", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });

  await visit(page, "/");
  await page.evaluate(() => document.fonts.ready);

  const heading = page.getByRole("heading", { level: 1 });
  const paragraph = page
    .locator("main p")
    .filter({ hasText: /\w{4,}/ })
    .first();
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?fraunces"?,/i);
  expect(await paragraph.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?inter"?,/i);
  // The faces themselves are loaded and would set this text (not only named first in the stack).
  const check = (element: Element) => {
    const style = getComputedStyle(element);
    const family = style.fontFamily.split(",")[0]!;
    return document.fonts.check(`${style.fontWeight} ${style.fontSize} ${family}`, element.textContent ?? "");
  };
  expect(await heading.evaluate(check)).toBe(true);
  expect(await paragraph.evaluate(check)).toBe(true);
  const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family));
  expect(loaded.some((family) => /fraunces/i.test(family) && !/fallback/i.test(family))).toBe(true);
  expect(loaded.some((family) => /inter/i.test(family) && !/fallback/i.test(family))).toBe(true);
  // Fetched from this site, each file once: the preload and the @font-face share one request.
  expect(fonts.every((path) => path.startsWith("/_next/static/media/") && path.endsWith(".woff2"))).toBe(true);
  expect(new Set(fonts).size).toBe(fonts.length);

  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  await context.close();
});

test("every page preloads the two brand faces", async ({ page }) => {
  for (const path of ["/", "/news", "/whistleblow"]) {
    await visit(page, path);
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(preloads, path).toHaveLength(2);
  }
});

/**
 * The site's faces are Fontsource's files less what no browser draws
 * (scripts/fonts/subset-*.py, decision 107): Inter cut to weights 400 to 900,
 * Fraunces without the glyphs no weight shows. Each must draw every weight it
 * serves exactly as the file it was cut from: a new Fontsource release, or a
 * cut that rounds, fails here (regenerate with the scripts).
 */
for (const [name, face] of Object.entries(FACES)) {
  test(`the site's ${name} draws every weight pixel for pixel as Fontsource's`, async ({ page }) => {
    const weights = face.weights.filter((weight) => weight % 50 === 0);
    const shots: Buffer[] = [];
    for (const file of [face.original, face.cut]) {
      await page.setViewportSize({ width: 2400, height: 800 });
      await page.setContent(specimenHtml(readFileSync(file), [14, 24, 48], weights));
      await page.evaluate(() => document.fonts.ready);
      shots.push(await page.screenshot({ fullPage: true, timeout: 120_000 }));
    }
    expect(shots[0]!.equals(shots[1]!)).toBe(true);
  });
}
