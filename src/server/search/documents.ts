import "server-only";
import {
  archiveDocuments,
  buildSearchDocuments,
  businessDocuments,
  businessSource,
  firmDocuments,
  firmSource,
  longCopyDocuments,
  mdxSource,
  pageDocuments,
  pageSource,
  peopleDocuments,
  peopleSource,
  newsDocuments,
  newsSource,
  positionDocuments,
  positionsSource,
  searchSources,
  staffDocuments,
  staffSource,
  whistleblowDocuments,
  whistleblowSource,
} from "@/lib/search/documents";
import type { SearchDocument } from "@/lib/search/options";
import { openPositions } from "@/server/publishing/careers";
import { publishedLegalSources, publishedMarketingPages, publishedPageHeads, publishedWhistleblowPage } from "@/server/publishing/pages";
import { publishedNews } from "@/server/publishing/news";
import { publishedStaffCards } from "@/server/publishing/people";
import { publicArchive } from "@/server/newsletter/archive";

/**
 * The full-text search documents as published now: the build's pages with the
 * published stories, positions, staff cards, business pages and firm page and the newsletter's sent
 * issues. The index file (/search-index.json) and the search page's results
 * without JavaScript (/search?q=) read the same list.
 */
export async function currentSearchDocuments(): Promise<SearchDocument[]> {
  const [stories, positions, cards, issues, pages, heads, legal, whistleblow] = await Promise.all([
    publishedNews(),
    openPositions(),
    publishedStaffCards(),
    publicArchive(),
    publishedMarketingPages(),
    publishedPageHeads(),
    publishedLegalSources(),
    publishedWhistleblowPage(),
  ]);
  const published = new Map([
    [pageSource, () => pageDocuments(heads)],
    [mdxSource, () => longCopyDocuments(legal, heads)],
    [whistleblowSource, () => whistleblowDocuments(whistleblow)],
    [newsSource, () => newsDocuments(stories.map((story) => story.data))],
    [positionsSource, () => positionDocuments(positions)],
    [staffSource, () => staffDocuments(cards.map((card) => card.data))],
    [firmSource, () => firmDocuments(pages["the-firm"], pages["the-group"])],
    [peopleSource, () => peopleDocuments(pages["our-people"])],
    [
      businessSource,
      () =>
        businessDocuments({
          realEstate: pages["real-estate"],
          residences: pages.residences,
          assetManagement: pages["assets-management"],
          commodities: pages.commodities,
        }),
    ],
  ]);
  // The newsletter's sent issues (subject and preheader; the archive page holds the rest).
  const sources = [...searchSources.map((source) => published.get(source) ?? source), () => archiveDocuments(issues)];
  return buildSearchDocuments(sources);
}
