import { CACHE_POLICY, cachedResponse } from "@/lib/http-cache";
import { currentSearchDocuments } from "@/server/search/documents";

/** The full-text search documents, one file (no server round trip per query). */
export const dynamic = "force-static";
/** Rendered again from the published stories, positions and staff cards at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

export async function GET() {
  return cachedResponse(JSON.stringify(await currentSearchDocuments()), {
    contentType: "application/json",
    cacheControl: CACHE_POLICY.published,
  });
}
