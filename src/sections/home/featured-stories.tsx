import Link from "next/link";
import { home } from "@content/home";
import type { NewsItem } from "@content/schema";
import { Reveal } from "@/components/ui/reveal";
import { Section } from "@/components/ui/section";
import { isoDate } from "@/lib/calendar-date";
import { CARD_SIZES, CardImage } from "./card-image";
import { NewTabNote } from "@/components/ui/new-tab-note";

/** Featured Stories: the stories marketing features (/news items, as /news shows them; external ones in a new tab), and More... */
export function HomeFeaturedStories({ stories }: { stories: NewsItem[] }) {
  const { featuredStories } = home;
  return (
    <Section id="featured-stories" title={featuredStories.title} className="bg-white">
      <ul className="grid gap-6 md:grid-cols-3">
        {stories.map((story, i) => (
          <li key={story.link}>
            <Reveal index={i} className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-sand shadow-sm">
              <CardImage src={story.image} sizes={CARD_SIZES.three} />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold tracking-widest text-deep-gold uppercase">{story.type}</p>
                <h3 className="mt-2 text-xl font-semibold">
                  {story.isInternal ? (
                    <Link href={story.link} className="after:absolute after:inset-0 group-hover:underline">
                      {story.title}
                    </Link>
                  ) : (
                    <a
                      href={story.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="after:absolute after:inset-0 group-hover:underline"
                    >
                      {story.title}
                      <NewTabNote />
                    </a>
                  )}
                </h3>
                <p className="mt-auto pt-4 text-sm text-ink-muted">
                  <time dateTime={isoDate(story.date)}>{story.date}</time>
                </p>
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <Link href={featuredStories.more.href} className="font-semibold text-forest underline underline-offset-4">
          {featuredStories.more.label}
          <span className="sr-only">{featuredStories.moreSrText}</span>
        </Link>
      </p>
    </Section>
  );
}
