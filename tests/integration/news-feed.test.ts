import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lagosToday } from "@/lib/lagos-clock";
import { buildRss } from "@/sections/news/rss";
import { publishedFiles } from "@/server/db/schema";
import { newsCollection } from "@/server/publishing/news";
import { feedStories } from "@/server/publishing/news-feed";
import { createItem, publicItems, publish, revert, saveDraft } from "@/server/publishing/store";
import { storeImage } from "@/server/publishing/uploads";
import type { Staff } from "@/server/staff/roles";
import { openTestDatabase, type TestDatabase } from "./helpers";

/**
 * Issue 39: what the feed says about published stories, read from the store as /news/rss.xml
 * reads it. One wrong picture path must not stop the feed; a story published today is dated
 * when it was published, never hours ahead.
 */
const editor: Staff = { id: "m1", email: "amaka@staff.example", name: "Amaka", roles: ["marketing"] };

/** Today in Lagos as the editor writes a story's date: "November 27, 2026". */
function todayWritten(): string {
  const [year, month, day] = lagosToday().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

function story(key: string, image: string) {
  return {
    title: `Story ${key}`,
    link: `/news/${key}`,
    date: todayWritten(),
    image,
    type: "Press Release" as const,
    isInternal: true,
    body: "The north's trading hub.",
  };
}

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t.close();
  await t.drop();
});
beforeEach(async () => {
  await t.db.execute(sql`truncate publishing_versions, publishing_items, publishing_collections`);
});

async function publishStory(key: string, image: string) {
  const created = await createItem(t, editor, newsCollection, key, story(key, image));
  if (!created.ok) throw new Error(JSON.stringify(created));
  const published = await publish({ db: t, staff: editor, collection: newsCollection, key, expectedRevision: created.item.revision });
  if (!published.ok) throw new Error(JSON.stringify(published));
  return published.item;
}

function feedXml(items: Awaited<ReturnType<typeof feedStories>>): string {
  return buildRss({
    title: "News",
    description: "d",
    siteUrl: "https://www.savannahcrest.example",
    pagePath: "/news",
    feedPath: "/news/rss.xml",
    items,
  });
}

function itemOf(xml: string, title: string): string {
  return xml.split("<item>").find((item) => item.includes(`<title>${title}</title>`)) ?? "";
}

describe("the news feed from the store", () => {
  it("keeps every story when a published story's picture has no file: that one without its enclosure", async () => {
    await publishStory("missing-public", "/media/news/no-such-picture.webp");
    // An uploaded picture whose file is gone since the story was published (publishing refuses a path with no file).
    const jpeg = await sharp({ create: { width: 1300, height: 900, channels: 3, background: { r: 30, g: 90, b: 60 } } })
      .jpeg()
      .toBuffer();
    const { path } = await storeImage(t, editor, jpeg, "news", { field: "image", label: "Image" });
    await publishStory("missing-upload", path);
    await t.db.delete(publishedFiles).where(eq(publishedFiles.path, path));
    const stories = await publicItems(t, newsCollection);
    const xml = feedXml(await feedStories(stories, async () => t));
    expect(xml.match(/<item>/g)).toHaveLength(stories.length);
    for (const key of ["missing-public", "missing-upload"]) {
      const item = itemOf(xml, `Story ${key}`);
      expect(item).toContain(`<link>https://www.savannahcrest.example/news/${key}</link>`);
      expect(item).not.toContain("<enclosure");
    }
    // The seed's stories keep theirs.
    expect(xml.match(/<enclosure url="[^"]+" type="image\/webp" length="\d+" \/>/g)).toHaveLength(stories.length - 2);
  });

  it("dates a story published today at its publication, never in the future; lastBuildDate is that time", async () => {
    const before = Date.now();
    await publishStory("today", "/media/news/news-01.webp");
    const after = Date.now();
    const xml = feedXml(await feedStories(await publicItems(t, newsCollection), async () => t));
    const pubDate = Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(itemOf(xml, "Story today"))![1]!);
    // RFC 822 has whole seconds.
    expect(pubDate).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(pubDate).toBeLessThanOrEqual(after);
    expect(Date.parse(/<lastBuildDate>([^<]+)<\/lastBuildDate>/.exec(xml)![1]!)).toBe(pubDate);
    for (const [, date] of xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)) expect(Date.parse(date!)).toBeLessThanOrEqual(after);
  });

  it("knows when the version shown went live: its publication, a revert made live at its save; the seed's has no time", async () => {
    const seed = await publicItems(t, newsCollection);
    expect(seed.every((s) => s.liveSince === null)).toBe(true);
    const first = await publishStory("revised", "/media/news/news-01.webp");
    const saved = await saveDraft(
      { db: t, staff: editor, collection: newsCollection, key: "revised", expectedRevision: first.revision },
      { ...story("revised", "/media/news/news-01.webp"), title: "Story revised, second" },
    );
    if (!saved.ok) throw new Error("save");
    const live = (await publicItems(t, newsCollection)).find((s) => s.key === "revised")!;
    // A draft saved after the publication changes nothing public.
    expect(live.data.title).toBe("Story revised");
    expect(live.liveSince).toEqual(first.publishAt);
    const reverted = await revert(
      { db: t, staff: editor, collection: newsCollection, key: "revised", expectedRevision: saved.item.revision },
      1,
    );
    if (!reverted.ok) throw new Error("revert");
    const afterRevert = (await publicItems(t, newsCollection)).find((s) => s.key === "revised")!;
    expect(afterRevert.liveSince).toEqual(reverted.item.head.createdAt);
    expect(afterRevert.liveSince!.getTime()).toBeGreaterThanOrEqual(first.publishAt!.getTime());
  });
});
