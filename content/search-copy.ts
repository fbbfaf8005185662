/**
 * Plain data (no zod), so the search box in the browser can import it; the
 * keyword table it is used with is validated in content/search-keywords.ts.
 */
/** Texts of the search page (spec §5 and §8 messages kept to the letter). */
export const searchCopy = {
  label: "Search the site",
  placeholder: "Try “staff”, “sesame” or “Wuse II”",
  button: "Search",
  hint: "Type a keyword such as home, about, commodities, residences, realestate, staff or contact and press Enter to go straight there. Results from every page appear below as you type.",
  emptyMessage: "Please enter a search term",
  noMatchMessage: "No match found",
  resultsHeading: "Results from across the site",
  loading: "Loading the search index…",
  loadError: "The full-text index could not be loaded. Keywords still work.",
  resultCount: (count: number, term: string) => `${count} ${count === 1 ? "result" : "results"} for “${term}”`,
} as const;
