import { searchCopy } from "@content/search-copy";

/** A keyword row of content/search-keywords.ts. */
export type KeywordRow = { keyword: string; path: string };

export type KeywordOutcome =
  | { kind: "empty"; message: typeof searchCopy.emptyMessage }
  | { kind: "match"; path: string }
  | { kind: "none"; message: typeof searchCopy.noMatchMessage };

/** Normalises a typed term as spec §5 says: trimmed and lower-cased. */
export function normaliseTerm(term: string): string {
  return term.trim().toLowerCase();
}

/**
 * Spec §2/§5 search rules: empty → 'Please enter a search term'; an exact
 * keyword → its path; anything else → 'No match found'.
 */
export function resolveKeyword(term: string, keywords: readonly KeywordRow[]): KeywordOutcome {
  const normalised = normaliseTerm(term);
  if (normalised === "") return { kind: "empty", message: searchCopy.emptyMessage };
  const hit = keywords.find((k) => k.keyword === normalised);
  if (hit) return { kind: "match", path: hit.path };
  return { kind: "none", message: searchCopy.noMatchMessage };
}
