import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newsNewestFirst } from "@content/news";
import { storyTimes } from "@/lib/story-times";
import { buildRss, type FeedItem } from "./rss";

const NOW = new Date("2026-11-27T05:30:00Z");
const seedItems: FeedItem[] = newsNewestFirst().map((item) => ({
  ...item,
  published: storyTimes(item, null, NOW).published,
  imageBytes: statSync(join(process.cwd(), "public", item.image)).size,
}));

function feed(items: FeedItem[]): string {
  return buildRss({
    title: "News & Insights",
    description: "d",
    siteUrl: "https://www.savannahcrest.example",
    pagePath: "/news",
    feedPath: "/news/rss.xml",
    items,
  });
}

/** RFC 822 as RSS 2.0 asks: "Sat, 26 Jul 2025 08:00:00 GMT". */
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe("RSS 2.0 feed", () => {
  const xml = feed(seedItems);

  it("is an RSS 2.0 channel with all 11 items, newest first, internal links absolute", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>News &amp; Insights</title>");
    expect(xml.match(/<item>/g)).toHaveLength(11);
    expect(xml).toContain("<link>https://www.savannahcrest.example/casalavorowuseii</link>");
    const dates = [...xml.matchAll(/<item>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // A seed story has a date only: 09:00 in Lagos that day.
    expect(xml).toContain("<pubDate>Sat, 26 Jul 2025 08:00:00 GMT</pubDate>");
  });

  it("gives every enclosure its image's type and real size in bytes", () => {
    const enclosures = [...xml.matchAll(/<enclosure url="([^"]+)" type="([^"]+)" length="(\d+)" \/>/g)];
    expect(enclosures).toHaveLength(11);
    for (const [, url, type, length] of enclosures) {
      const path = new URL(url!).pathname;
      expect(type, path).toBe("image/webp");
      expect(Number(length), path).toBe(statSync(join(process.cwd(), "public", path)).size);
      expect(Number(length), path).toBeGreaterThan(1000);
    }
  });

  it("keeps a story whose picture has no file, without an enclosure", () => {
    const [first, ...rest] = seedItems;
    const broken = feed([{ ...first!, image: "/media/news/no-such-picture.webp", imageBytes: undefined }, ...rest]);
    expect(broken.match(/<item>/g)).toHaveLength(11);
    expect(broken).toContain(`<title>${first!.title.replace(/&/g, "&amp;")}</title>`);
    expect(broken).not.toContain("no-such-picture");
    expect(broken.match(/<enclosure /g)).toHaveLength(10);
  });

  it("dates items and the channel in RFC 822; lastBuildDate is the newest item's pubDate", () => {
    const published = new Date("2026-11-27T05:12:09Z");
    const xmlToday = feed([{ ...seedItems[0]!, published }, ...seedItems.slice(1)]);
    const pubDates = [...xmlToday.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => m[1]!);
    for (const date of pubDates) expect(date).toMatch(RFC_822);
    expect(pubDates[0]).toBe("Fri, 27 Nov 2026 05:12:09 GMT");
    expect(xmlToday).toContain("<lastBuildDate>Fri, 27 Nov 2026 05:12:09 GMT</lastBuildDate>");
  });
});
