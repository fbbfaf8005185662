/** MiniSearch settings shared by the build-time index and the browser (both must agree). */
export const SEARCH_FIELDS = ["title", "section", "text"] as const;
export const SEARCH_STORE_FIELDS = ["title", "section", "url", "text"] as const;
/** Typo tolerance only for longer words: a short word ("coren") must not fuzzily match another ("core"). */
export const SEARCH_OPTIONS = {
  boost: { title: 3, section: 2 },
  prefix: true,
  fuzzy: (term: string) => (term.length >= 6 ? 0.2 : false),
  combineWith: "AND" as const,
};
export const SEARCH_MAX_RESULTS = 20;
/** The build-time index the search page fetches on first input. */
export const SEARCH_INDEX_PATH = "/search-index.json";

export type SearchDocument = {
  /** Unique: the url plus a section anchor. */
  id: string;
  title: string;
  /** What the result is (a page, a person, a news story, a section of a page). */
  section: string;
  url: string;
  text: string;
};
