import type { Metadata } from "next";
import { newsCopy } from "@content/news";
import { PageIntro } from "@/components/ui/page-intro";
import { pageMetadata } from "@/lib/metadata";
import { FeaturedStories } from "@/sections/news/featured-stories";

const base = pageMetadata("news");

export const metadata: Metadata = {
  ...base,
  alternates: { ...base.alternates, types: { "application/rss+xml": [{ url: "/news/rss.xml", title: newsCopy.feedTitle }] } },
};

export default function Page() {
  return (
    <>
      <PageIntro page="news" />
      <FeaturedStories />
    </>
  );
}
