import { z } from "zod";
import { defineContent } from "./define";
import { NonEmpty } from "./schema";

/**
 * The search page's exact keywords (spec §2 Search): a typed term, trimmed and
 * lower-cased, that equals one of these navigates straight to its page.
 */
const SearchKeywordsSchema = z
  .array(z.object({ keyword: z.string().regex(/^[a-z]+$/, { message: "keywords are single lower-case words" }), path: z.string().startsWith("/"), label: NonEmpty }))
  .length(7)
  .refine((list) => new Set(list.map((k) => k.keyword)).size === list.length, { message: "every keyword must be unique" });

export const searchKeywords = defineContent("content/search-keywords.ts", SearchKeywordsSchema, [
  { keyword: "home", path: "/", label: "Home" },
  { keyword: "about", path: "/the-firm", label: "The Firm" },
  { keyword: "commodities", path: "/commodities", label: "Commodities" },
  { keyword: "residences", path: "/residences", label: "Residences" },
  { keyword: "realestate", path: "/real-estate", label: "Real Estate" },
  { keyword: "staff", path: "/our-people", label: "Our People" },
  { keyword: "contact", path: "/contact-form", label: "Contact Us" },
]);

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
} as const;
