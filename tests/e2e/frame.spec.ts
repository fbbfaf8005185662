import type { Page } from "@playwright/test";
import { expect, test, visit, waitForLoader } from "./fixtures";
import { expectNoViolations } from "./axe";
import { collectViolations } from "./csp-violations";
import { ALIASES, expectHeadMetadata } from "./head-metadata";
import { LOADER_MS, ROUTES } from "./routes";

test.describe("every route", () => {
  // One visit a route for its frame, its head metadata, the strict CSP and axe (four visits before). Motion reduced: the checks
  // read the settled page (every card shown), and pages animating for no one cost the suite's two cores.
  test.use({ reducedMotion: "reduce" });

  for (const route of ROUTES) {
    test(`${route.path}: 200 with its heading, a title, the footer, its head metadata; no CSP violation; axe-clean`, async ({
      page,
      request,
      baseURL,
    }) => {
      const violations = await collectViolations(page);
      const response = await visit(page, route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("footer#footer")).toContainText(`© 2025`);
      await expectHeadMetadata(page, request, baseURL!, route.path);
      expect(await violations(), "CSP violations").toEqual([]);
      // The aliases serve /news's own HTML (decision 122): axe checks it once, as /news.
      if (!ALIASES.includes(route.path)) await expectNoViolations(page, route.path);
    });
  }

  test("every page has its own title and description", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of ROUTES.filter((r) => !ALIASES.includes(r.path))) {
      const html = await (await request.get(route.path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
      expect(title, `${route.path} has a title`).toBeTruthy();
      expect(description, `${route.path} has a description`).toBeTruthy();
      expect(titles.get(title!), `${route.path} repeats a title`).toBeUndefined();
      expect(descriptions.get(description!), `${route.path} repeats a description`).toBeUndefined();
      titles.set(title!, route.path);
      descriptions.set(description!, route.path);
    }
  });
});

test.describe("unknown paths", () => {
  // The browser logs the 404 document itself as a failed resource.
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("show 404: Page Not Found with status 404, in the server's HTML (no JavaScript needed)", async ({ page, request }) => {
    // A made-up staff card, article, opening and newsletter issue (pages rendered from the database,
    // answered by src/proxy.ts before rendering) and paths no route matches.
    const paths = [
      "/no-such-page",
      "/Careers",
      "/news/no-such-story",
      "/careers/no-such-opening",
      "/newsletter/archive/nope",
      "/news/nope/deeper",
    ];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toMatch(/^<!DOCTYPE html><html[^>]* lang="en-NG"/);
      expect(html, path).toMatch(/<h1[^>]*>404: Page Not Found<\/h1>/);
      expect(html.match(/<meta name="robots"/g), path).toHaveLength(1);
      expect(html, path).toMatch(/<footer[^>]* id="footer"/);
    }
    const response = await page.goto("/agentregistration");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404: Page Not Found" })).toBeVisible();
  });
});

type LoaderTiming = { seen?: number; gone?: number; painted?: boolean };

/**
 * Runs in the page: records when the loader appears and when it goes (performance.now), and
 * whether the first frame drawn with it showed it (a poll from the test could miss that frame).
 */
