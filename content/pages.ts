import { z } from "zod";
import { defineContent } from "./define";
import { articles } from "./news";
import { NonEmpty } from "./schema";

/**
 * Every page's title, description (for <head>) and main heading. Keys are
 * the routes' names; `path` is the canonical path.
 */
const PageMetaSchema = z.object({
  path: z.string().startsWith("/"),
  title: NonEmpty,
  description: NonEmpty.max(170, { message: "keep descriptions under 170 characters" }),
  heading: NonEmpty,
  intro: NonEmpty.optional(),
});

const PagesSchema = z.record(z.string(), PageMetaSchema);

export const pages = defineContent("content/pages.ts", PagesSchema, {
  home: {
    path: "/",
    title: "Savannah Crest Group: investing in Africa's long term",
    description:
      "Real estate development, serviced residences, asset management and agricultural commodities from an Abuja-based investment group.",
    heading: "Savannah Crest Group",
  },
  search: {
    path: "/search",
    title: "Search",
    description: "Search the Savannah Crest Group website: pages, people, commodities, news and insights.",
    heading: "Search",
  },
  theFirm: {
    path: "/the-firm",
    title: "The Firm",
    description: "Who we are: Savannah Crest Group's mission, vision, heritage and the four businesses we build for the long term.",
    heading: "The Firm",
    intro: "A Nigerian investment group building durable businesses in property, hospitality, asset management and agriculture.",
  },
  investorResults: {
    path: "/investors/results",
    title: "Quarterly results",
    description:
      "Savannah Crest Group's quarterly results, newest first: headline figures, press releases and supplemental data to download.",
    heading: "Quarterly results",
  },
  careers: {
    path: "/careers",
    title: "Careers",
    description:
      "Join Savannah Crest Group in Abuja: open positions, how to apply with your CV and cover letter, and the values we work by.",
    heading: "Careers",
  },
  assetsManagement: {
    path: "/assets-management",
    title: "Assets Management",
    description: "Savannah Crest Asset Management: funds, a real estate investment trust and wealth management for Nigerian investors.",
    heading: "Assets Management",
  },
  realEstate: {
    path: "/real-estate",
    title: "Real Estate",
    description: "Luxury homes in Abuja's Maitama, Jahi, Guzape and Katampe districts, developed by Savannah Crest Properties.",
    heading: "Real Estate",
  },
  commodities: {
    path: "/commodities",
    title: "Commodities",
    description: "Export-grade Nigerian agricultural commodities, from sesame to sorghum, with the quality specifications buyers ask for.",
    heading: "Commodities",
  },
  ourPeople: {
    path: "/our-people",
    title: "Our People",
    description: "The Board of Directors and Executive Officers who lead Savannah Crest Group.",
    heading: "Our People",
  },
  residences: {
    path: "/residences",
    title: "Residences",
    description: "Serviced apartments in Abuja by Savannah Crest Residences: rooms, booking and the agent programme.",
    heading: "Residences",
  },
  contact: {
    path: "/contact-form",
    title: "Contact Us",
    description: "Write to Savannah Crest Group: we answer every message from investors, clients, partners and the press.",
    heading: "Contact Us",
  },
  newsletter: {
    path: "/newsletter",
    title: "Newsletter",
    description: "Subscribe to the Savannah Crest Group newsletter: results, project updates and insights, about once a month.",
    heading: "Newsletter",
  },
  agentRegistration: {
    path: "/AgentRegistration",
    title: "Become an Agent",
    description: "Register as a Savannah Crest Residences agent: create an account and we will notify you once approved.",
    heading: "Create Account",
  },
  news: {
    path: "/news",
    title: "News & Insights",
    description: "Press releases, articles and project updates from Savannah Crest Group.",
    heading: "NEWS & INSIGHTS",
  },
  articleWuseII: {
    path: "/casalavorowuseii",
    title: "Casa Lavoro: a residence in Wuse II",
    description:
      "Why Savannah Crest is building Casa Lavoro in Wuse II, and what Nigeria's residential market figures say about the demand.",
    heading: "Casa Lavoro, Wuse II: a residence for Abuja's working professionals",
  },
  articleHighValue: {
    path: "/news/identifying-high-value-properties",
    title: "How to identify high-value properties in Abuja",
    description: "Location, title, build quality and yield: the checks our property team makes before it calls a property high-value.",
    heading: "How to identify high-value properties in Abuja",
  },
  whistleblow: {
    path: "/whistleblow",
    title: "Whistleblowing",
    description: "Report misconduct at Savannah Crest Group confidentially: by hotline, by e-mail or with the report form.",
    heading: "Whistleblowing",
  },
  terms: {
    path: "/terms-of-use",
    title: "Terms of Use",
    description: "The terms on which you may use the Savannah Crest Group website and its content.",
    heading: "Terms of Use",
  },
  privacy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: "How Savannah Crest Group collects, uses and protects personal data under Nigeria's Data Protection Act 2023.",
    heading: "Privacy Policy",
  },
  accessibility: {
    path: "/accessibility",
    title: "Accessibility",
    description: "How to use the Savannah Crest Group website with assistive technology, and how to reach us in other ways.",
    heading: "Accessibility",
  },
});

/**
 * The words of every page's head and heading band, the administrators' document "page-heads"
 * (decision 156): each page's title, description, heading and intro, by the page's key. The paths
 * are the route table's and stay here; the keys are fixed (a page is added in code). The seed
 * articles' heads are not in it: an article's words are its story's, edited with the news.
 */
const PageHeadSchema = PageMetaSchema.omit({ path: true });
export type PageHead = z.output<typeof PageMetaSchema>;
const HEAD_KEYS = Object.keys(pages).filter((key) => !articles.some((article) => article.page === key));
export const PageHeadsSchema = z.object(Object.fromEntries(HEAD_KEYS.map((key) => [key, PageHeadSchema])));
export type PageHeadsDoc = Record<string, z.output<typeof PageHeadSchema>>;

/** The seed of the page heads document: this file's words, without the paths. */
export function pageHeadsSeed(): PageHeadsDoc {
  return Object.fromEntries(HEAD_KEYS.map((key) => [key, PageHeadSchema.parse(pageMeta(key))]));
}

/** A page's head with its path: the published words (`heads`) over this file's. */
export function pageHeadOf(heads: PageHeadsDoc | undefined, key: string): PageHead {
  return { ...pageMeta(key), ...heads?.[key] };
}

export function pageMeta(key: string) {
  const page = pages[key];
  if (!page) throw new Error(`content/pages.ts has no page "${key}"`);
  return page;
}
