import { staff } from "../../content/staff";
import { CACHE_POLICY, etagOf } from "../../src/lib/http-cache";
import { expect, test } from "./fixtures";

/**
 * The files the app generates are cached for a while and carry an ETag, the
 * hash of their bytes (src/lib/http-cache.ts): a share, a feed reader or a
 * crawler does not fetch them anew on every visit, and a cache can revalidate
 * an expired copy. Compression is the deployment's (docs/caching.md).
 */
const GENERATED: { path: string; type: RegExp; policy: string }[] = [
  { path: "/og/home", type: /^image\/png$/, policy: CACHE_POLICY.published },
  // A staff card's image and vCard follow HR's edits (decision 103).
  { path: `/og/staff-${staff[0]!.slug}`, type: /^image\/png$/, policy: CACHE_POLICY.published },
  { path: "/opengraph-image", type: /^image\/png$/, policy: CACHE_POLICY.published },
  { path: "/twitter-image", type: /^image\/png$/, policy: CACHE_POLICY.published },
  { path: "/news/rss.xml", type: /^application\/rss\+xml/, policy: CACHE_POLICY.published },
  { path: "/sitemap.xml", type: /^application\/xml/, policy: CACHE_POLICY.published },
  { path: "/search-index.json", type: /^application\/json/, policy: CACHE_POLICY.published },
  { path: "/robots.txt", type: /^text\/plain/, policy: CACHE_POLICY.feed },
  { path: `/vcard/${staff[0]!.slug}`, type: /^text\/vcard/, policy: CACHE_POLICY.published },
];

test.describe("cache headers of generated files", () => {
  for (const { path, type, policy } of GENERATED) {
    test(`${path}: cached for a while, with an ETag that follows its bytes`, async ({ request }) => {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      expect(first.headers()["content-type"]).toMatch(type);
      const cacheControl = first.headers()["cache-control"]!;
      expect(cacheControl).toBe(policy);
      // What lists the published stories is kept a minute (decision 100); the rest at least an hour.
      expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeGreaterThanOrEqual(policy === CACHE_POLICY.published ? 60 : 3600);
      const body = await first.body();
      expect(first.headers()["etag"]).toBe(etagOf(body));
      // Every answer is the same prerendered file: the same validator each time.
      const second = await request.get(path);
      expect(second.headers()["etag"]).toBe(first.headers()["etag"]);
      expect((await second.body()).equals(body)).toBe(true);
    });
  }

  test("a page's og:image, as its head names it, is served with the same policy", async ({ page, request }) => {
    await page.goto(`/${staff[0]!.slug}`);
    const url = await page.locator('head meta[property="og:image"]').first().getAttribute("content");
    const image = await request.get(url!);
    expect(image.headers()["cache-control"]).toBe(CACHE_POLICY.published);
    expect(image.headers()["etag"]).toBe(etagOf(await image.body()));
  });
});
