import { z } from "zod";
import { defineContent } from "./define";
import { highValueBody, wuseIIBody } from "./news-articles";
import { LinkSchema, NewsStorySchema, NonEmpty } from "./schema";

/**
 * News & Insights (spec §2, §3): the seed's 11 items, 7 of them press
 * releases dated July 2025, each the first version of a story staff edit in
 * the back office (issue 32). Internal items link within the site and carry
 * their Markdown body; external ones point at the press sites that published
 * them (RFC 2606 hosts here).
 */
export const news = defineContent(
  "content/news.ts",
  z
    .array(NewsStorySchema)
    .length(11)
    .refine((list) => list.filter((n) => n.type === "Press Release" && /^July \d{1,2}, 2025$/.test(n.date)).length === 7, {
      message: "spec §3: 7 of the 11 items are press releases dated July 2025",
    })
    .refine((list) => list.every((n) => n.isInternal === n.link.startsWith("/")), {
      message: "internal items link to a site path, external ones to an https:// URL",
    }),
  [
    {
      title: "Savannah Crest Properties hands over the first homes at Prestige Manor, Jahi",
      link: "https://press.example.com/savannah-crest/2025/07/prestige-manor-first-handover",
      date: "July 30, 2025",
      image: "/media/news/news-01.webp",
      type: "Press Release",
      description: "Owners of the first eight terraces received their keys, two months ahead of the contract date.",
    },
    {
      title: "Savannah Crest Group and Kaduna farmers' cooperatives sign a five-year sesame supply agreement",
      link: "https://press.example.com/savannah-crest/2025/07/kaduna-sesame-agreement",
      date: "July 26, 2025",
      image: "/media/news/news-02.webp",
      type: "Press Release",
      description: "Guaranteed floor prices and free moisture testing for 3,000 smallholder farmers.",
    },
    {
      title: "Savannah Crest Asset Management launches an Agricultural Commodities Investment Fund",
      link: "https://markets.example.org/2025/07/savannah-crest-agri-commodities-fund",
      date: "July 26, 2025",
      image: "/media/news/news-05.webp",
      type: "Press Release",
      description: "A naira fund that invests in warehouse receipts for Nigerian export crops.",
    },
    {
      title: "Savannah Crest Group publishes its 2024 Sustainability Report",
      link: "https://newsroom.example.com/2025/07/savannah-crest-sustainability-report-2024",
      date: "July 22, 2025",
      image: "/media/news/news-03.webp",
      type: "Press Release",
    },
    {
      title: "Casa Lavoro, Wuse II opens reservations for its first 48 serviced apartments",
      link: "https://press.example.com/savannah-crest/2025/07/casa-lavoro-reservations",
      date: "July 17, 2025",
      image: "/media/news/news-04.webp",
      type: "Press Release",
      description: "Savannah Crest Residences' newest building welcomes its first guests in October.",
    },
    {
      title: "Savannah Crest Commodities ships 4,200 MT of hulled sesame to buyers in Asia",
      link: "https://press.example.com/savannah-crest/2025/07/sesame-shipment",
      date: "July 8, 2025",
      image: "/media/news/news-06.webp",
      type: "Press Release",
    },
    {
      title: "Savannah Crest Group names Zainab Abubakar Chief Compliance Officer",
      link: "https://newsroom.example.com/2025/07/savannah-crest-chief-compliance-officer",
      date: "July 3, 2025",
      image: "/media/news/news-07.webp",
      type: "Press Release",
      description: "She will also serve as the Group's data protection officer.",
    },
    {
      title: "Monarch Hill, Jahi: the structure of all five duplexes is complete",
      link: "https://projects.example.net/savannah-crest/monarch-hill-structure-complete",
      date: "June 12, 2025",
      image: "/media/news/news-08.webp",
      type: "Project Update",
      description: "Roofing starts next month; handover is planned for the first quarter of 2026.",
    },
    {
      title: "How to identify high-value properties in Abuja",
      link: "/news/identifying-high-value-properties",
      date: "May 14, 2025",
      image: "/media/news/news-09.webp",
      type: "Article",
      description: "Location, title, build quality and yield: the four checks our property team makes.",
      isInternal: true,
      body: highValueBody,
    },
    {
      title: "Casa Lavoro, Wuse II: a residence for Abuja's working professionals",
      link: "/casalavorowuseii",
      date: "March 24, 2025",
      image: "/media/news/news-10.webp",
      type: "Article",
      description: "Why we are building in Wuse II, and what the residential market figures say.",
      isInternal: true,
      body: wuseIIBody,
    },
    {
      title: "Prestige Manor, Jahi: 16 terraces and 5 duplexes reach roof level",
      link: "https://projects.example.net/savannah-crest/prestige-manor-roof-level",
      date: "February 18, 2025",
      image: "/media/news/news-11.webp",
      type: "Project Update",
    },
  ],
);

/** Newest first (spec §2: the grid's order). */
export function newsNewestFirst() {
  return [...news].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

export const newsCopy = defineContent(
  "content/news.ts (copy)",
  z.object({
    featuredHeading: NonEmpty,
    filterLabel: NonEmpty,
    allLabel: NonEmpty,
    feedTitle: NonEmpty,
    feedDescription: NonEmpty,
    feedLink: NonEmpty,
  }),
  {
    featuredHeading: "Featured Stories",
    filterLabel: "Filter stories by type",
    allLabel: "All stories",
    feedTitle: "Savannah Crest Group: News & Insights",
    feedDescription: "Press releases, articles and project updates from Savannah Crest Group.",
    feedLink: "Subscribe to the RSS feed",
  },
);

/**
 * The seed's two articles have an author and a page head of their own in
 * content/pages.ts (`page`: a <title> and description written for search
 * engines, its Open Graph image). Keyed by the story's link, so they stay with
 * the story whatever staff edit in the back office (the link of a seed story
 * is kept as it is).
 */
const ArticleSchema = z.object({
  link: z.string().startsWith("/"),
  author: NonEmpty,
  authorRole: NonEmpty,
  page: NonEmpty,
});

export const articles = defineContent("content/news.ts (articles)", z.array(ArticleSchema), [
  {
    link: "/casalavorowuseii",
    author: "Funmilayo Ogunleye",
    authorRole: "Head of Apartments, Savannah Crest Residences",
    page: "articleWuseII",
  },
  {
    link: "/news/identifying-high-value-properties",
    author: "Temitope Akinola",
    authorRole: "Sales Manager, Savannah Crest Properties",
    page: "articleHighValue",
  },
]);

/** The byline and page head of the article at this path, if it has them (a back-office article has neither). */
export function authoredArticle(link: string) {
  return articles.find((a) => a.link === link);
}

/** The labels around an article's body: its byline, its reading time and the link back to the news. */
export const articlePage = defineContent(
  "content/news.ts (article page)",
  z.object({
    byline: z.function({ input: [z.string(), z.string()], output: z.string() }),
    readingTime: z.function({ input: [z.number()], output: z.string() }),
    more: LinkSchema,
  }),
  {
    byline: (author, role) => `By ${author}, ${role}`,
    readingTime: (minutes) => `${minutes} min read`,
    more: { label: "More news and insights", href: "/news" },
  },
);
