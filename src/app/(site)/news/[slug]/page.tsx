import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { site } from "@content/site";
import { ogImage } from "@/lib/metadata";
import { NewsArticle } from "@/sections/articles/news-article";
import { publishedArticle, publishedNews } from "@/server/publishing/news";

/**
 * An article written in the back office (issue 32): /news/<key>. Prerendered
 * like every page, rendered again from the published version at most every
 * 20 s on every instance (decision 100); a key never published, or taken
 * down, is a 404.
 */
export const revalidate = 20;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await publishedNews()).filter((s) => s.data.body && s.data.link === `/news/${s.key}`).map((s) => ({ slug: s.key }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const story = await publishedArticle(slug);
  if (!story) return {};
  const { title, description = story.data.type, link } = story.data;
  const image = ogImage(`news-${slug}`, title);
  return {
    title,
    description,
    alternates: { canonical: link },
    openGraph: { type: "article", siteName: site.name, locale: "en_NG", title, description, url: link, images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

export default async function Page({ params }: Props) {
  const story = await publishedArticle((await params).slug);
  if (!story) notFound();
  return <NewsArticle story={story.data} />;
}
