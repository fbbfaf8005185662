import { articles, news } from "@content/news";
import { pages } from "@content/pages";
import { staff } from "@content/staff";
import { escapeMarkup } from "./escape";
import { absoluteUrl } from "./site-url";

/**
 * /robots.txt: everything but the API may be crawled; names the sitemap. No
 * `Host:` line: it is not part of the robots exclusion standard (RFC 9309).
 */
export function robotsTxt(siteUrl: string): string {
  return ["User-Agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${absoluteUrl("/sitemap.xml", siteUrl)}`, ""].join("\n");
}

type SitemapEntry = { url: string; changeFrequency: "weekly" | "monthly" | "yearly"; priority: number };

/**
 * Every page of content/pages.ts, every staff card (the published ones' paths;
 * by default content/staff.ts's) and every article path given (the published
 * ones'; by default the seed's), at its canonical URL. The seed's articles
 * have a page head in content/pages.ts but are listed only while published.
 */
export function sitemapEntries(
  siteUrl: string,
  articlePaths: readonly string[] = news.filter((story) => story.body).map((story) => story.link),
  staffSlugs: readonly string[] = staff.map((person) => person.slug),
): SitemapEntry[] {
  const articleLinks = new Set(articles.map((article) => article.link));
  const pageEntries = Object.values(pages)
    .filter((page) => !articleLinks.has(page.path))
    .map((page) => ({
      // The home page as its canonical link gives it: Next.js writes the site's root without its slash.
      url: page.path === "/" ? absoluteUrl("/", siteUrl).replace(/\/$/, "") : absoluteUrl(page.path, siteUrl),
      changeFrequency: page.path === "/" || page.path === "/news" ? ("weekly" as const) : ("monthly" as const),
      priority: page.path === "/" ? 1 : 0.7,
    }));
  const staffEntries = staffSlugs.map((slug) => ({
    url: absoluteUrl(`/${slug}`, siteUrl),
    changeFrequency: "yearly" as const,
    priority: 0.3,
  }));
  const articleEntries = articlePaths.map((path) => ({
    url: absoluteUrl(path, siteUrl),
    changeFrequency: "monthly" as const,
    priority: 0.7,
  }));
  return [...pageEntries, ...articleEntries, ...staffEntries];
}

/** A sitemaps.org 0.9 document of the entries. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url>\n<loc>${escapeMarkup(e.url)}</loc>\n<changefreq>${e.changeFrequency}</changefreq>\n<priority>${e.priority}</priority>\n</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
