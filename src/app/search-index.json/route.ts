import {
  archiveDocuments,
  buildSearchDocuments,
  newsDocuments,
  newsSource,
  positionDocuments,
  positionsSource,
  searchSources,
  staffDocuments,
  staffSource,
} from "@/lib/search/documents";
import { CACHE_POLICY, cachedResponse } from "@/lib/http-cache";
import { publishedPositions } from "@/server/publishing/careers";
import { publishedNews } from "@/server/publishing/news";
import { publishedStaffCards } from "@/server/publishing/people";
import { publicArchive } from "@/server/newsletter/archive";

/** The full-text search documents, one file (no server round trip per query). */
export const dynamic = "force-static";
/** Rendered again from the published stories, positions and staff cards at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

export async function GET() {
  const [stories, positions, cards, issues] = await Promise.all([publishedNews(), publishedPositions(), publishedStaffCards(), publicArchive()]);
  const published = new Map([
    [newsSource, () => newsDocuments(stories.map((story) => story.data))],
    [positionsSource, () => positionDocuments(positions.map((position) => position.data))],
    [staffSource, () => staffDocuments(cards.map((card) => card.data))],
  ]);
  // The newsletter's sent issues (subject and preheader; the archive page holds the rest).
  const sources = [...searchSources.map((source) => published.get(source) ?? source), () => archiveDocuments(issues)];
  return cachedResponse(JSON.stringify(buildSearchDocuments(sources)), {
    contentType: "application/json",
    cacheControl: CACHE_POLICY.published,
  });
}
