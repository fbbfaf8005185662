import { statSync } from "node:fs";
import { join } from "node:path";
import { newsCopy } from "@content/news";
import { CACHE_POLICY, cachedResponse } from "@/lib/http-cache";
import { absoluteUrl } from "@/lib/site-url";
import { buildRss } from "@/sections/news/rss";
import { UPLOADS_PREFIX } from "@content/media";
import { database } from "@/server/db";
import { publishedNews } from "@/server/publishing/news";
import { publishedFileSizes } from "@/server/publishing/uploads";

/** RSS 2.0 feed of News & Insights: the published stories. */
export const dynamic = "force-static";
/** Rendered again from the published stories at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

/** A public/ file's size in bytes, for the enclosures (a missing image fails the build). */
function publicFileSize(path: string): number {
  return statSync(join(/*turbopackIgnore: true*/ process.cwd(), "public", path)).size;
}

/** The enclosures' sizes: an uploaded image's from the database, any other from public/. */
async function fileSizes(images: string[]): Promise<(path: string) => number> {
  const uploaded = images.filter((path) => path.startsWith(UPLOADS_PREFIX));
  const sizes = uploaded.length > 0 ? await publishedFileSizes(await database(), uploaded) : new Map<string, number>();
  return (path) => sizes.get(path) ?? publicFileSize(path);
}

export async function GET() {
  const items = (await publishedNews()).map((story) => story.data);
  const xml = buildRss({
    title: newsCopy.feedTitle,
    description: newsCopy.feedDescription,
    siteUrl: absoluteUrl("/"),
    pagePath: "/news",
    feedPath: "/news/rss.xml",
    items,
    fileSize: await fileSizes(items.map((item) => item.image)),
  });
  return cachedResponse(xml, { contentType: "application/rss+xml; charset=utf-8", cacheControl: CACHE_POLICY.published });
}
