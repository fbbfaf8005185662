import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { collectionTag } from "./store";

// Freshness by tags (issue 40, decision 126). Every public read of a
// collection names the collection's tag in what is being rendered (a page, a
// feed, an image, a vCard), so Next.js keeps the tag with that cache entry;
// every change of the collection visitors can see marks the tag stale with
// `revalidateTag(tag, "max")`. No list of paths: a page that shows a
// collection is refreshed because it read it.

const markers = new Map<string, () => Promise<boolean>>();

/**
 * Attaches the collection's tag to the render under way (Next.js collects the
 * tags of an `unstable_cache` read into the page's cache entry). Only the tag
 * is cached, not the items: they are read from the database at every render,
 * so an instance that did not publish shows a publication within its page's
 * `revalidate`, without a data cache's own window added to it. (`"use cache"`
 * with `cacheTag` would need `cacheComponents`, which changes how every page
 * renders.)
 */
export function tagRender(name: string): Promise<boolean> {
  let marker = markers.get(name);
  if (!marker) {
    marker = unstable_cache(async () => true, ["collection-tag", name], { tags: [collectionTag(name)] });
    markers.set(name, marker);
  }
  return marker();
}

/**
 * Marks what a change touched stale, on this instance: the next visitor of a
 * page that shows it gets the page as it was while it is rendered again in the
 * background, and a render that fails keeps it (decision 110, which Next.js 16
 * now does itself for "max"). Other instances follow within their pages'
 * `revalidate` (decision 100): tags are local to each process. Callable in a
 * server action or a route handler only (Next.js refuses it outside a request).
 */
export function refreshTags(tags: readonly string[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, "max");
}
