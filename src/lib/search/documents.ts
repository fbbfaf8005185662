import "server-only";
import { assetManagement } from "@content/asset-management";
import { careers, type Position } from "@content/careers";
import { commodities } from "@content/commodities";
import { authoredArticle, news } from "@content/news";
import type { NewsStory, StaffCard } from "@content/schema";
import { markdownSections, markdownText } from "@/lib/markdown-tree";
import { campaignCopy } from "@content/newsletter-campaigns";
import { realEstate } from "@content/real-estate";
import { residences } from "@content/residences";
import { pageHeadOf, pageHeadsSeed, pageMeta, type PageHeadsDoc } from "@content/pages";
import { ourPeopleSeed, type OurPeopleDoc } from "@content/people";
import { groupPurposeSeed, site, type GroupPurposeDoc } from "@content/site";
import { staff } from "@content/staff";
import { theFirm, type TheFirmDoc } from "@content/the-firm";
import { whistleblowCopy, type WhistleblowPageDoc } from "@content/whistleblow";
import { headingId, mdxSections } from "@/lib/mdx-text";
import { readMdxSource } from "@/lib/mdx-source";
import { positionKey, positionPath } from "@/lib/positions";
import type { SearchDocument } from "./options";

/** The long-copy pages (the privacy team's, decision 156): each legal page's key, its seed in content/pages/, and its head's key. */
const LONG_COPY_PAGES: { key: string; page: string }[] = [
  { key: "terms-of-use", page: "terms" },
  { key: "privacy-policy", page: "privacy" },
  { key: "accessibility", page: "accessibility" },
];

type Source = () => SearchDocument[];

/** Every page by its head as published (decision 156); the seed's articles are found through newsDocuments, while published. */
export function pageDocuments(heads: PageHeadsDoc): SearchDocument[] {
  return Object.keys(heads).map((key) => {
    const p = pageHeadOf(heads, key);
    return {
      id: p.path,
      title: p.title,
      section: "Page",
      url: p.path,
      text: [p.heading, p.description, p.intro].filter(Boolean).join(". "),
    };
  });
}

export const pageSource: Source = () => pageDocuments(pageHeadsSeed());

/** The long-copy pages' sections: `sources` by legal page key, `heads` the page heads (both as published, or the seed). */
export function longCopyDocuments(sources: Record<string, string>, heads: PageHeadsDoc): SearchDocument[] {
  return LONG_COPY_PAGES.flatMap(({ key, page }) => {
    const meta = pageHeadOf(heads, page);
    return mdxSections(sources[key] ?? readMdxSource(`${key}.mdx`)).map((s) => ({
      id: s.heading ? `${meta.path}#${headingId(s.heading)}` : `${meta.path}#intro`,
      title: s.heading ? `${meta.title}: ${s.heading}` : meta.title,
      section: meta.heading,
      url: s.heading ? `${meta.path}#${headingId(s.heading)}` : meta.path,
      text: s.text,
    }));
  });
}

export const mdxSource: Source = () => longCopyDocuments({}, pageHeadsSeed());

/** /our-people's board and officers (content/people.ts until marketing publishes another version). */
export function peopleDocuments(people: OurPeopleDoc): SearchDocument[] {
  return [
    ...people.directors.map((m) => ({
      id: `/our-people#board-${headingId(m.name)}`,
      title: `${m.name}, ${m.title}`,
      section: people.boardHeading,
      url: "/our-people",
      text: [m.description, m.bio].filter(Boolean).join(". "),
    })),
    ...people.officers.map((e) => ({
      id: `/our-people#executive-${headingId(e.header)}`,
      title: `${e.header}, ${e.description}`,
      section: people.executivesHeading,
      url: "/our-people",
      text: e.bio,
    })),
  ];
}

export const peopleSource: Source = () => peopleDocuments(ourPeopleSeed());

/** The staff cards (content/staff.ts until HR publish others in the back office). */
export function staffDocuments(cards: readonly StaffCard[]): SearchDocument[] {
  return cards.map((s) => ({
    id: `/${s.slug}`,
    title: `${s.name} ${s.surname}`,
    section: "Staff card",
    url: `/${s.slug}`,
    text: `${s.position}, ${s.company}. ${s.phone}. ${s.email}`,
  }));
}

export const staffSource: Source = () => staffDocuments(staff);

/**
 * The news stories (content/news.ts until the back office publishes others),
 * with the sections of each Markdown article. The seed's articles are found
 * as before they were stories: their page, and sections named by their page's
 * <title> (content/pages.ts).
 */
export function newsDocuments(stories: readonly NewsStory[]): SearchDocument[] {
  return stories.flatMap((n) => {
    const authored = authoredArticle(n.link);
    const page = authored ? pageMeta(authored.page) : undefined;
    const name = page?.title ?? n.title;
    return [
      ...(page ? [{ id: n.link, title: page.title, section: "Page", url: n.link, text: [n.title, page.description].join(". ") }] : []),
      {
        id: `news:${n.link}`,
        title: n.title,
        section: `${n.type}, ${n.date}`,
        url: n.link,
        text: n.description ?? n.type,
      },
      ...(n.isInternal && n.body
        ? markdownSections(n.body).map((s) => ({
            id: s.heading ? `${n.link}#${headingId(s.heading)}` : `${n.link}#intro`,
            title: s.heading ? `${name}: ${s.heading}` : name,
            section: n.title,
            url: s.heading ? `${n.link}#${headingId(s.heading)}` : n.link,
            text: s.text,
          }))
        : []),
    ];
  });
}

