import { serverEnv } from "@/env";
import { CACHE_POLICY, cachedResponse } from "@/lib/http-cache";
import { sitemapEntries, sitemapXml } from "@/lib/seo-files";
import { publishedStaffCards } from "@/server/publishing/people";

/** /sitemap.xml. A route handler (not sitemap.ts) so it carries our cache headers. */
export const dynamic = "force-static";
/** Rendered again from the published items at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

export async function GET() {
  // The staff cards HR publish: each is a page at /<slug>.
  const staffSlugs = (await publishedStaffCards()).map((card) => card.key);
  return cachedResponse(sitemapXml(sitemapEntries(serverEnv().SITE_URL, [], staffSlugs)), {
    contentType: "application/xml; charset=utf-8",
    cacheControl: CACHE_POLICY.feed,
  });
}
