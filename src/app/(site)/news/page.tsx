import type { Metadata } from "next";
import { newsCopy } from "@content/news";
import { PageIntro } from "@/components/ui/page-intro";
import { FeaturedStories } from "@/sections/news/featured-stories";
import { publishedNews } from "@/server/publishing/news";
import { publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

/** Rendered again from the published stories at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

export async function generateMetadata(): Promise<Metadata> {
  const base = await publishedPageMetadata("news");
  return {
    ...base,
    alternates: { ...base.alternates, types: { "application/rss+xml": [{ url: "/news/rss.xml", title: newsCopy.feedTitle }] } },
  };
}

export default async function Page() {
  const [published, head] = await Promise.all([publishedNews(), publishedPageHead("news")]);
  const stories = published.map((story) => story.data);
  return (
    <>
      <PageIntro head={head} />
      <FeaturedStories stories={stories} />
    </>
  );
}
