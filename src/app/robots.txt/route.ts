import { serverEnv } from "@/env";
import { CACHE_POLICY, cachedResponse } from "@/lib/http-cache";
import { robotsTxt } from "@/lib/seo-files";

/** /robots.txt, built at build time. A route handler (not robots.ts) so it carries our cache headers. */
export const dynamic = "force-static";

export function GET() {
  return cachedResponse(robotsTxt(serverEnv().SITE_URL), { contentType: "text/plain; charset=utf-8", cacheControl: CACHE_POLICY.feed });
}
