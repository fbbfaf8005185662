import { serverEnv } from "@/env";
import { CACHE_POLICY, cachedResponse } from "@/lib/http-cache";
import { sitemapEntries, sitemapXml } from "@/lib/seo-files";
import { publishedNews } from "@/server/publishing/news";
import { publishedStaffCards } from "@/server/publishing/people";
import { archivePath } from "@/server/newsletter/campaigns";
import { publicArchive } from "@/server/newsletter/archive";

/** /sitemap.xml. A route handler (not sitemap.ts) so it carries our cache headers. */
export const dynamic = "force-static";
/** Rendered again from the published stories and staff cards at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

export async function GET() {
  // The published articles of our own: the seed's two and those written in the back office (/news/<key>).
  const articles = (await publishedNews()).filter((story) => story.data.body).map((story) => story.data.link);
  // The staff cards HR publish: each is a page at /<slug>.
  const staffSlugs = (await publishedStaffCards()).map((card) => card.key);
  // The newsletter's archive and each sent issue (/newsletter/archive/<slug>).
  const issues = ["/newsletter/archive", ...(await publicArchive()).map((issue) => archivePath(issue.slug))];
  return cachedResponse(sitemapXml(sitemapEntries(serverEnv().SITE_URL, [...articles, ...issues], staffSlugs)), {
    contentType: "application/xml; charset=utf-8",
    cacheControl: CACHE_POLICY.published,
  });
}
