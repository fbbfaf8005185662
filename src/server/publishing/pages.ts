import "server-only";
import { z } from "zod";
import { HomePageSchema, homeSeed, type HomeDoc } from "@content/home";
import { NonEmpty } from "@content/schema";
import { checkMdxDocument } from "@/lib/mdx-document";
import { readMdxSource } from "@/lib/mdx-source";
import { publishedItems } from "./public";
import { defineCollection } from "./store";

/**
 * The site's own pages as documents (issue 48, decision 140): each page is an
 * item of a collection, validated by the schema that validates content/
 * today, seeded from it, edited, versioned, scheduled and restored like a
 * news story. One collection per team that owns pages (a collection has one
 * role): marketing edits the home page, the privacy team the legal pages.
 */

/** The home page (marketing): content/home.ts is its seed. */
export const marketingPagesCollection = defineCollection({
  name: "pages",
  schema: HomePageSchema,
  seed: () => [{ key: "home", data: homeSeed() }],
  role: "marketing",
  title: () => "Home page",
});

/** A legal page's MDX source: Markdown plus the site's contact components (./mdx-page.ts renders it, running no code). */
export const LegalPageSchema = z.object({
  source: NonEmpty.max(100_000).superRefine((source, context) => {
    const problem = checkMdxDocument(source);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
});
export type LegalPage = z.output<typeof LegalPageSchema>;

export const LEGAL_PAGES = { "privacy-policy": "Privacy policy", "terms-of-use": "Terms of use" } as const;
export type LegalKey = keyof typeof LEGAL_PAGES;

/** The MDX file of content/pages that is a legal page's seed (read when seeding, never at a visit). */
export function legalSeed(key: LegalKey): LegalPage {
  return { source: readMdxSource(`${key}.mdx`) };
}

/** The legal pages (the privacy team): content/pages/*.mdx are their seed. */
export const legalPagesCollection = defineCollection({
  name: "legal-pages",
  schema: LegalPageSchema,
  seed: () => (Object.keys(LEGAL_PAGES) as LegalKey[]).map((key) => ({ key, data: legalSeed(key) })),
  role: "privacy",
  title: () => "Legal page",
});

/** The collection that holds the page `key`, if any (the editor's URL names only the page). */
export function pageCollection(key: string): "pages" | "legal-pages" | null {
  if (key === "home") return "pages";
  return Object.hasOwn(LEGAL_PAGES, key) ? "legal-pages" : null;
}

/** The home page as published (the seed until someone publishes). */
export async function publishedHome(): Promise<HomeDoc> {
  const items = await publishedItems(marketingPagesCollection);
  return items.find((item) => item.key === "home")?.data ?? homeSeed();
}

/** A legal page's source as published. */
export async function publishedLegal(key: LegalKey): Promise<LegalPage> {
  const items = await publishedItems(legalPagesCollection);
  return items.find((item) => item.key === key)?.data ?? legalSeed(key);
}
