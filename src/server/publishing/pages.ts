import "server-only";
import { z } from "zod";
import { AssetManagementSchema, assetManagement } from "@content/asset-management";
import { OurBusinessesSchema, ourBusinessesSeed } from "@content/businesses";
import { CareersPageSchema, careersPageSeed, type CareersPageDoc } from "@content/careers";
import { CommoditiesSchema, commodities } from "@content/commodities";
import { HomePageSchema, homeSeed, type HomeDoc } from "@content/home";
import { OurPeopleSchema, ourPeopleSeed } from "@content/people";
import { RealEstateSchema, realEstate } from "@content/real-estate";
import { ResidencesSchema, residences } from "@content/residences";
import { PageHeadsSchema, pageHeadOf, pageHeadsSeed, type PageHead, type PageHeadsDoc } from "@content/pages";
import {
  ContactDetailsSchema,
  GroupPurposeSchema,
  contactDetailsSeed,
  groupPurposeSeed,
  type ContactDetails,
  type GroupPurposeDoc,
} from "@content/site";
import { TheFirmPageSchema, theFirmSeed } from "@content/the-firm";
import { WhistleblowPageSchema, whistleblowPageSeed, type WhistleblowPageDoc } from "@content/whistleblow";
import { NonEmpty } from "@content/schema";
import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { checkMdxDocument } from "@/lib/mdx-document";
import { readMdxSource } from "@/lib/mdx-source";
import { publishedItems } from "./public";
import { defineCollection, type Collection, type Published } from "./store";

/**
 * The site's own pages as documents (issue 48, decision 140): each page is an
 * item of a collection, validated by the schema that validates content/
 * today, seeded from it, edited, versioned, scheduled and restored like a
 * news story. One collection per team that owns pages (a collection has one
 * role): marketing edits the home page and the businesses' pages, the privacy
 * team the legal pages.
 */

/**
 * Marketing's pages, by key (the page's address): the home page, the four
 * businesses, the firm and its people (decision 150), each checked by the schema that checks its
 * content/ file, which is its seed.
 */
const MARKETING_PAGES = {
  home: { schema: HomePageSchema, seed: homeSeed },
  // The home page's four business cards and their section (decision 159): a document of its own, so installs
  // whose home page was published before get it seeded, their home page untouched.
  "our-businesses": { schema: OurBusinessesSchema, seed: ourBusinessesSeed },
  "real-estate": { schema: RealEstateSchema, seed: () => realEstate },
  residences: { schema: ResidencesSchema, seed: () => residences },
  "assets-management": { schema: AssetManagementSchema, seed: () => assetManagement },
  commodities: { schema: CommoditiesSchema, seed: () => commodities },
  "the-firm": { schema: TheFirmPageSchema, seed: theFirmSeed },
  "our-people": { schema: OurPeopleSchema, seed: ourPeopleSeed },
  // Not a page of its own: the mission, vision and values every page's footer and several pages show (decision 155).
  "the-group": { schema: GroupPurposeSchema, seed: groupPurposeSeed },
} as const;
export type MarketingKey = keyof typeof MARKETING_PAGES;
export type MarketingDoc<K extends MarketingKey> = z.output<(typeof MARKETING_PAGES)[K]["schema"]>;
export const MARKETING_KEYS = Object.keys(MARKETING_PAGES) as MarketingKey[];

const isMarketingKey = (key: string): key is MarketingKey => Object.hasOwn(MARKETING_PAGES, key);

/** The published item `key`, else its seed: content/ shows until the page is first published. */
function itemOf<T, S = T>(items: readonly Published<T>[], key: string, seed: () => S): T | S {
  return items.find((item) => item.key === key)?.data ?? seed();
}

/**
 * Marketing's pages (one collection, one role): each key has its own schema. `schema`, the home
 * page's, only types the collection; every read and change parses with the key's (`schemaFor`).
 */
