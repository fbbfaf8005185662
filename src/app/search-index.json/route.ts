import { buildSearchDocuments, newsDocuments, newsSource, searchSources } from "@/lib/search/documents";
import { CACHE_POLICY } from "@/lib/http-cache";
import { publishedNews } from "@/server/publishing/news";

/** The full-text search documents, one file (no server round trip per query). */
export const dynamic = "force-static";
/** Rendered again from the published stories at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

export async function GET() {
  const stories = (await publishedNews()).map((story) => story.data);
  const sources = searchSources.map((source) => (source === newsSource ? () => newsDocuments(stories) : source));
  return Response.json(buildSearchDocuments(sources), { headers: { "Cache-Control": CACHE_POLICY.published } });
}
