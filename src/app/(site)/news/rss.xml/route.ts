import { statSync } from "node:fs";
import { join } from "node:path";
import { newsCopy, newsNewestFirst } from "@content/news";
import { CACHE_POLICY, cachedResponse } from "@/lib/http-cache";
import { absoluteUrl } from "@/lib/site-url";
import { buildRss } from "@/sections/news/rss";

/** RSS 2.0 feed of News & Insights, built at build time. */
export const dynamic = "force-static";

/** A public/ file's size in bytes, for the enclosures (a missing image fails the build). */
function publicFileSize(path: string): number {
  return statSync(join(/*turbopackIgnore: true*/ process.cwd(), "public", path)).size;
}

export function GET() {
  const xml = buildRss({
    title: newsCopy.feedTitle,
    description: newsCopy.feedDescription,
    siteUrl: absoluteUrl("/"),
    pagePath: "/news",
    feedPath: "/news/rss.xml",
    items: newsNewestFirst(),
    fileSize: publicFileSize,
  });
  return cachedResponse(xml, { contentType: "application/rss+xml; charset=utf-8", cacheControl: CACHE_POLICY.feed });
}