function watchLoader() {
  const w = window as unknown as { __loader: LoaderTiming };
  w.__loader = {};
  new MutationObserver(() => {
    const cover = document.querySelector<HTMLElement>('[data-testid="page-loader"]');
    const present = cover !== null;
    if (present && w.__loader.seen === undefined) {
      w.__loader.seen = performance.now();
      requestAnimationFrame(() => {
        const style = getComputedStyle(cover);
        w.__loader.painted = cover.isConnected && style.visibility === "visible" && Number(style.opacity) > 0;
      });
    }
    if (!present && w.__loader.seen !== undefined && w.__loader.gone === undefined) w.__loader.gone = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

/** How long the page showed the loader, measured by `watchLoader`. */
async function loaderShownFor(page: Page): Promise<number> {
  const timing = await page.evaluate(() => (window as unknown as { __loader: LoaderTiming }).__loader);
  expect(timing.seen, "the loader was shown").toBeDefined();
  expect(timing.gone, "the loader went away").toBeDefined();
  return timing.gone! - timing.seen!;
}

test.describe("page loading indicator", () => {
  test.skip(LOADER_MS === 0, "the loader is turned off in this build");

  test("is announced as a status in the prerendered page", async ({ request }) => {
    const html = await (await request.get("/careers")).text();
    // No aria-busy: on a live region it tells a screen reader to hold the announcement back.
    expect(html).toMatch(/<div role="status" aria-live="polite" data-testid="page-loader"/);
    expect(html).toContain("Loading page…");
  });

  test("shows on first load, then hides at about the configured time", async ({ page }) => {
    // Timed inside the page, so a slow test machine cannot blur the figures.
    await page.addInitScript(watchLoader);
    await page.goto("/careers");
    await expect(page.getByTestId("page-loader")).toHaveCount(0, { timeout: LOADER_MS + 10_000 });
    const shown = await loaderShownFor(page);
    expect(shown).toBeGreaterThanOrEqual(LOADER_MS * 0.9);
    expect(shown).toBeLessThan(LOADER_MS + 5_000);
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
  });

  test("shows again after a client-side navigation", async ({ page }) => {
    await visit(page, "/careers");
    await page.evaluate(watchLoader);
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __loader: LoaderTiming }).__loader.seen)).toBeDefined();
    await expect(page.getByTestId("page-loader")).toHaveCount(0, { timeout: LOADER_MS + 5_000 });
    expect(await loaderShownFor(page)).toBeGreaterThanOrEqual(LOADER_MS * 0.9);
    expect(
      await page.evaluate(() => (window as unknown as { __loader: LoaderTiming }).__loader.painted),
      "the cover was drawn, not hidden",
    ).toBe(true);
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test("while it covers the page nothing under it takes focus; after, focus is back on the link used", async ({ page }) => {
    await visit(page, "/careers");
    // Noted in the page as it happens (a slow machine cannot make the check miss the cover's second).
    await page.evaluate(() => {
      const w = window as unknown as { inertLog: { inert: boolean; covered: boolean }[] };
      w.inertLog = [];
      new MutationObserver(() => {
        w.inertLog.push({
          inert: Boolean(
            document.querySelector("main")?.inert && document.querySelector("header")?.inert && document.querySelector("footer")?.inert,
          ),
          covered: document.querySelector('[data-testid="page-loader"]') !== null,
        });
      }).observe(document.body, { attributes: true, attributeFilter: ["inert"], subtree: true });
    });
    const link = page.locator("footer").getByRole("link", { name: "Privacy Policy" });
    await link.focus();
    await page.keyboard.press("Enter");
    const log = () => page.evaluate(() => (window as unknown as { inertLog: { inert: boolean; covered: boolean }[] }).inertLog);
    // Header, main and footer were inert (no focus, no key press, hidden from screen readers) under the cover, and are live again.
    await expect.poll(async () => (await log()).some((entry) => entry.inert && entry.covered)).toBe(true);
    await expect(page.getByTestId("page-loader")).toHaveCount(0, { timeout: LOADER_MS + 5_000 });
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.locator("main")).toHaveJSProperty("inert", false);
    await expect(link).toBeFocused();
  });

  test("on a first visit the page is operable once the cover has faded, however late its scripts run", async ({ page }) => {
    // Note every time a part of the page is made inert.
    await page.addInitScript(() => {
      const w = window as unknown as { madeInert: number };
      w.madeInert = 0;
      new MutationObserver((records) => {
        w.madeInert += records.filter((r) => (r.target as Element).hasAttribute("inert")).length;
      }).observe(document, { attributes: true, attributeFilter: ["inert"], subtree: true });
    });
    // The page's scripts arrive only after the cover's own time is up.
    // Chunk URLs carry the deployment id as a query (?dpl=…): match the path alone.
    await page.route(/\/_next\/static\/chunks\/[^/?]+\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LOADER_MS + 500));
      await route.continue();
    });
    await page.goto("/careers");
    await expect(page.getByTestId("page-loader")).toBeHidden({ timeout: LOADER_MS + 5_000 });
    // Hydrated: the cover is taken out of the page, at once, and nothing was made inert on the way.
    await expect(page.getByTestId("page-loader")).toHaveCount(0, { timeout: LOADER_MS + 15_000 });
    expect(await page.evaluate(() => (window as unknown as { madeInert: number }).madeInert)).toBe(0);
  });

  test("ends by itself with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/careers");
    await expect(page.getByTestId("page-loader")).toBeHidden({ timeout: LOADER_MS + 5_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
    await context.close();
  });
});

