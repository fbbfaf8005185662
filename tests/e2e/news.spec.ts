import { news } from "../../content/news";
import { CACHE_POLICY, etagOf } from "../../src/lib/http-cache";
import { expect, test, visit } from "./fixtures";

const titles = (page: import("@playwright/test").Page) =>
  page.getByTestId("news-card").getByRole("heading", { level: 3 }).allTextContents();

test.describe("News & Insights", () => {
  test("/news, /Blog and /newsinsights/ show the same 11 cards under the spec's headings", async ({ page }) => {
    const seen: string[][] = [];
    for (const path of ["/news", "/Blog", "/newsinsights/"]) {
      await visit(page, path);
      await expect(page.getByRole("heading", { level: 1, name: "NEWS & INSIGHTS" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Featured Stories" })).toBeVisible();
      await expect(page.getByTestId("news-card")).toHaveCount(11);
      seen.push((await titles(page)).map((t) => t.replace(" (opens in a new tab)", "")));
    }
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    expect(new Set(seen[0]).size).toBe(11);
  });

  test("newest first; 7 press items dated July 2025; subtitle is the description, else the type", async ({ page }) => {
    await visit(page, "/news");
    const cards = page.getByTestId("news-card");
    const dates = await cards.getByTestId("news-date").allTextContents();
    const times = dates.map((d) => Date.parse(d));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const press = page.locator('[data-testid="news-card"][data-type="Press Release"]');
    await expect(press).toHaveCount(7);
    for (const date of await press.getByTestId("news-date").allTextContents()) expect(date).toMatch(/^July \d{1,2}, 2025$/);
    for (const item of news) {
      const card = cards.filter({ has: page.getByRole("heading", { name: item.title }) });
      await expect(card.getByTestId("news-subtitle")).toHaveText(item.description ?? item.type);
      // The type is said once: as the subtitle, or above the title when a description is the subtitle.
      await expect(card.getByText(item.type, { exact: true })).toHaveCount(1);
    }
  });

  test("internal stories link within the site; external ones open in a new tab safely", async ({ page }) => {
    await visit(page, "/news");
    for (const item of news) {
      const link = page.getByTestId("news-card").getByRole("link", { name: item.title });
      await expect(link).toHaveAttribute("href", item.link);
      if (item.isInternal) {
        expect(item.link.startsWith("/")).toBe(true);
        await expect(link).not.toHaveAttribute("target", /.+/);
      } else {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    }
    await page.getByRole("link", { name: "Casa Lavoro, Wuse II: a residence for Abuja's working professionals" }).click();
    await expect(page).toHaveURL(/\/casalavorowuseii$/);
  });

  test("a card whose image fails shows the placeholder 'Image Not Available' in the same box", async ({ page }) => {
    // A 200 with a body that is not an image: the browser fails to decode it (no network error in the console).
    await page.route(/news-03\.webp/, (route) => route.fulfill({ status: 200, contentType: "image/webp", body: "not an image" }));
    await visit(page, "/news");
    const broken = page.getByTestId("news-card").filter({ hasText: "2024 Sustainability Report" }).locator("img");
    await expect(broken).toHaveAttribute("alt", "Image Not Available");
    await expect(broken).toHaveAttribute("src", /\/media\/placeholder\.svg/);
    await expect.poll(() => broken.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const healthy = page.getByTestId("news-card").first().locator("img");
    const [a, b] = [await broken.boundingBox(), await healthy.boundingBox()];
    expect(Math.round(a!.width)).toBe(Math.round(b!.width));
    expect(Math.round(a!.height)).toBe(Math.round(b!.height));
    const others = page.getByTestId("news-card").locator('img[alt="Image Not Available"]');
    await expect(others).toHaveCount(1);
  });

  test("the type filter is kept in the URL query and survives a reload; the page stays static", async ({ page, request }) => {
    await visit(page, "/news");
    const filter = page.getByRole("navigation", { name: "Filter stories by type" });
    await filter.getByRole("link", { name: "Press Release" }).click();
    await expect(page).toHaveURL(/\/news\?type=press-release$/);
    await expect(page.getByTestId("news-card")).toHaveCount(7);
    await expect(filter.getByRole("link", { name: "Press Release" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("news-count")).toHaveText("7 stories: Press Release");

    await page.reload();
    await expect(page.getByTestId("news-card")).toHaveCount(7);

    await filter.getByRole("link", { name: "Article" }).click();
    await expect(page.getByTestId("news-card")).toHaveCount(2);
    await filter.getByRole("link", { name: "All stories" }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByTestId("news-card")).toHaveCount(11);

    await visit(page, "/Blog?type=project-update");
    await expect(page.getByTestId("news-card")).toHaveCount(2);
    await expect(page.getByTestId("news-card").first()).toHaveAttribute("data-type", "Project Update");
    await expect(filter.getByRole("link", { name: "Article" })).toHaveAttribute("href", "/Blog?type=article");

    // The server answers every query with the same prerendered page (all 11 cards); the browser filters.
    const html = await (await request.get("/news?type=article")).text();
    for (const item of news) expect(html).toContain(item.title.replace(/'/g, "&#x27;"));
  });

  test("an RSS 2.0 feed is advertised in the head and lists the 11 stories", async ({ page, request, baseURL }) => {
    await visit(page, "/news");
    const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(alternate).toHaveAttribute("href", /\/news\/rss\.xml$/);
    const response = await request.get("/news/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(11);
    expect(xml).toContain(`<link>${baseURL}/casalavorowuseii</link>`);
    for (const item of news) expect(xml).toContain(item.title.replace(/&/g, "&amp;").replace(/'/g, "&#39;"));
  });

  test("each enclosure gives its image's real size, and the feed is cacheable with a validator", async ({ request }) => {
    const response = await request.get("/news/rss.xml");
    expect(response.headers()["cache-control"]).toBe(CACHE_POLICY.published);
    const xml = await response.text();
    expect(response.headers()["etag"]).toBe(etagOf(xml));
    const enclosures = [...xml.matchAll(/<enclosure url="([^"]+)" type="([^"]+)" length="(\d+)" \/>/g)];
    expect(enclosures).toHaveLength(11);
    for (const [, url, type, length] of enclosures) {
      const image = await request.get(url!);
      expect(image.status(), url).toBe(200);
      expect(image.headers()["content-type"], url).toBe(type);
      expect((await image.body()).length, url).toBe(Number(length));
    }
  });
});