export const marketingPagesCollection = defineCollection({
  name: "pages",
  schema: HomePageSchema,
  schemaFor: (key) => (isMarketingKey(key) ? MARKETING_PAGES[key].schema : undefined),
  seed: () => MARKETING_KEYS.map((key) => ({ key, data: MARKETING_PAGES[key].seed() as HomeDoc })),
  role: "marketing",
  title: () => "Site page",
});

/** A legal page's MDX source: Markdown plus the site's contact components (./mdx-page.ts renders it, running no code). */
const LegalPageSchema = z.object({
  source: NonEmpty.max(100_000).superRefine((source, context) => {
    const problem = checkMdxDocument(source);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
});
export type LegalPage = z.output<typeof LegalPageSchema>;

const LEGAL_KEYS = ["privacy-policy", "terms-of-use", "accessibility"] as const;
export type LegalKey = (typeof LEGAL_KEYS)[number];

/** The MDX file of content/pages that is a legal page's seed (read when seeding, never at a visit). */
export function legalSeed(key: LegalKey): LegalPage {
  return { source: readMdxSource(`${key}.mdx`) };
}

/** The legal pages and the accessibility statement (the privacy team): content/pages/*.mdx are their seed. */
export const legalPagesCollection = defineCollection({
  name: "legal-pages",
  schema: LegalPageSchema,
  seed: () => LEGAL_KEYS.map((key) => ({ key, data: legalSeed(key) })),
  role: "privacy",
  title: () => "Legal page",
});

/**
 * The administrators' site details (decision 156): the contact details every page's footer and several
 * pages show, and every page's head (title, description) and heading band. Seeded from content/.
 */
const SITE_DETAILS = {
  contacts: { schema: ContactDetailsSchema, seed: contactDetailsSeed },
  "page-heads": { schema: PageHeadsSchema, seed: pageHeadsSeed },
} as const;
type SiteDetailsKey = keyof typeof SITE_DETAILS;
const SITE_DETAILS_KEYS = Object.keys(SITE_DETAILS) as SiteDetailsKey[];
const isSiteDetailsKey = (key: string): key is SiteDetailsKey => Object.hasOwn(SITE_DETAILS, key);

export const siteDetailsCollection = defineCollection({
  name: "site-details",
  schema: ContactDetailsSchema,
  schemaFor: (key) => (isSiteDetailsKey(key) ? SITE_DETAILS[key].schema : undefined),
  seed: () => SITE_DETAILS_KEYS.map((key) => ({ key, data: SITE_DETAILS[key].seed() as ContactDetails })),
  role: "admin",
  title: () => "Site details",
});

type SiteDetail<K extends SiteDetailsKey> = z.output<(typeof SITE_DETAILS)[K]["schema"]>;

async function publishedSiteDetail<K extends SiteDetailsKey>(key: K): Promise<SiteDetail<K>> {
  // Each item is parsed by its key's schema (schemaFor), so the item `key` is that key's document.
  return itemOf(await publishedItems(siteDetailsCollection), key, () => SITE_DETAILS[key].seed()) as SiteDetail<K>;
}

/** The group's addresses and telephone numbers as published. */
export const publishedContacts = (): Promise<ContactDetails> => publishedSiteDetail("contacts");

/** Every page's head and heading band as published. */
export const publishedPageHeads = async (): Promise<PageHeadsDoc> => (await publishedSiteDetail("page-heads")) as PageHeadsDoc;

/** One page's head and heading band as published, with its path (content/pages.ts). */
export const publishedPageHead = async (key: string): Promise<PageHead> => pageHeadOf(await publishedPageHeads(), key);

/** HR's page (decision 157): the careers page's words, around the positions HR publish. */
export const hrPagesCollection = defineCollection({
  name: "hr-pages",
  schema: CareersPageSchema,
  seed: () => [{ key: "careers", data: careersPageSeed() }],
  role: "hr",
  title: () => "Careers page",
});

/** The careers page's words as published. */
export async function publishedCareersPage(): Promise<CareersPageDoc> {
  return itemOf(await publishedItems(hrPagesCollection), "careers", careersPageSeed);
}

/** The ethics team's page (decision 158): the whistleblowing page's words around the report form. */
export const ethicsPagesCollection = defineCollection({
  name: "ethics-pages",
  schema: WhistleblowPageSchema,
  seed: () => [{ key: "whistleblow", data: whistleblowPageSeed() }],
  role: "ethics",
  title: () => "Whistleblowing page",
});

/** The whistleblowing page's words as published. */
export async function publishedWhistleblowPage(): Promise<WhistleblowPageDoc> {
  return itemOf(await publishedItems(ethicsPagesCollection), "whistleblow", whistleblowPageSeed);
}

/** A page's <head> as published: `export const generateMetadata = () => publishedPageMetadata("news")`. */
export const publishedPageMetadata = async (key: string): Promise<Metadata> => pageMetadata(key, await publishedPageHead(key));

/**
 * The teams' page collections by name, each with its pages' keys (a key in one collection only):
 * /admin/pages lists them, the editors find a page's collection here and EDITABLE edits them.
 * The role that edits each is its collection's.
 */
export const PAGE_COLLECTIONS = {
  pages: { collection: marketingPagesCollection, keys: MARKETING_KEYS },
  "legal-pages": { collection: legalPagesCollection, keys: LEGAL_KEYS },
  "site-details": { collection: siteDetailsCollection, keys: SITE_DETAILS_KEYS },
  "hr-pages": { collection: hrPagesCollection, keys: ["careers"] },
  "ethics-pages": { collection: ethicsPagesCollection, keys: ["whistleblow"] },
} as const satisfies Record<string, { collection: Collection; keys: readonly string[] }>;
export type PageCollectionName = keyof typeof PAGE_COLLECTIONS;
const PAGE_COLLECTION_NAMES = Object.keys(PAGE_COLLECTIONS) as PageCollectionName[];

/** The collection that holds the page `key`, if any (the editor's URL names only the page). */
export function pageCollection(key: string): PageCollectionName | null {
  return PAGE_COLLECTION_NAMES.find((name) => PAGE_COLLECTIONS[name].keys.some((k) => k === key)) ?? null;
}

/** Marketing's page `key` among the collection's published items: its seed when none is published. */
export function marketingPageOf<K extends MarketingKey>(items: readonly Published<unknown>[], key: K): MarketingDoc<K> {
  return itemOf(items, key, () => MARKETING_PAGES[key].seed()) as MarketingDoc<K>;
}

/** One of marketing's pages as published (its seed until someone publishes it). */
export async function publishedMarketingPage<K extends MarketingKey>(key: K): Promise<MarketingDoc<K>> {
  return marketingPageOf(await publishedItems(marketingPagesCollection), key);
}

export type MarketingDocs = { [K in MarketingKey]: MarketingDoc<K> };

/** Every one of marketing's pages as published, from one read (the search index reads them all, outside React's per-render cache). */
export async function publishedMarketingPages(): Promise<MarketingDocs> {
  const items = await publishedItems(marketingPagesCollection);
  return Object.fromEntries(MARKETING_KEYS.map((key) => [key, marketingPageOf(items, key)])) as MarketingDocs;
}

/** The group's mission, vision and core values as published. */
export const publishedGroupPurpose = (): Promise<GroupPurposeDoc> => publishedMarketingPage("the-group");

/** The home page as published. */
export const publishedHome = (): Promise<HomeDoc> => publishedMarketingPage("home");

/** Every legal page's source as published, by key (the search index reads them all). */
export async function publishedLegalSources(): Promise<Record<string, string>> {
  return Object.fromEntries((await publishedItems(legalPagesCollection)).map((item) => [item.key, item.data.source]));
}

/** A legal page's source as published. */
export async function publishedLegal(key: LegalKey): Promise<LegalPage> {
  return itemOf(await publishedItems(legalPagesCollection), key, () => legalSeed(key));
}
