import { pages } from "@content/pages";
import { staff } from "@content/staff";
import { ogCardResponse } from "@/components/seo/og-card";
import { ownEntry } from "@/lib/hostile-input";
import { CACHE_POLICY } from "@/lib/http-cache";
import { publishedNews } from "@/server/publishing/news";
import { publishedGroupPurpose, publishedPageHead } from "@/server/publishing/pages";
import { publishedStaffCard } from "@/server/publishing/people";

/**
 * Per-page Open Graph / Twitter images: /og/site, the site-wide card (served
 * as /opengraph-image and /twitter-image, next.config.ts), /og/<page key> for every page of
 * content/pages.ts, /og/staff-<slug> for every published staff card and
 * /og/news-<key> for every article written in the back office. Generated at
 * build (static) from the same titles as the pages' <title>, as published (the
 * page heads and the mission are edited, decisions 155, 156); a card HR add or
 * an article gets its image at its first request, each again at most every
 * 20 s (decision 100).
 */
export const dynamic = "force-static";
export const revalidate = 20;

/** The site-wide card's key: no page of content/pages.ts has it. */
const SITE_CARD = "site";

async function card(key: string): Promise<{ title: string; kicker?: string } | undefined> {
  if (key === SITE_CARD) return { title: (await publishedGroupPurpose()).mission };
  if (key.startsWith("staff-")) {
    const person = await publishedStaffCard(key.slice("staff-".length));
    return person ? { title: `${person.name} ${person.surname}`, kicker: `${person.position}, ${person.company}` } : undefined;
  }
  if (key.startsWith("news-")) {
    // Any article of our own, the seed's Wuse II one (outside /news) included.
    const story = (await publishedNews()).find((s) => s.key === key.slice("news-".length) && s.data.isInternal && s.data.body);
    return story ? { title: story.data.title, kicker: story.data.type } : undefined;
  }
  // Own keys only: /og/constructor names a built-in property, not a page (issue 41).
  return ownEntry(pages, key) && { title: (await publishedPageHead(key)).title };
}

export function generateStaticParams() {
  return [SITE_CARD, ...Object.keys(pages), ...staff.map((s) => `staff-${s.slug}`)].map((key) => ({ key }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  const content = await card(key);
  if (!content) return new Response("Not found", { status: 404, headers: { "Cache-Control": CACHE_POLICY.published } });
  // Every card changes with words the back office edits: kept no longer than the pages that name it.
  return ogCardResponse(content, CACHE_POLICY.published);
}
