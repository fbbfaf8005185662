import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { articleMetadata } from "@/lib/metadata";
import { storyTimes } from "@/lib/story-times";
import { NewsArticle } from "@/sections/articles/news-article";
import { database } from "@/server/db";
import { publishedArticle, publishedNews } from "@/server/publishing/news";
import { articleOf } from "@/server/publishing/news-feed";

/**
 * An article of our own (issue 32), the seed's or one written in the back
 * office: /news/<key>. Prerendered like every page, rendered again from the
 * published version at most every 20 s on every instance (decision 100); a
 * key never published, or taken down, is a 404.
 */
export const revalidate = 20;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await publishedNews()).filter((s) => s.data.body && s.data.link === `/news/${s.key}`).map((s) => ({ slug: s.key }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const story = await publishedArticle(slug);
  return story ? articleMetadata(story.data, slug, storyTimes(story.data, story.liveSince)) : {};
}

export default async function Page({ params }: Props) {
  const story = await publishedArticle((await params).slug);
  if (!story) notFound();
  return <NewsArticle {...await articleOf(story, database)} />;
}
