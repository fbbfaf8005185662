import type { Metadata } from "next";
import { newsCopy } from "@content/news";
import { PageIntro } from "@/components/ui/page-intro";
import { pageMetadata } from "@/lib/metadata";
import { FeaturedStories } from "@/sections/news/featured-stories";
import { publishedNews } from "@/server/publishing/news";

/** Rendered again from the published stories at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

const base = pageMetadata("news");

export const metadata: Metadata = {
  ...base,
  alternates: { ...base.alternates, types: { "application/rss+xml": [{ url: "/news/rss.xml", title: newsCopy.feedTitle }] } },
};

export default async function Page() {
  const stories = (await publishedNews()).map((story) => story.data);
  return (
    <>
      <PageIntro page="news" />
      <FeaturedStories stories={stories} />
    </>
  );
}