test.describe("navigation bar", () => {
  test("The Firm dropdown opens by click and closes by a second click, an outside click and Escape", async ({ page }) => {
    await visit(page, "/careers");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "The Firm" });
    const panel = page.getByTestId("firm-dropdown");

    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link", { name: "Our People" })).toBeVisible();
    await expect(nav).toHaveAttribute("data-active-dropdown", "firm");

    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toHaveCount(0);

    await trigger.click();
    await expect(panel).toBeVisible();
    // Outside the panel: the heading's first letters (the panel hangs from the right edge).
    await page.getByRole("heading", { level: 1 }).click({ position: { x: 5, y: 5 } });
    await expect(panel).toHaveCount(0);

    await trigger.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("The Firm dropdown stays inside the window at desktop widths, its promotion link visible, with no sideways scrolling", async ({
    page,
  }) => {
    for (const width of [800, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, "/careers");
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "The Firm" }).click();
      const panel = page.getByTestId("firm-dropdown");
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.x, `panel's left edge at ${width}px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `panel's right edge at ${width}px`).toBeLessThanOrEqual(width);
      await expect(panel.getByRole("link").last()).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), `page width at ${width}px`).toBeLessThanOrEqual(width);
    }
  });

  test("What We Do opens inside The Firm, and a link click closes every menu", async ({ page }) => {
    await visit(page, "/careers");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "The Firm" }).click();
    const whatWeDo = nav.getByRole("button", { name: "What We Do" });
    await expect(whatWeDo).toHaveAttribute("aria-expanded", "false");
    await whatWeDo.click();
    await expect(whatWeDo).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toHaveAttribute("data-active-dropdown", "whatwedo");
    await whatWeDo.click();
    await expect(nav).toHaveAttribute("data-active-dropdown", "firm");
    await whatWeDo.click();
    await nav.getByRole("link", { name: "Commodities" }).click();
    await expect(page).toHaveURL(/\/commodities$/);
    await expect(page.getByTestId("firm-dropdown")).toHaveCount(0);
    await expect(nav).toHaveAttribute("data-active-dropdown", "none");
  });

  test("the bar shows where the visitor is: the page's own link, or The Firm for a page in its panel", async ({ page }) => {
    await visit(page, "/careers");
    const nav = page.getByRole("navigation", { name: "Main" });
    const firm = nav.getByRole("button", { name: "The Firm" });
    await expect(nav.getByRole("link", { name: "Careers" })).toHaveAttribute("aria-current", "page");
    await expect(firm).not.toHaveAttribute("aria-current");
    await expect(firm).toHaveCSS("text-decoration-line", "none");
    await firm.click();
    await nav.getByRole("link", { name: "Our People" }).click();
    await expect(page).toHaveURL(/\/our-people$/);
    await expect(firm).toHaveAttribute("aria-current", "true");
    await expect(firm).toHaveCSS("text-decoration-line", "underline");
    await expect(nav.locator("[aria-current=page]")).toHaveCount(0);
    await firm.click();
    await expect(nav.getByRole("link", { name: "Our People" })).toHaveAttribute("aria-current", "page");
  });

  test("the dropdown works from the keyboard", async ({ page }) => {
    await visit(page, "/careers");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "The Firm" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("mobile menu opens and closes at a phone viewport", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/careers");
    const toggle = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Contact Us" })).toBeVisible();
    // Its own Close menu button closes it (a press there is not a press outside the menu that the click would undo).
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // …also when focus was inside the menu.
    await toggle.click();
    await nav.getByRole("link", { name: "Home" }).focus();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav.getByRole("link", { name: "Contact Us" })).toBeVisible();
    await nav.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact-form$/);
    await expect(nav).toBeHidden();
  });

  test("at 200% text on a phone the Menu button and the logo stay whole, beside a wrapping name", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("savannah-crest:text-scale", "200"));
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/careers");
    await expect(page.getByRole("button", { name: "Menu" })).toBeInViewport({ ratio: 1 });
    const logo = page.getByTestId("site-header").locator("a svg").first();
    expect((await logo.boundingBox())?.width).toBe(32);
  });

  test("on a phone the menu closes with Escape (focus back on Menu) and when focus leaves it; a chosen page's content takes focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/careers");
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "Menu" }).click();
    await nav.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();

    await page.getByRole("button", { name: "Menu" }).click();
    await nav.getByRole("link", { name: "Search" }).focus();
    await page.keyboard.press("Tab");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Menu" }).click();
    await nav.getByRole("link", { name: "Contact Us" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact-form$/);
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("hides past 90% of the page height and comes back above it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await visit(page, "/privacy-policy");
    const header = page.getByTestId("site-header");
    await expect(header).toHaveAttribute("data-hidden", "false");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(header).toHaveAttribute("data-hidden", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-hidden", "false");
  });

  test("every navigation lands at the top, an anchor link on its anchor", async ({ page }) => {
    await visit(page, "/careers");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL(/\/terms-of-use$/);
    await waitForLoader(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto("/#footer");
    await waitForLoader(page);
    await expect(page.locator("footer#footer")).toBeInViewport();
  });
});

test("no link anywhere in the site points at a path that answers 404", async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const seen = new Set<string>();
  const broken: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route.path);
    const hrefs = await page.$$eval("a[href]", (links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(baseURL!).origin) continue;
      const key = url.pathname + url.search;
      if (seen.has(key)) continue;
      seen.add(key);
      const response = await request.get(key, { maxRedirects: 5 });
      if (response.status() >= 400) broken.push(`${key} (${response.status()}) linked from ${route.path}`);
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(20);
});
