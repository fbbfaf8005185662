import { expect, test, visit } from "./fixtures";

const fontRequests = (page: import("@playwright/test").Page) => {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") urls.push(request.url());
  });
  return urls;
};

const headingFont = (page: import("@playwright/test").Page) => page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily);

test.describe("brand fonts off the critical path", () => {
  test("a first visit paints in the fallbacks, fetches the fonts after load, and the next page load shows them", async ({ page }) => {
    const fonts = fontRequests(page);
    let loadedAt = 0;
    page.on("load", () => (loadedAt = fonts.length));
    await visit(page, "/precedence");
    expect(loadedAt, "no font is fetched before the page has loaded").toBe(0);
    await expect(page.locator("html")).not.toHaveClass(/brand-fonts/);
    expect(await headingFont(page)).toMatch(/^"Fraunces Fallback"/);

    // Fetched in idle time: the heading keeps its fallback face (nothing moves under the reader).
    await expect.poll(() => page.evaluate(() => localStorage.getItem("savannah-crest:brand-fonts"))).toBe("1");
    expect(fonts.some((url) => url.includes("fraunces")) && fonts.some((url) => url.includes("inter"))).toBe(true);
    expect(await headingFont(page)).toMatch(/^"Fraunces Fallback"/);

    await visit(page, "/our-people");
    await expect(page.locator("html")).toHaveClass(/brand-fonts/);
    expect(await headingFont(page)).toMatch(/fraunces/i);
    expect(await headingFont(page)).not.toMatch(/^"Fraunces Fallback"/);
    // The heading is set in the brand face itself, not only named in the stack.
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].filter((f) => /^"?fraunces"?$/i.test(f.family)).map((f) => f.status)))
      .toContain("loaded");
  });

  test("a client-side navigation switches to the brand fonts once they have loaded", async ({ page }) => {
    await visit(page, "/");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("savannah-crest:brand-fonts"))).toBe("1");
    await expect(page.locator("html")).not.toHaveClass(/brand-fonts/);
    await page.locator("footer#footer").getByRole("link", { name: "Careers", exact: true }).first().click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator("html")).toHaveClass(/brand-fonts/);
  });
});
