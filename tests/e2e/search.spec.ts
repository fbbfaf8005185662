import { expect, test, visit, waitForLoader } from "./fixtures";

const KEYWORDS: [string, RegExp][] = [
  ["home", /\/$/],
  ["about", /\/the-firm$/],
  ["commodities", /\/commodities$/],
  ["residences", /\/residences$/],
  ["realestate", /\/real-estate$/],
  ["staff", /\/our-people$/],
  ["contact", /\/contact-form$/],
];

test.describe("/search: the spec's keyword rules", () => {
  test("a labelled text box; empty or blank gives 'Please enter a search term'", async ({ page }) => {
    await visit(page, "/search");
    const box = page.getByRole("searchbox", { name: "Search the site" });
    await expect(box).toBeVisible();
    // No results heading over nothing: it appears with a term.
    const heading = page.getByRole("heading", { name: "Results from across the site" });
    const headingShown = async () => ((await heading.boundingBox())?.height ?? 0) > 1;
    expect(await headingShown()).toBe(false);
    await box.fill("sesame");
    await expect.poll(headingShown).toBe(true);
    await box.fill("");
    await box.press("Enter");
    await expect(page.getByTestId("search-message")).toHaveText("Please enter a search term");
    await box.fill("   ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("search-message")).toHaveText("Please enter a search term");
    await expect(box).toHaveAttribute("aria-invalid", "true");
  });

  test("an unknown term gives 'No match found'", async ({ page }) => {
    await visit(page, "/search");
    const box = page.getByRole("searchbox", { name: "Search the site" });
    for (const term of ["xyzzy", "real estate", "staffs"]) {
      await box.fill(term);
      await box.press("Enter");
      await expect(page.getByTestId("search-message")).toHaveText("No match found");
      await expect(page).toHaveURL(/\/search$/);
    }
  });

  for (const [keyword, url] of KEYWORDS) {
    test(`"${keyword}" (any case, padded) clears the message and navigates`, async ({ page }) => {
      await visit(page, "/search");
      const box = page.getByRole("searchbox", { name: "Search the site" });
      await box.press("Enter");
      await expect(page.getByTestId("search-message")).toHaveText("Please enter a search term");
      await box.fill(`  ${keyword.toUpperCase()} `);
      await expect(page.getByTestId("search-message")).toHaveText("");
      await box.press("Enter");
      await expect(page).toHaveURL(url);
    });
  }
});

test.describe("/search: full-text results", () => {
  test("results appear as you type, with highlighted snippets and a counted live status", async ({ page }) => {
    await visit(page, "/search");
    await page.getByRole("searchbox", { name: "Search the site" }).fill("cross-border");
    const results = page.getByTestId("search-results").getByRole("link");
    await expect(results.first()).toBeVisible();
    await expect(results.first()).toContainText("Privacy Policy: Cross-border transfer");
    await expect(results.first().locator("mark").first()).toHaveText(/cross-border/i);
    await expect(results.first().locator("mark")).not.toHaveCount(0);
    await expect(page.getByTestId("search-status")).toHaveText(/^\d+ results? for “cross-border”$/);
    await expect(page.getByTestId("search-status")).toHaveAttribute("role", "status");
  });

  test("while a word is typed the count on screen follows each key; the live status waits for a pause, then speaks once", async ({
    page,
  }) => {
    // The page's clock is ours: no keystroke gap on a busy machine can pass for a pause.
    await page.clock.install();
    await visit(page, "/search");
    const box = page.getByRole("searchbox", { name: "Search the site" });
    const live = page.getByTestId("search-status");
    const visible = page.getByTestId("search-status-visible");
    await box.fill("ri");
    await expect(live).toHaveText(/results? for “ri”$/);
    // Far enough ahead that a slow round trip cannot land past it; nothing is pending to fire on the way.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await live.evaluate((status) => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => said.push(status.textContent ?? "")).observe(status, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said.filter(Boolean));

    await box.pressSequentially("sk");
    await expect(visible).toHaveText(/results? for “risk”$/);
    await box.pressSequentially(" management");
    await expect(visible).toHaveText(/results? for “risk management”$/);
    await expect(page.getByTestId("search-results").getByRole("link").first()).toBeVisible();
    await page.clock.runFor(500);
    expect(await said()).toEqual([]);
    await expect(live).toHaveText(/results? for “ri”$/);

    await page.clock.runFor(200);
    await expect(live).toHaveText(/results? for “risk management”$/);
    expect(await said()).toHaveLength(1);
  });

  test("results are reachable by keyboard: arrow keys move through them, Enter opens one", async ({ page }) => {
    await visit(page, "/search");
    const box = page.getByRole("searchbox", { name: "Search the site" });
    await box.fill("whistleblowing");
    const results = page.getByTestId("search-results").getByRole("link");
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeGreaterThan(1);
    await box.press("ArrowDown");
    await expect(results.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(results.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(box).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(results.nth(0)).toBeFocused();
    const href = await results.nth(0).getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.?#]/g, "\\$&")}$`));
    await waitForLoader(page);
  });

  test("finds a person by a word of their bio and a staff card by name", async ({ page }) => {
    await visit(page, "/search");
    const box = page.getByRole("searchbox", { name: "Search the site" });
    await box.fill("COREN");
    // The word is in an executive's bio (and in a job advert): the person's page is among the results.
    await expect(page.getByTestId("search-results").locator('a[href="/our-people"]').first()).toBeVisible();
    await box.fill("Halima Sule");
    await expect(page.getByTestId("search-results").getByRole("link").first()).toHaveAttribute("href", "/halima");
  });

  test("finds a commodity by its specification", async ({ page }) => {
    await visit(page, "/search");
    await page.getByRole("searchbox", { name: "Search the site" }).fill("oil content above 45%");
    const first = page.getByTestId("search-results").getByRole("link").first();
    await expect(first).toHaveAttribute("href", /^\/commodities/);
    await expect(first).toContainText(/sesame/i);
  });

  test("an exact keyword still navigates at once while results are shown", async ({ page }) => {
    await visit(page, "/search");
    const box = page.getByRole("searchbox", { name: "Search the site" });
    await box.fill("staff");
    await expect(page.getByTestId("search-results").getByRole("link").first()).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/our-people$/);
  });
});

test.describe("/search without JavaScript", () => {
  test("the form submits to /search?q=, which answers on the server: results and the spec's messages, a keyword goes to its page", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search");
    const box = page.getByRole("searchbox", { name: "Search the site" });
    await box.fill("cross-border");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=cross-border$/);
    await expect(box).toHaveValue("cross-border");
    await expect(page.getByTestId("search-message")).toHaveText("No match found");
    await expect(page.getByTestId("search-results").getByRole("link").first()).toBeVisible();
    await expect(page.getByTestId("search-status-visible")).toHaveText(/^\d+ results? for “cross-border”$/);

    await page.goto("/search?q=");
    await expect(page.getByTestId("search-message")).toHaveText("Please enter a search term");
    await page.goto("/search?q=%20Staff%20");
    await expect(page).toHaveURL(/\/our-people$/);
    await context.close();

    // A shared link: the results are in the HTML itself.
    const html = await (await request.get("/search?q=sesame")).text();
    expect(html).toMatch(/data-testid="search-results"/);
    expect(html).toMatch(/href="\/commodities/);
  });
});
