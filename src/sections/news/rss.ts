import type { NewsItem } from "@content/schema";
import { escapeMarkup } from "@/lib/escape";
import { absoluteUrl } from "@/lib/site-url";

const ENCLOSURE_TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
};

/** A story in the feed: when it was published (src/lib/story-times.ts) and its image's size, if the file exists. */
export type FeedItem = NewsItem & { published: Date; imageBytes: number | undefined };

/**
 * An RSS 2.0 document of the news items; internal links made absolute against
 * siteUrl. Each item's image is its enclosure, whose `length` RSS requires to
 * be the file's size in bytes; an image whose file is missing is left out and
 * its story kept (one wrong path never stops the feed). Dates in RFC 822
 * (`toUTCString`); the channel's lastBuildDate is its newest item's.
 */
export function buildRss(feed: {
  title: string;
  description: string;
  siteUrl: string;
  pagePath: string;
  feedPath: string;
  items: FeedItem[];
}): string {
  const abs = (link: string) => absoluteUrl(link, feed.siteUrl);
  const newest = feed.items.length > 0 ? new Date(Math.max(...feed.items.map((item) => item.published.getTime()))) : undefined;
  const enclosure = (item: FeedItem) =>
    item.imageBytes === undefined
      ? ""
      : `      <enclosure url="${escapeMarkup(abs(item.image))}" type="${ENCLOSURE_TYPES[item.image.split(".").pop()!] ?? "application/octet-stream"}" length="${item.imageBytes}" />`;
  const items = feed.items
    .map((item) =>
      [
        "    <item>",
        `      <title>${escapeMarkup(item.title)}</title>`,
        `      <link>${escapeMarkup(abs(item.link))}</link>`,
        `      <guid isPermaLink="true">${escapeMarkup(abs(item.link))}</guid>`,
        `      <pubDate>${item.published.toUTCString()}</pubDate>`,
        `      <category>${escapeMarkup(item.type)}</category>`,
        `      <description>${escapeMarkup(item.description ?? item.type)}</description>`,
        enclosure(item),
        "    </item>",
      ]
        .filter((line) => line !== "")
        .join("\n"),
    )
    .join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeMarkup(feed.title)}</title>`,
    `    <link>${escapeMarkup(abs(feed.pagePath))}</link>`,
    `    <description>${escapeMarkup(feed.description)}</description>`,
    "    <language>en-NG</language>",
    newest ? `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : "",
    `    <atom:link href="${escapeMarkup(abs(feed.feedPath))}" rel="self" type="application/rss+xml" />`,
    items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n");
}
