import { serverEnv } from "@/env";
import { CACHE_POLICY, cachedResponse } from "@/lib/http-cache";
import { sitemapEntries, sitemapXml } from "@/lib/seo-files";
import { positionPath } from "@/lib/positions";
import { openPositions } from "@/server/publishing/careers";
import { publishedNews } from "@/server/publishing/news";
import { publishedStaffCards } from "@/server/publishing/people";
import { archivePath } from "@/server/newsletter/campaigns";
import { publicArchive } from "@/server/newsletter/archive";

/** /sitemap.xml. A route handler (not sitemap.ts) so it carries our cache headers. */
export const dynamic = "force-static";
/** Rendered again from the published stories, positions and staff cards at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

export async function GET() {
  // The published articles of our own: the seed's two and those written in the back office (/news/<key>).
  const articles = (await publishedNews()).filter((story) => story.data.body).map((story) => story.data.link);
  // The staff cards HR publish: each is a page at /<slug>.
  const staffSlugs = (await publishedStaffCards()).map((card) => card.key);
  // The newsletter's archive and each sent issue (/newsletter/archive/<slug>).
  const issues = ["/newsletter/archive", ...(await publicArchive()).map((issue) => archivePath(issue.slug))];
  // Each open position's page (/careers/<key>), where its JobPosting data is.
  const openings = (await openPositions()).map((position) => positionPath(position.key));
  return cachedResponse(sitemapXml(sitemapEntries(serverEnv().SITE_URL, [...articles, ...issues, ...openings], staffSlugs)), {
    contentType: "application/xml; charset=utf-8",
    cacheControl: CACHE_POLICY.published,
  });
}
