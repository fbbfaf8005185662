import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderChecks } from "@content/publishing-checks";
import { markdownTree } from "@/lib/markdown-tree";
import { newsCollection } from "@/server/publishing/news";
import { bodyRenders } from "@/server/publishing/renderable";
import { createItem, publicItems, publish, saveDraft } from "@/server/publishing/store";
import type { Staff } from "@/server/staff/roles";
import { openTestDatabase, type TestDatabase } from "./helpers";

const marketing: Staff = { id: "m1", email: "amaka@staff.example", name: "Amaka", roles: ["marketing"] };
const story = {
  title: "Savannah Crest Group opens an Ibadan office",
  date: "December 3, 2026",
  type: "Press Release",
  image: "/media/news/news-01.webp",
  isInternal: true,
  link: "/news/ibadan-office",
  body: "## Why Ibadan\n\n- a market\n  - of its own\n\n> as the *founder* said",
};
/** 2 KB of nested list markers: remark, and so the article page, runs out of stack on it. */
const tooDeep = `${"- ".repeat(1000)}x`;

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t.close();
  await t.drop();
});

describe("a story whose page would not render cannot be saved, so never published (issue 32)", () => {
  it("the page's own renderer fails on such a body", () => {
    expect(() => markdownTree(tooDeep)).toThrow(RangeError);
    expect(bodyRenders(tooDeep)).toBe(false);
    expect(bodyRenders(`${"> ".repeat(60)}x`)).toBe(false);
    expect(bodyRenders(story.body)).toBe(true);
  });

  it("the body and the image are named in the form, and what is published stays as it was", async () => {
    expect(await createItem(t, marketing, newsCollection, "ibadan-office", { ...story, body: tooDeep })).toEqual({
      ok: false,
      reason: "invalid",
      fields: { body: renderChecks.body },
    });
    const created = await createItem(t, marketing, newsCollection, "ibadan-office", story);
    if (!created.ok) throw new Error(JSON.stringify(created));
    const published = await publish({
      db: t,
      staff: marketing,
      collection: newsCollection,
      key: "ibadan-office",
      expectedRevision: created.item.revision,
    });
    if (!published.ok) throw new Error(JSON.stringify(published));
    const change = { db: t, staff: marketing, collection: newsCollection, key: "ibadan-office", expectedRevision: published.item.revision };
    expect(await saveDraft(change, { ...story, body: tooDeep })).toEqual({
      ok: false,
      reason: "invalid",
      fields: { body: renderChecks.body },
    });
    // A /media path of no known folder passes the path check but next/image could not size it.
    expect(await saveDraft(change, { ...story, image: "/media/news-01.webp" })).toEqual({
      ok: false,
      reason: "invalid",
      fields: { image: renderChecks.image },
    });
    const live = (await publicItems(t, newsCollection)).find((s) => s.key === "ibadan-office");
    expect(live?.data.body).toBe(story.body);
  });
});
