import { MARKET_FIGURES } from "../../content/site";
import { expect, test, visit, waitForLoader } from "./fixtures";

const ARTICLES = [
  {
    path: "/casalavorowuseii",
    heading: /Casa Lavoro, Wuse II/,
    title: "Casa Lavoro, Wuse II: a residence for Abuja's working professionals",
    date: "March 24, 2025",
    published: "2025-03-24",
  },
  {
    path: "/news/identifying-high-value-properties",
    heading: /high-value properties/,
    title: "How to identify high-value properties in Abuja",
    date: "May 14, 2025",
    published: "2025-05-14",
  },
];

test.describe("articles", () => {
  for (const article of ARTICLES) {
    test(`${article.path}: heading, date, reading time and NewsArticle JSON-LD`, async ({ page }) => {
      await visit(page, article.path);
      await expect(page.getByRole("heading", { level: 1, name: article.heading })).toBeVisible();
      const meta = page.getByTestId("article-meta");
      await expect(meta.locator("time")).toHaveText(article.date);
      await expect(meta.locator("time")).toHaveAttribute("datetime", article.published);
      await expect(page.getByTestId("reading-time")).toHaveText(/^\d+ min read$/);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const ld = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "NewsArticle");
      expect(ld).toBeTruthy();
      expect(ld.headline).toMatch(article.heading);
      // A seed article has a date only: 09:00 in Lagos that day.
      expect(ld.datePublished).toBe(`${article.published}T09:00:00+01:00`);
      expect(ld.author.name).toBeTruthy();
      expect(ld.publisher.name).toBe("Savannah Crest Group");
    });
  }

  test("the Wuse II article states the market figures", async ({ page }) => {
    await visit(page, "/casalavorowuseii");
    const body = page.locator("article");
    await expect(body).toContainText(`${MARKET_FIGURES.size2025} in 2025`);
    await expect(body).toContainText(`${MARKET_FIGURES.growthPerYear} a year`);
    await expect(body).toContainText(`${MARKET_FIGURES.size2029} by 2029`);
  });

  test("both articles open scrolled to the top, even from far down the news page", async ({ page }) => {
    for (const article of ARTICLES) {
      await visit(page, "/news");
      const link = page.getByTestId("news-card").getByRole("link", { name: article.title, exact: true });
      await link.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 400));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${article.path}$`));
      await waitForLoader(page);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });
});
