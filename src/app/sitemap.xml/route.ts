import { serverEnv } from "@/env";
import { CACHE_POLICY, cachedResponse } from "@/lib/http-cache";
import { sitemapEntries, sitemapXml } from "@/lib/seo-files";

/** /sitemap.xml, built at build time. A route handler (not sitemap.ts) so it carries our cache headers. */
export const dynamic = "force-static";

export function GET() {
  return cachedResponse(sitemapXml(sitemapEntries(serverEnv().SITE_URL)), {
    contentType: "application/xml; charset=utf-8",
    cacheControl: CACHE_POLICY.feed,
  });
}
