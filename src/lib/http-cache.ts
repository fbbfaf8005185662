import { createHash } from "node:crypto";

/**
 * Cache policies for the files the app generates (feeds, sitemap,
 * robots.txt, vCards, Open Graph and Twitter images). Their URLs carry no
 * content hash, so they are cached for a while, not for ever; each carries an
 * ETag (a hash of its bytes, the same on every instance and every build of
 * the same content) so a cache that holds an expired copy can revalidate it.
 * Next.js answers a prerendered route handler without looking at
 * If-None-Match: the 304 comes from the deployment's proxy cache, which
 * also compresses (docs/caching.md).
 */
export const CACHE_POLICY = {
  /** Read by crawlers and feed readers that poll: an hour, then a day served stale while refetching. */
  feed: "public, max-age=3600, stale-while-revalidate=86400",
  /**
   * What lists the published stories (the feed, the sitemap, the search
   * index): a shared cache (nginx) keeps it 20 s, as long as the instances do
   * (decision 100), so a publication is everywhere within a minute; a browser
   * or feed reader a minute.
   */
  published: "public, max-age=60, s-maxage=20, stale-while-revalidate=86400",
  /** Saved contact cards. */
  download: "public, max-age=86400",
} as const;

/** A strong validator: the first 128 bits of the body's SHA-256, base64url. */
export function etagOf(body: Uint8Array | string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}

/** A response with its bytes, type, cache policy and ETag. */
export function cachedResponse(
  body: Uint8Array | string,
  { contentType, cacheControl, headers = {} }: { contentType: string; cacheControl: string; headers?: Record<string, string> },
): Response {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": contentType, "Cache-Control": cacheControl, ETag: etagOf(bytes), ...headers },
  });
}
