import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { publishingItems, publishingVersions, staffRoles } from "@/server/db/schema";
import { createCampaign, startSending } from "@/server/newsletter/campaigns";
import { newsCollection } from "@/server/publishing/news";
import { createItem, publish, saveDraft } from "@/server/publishing/store";
import { fileAudience } from "@/server/publishing/upload-lifecycle";
import { readPublishedFile, storeImage, storeResultFile } from "@/server/publishing/uploads";
import type { Staff } from "@/server/staff/roles";
import { openTestDatabase, type TestDatabase } from "./helpers";

/**
 * Issue 41's findings on publishing, each as the attack an insider ran and its
 * refusal (the routes' refusals are in tests/e2e/insider-attacks.spec.ts).
 */
const marketing: Staff = { id: "m1", email: "amaka@staff.example", name: "Amaka", roles: ["marketing"] };
const colleague: Staff = { id: "m2", email: "bayo@staff.example", name: "Bayo", roles: ["marketing"] };
const investors: Staff = { id: "i1", email: "ifeoma@staff.example", name: "Ifeoma", roles: ["investors"] };

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  // The accounts' roles, as the back office keeps them: a file is its uploader's team's.
  const rows = [marketing, colleague, investors].flatMap((s) => s.roles.map((role) => ({ userId: s.id, role })));
  await t.db.insert(staffRoles).values(rows).onConflictDoNothing();
});
afterAll(async () => {
  await t.close();
  await t.drop();
});
beforeEach(async () => {
  await t.db.execute(
    sql`truncate publishing_versions, publishing_items, publishing_collections, published_files, newsletter_campaigns cascade`,
  );
});

