import type { APIRequestContext, Page } from "@playwright/test";
import { CACHE_POLICY, etagOf } from "../../src/lib/http-cache";
import { expect } from "./fixtures";

/** TITLE_MAX of src/lib/metadata.ts: about 60 characters, which search results show, with some slack. */
const TITLE_MAX = 70;

/** /Blog and /newsinsights/ are rewrites that serve /news's own HTML (decision 122). */
export const ALIASES = ["/Blog", "/newsinsights/"];

/** The canonical path of a route: the /news aliases point at /news (spec §2). */
export function canonicalPath(path: string) {
  return ALIASES.includes(path) ? "/news" : path;
}

/** The page's title, description, canonical URL, Open Graph and Twitter cards, and its share image as served. */
export async function expectHeadMetadata(page: Page, request: APIRequestContext, baseURL: string, path: string) {
  const head = page.locator("head");
  const meta = (selector: string) => head.locator(selector).first().getAttribute("content");

  await expect(page).toHaveTitle(/\S{3}/);
  // Search results cut titles after about 60 characters (the site's name included).
  expect((await page.title()).length, await page.title()).toBeLessThanOrEqual(TITLE_MAX);
  const description = await meta('meta[name="description"]');
  expect(description?.length ?? 0).toBeGreaterThan(30);
  const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).toString()).toBe(new URL(canonicalPath(path), baseURL).toString());

  expect(await meta('meta[property="og:title"]')).toBeTruthy();
  expect(await meta('meta[property="og:description"]')).toBe(description);
  expect(await meta('meta[property="og:site_name"]')).toBe("Savannah Crest Group");
  expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");

  const ogImage = await meta('meta[property="og:image"]');
  const twitterImage = await meta('meta[name="twitter:image"]');
  expect(ogImage).toMatch(new RegExp(`^${baseURL}/`));
  expect(twitterImage).toBe(ogImage);
  const image = await request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect((await image.body()).subarray(1, 4).toString()).toBe("PNG");
  // A staff card's image follows HR's edits within a minute (decision 103); a page's changes with a deployment.
  expect(image.headers()["cache-control"]).toBe(CACHE_POLICY.published);
  expect(image.headers()["etag"]).toBe(etagOf(await image.body()));
}
