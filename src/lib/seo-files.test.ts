import { describe, expect, it } from "vitest";
import { pages } from "@content/pages";
import { staff } from "@content/staff";
import { robotsTxt, sitemapEntries, sitemapXml } from "./seo-files";

const SITE = "https://www.savannahcrest.example";

describe("robots.txt", () => {
  it("allows all but the API, names the sitemap, and has no Host line", () => {
    const text = robotsTxt(SITE);
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/www\.savannahcrest\.example\/sitemap\.xml$/m);
    expect(text).not.toMatch(/^Host:/im);
  });
});

describe("sitemap", () => {
  it("lists every page and staff card once, as absolute URLs in a sitemaps.org document", () => {
    const entries = sitemapEntries(SITE);
    expect(entries).toHaveLength(Object.keys(pages).length + staff.length);
    const xml = sitemapXml(entries);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(entries.length);
    // The home page as its canonical link says it (Next.js writes the root without its slash).
    expect(locs).toContain(SITE);
    expect(locs).not.toContain(`${SITE}/`);
    expect(locs).toContain(`${SITE}/precedence`);
    expect(xml).toContain("<priority>1</priority>");
  });

  it("lists a seed article while it is published, and not once it is taken down", () => {
    const locs = (paths?: string[]) => sitemapEntries(SITE, paths).map((e) => e.url);
    expect(locs().filter((url) => url === `${SITE}/casalavorowuseii`)).toHaveLength(1);
    expect(locs(["/news/identifying-high-value-properties"])).not.toContain(`${SITE}/casalavorowuseii`);
    expect(locs(["/news/identifying-high-value-properties"])).toContain(`${SITE}/news/identifying-high-value-properties`);
  });
});
