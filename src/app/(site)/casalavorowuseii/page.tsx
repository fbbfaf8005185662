import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { articleMetadata } from "@/lib/metadata";
import { storyTimes } from "@/lib/story-times";
import { NewsArticle } from "@/sections/articles/news-article";
import { database } from "@/server/db";
import { publishedNews } from "@/server/publishing/news";
import { articleOf } from "@/server/publishing/news-feed";

/**
 * The seed's Wuse II article, which keeps its path outside /news: its
 * published version, as /news/[slug] renders the others (issue 32). Rendered
 * again at most every 20 s (decision 100); taken down, it is a 404.
 */
export const revalidate = 20;

async function story() {
  const stories = await publishedNews();
  return stories.find((s) => s.data.link === "/casalavorowuseii" && s.data.isInternal && s.data.body) ?? null;
}

export async function generateMetadata(): Promise<Metadata> {
  const published = await story();
  return published ? articleMetadata(published.data, published.key, storyTimes(published.data, published.liveSince)) : {};
}

export default async function Page() {
  const published = await story();
  if (!published) notFound();
  return <NewsArticle {...await articleOf(published, database)} />;
}
