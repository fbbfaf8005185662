import "server-only";
import { positionsCollection } from "./careers";
import { newsCollection } from "./news";
import { ethicsPagesCollection, hrPagesCollection, legalPagesCollection, marketingPagesCollection, siteDetailsCollection } from "./pages";
import { staffCardsCollection } from "./people";
import { resultsCollection } from "./results";
import type { Collection } from "./store";

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
  // The site's pages (issue 48): one editor for both, the page's key naming the collection.
  pages: { collection: marketingPagesCollection, base: "/admin/pages" },
  "legal-pages": { collection: legalPagesCollection, base: "/admin/pages" },
  // The administrators' contact details and page heads (decision 156), in the same editor.
  "site-details": { collection: siteDetailsCollection, base: "/admin/pages" },
  // HR's careers page (decision 157).
  "hr-pages": { collection: hrPagesCollection, base: "/admin/pages" },
  // The ethics team's whistleblowing page (decision 158).
  "ethics-pages": { collection: ethicsPagesCollection, base: "/admin/pages" },
} as const satisfies Record<string, { collection: Collection; base: string }>;

export type EditableName = keyof typeof EDITABLE;

export function editable(name: string): (typeof EDITABLE)[EditableName] | null {
  return Object.hasOwn(EDITABLE, name) ? EDITABLE[name as EditableName] : null;
}
