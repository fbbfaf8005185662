import type MiniSearch from "minisearch";
import { SEARCH_MAX_RESULTS, SEARCH_OPTIONS, type SearchDocument } from "./options";
import { buildSnippet, highlight, type SnippetPart } from "./snippet";

export type SearchResult = { id: string; title: SnippetPart[]; section: string; url: string; snippet: SnippetPart[] };

/** The results for a typed term (two characters at least): the same in the browser and on the server (/search?q=). */
export function runSearch(index: MiniSearch<SearchDocument>, term: string): SearchResult[] {
  const query = term.trim();
  if (query.length < 2) return [];
  const words = query.toLowerCase().split(/\s+/);
  return index
    .search(query, SEARCH_OPTIONS)
    .slice(0, SEARCH_MAX_RESULTS)
    .map((hit) => {
      const terms = [...new Set([...hit.terms, ...words])];
      return {
        id: String(hit.id),
        title: highlight(hit.title as string, terms),
        section: hit.section as string,
        url: hit.url as string,
        snippet: buildSnippet(hit.text as string, terms),
      };
    });
}
