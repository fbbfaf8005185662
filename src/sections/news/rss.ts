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

/**
 * An RSS 2.0 document of the news items; internal links made absolute against
 * siteUrl. Each item's image is its enclosure, whose `length` RSS requires to
 * be the file's size in bytes: `fileSize` gives it for a site path.
 */
export function buildRss(feed: {
  title: string;
  description: string;
  siteUrl: string;
  pagePath: string;
  feedPath: string;
  items: NewsItem[];
  fileSize: (path: string) => number;
}): string {
  const abs = (link: string) => absoluteUrl(link, feed.siteUrl);
  // A story has a day, not a time: RSS dates it 9 a.m. in Lagos (UTC+1) that day.
  const rssDate = (date: string) => new Date(Date.parse(`${date} 09:00:00 GMT+0100`)).toUTCString();
  const newest = feed.items[0];
  const items = feed.items
    .map((item) =>
      [
        "    <item>",
        `      <title>${escapeMarkup(item.title)}</title>`,
        `      <link>${escapeMarkup(abs(item.link))}</link>`,
        `      <guid isPermaLink="true">${escapeMarkup(abs(item.link))}</guid>`,
        `      <pubDate>${rssDate(item.date)}</pubDate>`,
        `      <category>${escapeMarkup(item.type)}</category>`,
        `      <description>${escapeMarkup(item.description ?? item.type)}</description>`,
        `      <enclosure url="${escapeMarkup(abs(item.image))}" type="${ENCLOSURE_TYPES[item.image.split(".").pop()!] ?? "application/octet-stream"}" length="${feed.fileSize(item.image)}" />`,
        "    </item>",
      ].join("\n"),
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
    newest ? `    <lastBuildDate>${rssDate(newest.date)}</lastBuildDate>` : "",
    `    <atom:link href="${escapeMarkup(abs(feed.feedPath))}" rel="self" type="application/rss+xml" />`,
    items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n");
}
