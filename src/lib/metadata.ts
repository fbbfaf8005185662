import type { Metadata } from "next";
import type { Position } from "@content/careers";
import { authoredArticle, news } from "@content/news";
import { pageMeta, type PageHead } from "@content/pages";
import type { NewsStory, StaffCard } from "@content/schema";
import { site } from "@content/site";
import { staffCardCopy } from "@content/staff";
import { positionPath } from "./positions";
import { lagosIsoTime } from "./story-times";
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

/** What every page's head says the same way: the description, canonical URL and social cards. */
function headMetadata(
  { title, description, path, image }: { title: string; description: string; path: string; image: ReturnType<typeof ogImage> },
  { type, ...dates }: { type: "website" | "article" | "profile"; publishedTime?: string; modifiedTime?: string; authors?: string[] },
): Metadata {
  return {
    description,
    alternates: { canonical: path },
    openGraph: { type, siteName: site.name, locale: "en_NG", title, description, url: path, images: [image], ...dates },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

/** An open position's page (/careers/<key>): its title and place, its description's first sentence, the careers page's share image. */
export function positionMetadata(position: Position, key: string): Metadata {
  const title = `${position.title}, ${position.subtitle}`;
  const description = position.description.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? position.description;
  return { title, ...headMetadata({ title, description, path: positionPath(key), image: ogImage("careers", title) }, { type: "website" }) };
}

/** A page's <head> metadata: title, description, canonical URL, social cards; `page` as published (decision 156), content/pages.ts's by default. */
export function pageMetadata(key: string, page: PageHead = pageMeta(key)): Metadata {
  return {
    title: key === "home" ? { absolute: page.title } : page.title,
    ...headMetadata({ ...page, image: ogImage(key, page.title) }, { type: "website" }),
  };
}

/** A staff card page's metadata (/precedence): its title, its description from content/staff.ts, og:type profile. */
export function staffMetadata(person: StaffCard): Metadata {
  const fullName = `${person.name} ${person.surname}`;
  const title = staffTitle(person);
  const description = staffCardCopy.description({ fullName, position: person.position, company: person.company });
  return {
    title,
    ...headMetadata({ title, description, path: `/${person.slug}`, image: ogImage(`staff-${person.slug}`, fullName) }, { type: "profile" }),
  };
}

/**
 * An article's metadata (`key`: its story's key), with `og:type` article and
 * its publication and modification times (ISO 8601 with offset, `times` from
 * src/lib/story-times.ts: the same as its NewsArticle data). A seed
 * article keeps its page head of content/pages.ts (title, description, Open
 * Graph image) and names its author's staff page, as its Article JSON-LD does;
 * one written in the back office is described by its own title and
 * description, with an image of its own (/og/news-<key>).
 */
export function articleMetadata(story: NewsStory, key: string, times: { published: Date; modified: Date }): Metadata {
  const published = lagosIsoTime(times.published);
  const modified = lagosIsoTime(times.modified);
  const authored = authoredArticle(story.link);
  const author = authored && staffPageUrl(authored.author);
  const authors = author ? { authors: [author] } : {};
  const seed = news.find((s) => s.link === story.link);
  // The seed articles' hand-written head (a shorter <title>, a search
  // description) holds only while staff keep the seed's title and
  // description; once edited, the story's own words are the page's head.
  if (authored && seed?.title === story.title && seed.description === story.description) {
    const base = pageMetadata(authored.page);
    return { ...base, openGraph: { ...base.openGraph, type: "article", publishedTime: published, modifiedTime: modified, ...authors } };
  }
  const { title, description = story.type, link } = story;
  return {
    title,
    ...headMetadata(
      { title, description, path: link, image: ogImage(`news-${key}`, title) },
      { type: "article", publishedTime: published, modifiedTime: modified, ...authors },
    ),
  };
}
