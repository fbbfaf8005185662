/**
 * The three news types of spec §3 and their URL slugs. Plain data (no zod),
 * so the news filter in the browser can import it.
 */
export const NEWS_TYPES = ["Press Release", "Article", "Project Update"] as const;

export type NewsTypeName = (typeof NEWS_TYPES)[number];

/** URL query values of the type filter: /news?type=press-release. */
export function newsTypeSlug(type: NewsTypeName): string {
  return type.toLowerCase().replace(/\s+/g, "-");
}

export function newsTypeFromSlug(slug: string | null | undefined): NewsTypeName | undefined {
  return NEWS_TYPES.find((type) => newsTypeSlug(type) === slug);
}
