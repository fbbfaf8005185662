import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, gt, sql } from "drizzle-orm";
import { newsNewestFirst } from "@content/news";
import { auditLog } from "@/server/db/schema";
import { featuredCollection, newsCollection } from "@/server/publishing/news";
import {
  createItem,
  getItem,
  history,
  listItems,
  NotAllowedError,
  publicItems,
  publish,
  publishDue,
  revert,
  saveDraft,
  schedule,
  unpublish,
} from "@/server/publishing/store";
import type { Staff } from "@/server/staff/roles";
import { openTestDatabase, type TestDatabase } from "./helpers";

const editor: Staff = { id: "m1", email: "amaka@staff.example", name: "Amaka", roles: ["marketing"] };
const other: Staff = { id: "m2", email: "bayo@staff.example", name: "Bayo", roles: ["marketing"] };
const sales: Staff = { id: "s1", email: "sam@staff.example", name: "Sam", roles: ["sales", "admin"] };

const story = {
  title: "Savannah Crest Group opens an office in Kano",
  link: "/news/kano-office",
  date: "December 1, 2026",
  image: "/media/news/news-01.webp",
  type: "Press Release" as const,
  isInternal: true,
  body: "## Why Kano\n\nThe north's trading hub.",
};

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

const publicNews = async () => (await publicItems(t, newsCollection)).map((s) => s.data.title);

describe("the publishing store", () => {
  it("shows the seed of content/ before anyone edits, then seeds it once as version 1 of each item", async () => {
    const today = newsNewestFirst().map((n) => n.title);
    expect(await publicNews()).toEqual(today);
    const items = await listItems(t, editor, newsCollection);
    expect(items).toHaveLength(today.length);
    expect(items.every((i) => i.state === "published" && i.head.number === 1 && i.head.note === "seed")).toBe(true);
    await listItems(t, other, newsCollection);
    expect(await publicNews()).toEqual(today);
  });

  it("refuses a member of staff without the collection's role, admins included", async () => {
    await expect(listItems(t, sales, newsCollection)).rejects.toBeInstanceOf(NotAllowedError);
    await expect(createItem(t, sales, newsCollection, "kano-office", story)).rejects.toBeInstanceOf(NotAllowedError);
  });

  it("names the field of an invalid edit and stores nothing", async () => {
    const outcome = await createItem(t, editor, newsCollection, "kano-office", { ...story, date: "2026-13-45" });
    expect(outcome).toEqual({ ok: false, reason: "invalid", fields: { date: 'must be a date like "July 26, 2025"' } });
    expect(await getItem(t, editor, newsCollection, "kano-office")).toBeNull();
  });

  it("draft, publish, save, revert and unpublish: the public read follows, the history and audit log say who", async () => {
    const [{ last }] = (await t.db.select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)` }).from(auditLog)) as [{ last: number }];
    const created = await createItem(t, editor, newsCollection, "kano-office", story);
    expect(created.ok).toBe(true);
    expect(await publicNews()).not.toContain(story.title);

    const published = await publish({ db: t, staff: editor, collection: newsCollection, key: "kano-office", expectedRevision: 1 });
    if (!published.ok) throw new Error(JSON.stringify(published));
    // The tag of every page, feed and image that reads the news, whatever its path (decision 126).
    expect(published.tags).toEqual(["collection:news"]);
    expect((await publicNews())[0]).toBe(story.title);

    const edited = await saveDraft(
      { db: t, staff: other, collection: newsCollection, key: "kano-office", expectedRevision: 2 },
      { ...story, title: "Kano office opens" },
    );
    expect(edited).toMatchObject({ ok: true, tags: [] });
    // A draft is not live until it is published.
    expect((await publicNews())[0]).toBe(story.title);
    await publish({ db: t, staff: other, collection: newsCollection, key: "kano-office", expectedRevision: 3 });
    expect((await publicNews())[0]).toBe("Kano office opens");

    const reverted = await revert({ db: t, staff: editor, collection: newsCollection, key: "kano-office", expectedRevision: 4 }, 1);
    expect(reverted.ok).toBe(true);
    expect((await publicNews())[0]).toBe(story.title);

    const versions = await history(t, editor, newsCollection, "kano-office");
    expect(versions.map((v) => [v.number, v.authorEmail, v.note])).toEqual([
      [3, editor.email, "reverted to version 1"],
      [2, other.email, "saved"],
      [1, editor.email, "saved"],
    ]);

    await unpublish({ db: t, staff: editor, collection: newsCollection, key: "kano-office", expectedRevision: 5 });
    expect(await publicNews()).not.toContain(story.title);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, "news/kano-office"), gt(auditLog.id, Number(last))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.staffEmail])).toEqual([
      ["publishing.create", editor.email],
      ["publishing.publish", editor.email],
      ["publishing.save", other.email],
      ["publishing.publish", other.email],
      ["publishing.revert", editor.email],
      ["publishing.unpublish", editor.email],
    ]);
  });

  it("tells the second of two editors that the item changed, and keeps the first one's version", async () => {
    await createItem(t, editor, newsCollection, "kano-office", story);
    const first = await saveDraft(
      { db: t, staff: editor, collection: newsCollection, key: "kano-office", expectedRevision: 1 },
      { ...story, title: "First" },
    );
    const second = await saveDraft(
      { db: t, staff: other, collection: newsCollection, key: "kano-office", expectedRevision: 1 },
      { ...story, title: "Second" },
    );
    expect(first.ok).toBe(true);
    expect(second.ok).toBe(false);
    if (second.ok || second.reason !== "conflict") throw new Error("expected a conflict");
    expect(second.current.head.data.title).toBe("First");
    expect(second.current.head.authorEmail).toBe(editor.email);
    expect((await history(t, editor, newsCollection, "kano-office")).map((v) => v.data.title)).toEqual(["First", story.title]);
  });

  it("a scheduled version is public from its time, and the periodic job publishes it once", async () => {
    await createItem(t, editor, newsCollection, "kano-office", story);
    const soon = new Date(Date.now() + 1_500);
    const scheduled = await schedule({ db: t, staff: editor, collection: newsCollection, key: "kano-office", expectedRevision: 1 }, soon);
    expect(scheduled.ok).toBe(true);
    expect(await publicNews()).not.toContain(story.title);
    expect(await publishDue(t)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect((await publicNews())[0]).toBe(story.title);
    const due = await publishDue(t);
    expect(due.map((d) => d.key)).toEqual(["kano-office"]);
    expect(await publishDue(t)).toEqual([]);
    expect((await getItem(t, editor, newsCollection, "kano-office"))?.state).toBe("published");
  });

  it("refuses a time in the past for a schedule", async () => {
    await createItem(t, editor, newsCollection, "kano-office", story);
    const outcome = await schedule(
      { db: t, staff: editor, collection: newsCollection, key: "kano-office", expectedRevision: 1 },
      new Date(Date.now() - 1000),
    );
    expect(outcome).toEqual({ ok: false, reason: "invalid", fields: { publishAt: "must be a time in the future" } });
  });

  it("the home page's featured stories are one item of their own collection, seeded from content/home.ts", async () => {
    const [featured] = await listItems(t, editor, featuredCollection);
    expect(featured?.head.data.stories).toHaveLength(3);
  });
});