export const newsSource: Source = () => newsDocuments(news);

/** The whistleblowing page's words (content/whistleblow.ts until the ethics team publishes another version, decision 158). */
export function whistleblowDocuments(c: WhistleblowPageDoc): SearchDocument[] {
  return [
    {
      id: "/whistleblow#about",
      title: `Whistleblowing: ${c.about.heading}`,
      section: "Whistleblowing",
      url: "/whistleblow",
      text: [
        c.banner.text,
        ...c.about.paragraphs,
        c.about.examplesIntro,
        ...c.about.examples,
        c.about.protection,
        c.options.hotline.text,
        c.options.email.text,
        ...c.form.confidentiality,
      ].join(" "),
    },
  ];
}

export const whistleblowSource: Source = () => whistleblowDocuments(whistleblowCopy);

/** /the-firm's words and the group's purpose (their content/ files until marketing publishes another version, decisions 150, 155). */
export function firmDocuments(
  firm: Pick<TheFirmDoc, "overview" | "heritage" | "businesses" | "governance">,
  purpose: GroupPurposeDoc,
): SearchDocument[] {
  return [
    {
      id: "/the-firm#values",
      title: "Mission, vision and core values",
      section: "The Firm",
      url: "/the-firm",
      text: [site.description, purpose.mission, purpose.vision, ...purpose.coreValues.map((v) => `${v.title}: ${v.text}`)].join(" "),
    },
    {
      id: "/the-firm#about",
      title: "The Firm: who we are",
      section: "The Firm",
      url: "/the-firm",
      text: [
        ...firm.overview,
        ...firm.heritage.paragraphs,
        ...firm.businesses.map((b) => `${b.name}: ${b.summary}`),
        firm.governance.text,
      ].join(" "),
    },
  ];
}

export const firmSource: Source = () => firmDocuments(theFirm, groupPurposeSeed());

/** The business pages' documents the search reads (content/ until marketing publishes others, decision 150). */
export type BusinessPages = {
  realEstate: typeof realEstate;
  residences: typeof residences;
  assetManagement: typeof assetManagement;
  commodities: typeof commodities;
};

/** The business pages' cards: commodities with their specifications, products, estates, rooms. */
export function businessDocuments(pages: BusinessPages): SearchDocument[] {
  return [
    ...pages.commodities.commodities.items.map((c) => ({
      id: `/commodities#${headingId(c.title)}`,
      title: c.title,
      section: "Commodities",
      url: "/commodities",
      text: `${c.title}. Quality specification: ${c.subtitle}`,
    })),
    ...pages.assetManagement.products.items.map((p) => ({
      id: `/assets-management#${headingId(p.title)}`,
      title: p.title,
      section: "Assets Management",
      url: "/assets-management",
      text: p.subtitle,
    })),
    ...pages.realEstate.properties.items.map((p) => ({
      id: `/real-estate#${headingId(p.title)}`,
      title: p.title,
      section: "Real Estate",
      url: "/real-estate",
      text: p.subtitle.map((block) => (block.type === "p" ? block.text : block.items.join(". "))).join(" "),
    })),
    ...pages.residences.rooms.items.map((r) => ({
      id: `/residences#${headingId(r.title)}`,
      title: r.title,
      section: "Residences",
      url: "/residences",
      text: `${r.subtitle}. ${r.text}`,
    })),
  ];
}

export const businessSource: Source = () => businessDocuments({ realEstate, residences, assetManagement, commodities });

/** The open positions (content/careers.ts until HR publish others in the back office), each at its page. */
export function positionDocuments(positions: readonly { key: string; data: Position }[]): SearchDocument[] {
  return positions.map(({ key, data: p }) => ({
    id: positionPath(key),
    title: p.title,
    section: "Careers",
    url: positionPath(key),
    text: `${p.subtitle}. ${p.description}`,
  }));
}

export const positionsSource: Source = () => positionDocuments(careers.positions.items.map((data) => ({ key: positionKey(data), data })));

/** The newsletter's sent issues (its archive, /newsletter/archive/<slug>): none in the seed. */
export function archiveDocuments(issues: readonly { slug: string; subject: string; preheader: string; body: string }[]): SearchDocument[] {
  return issues.map((issue) => ({
    id: `newsletter:${issue.slug}`,
    title: issue.subject,
    section: campaignCopy.archive.section,
    url: `/newsletter/archive/${issue.slug}`,
    text: [issue.preheader, markdownText(issue.body)].filter(Boolean).join(". "),
  }));
}

/**
 * Everything the full-text search covers. To index another subject, add one
 * source here: a function that returns its documents, like businessSource.
 */
export const searchSources: Source[] = [
  pageSource,
  mdxSource,
  firmSource,
  peopleSource,
  staffSource,
  newsSource,
  whistleblowSource,
  businessSource,
  positionsSource,
];

/** All documents, with unique ids (a later duplicate id is dropped). */
export function buildSearchDocuments(sources: Source[] = searchSources): SearchDocument[] {
  const seen = new Set<string>();
  const out: SearchDocument[] = [];
  for (const source of sources) {
    for (const doc of source()) {
      if (seen.has(doc.id)) continue;
      seen.add(doc.id);
      out.push(doc);
    }
  }
  return out;
}
