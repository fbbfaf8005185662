import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { careers } from "@content/careers";
import { earnings, type QuarterResults } from "@content/earnings";
import { RESULT_FILE_BUILDERS } from "@/server/documents/earnings";
import { positionsCollection } from "@/server/publishing/careers";
import { staffCardsCollection } from "@/server/publishing/people";
import { quarterKey, resultsCollection } from "@/server/publishing/results";
import { createItem, NotAllowedError, publicItems, publish, saveDraft } from "@/server/publishing/store";
import { readPublishedFile, storeResultFile } from "@/server/publishing/uploads";
import type { Staff } from "@/server/staff/roles";
import { openTestDatabase, type TestDatabase } from "./helpers";

const ir: Staff = { id: "ir1", email: "ify@staff.example", name: "Ify", roles: ["investors"] };
const hr: Staff = { id: "hr1", email: "halima@staff.example", name: "Halima", roles: ["hr"] };
const marketing: Staff = { id: "m1", email: "amaka@staff.example", name: "Amaka", roles: ["marketing"] };

/** Q4 2024 as investor relations would enter it: last quarter's shape, new figures. */
const q4: QuarterResults = {
  ...earnings,
  period: "Fourth-Quarter 2024",
  title: "Fourth-Quarter 2024 results",
  publishedOn: "January 30, 2025",
  quarterEnded: "December 31, 2024",
  headline: "Savannah Crest Group reports Fourth-Quarter 2024 results: revenue up 18% to ₦58.1 billion",
  columns: { current: "Q4 2024", previous: "Q4 2023" },
  changesNote: "Changes compare the fourth quarter of 2024 with the fourth quarter of 2023.",
  figures: earnings.figures.map((f) => (f.segment || f.label === earnings.revenueTotalLabel ? { ...f, current: f.current + 1000 } : f)),
};
// Four segments each up 1,000: the total line moves by 4,000 (the schema checks they add up).
q4.figures = q4.figures.map((f) => (f.label === earnings.revenueTotalLabel ? { ...f, current: f.current + 3000 } : f));

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

describe("quarterly results (investors)", () => {
  it("a clean database shows content/earnings.ts's quarter, with the sizes of its files", async () => {
    const [only, ...rest] = await publicItems(t, resultsCollection);
    expect(rest).toEqual([]);
    expect(only?.key).toBe("2024-q3");
    expect(only?.data.files.every((f) => f.bytes! > 1000)).toBe(true);
  });

  it("publishing Q4 2024 with generated files puts it first, and Q3 2024 follows it", async () => {
    const files = await Promise.all(
      q4.files.map(async (file) => {
        const kind = file.key === "supplementalXlsx" ? "xlsx" : "pdf";
        const stored = await storeResultFile(t, ir, await RESULT_FILE_BUILDERS[file.key](q4), kind, `q4-2024-${file.key.toLowerCase()}`, {
          field: file.key,
          label: file.label,
        });
        return { ...file, href: stored.path, bytes: stored.bytes };
      }),
    );
    const key = quarterKey(q4);
    expect(key).toBe("2024-q4");
    expect((await createItem(t, ir, resultsCollection, key, { ...q4, files })).ok).toBe(true);
    expect((await publicItems(t, resultsCollection)).map((r) => r.key)).toEqual(["2024-q3"]);
    expect((await publish({ db: t, staff: ir, collection: resultsCollection, key, expectedRevision: 1 })).ok).toBe(true);

    const published = await publicItems(t, resultsCollection);
    expect(published.map((r) => r.data.period)).toEqual(["Fourth-Quarter 2024", "Third-Quarter 2024"]);
    const [pressRelease, , workbook] = published[0]!.data.files;
    const pdf = await PDFDocument.load((await readPublishedFile(t, pressRelease!.href))!.body);
    expect(pdf.getTitle()).toContain("Fourth-Quarter 2024 results");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readPublishedFile(t, workbook!.href))!.body as unknown as ArrayBuffer);
    expect(book.getWorksheet("Q4 2024 figures")?.getCell("A5").value).toBe("Real Estate revenue");
  });

  it("refuses figures that do not add up, naming the field, and another team's edit", async () => {
    const wrong = { ...q4, figures: q4.figures.map((f) => (f.segment ? { ...f, current: f.current + 1 } : f)) };
    expect(await createItem(t, ir, resultsCollection, "2024-q4", wrong)).toEqual({
      ok: false,
      reason: "invalid",
      fields: { figures: "segment revenues must add up to the group revenue line, for both periods" },
    });
    await expect(createItem(t, marketing, resultsCollection, "2024-q4", q4)).rejects.toBeInstanceOf(NotAllowedError);
  });
});

describe("open positions and staff cards (hr)", () => {
  it("an opening HR publish joins the seed's three; a closing day before the posting day names its field", async () => {
    const opening = { ...careers.positions.items[0]!, title: "Treasury Analyst", datePosted: "2026-11-20" };
    expect((await createItem(t, hr, positionsCollection, "treasury-analyst", opening)).ok).toBe(true);
    await publish({ db: t, staff: hr, collection: positionsCollection, key: "treasury-analyst", expectedRevision: 1 });
    expect((await publicItems(t, positionsCollection)).map((p) => p.data.title)).toEqual([
      "Treasury Analyst",
      ...careers.positions.items.map((p) => p.title),
    ]);
    const late = await saveDraft(
      { db: t, staff: hr, collection: positionsCollection, key: "treasury-analyst", expectedRevision: 2 },
      { ...opening, validThrough: "2026-11-01" },
    );
    expect(late).toEqual({ ok: false, reason: "invalid", fields: { validThrough: "must not be before the day it was posted" } });
  });

  it("a staff card needs a path of its own and a sample address", async () => {
    const card = {
      slug: "careers",
      name: "Kemi",
      surname: "Adebayo",
      position: "HR Business Partner",
      company: "Savannah Crest Group",
      phone: "+234 800 555 0199",
      email: "kemi.adebayo@savannahcrest.example",
      image: "/media/people/precedence-okafor-bello.webp",
    };
    expect(await createItem(t, hr, staffCardsCollection, "careers", card)).toMatchObject({
      ok: false,
      fields: { slug: "is the path of another page of the site: choose another" },
    });
    expect(await createItem(t, hr, staffCardsCollection, "precedence", { ...card, slug: "precedence" })).toMatchObject({
      ok: false,
      fields: { key: "is already used by another item" },
    });
    expect(await createItem(t, hr, staffCardsCollection, "kemi", { ...card, slug: "kemi", email: "kemi@gmail.com" })).toMatchObject({
      ok: false,
      fields: { email: expect.stringMatching(/RFC 2606/) },
    });
    expect((await createItem(t, hr, staffCardsCollection, "kemi", { ...card, slug: "kemi" })).ok).toBe(true);
    await publish({ db: t, staff: hr, collection: staffCardsCollection, key: "kemi", expectedRevision: 1 });
    expect((await publicItems(t, staffCardsCollection)).map((c) => c.key)).toContain("kemi");
  });
});
