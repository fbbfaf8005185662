import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { staffRoles } from "@/server/db/schema";
import { newsCollection } from "@/server/publishing/news";
import { createItem, publish, revert, saveDraft, unpublish } from "@/server/publishing/store";
import { deleteUnusedUploads, fileAudience } from "@/server/publishing/upload-lifecycle";
import { readPublishedFile, storeImage, storeResultFile } from "@/server/publishing/uploads";
import type { Staff } from "@/server/staff/roles";
import { openTestDatabase, type TestDatabase } from "./helpers";

/**
 * Decision 111: an uploaded file is public only once a version visitors see
 * names it (before, its editors alone may fetch it), and a file no version
 * names is deleted after a grace period, never one a draft or the history
 * names (a revert must find it).
 */
const amaka: Staff = { id: "m1", email: "amaka@staff.example", name: "Amaka", roles: ["marketing"] };
const bayo: Staff = { id: "m2", email: "bayo@staff.example", name: "Bayo", roles: ["marketing"] };
const hr: Staff = { id: "h1", email: "hr@staff.example", name: "Hadiza", roles: ["hr", "admin"] };

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  // The accounts' roles, as the back office keeps them: a file is its uploader's team's (issue 41).
  const rows = [amaka, bayo, hr].flatMap((s) => s.roles.map((role) => ({ userId: s.id, role })));
  await t.db.insert(staffRoles).values(rows).onConflictDoNothing();
});
afterAll(async () => {
  await t.close();
  await t.drop();
});
beforeEach(async () => {
  await t.db.execute(sql`truncate publishing_versions, publishing_items, publishing_collections, published_files`);
});

/** A picture of one colour, as a news image (1,200 × 800 after cropping): each colour is a file of its own. */
async function upload(by: Staff, red: number): Promise<string> {
  const jpeg = await sharp({ create: { width: 1300, height: 900, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
  return (await storeImage(t, by, jpeg, "news", { field: "image", label: "Image" })).path;
}

const story = (image: string, title = "Savannah Crest Group opens an office in Kano") => ({
  title,
  link: "/news/kano-office",
  date: "December 1, 2026",
  image,
  type: "Press Release" as const,
  isInternal: true,
  body: "The north's trading hub.",
});

const asking = (staff: Staff | null) => () => Promise.resolve(staff);
const audience = async (path: string, staff: Staff | null) =>
  fileAudience(t, path, (await readPublishedFile(t, path))!.createdBy, asking(staff));
const change = (expectedRevision: number) => ({ db: t, staff: amaka, collection: newsCollection, key: "kano-office", expectedRevision });
const age = (hours: number) => t.db.execute(sql`update published_files set created_at = now() - make_interval(hours => ${hours})`);

describe("who may fetch an uploaded file", () => {
  it("a draft's picture: its uploader and the collection's editors, nobody else; public once published, private again once unpublished", async () => {
    const path = await upload(amaka, 20);
    // Just uploaded, named by no version yet: the uploader's editor shows it.
    expect(await audience(path, amaka)).toBe("staff");
    expect(await audience(path, bayo)).toBeNull();
    expect(await audience(path, null)).toBeNull();

    await createItem(t, amaka, newsCollection, "kano-office", story(path));
    expect(await audience(path, null)).toBeNull();
    expect(await audience(path, bayo)).toBe("staff");
    expect(await audience(path, hr)).toBeNull();

    expect((await publish(change(1))).ok).toBe(true);
    expect(await audience(path, null)).toBe("public");

    expect((await unpublish(change(2))).ok).toBe(true);
    expect(await audience(path, null)).toBeNull();
    expect(await audience(path, bayo)).toBe("staff");
  });

  it("a new picture saved over a published story stays private until that version is published", async () => {
    const first = await upload(amaka, 40);
    await createItem(t, amaka, newsCollection, "kano-office", story(first));
    await publish(change(1));
    const second = await upload(bayo, 60);
    expect((await saveDraft(change(2), story(second))).ok).toBe(true);
    expect(await audience(first, null)).toBe("public");
    expect(await audience(second, null)).toBeNull();
    expect(await audience(second, amaka)).toBe("staff");
    await publish(change(3));
    expect(await audience(second, null)).toBe("public");
  });
});

describe("unused uploads are deleted", () => {
  it("deletes a file no version names once its grace period is over, keeps those of drafts and history, and a revert still finds its picture", async () => {
    const abandoned = await upload(amaka, 80);
    const first = await upload(amaka, 100);
    const draft = await upload(amaka, 120);
    await createItem(t, amaka, newsCollection, "kano-office", story(first));
    await publish(change(1));
    await saveDraft(change(2), story(draft, "Kano, second draft"));
    await age(25);
    const recent = await upload(bayo, 140);

    expect(await deleteUnusedUploads(t)).toEqual([abandoned]);
    expect(await readPublishedFile(t, abandoned)).toBeNull();
    for (const kept of [first, draft, recent]) expect(await readPublishedFile(t, kept)).not.toBeNull();
    expect(await deleteUnusedUploads(t)).toEqual([]);

    // Version 1's picture is only in the history once version 2 is saved and published; restoring version 1 shows it again.
    await publish(change(3));
    expect(await deleteUnusedUploads(t, { now: new Date(Date.now() + 48 * 3600_000) })).toEqual([recent]);
    const reverted = await revert(change(4), 1);
    expect(reverted.ok && reverted.item.head.data.image).toBe(first);
    expect(await audience(first, null)).toBe("public");
    expect(await readPublishedFile(t, first)).not.toBeNull();
  });

  it("keeps a picture or a results file that an article's Markdown names, whatever follows the path", async () => {
    const picture = await upload(amaka, 200);
    const pdf = readFileSync(join(process.cwd(), "public/files/savannah-crest-q3-2024-press-release.pdf"));
    const release = (await storeResultFile(t, amaka, pdf, "pdf", "savannah-crest-q3-2024-press-release", { field: "f", label: "PDF" }))
      .path;
    const unused = await upload(amaka, 220);
    await createItem(t, amaka, newsCollection, "kano-office", {
      ...story(await upload(amaka, 240)),
      body: `![The office](${picture}). The release: ${release}.`,
    });
    await age(25);
    expect(await deleteUnusedUploads(t)).toEqual([unused]);
    expect(await readPublishedFile(t, picture)).not.toBeNull();
    expect(await readPublishedFile(t, release)).not.toBeNull();
  });

  it("the same picture uploaded again starts its grace period again", async () => {
    const path = await upload(amaka, 160);
    await age(30);
    expect(await upload(bayo, 160)).toBe(path);
    expect(await deleteUnusedUploads(t)).toEqual([]);
    // Uploaded again by Bayo: his editor may show it.
    expect(await audience(path, bayo)).toBe("staff");
  });

  it("two instances sweeping at once delete each file once, without an error", async () => {
    const path = await upload(amaka, 180);
    await age(25);
    const runs = await Promise.all([deleteUnusedUploads(t), deleteUnusedUploads(t)]);
    expect(runs.flatMap((deleted) => deleted ?? [])).toEqual([path]);
  });
});
