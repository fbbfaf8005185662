import type { NewsType } from "@content/schema";
import { NEWS_TYPES, newsTypeSlug } from "@content/news-types";
import { IntentLink } from "@/components/ui/intent-link";
import { NewsCard, type NewsCardItem } from "./news-card";

/** The filter's labels, passed in so this client-rendered grid does not pull content/news.ts (and zod) into the browser. */
export type NewsGridLabels = { filterLabel: string; allLabel: string };

/** The type filter (links that keep the filter in the URL query) and the wrapped grid of cards. */
export function NewsGrid({
  items,
  active,
  basePath,
  labels,
}: {
  items: NewsCardItem[];
  active: NewsType | undefined;
  basePath: string;
  labels: NewsGridLabels;
}) {
  const shown = active ? items.filter((n) => n.type === active) : items;
  const chip = "inline-block rounded-full border px-4 py-2 text-sm font-semibold";
  const on = "border-forest bg-forest text-white";
  const off = "border-forest/40 bg-white text-forest hover:border-forest";
  return (
    <>
      <nav aria-label={labels.filterLabel}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <IntentLink
              href={basePath}
              scroll={false}
              className={`${chip} ${active ? off : on}`}
              aria-current={active ? undefined : "page"}
            >
              {labels.allLabel}
            </IntentLink>
          </li>
          {NEWS_TYPES.map((type) => (
            <li key={type}>
              <IntentLink
                href={`${basePath}?type=${newsTypeSlug(type)}`}
                scroll={false}
                className={`${chip} ${active === type ? on : off}`}
                aria-current={active === type ? "page" : undefined}
              >
                {type}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="mt-4 text-sm text-ink-muted" data-testid="news-count">
        {active ? `${shown.length} ${shown.length === 1 ? "story" : "stories"}: ${active}` : `${shown.length} stories`}
      </p>
      <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-grid">
        {shown.map((item, index) => (
          <li key={item.link}>
            <NewsCard item={item} first={index === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}
