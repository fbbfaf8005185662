import "server-only";
import { positionsCollection } from "./careers";
import { newsCollection } from "./news";
import { PAGE_COLLECTIONS, type PageCollectionName } from "./pages";
import { staffCardsCollection } from "./people";
import { resultsCollection } from "./results";
import type { Collection } from "./store";

/** The teams' page collections (issue 48): one editor for all, the page's key naming the collection. */
const PAGE_EDITORS = Object.fromEntries(
  Object.entries(PAGE_COLLECTIONS).map(([name, { collection }]) => [name, { collection, base: "/admin/pages" }]),
) as { [N in PageCollectionName]: { collection: (typeof PAGE_COLLECTIONS)[N]["collection"]; base: "/admin/pages" } };

/**
 * The collections edited item by item in the back office, each with the
 * folder of its editor: the shared save and publication controls (publish,
 * schedule, unpublish, revert) find the collection by its name here.
 * (Featured Stories is one item saved and published at once: /admin/news/featured.)
 */
export const EDITABLE = {
  news: { collection: newsCollection, base: "/admin/news" },
  results: { collection: resultsCollection, base: "/admin/results" },
  positions: { collection: positionsCollection, base: "/admin/careers" },
  "staff-cards": { collection: staffCardsCollection, base: "/admin/people" },
  ...PAGE_EDITORS,
} as const satisfies Record<string, { collection: Collection; base: string }>;

export type EditableName = keyof typeof EDITABLE;

export function editable(name: string): (typeof EDITABLE)[EditableName] | null {
  return Object.hasOwn(EDITABLE, name) ? EDITABLE[name as EditableName] : null;
}
