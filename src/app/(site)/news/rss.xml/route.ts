import { newsCopy } from "@content/news";
import { CACHE_POLICY, cachedResponse } from "@/lib/http-cache";
import { absoluteUrl } from "@/lib/site-url";
import { buildRss } from "@/sections/news/rss";
import { database } from "@/server/db";
import { publishedNews } from "@/server/publishing/news";
import { feedStories } from "@/server/publishing/news-feed";

/** RSS 2.0 feed of News & Insights: the published stories. */
export const dynamic = "force-static";
/** Rendered again from the published stories at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

export async function GET() {
  const xml = buildRss({
    title: newsCopy.feedTitle,
    description: newsCopy.feedDescription,
    siteUrl: absoluteUrl("/"),
    pagePath: "/news",
    feedPath: "/news/rss.xml",
    items: await feedStories(await publishedNews(), database),
  });
  return cachedResponse(xml, { contentType: "application/rss+xml; charset=utf-8", cacheControl: CACHE_POLICY.published });
}
