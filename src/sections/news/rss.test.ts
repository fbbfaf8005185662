import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newsNewestFirst } from "@content/news";
import { buildRss } from "./rss";

describe("RSS 2.0 feed", () => {
  const xml = buildRss({
    title: "News & Insights",
    description: "d",
    siteUrl: "https://www.savannahcrest.example",
    pagePath: "/news",
    feedPath: "/news/rss.xml",
    items: newsNewestFirst(),
    fileSize: (path) => statSync(join(process.cwd(), "public", path)).size,
  });

  it("is an RSS 2.0 channel with all 11 items, newest first, internal links absolute", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>News &amp; Insights</title>");
    expect(xml.match(/<item>/g)).toHaveLength(11);
    expect(xml).toContain("<link>https://www.savannahcrest.example/casalavorowuseii</link>");
    const dates = [...xml.matchAll(/<item>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
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
});
