import Link from "next/link";
import type { NewsItem } from "@content/schema";
import type { WithCardImage } from "@/components/ui/card-grid-image";
import { FallbackImage } from "@/components/ui/fallback-image";
import { isoDate } from "@/lib/calendar-date";
import { NewTabNote } from "@/components/ui/new-tab-note";

/** A story with its card image's attributes, computed on the server (withCardImages). */
export type NewsCardItem = WithCardImage<NewsItem>;

/**
 * One story card (spec §2): image, title link, subtitle (description, else the type), date.
 * `first`: the first card's image is the page's largest paint on phones, so it loads eagerly, first.
 */
export function NewsCard({ item, first = false }: { item: NewsCardItem; first?: boolean }) {
  const titleClass = "rounded underline-offset-4 after:absolute after:inset-0 hover:underline";
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg"
      data-testid="news-card"
      data-type={item.type}
    >
      <FallbackImage img={item.cardImg} alt="" eager={first} className="aspect-[3/2] h-auto w-full bg-sand-200 object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        {/* The type heads the card when a description is the subtitle; otherwise the subtitle is the type, said once. */}
        {item.description ? <p className="text-xs font-semibold tracking-widest text-deep-gold uppercase">{item.type}</p> : null}
        <h3 className="text-xl leading-snug font-semibold">
          {item.isInternal ? (
            <Link href={item.link} className={titleClass}>
              {item.title}
            </Link>
          ) : (
            <a href={item.link} target="_blank" rel="noopener noreferrer" className={titleClass}>
              {item.title}
              <NewTabNote />
            </a>
          )}
        </h3>
        <p className="flex-1 text-ink-muted" data-testid="news-subtitle">
          {item.description ?? item.type}
        </p>
        <time dateTime={isoDate(item.date)} className="text-sm text-ink-muted" data-testid="news-date">
          {item.date}
        </time>
      </div>
    </article>
  );
}
