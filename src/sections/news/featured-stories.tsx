import { Suspense } from "react";
import { newsCopy, newsNewestFirst } from "@content/news";
import { withCardImages } from "@/components/ui/card-grid-image";
import { Section } from "@/components/ui/section";
import { NewsBrowser } from "./news-browser";
import { NewsGrid } from "./news-grid";

/** 'Featured Stories' (spec §2 News and Insights): every story, newest first, with the type filter and the feed link. */
export function FeaturedStories() {
  const items = withCardImages(newsNewestFirst(), (story) => story.image);
  const labels = { filterLabel: newsCopy.filterLabel, allLabel: newsCopy.allLabel };
  return (
    <Section id="featured-stories" title={newsCopy.featuredHeading}>
      <Suspense fallback={<NewsGrid items={items} active={undefined} basePath="/news" labels={labels} />}>
        <NewsBrowser items={items} labels={labels} />
      </Suspense>
      <p className="mt-10">
        <a href="/news/rss.xml" className="inline-flex items-center gap-2 font-semibold text-forest underline underline-offset-4">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
            <circle cx="3" cy="13" r="2" />
            <path d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5h-2A6.5 6.5 0 0 0 1 8.5zM1 1.5A13.5 13.5 0 0 1 14.5 15h-2A11.5 11.5 0 0 0 1 3.5z" />
          </svg>
          {newsCopy.feedLink}
        </a>
      </p>
    </Section>
  );
}
