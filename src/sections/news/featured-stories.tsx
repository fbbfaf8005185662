import { newsCopy } from "@content/news";
import type { NewsItem } from "@content/schema";
import { withCardImages } from "@/components/ui/card-grid-image";
import { Section } from "@/components/ui/section";
import { NewsBrowser } from "./news-browser";
import { Icon } from "@/components/ui/icon";

/** 'Featured Stories' (spec §2 News and Insights): every published story, newest first, with the type filter and the feed link. */
export function FeaturedStories({ stories }: { stories: NewsItem[] }) {
  // Only what a card shows goes to the browser: an article's body stays on the server.
  const cards = stories.map(({ title, link, date, image, type, description, isInternal }) => ({
    title,
    link,
    date,
    image,
    type,
    isInternal,
    ...(description ? { description } : {}),
  }));
  const items = withCardImages(cards, (story) => story.image);
  const labels = { filterLabel: newsCopy.filterLabel, allLabel: newsCopy.allLabel };
  return (
    <Section id="featured-stories" title={newsCopy.featuredHeading}>
      <NewsBrowser items={items} labels={labels} basePath="/news" />
      <p className="mt-10">
        <a href="/news/rss.xml" className="inline-flex items-center gap-2 font-semibold text-forest underline underline-offset-4">
          <Icon name="rss" size={16} />
          {newsCopy.feedLink}
        </a>
      </p>
    </Section>
  );
}
