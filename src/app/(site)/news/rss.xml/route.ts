import { newsCopy, newsNewestFirst } from "@content/news";
import { serverEnv } from "@/env";
import { buildRss } from "@/sections/news/rss";

/** RSS 2.0 feed of News & Insights, built at build time. */
export const dynamic = "force-static";

export function GET() {
  const site = serverEnv().SITE_URL.replace(/\/$/, "");
  const xml = buildRss({
    title: newsCopy.feedTitle,
    description: newsCopy.feedDescription,
    siteUrl: site,
    pagePath: "/news",
    feedPath: "/news/rss.xml",
    items: newsNewestFirst(),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
