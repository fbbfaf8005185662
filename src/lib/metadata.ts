import type { Metadata } from "next";
import { articleNewsItem, articles } from "@content/news";
import { pageMeta } from "@content/pages";
import { site } from "@content/site";
import { isoDate } from "@/sections/news/format-date";
import { staffPageUrl } from "./structured-data";

/**
 * Search results cut a title after about 60 characters. The layout's template
 * adds " | Savannah Crest Group" (22), so a whole title stays within this.
 */
export const TITLE_MAX = 70;

/** The <title> as the layout's template completes it (the home page's stands alone). */
export function fullTitle(title: string, key?: string): string {
  return key === "home" ? title : `${title} | ${site.name}`;
}

/** A staff card's title: name and position, or the name alone when both would be cut off ("Precedence Okafor-Bello"). */
export function staffTitle(person: { name: string; surname: string; position: string }): string {
  const fullName = `${person.name} ${person.surname}`;
  const withPosition = `${fullName}, ${person.position}`;
  return fullTitle(withPosition).length <= TITLE_MAX ? withPosition : fullName;
}

/** The Open Graph / Twitter image of a page (src/app/og/[key]/route.tsx), generated at build. */
export function ogImage(key: string, alt: string) {
  return { url: `/og/${key}`, width: 1200, height: 630, alt, type: "image/png" };
}

/** A page's <head> metadata from content/pages.ts: title, description, canonical URL, social cards. */
export function pageMetadata(key: string): Metadata {
  const page = pageMeta(key);
  const image = ogImage(key, page.title);
  return {
    title: key === "home" ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_NG",
      title: page.title,
      description: page.description,
      url: page.path,
      images: [image],
    },
    twitter: { card: "summary_large_image", title: page.title, description: page.description, images: [image] },
  };
}

/**
 * An internal article's metadata: the page's, with `og:type` article, its
 * publication (and, until it is revised, modification) day and its author's
 * staff page, as Article JSON-LD says too.
 */
export function articleMetadata(key: string, article: keyof typeof articles): Metadata {
  const base = pageMetadata(key);
  const published = isoDate(articleNewsItem(article).date);
  const author = staffPageUrl(articles[article].author);
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: "article",
      publishedTime: published,
      modifiedTime: published,
      ...(author ? { authors: [author] } : {}),
    },
  };
}
