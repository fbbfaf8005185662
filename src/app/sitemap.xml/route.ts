import { serverEnv } from "@/env";
import { CACHE_POLICY, cachedResponse } from "@/lib/http-cache";
import { sitemapEntries, sitemapXml } from "@/lib/seo-files";
import { publishedNews } from "@/server/publishing/news";
import { publishedStaffCards } from "@/server/publishing/people";

/** /sitemap.xml. A route handler (not sitemap.ts) so it carries our cache headers. */
export const dynamic = "force-static";
/** Rendered again from the published stories and staff cards at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

export async function GET() {
  // The published articles of our own: the seed's two and those written in the back office (/news/<key>).
  const articles = (await publishedNews()).filter((story) => story.data.body).map((story) => story.data.link);
  // The staff cards HR publish: each is a page at /<slug>.
  const staffSlugs = (await publishedStaffCards()).map((card) => card.key);
  return cachedResponse(sitemapXml(sitemapEntries(serverEnv().SITE_URL, articles, staffSlugs)), {
    contentType: "application/xml; charset=utf-8",
    cacheControl: CACHE_POLICY.published,
  });
}
