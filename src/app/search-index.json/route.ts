import { buildSearchDocuments } from "@/lib/search/documents";

/** The full-text search documents, built once at build time (no server round trip per query). */
export const dynamic = "force-static";

export function GET() {
  return Response.json(buildSearchDocuments(), {
    headers: { "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  });
}