async function picture(by: Staff, red: number): Promise<string> {
  const jpeg = await sharp({ create: { width: 1300, height: 900, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
  return (await storeImage(t, by, jpeg, "news", { field: "image", label: "Image" })).path;
}

/** Investor relations' unpublished results PDF, uploaded for a quarter not yet announced. */
async function investorsDraftPdf(): Promise<string> {
  const pdf = readFileSync(join(process.cwd(), "public/files/savannah-crest-q3-2024-press-release.pdf"));
  return (await storeResultFile(t, investors, pdf, "pdf", "savannah-crest-q1-2027-press-release", { field: "f", label: "PDF" })).path;
}

const story = (image: string, body = "The north's trading hub.") => ({
  title: "Savannah Crest Group opens an office in Kano",
  link: "/news/kano-office",
  date: "December 1, 2026",
  image,
  type: "Press Release" as const,
  isInternal: true,
  body,
});

const audience = async (path: string, staff: Staff | null) =>
  fileAudience(t, path, (await readPublishedFile(t, path))!.createdBy, () => Promise.resolve(staff));

describe("a draft's file belongs to its item", () => {
  it("marketing links investor relations' unpublished PDF in a story: refused with the field's message; they still cannot fetch it, and nothing is published", async () => {
    const pdf = await investorsDraftPdf();
    expect(await audience(pdf, marketing)).toBeNull();

    const created = await createItem(
      t,
      marketing,
      newsCollection,
      "kano-office",
      story(await picture(marketing, 20), `Our [results](${pdf}).`),
    );
    expect(created).toMatchObject({
      ok: false,
      reason: "invalid",
      fields: { body: expect.stringContaining("a draft file of another team") },
    });

    // The same through a new version of a story that exists.
    expect((await createItem(t, marketing, newsCollection, "kano-office", story(await picture(marketing, 30)))).ok).toBe(true);
    const change = { db: t, staff: marketing, collection: newsCollection, key: "kano-office", expectedRevision: 1 };
    const saved = await saveDraft(change, { ...story(await picture(marketing, 30)), body: `Figures: ${pdf}` });
    expect(saved).toMatchObject({ ok: false, reason: "invalid", fields: { body: expect.stringContaining(pdf) } });
    expect((await publish(change)).ok).toBe(true);

    expect(await audience(pdf, marketing)).toBeNull();
    expect(await audience(pdf, null)).toBeNull();
    expect(await audience(pdf, investors)).toBe("staff");
  });

  it("a story naming a file path no upload is kept under (a broken link the feeds would wait on) is refused, naming the field", async () => {
    const missing = `/media/uploads/news/${"ab".repeat(16)}.webp`;
    const created = await createItem(t, marketing, newsCollection, "kano-office", story(missing));
    expect(created).toMatchObject({ ok: false, reason: "invalid", fields: { image: expect.stringContaining("not an uploaded file") } });
  });

  it("what a story may name still saves: the author's own upload, a picture the collection already names, a public file", async () => {
    const own = await picture(marketing, 40);
    expect((await createItem(t, marketing, newsCollection, "kano-office", story(own))).ok).toBe(true);
    // A colleague's new story uses the picture a news story already names, and one a colleague just uploaded.
    expect((await createItem(t, colleague, newsCollection, "lagos-office", story(own))).ok).toBe(true);
    const colleagues = await picture(colleague, 45);
    expect((await createItem(t, marketing, newsCollection, "ibadan-office", story(colleagues))).ok).toBe(true);
    expect(await audience(colleagues, marketing)).toBe("staff");
    // Investor relations' picture, once a published story names it, is public: anyone may link it.
    const theirs = await picture(investors, 50);
    const item = await createItem(t, { ...investors, roles: ["investors", "marketing"] }, newsCollection, "results-day", story(theirs));
    expect(item.ok).toBe(true);
    expect((await publish({ db: t, staff: marketing, collection: newsCollection, key: "results-day", expectedRevision: 1 })).ok).toBe(true);
    const body = `![Results day](${theirs}).`;
    expect((await createItem(t, marketing, newsCollection, "abuja-office", story(own, body))).ok).toBe(true);
  });

  it("serving an unpublished upload asks who is asking: a version another team saved naming it (before this check) opens it to no one of theirs", async () => {
    const pdf = await investorsDraftPdf();
    expect((await createItem(t, marketing, newsCollection, "kano-office", story(await picture(marketing, 60)))).ok).toBe(true);
    // Written as the old code let it be written: marketing's draft names investor relations' unpublished PDF.
    const [item] = await t.db.select().from(publishingItems).where(eq(publishingItems.key, "kano-office"));
    await t.db
      .update(publishingVersions)
      .set({ data: sql`jsonb_set(${publishingVersions.data}, '{body}', to_jsonb(${`Figures: ${pdf}`}::text))` })
      .where(eq(publishingVersions.itemId, item!.id));
    expect(await audience(pdf, marketing)).toBeNull();
    expect(await audience(pdf, colleague)).toBeNull();
    expect(await audience(pdf, investors)).toBe("staff");
  });
});

describe("hostile input answers with the field's message, never a 500", () => {
  it("a story body with a NUL is refused naming the body; nothing reaches the database", async () => {
    const created = await createItem(
      t,
      marketing,
      newsCollection,
      "kano-office",
      story(await picture(marketing, 70), "Figures\u0000 attached."),
    );
    expect(created).toMatchObject({ ok: false, reason: "invalid", fields: { body: expect.stringContaining("cannot be saved") } });
    const lone = await createItem(t, marketing, newsCollection, "kano-office", story(await picture(marketing, 70), "Broken \ud800 text."));
    expect(lone).toMatchObject({ ok: false, reason: "invalid", fields: { body: expect.stringContaining("cannot be saved") } });
    expect(await t.db.select().from(publishingItems).where(eq(publishingItems.key, "kano-office"))).toEqual([]);
  });
});

describe("a campaign's picture belongs to marketing", () => {
  it("marketing names investor relations' unpublished PDF in a newsletter campaign: they cannot fetch it, and sending the campaign does not make it public", async () => {
    const pdf = await investorsDraftPdf();
    const own = await picture(marketing, 80);
    const campaign = await createCampaign(
      t.db,
      { subject: "December", preheader: "", body: `![Kano](${own}) [Results](${pdf})` },
      marketing.id,
    );
    expect(await audience(pdf, marketing)).toBeNull();
    expect(await audience(own, colleague)).toBe("staff");
    expect(await startSending(t.db, campaign.id, marketing.id)).toBe(true);
    expect(await audience(pdf, null)).toBeNull();
    expect(await audience(pdf, marketing)).toBeNull();
    expect(await audience(pdf, investors)).toBe("staff");
    // Marketing's own picture goes with the campaign: mail programs fetch it without a session.
    expect(await audience(own, null)).toBe("public");
  });
});
