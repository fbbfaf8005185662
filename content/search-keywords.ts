import { z } from "zod";
import { defineContent } from "./define";
import { NonEmpty } from "./schema";

/**
 * The search page's exact keywords (spec §2 Search): a typed term, trimmed and
 * lower-cased, that equals one of these navigates straight to its page.
 */
const SearchKeywordsSchema = z
  .array(
    z.object({
      keyword: z.string().regex(/^[a-z]+$/, { message: "keywords are single lower-case words" }),
      path: z.string().startsWith("/"),
      label: NonEmpty,
    }),
  )
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
