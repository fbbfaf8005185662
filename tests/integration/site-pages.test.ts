import { gt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businesses } from "@content/businesses";
import { home } from "@content/home";
import { board, type OurPeopleDoc } from "@content/people";
import { auditLog } from "@/server/db/schema";
import { bookingSpec } from "@/forms/booking/server";
import { checkMdxDocument, mdxDocumentTree } from "@/lib/mdx-document";
import { firmDocuments, peopleDocuments } from "@/lib/search/documents";
import { commodities } from "@content/commodities";
import { bookingForm } from "@content/forms";
import { realEstate } from "@content/real-estate";
import { residences } from "@content/residences";
import { site, type GroupPurposeDoc } from "@content/site";
import { theFirm } from "@content/the-firm";
import {
  legalPagesCollection,
  legalSeed,
  marketingPagesCollection,
  MARKETING_KEYS,
  PAGE_COLLECTIONS,
  pageCollection,
} from "@/server/publishing/pages";
import { defineCollection, getItem, NotAllowedError, publicItems, publish, revert, saveDraft } from "@/server/publishing/store";
import { applyListChange, docFromForm } from "../../src/app/admin/pages/document-values";
import { marketing, privacy, sales, publishingTestDatabase } from "./site-fixtures";

const t = publishingTestDatabase();

const homeChange = (expectedRevision: number, staff = marketing) => ({
  db: t,
  staff,
  collection: marketingPagesCollection,
  key: "home",
  expectedRevision,
});

describe("the home page as a document (issue 48)", () => {
  it("a clean database shows today's home page; an edit is live only once published, and a restore brings the seed back", async () => {
    const [before] = await t.db.select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog);
    const last = before!.last;
    const [seed] = await publicItems(t, marketingPagesCollection);
    expect(seed?.data.hero.slides[0]?.text).toBe(home.hero.slides[0]!.text);
    expect(seed?.data.heritage.figures[0]?.value).toBe(home.heritage.figures[0]!.value);

    const item = (await getItem(t, marketing, marketingPagesCollection, "home"))!;
    const draft = structuredClone(item.head.data);
    draft.hero.slides[0]!.text = "Real estate: new homes in Guzape.";
    draft.heritage.figures[0]!.value = "9,999 MT";
    const saved = await saveDraft(homeChange(item.revision), draft);
    expect(saved.ok).toBe(true);
    expect((await publicItems(t, marketingPagesCollection))[0]?.data.hero.slides[0]?.text).toBe(home.hero.slides[0]!.text);

    const published = await publish(homeChange(item.revision + 1));
    expect(published.ok && published.tags).toEqual(["collection:pages"]);
    const live = (await publicItems(t, marketingPagesCollection))[0]!.data;
    expect([live.hero.slides[0]?.text, live.heritage.figures[0]?.value]).toEqual(["Real estate: new homes in Guzape.", "9,999 MT"]);

    expect((await revert(homeChange(item.revision + 2), 1)).ok).toBe(true);
    expect((await publicItems(t, marketingPagesCollection))[0]?.data.hero.slides[0]?.text).toBe(home.hero.slides[0]!.text);
    const actions = await t.db.select({ action: auditLog.action, target: auditLog.target }).from(auditLog).where(gt(auditLog.id, last));
    expect(actions.map((a) => a.action)).toEqual(["publishing.save", "publishing.publish", "publishing.revert"]);
    expect(actions.every((a) => a.target === "pages/home")).toBe(true);
  });

  it("the slideshow keeps its four businesses, an emptied text is refused by field, and an old revision is a conflict", async () => {
    const item = (await getItem(t, marketing, marketingPagesCollection, "home"))!;
    const fewer = structuredClone(item.head.data);
    fewer.hero.slides.pop();
    fewer.firm.title = "";
    const refused = await saveDraft(homeChange(item.revision), fewer);
    expect(refused.ok === false && refused.reason === "invalid" && Object.keys(refused.fields).sort()).toEqual([
      "firm.title",
      "hero.slides",
    ]);
    expect((await saveDraft(homeChange(item.revision), item.head.data)).ok).toBe(true);
    const stale = await saveDraft(homeChange(item.revision), item.head.data);
    expect(stale.ok === false && stale.reason).toBe("conflict");
  });

  it("only marketing edits the home page, only the privacy team the legal pages; sales neither", async () => {
    await expect(getItem(t, sales, marketingPagesCollection, "home")).rejects.toThrow(NotAllowedError);
    await expect(getItem(t, privacy, marketingPagesCollection, "home")).rejects.toThrow(NotAllowedError);
    await expect(getItem(t, marketing, legalPagesCollection, "privacy-policy")).rejects.toThrow(NotAllowedError);
    expect(await getItem(t, privacy, legalPagesCollection, "privacy-policy")).not.toBeNull();
  });
});

/** A page's document as the tests change it: any path of it. */
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const pageChange = (key: string, expectedRevision: number) => ({
  db: t,
  staff: marketing,
  collection: marketingPagesCollection,
  key,
  expectedRevision,
});

/** Publishes `edit` of the page `key` as marketing, and returns what visitors then see of it. */
async function publishEdit(key: string, edit: (doc: Loose) => void): Promise<Loose> {
  const item = (await getItem(t, marketing, marketingPagesCollection, key))!;
  const doc = structuredClone(item.head.data) as Loose;
  edit(doc);
  const saved = await saveDraft(pageChange(key, item.revision), doc);
  expect(saved.ok ? "saved" : saved).toBe("saved");
  expect((await publish(pageChange(key, item.revision + 1))).ok).toBe(true);
  return (await publicItems(t, marketingPagesCollection)).find((page) => page.key === key)!.data as Loose;
}

describe("the businesses' pages as documents (issue 48, decision 150)", () => {
  it("an install seeded before the businesses were pages gets them at the first edit, its edited home page kept", async () => {
    const homeOnly = defineCollection({ ...marketingPagesCollection, seed: () => marketingPagesCollection.seed().slice(0, 1) });
    const home1 = (await getItem(t, marketing, homeOnly, "home"))!;
    expect(await getItem(t, marketing, homeOnly, "real-estate")).toBeNull();
    const edited = { ...structuredClone(home1.head.data), subscribe: { ...home1.head.data.subscribe, title: "Keep in touch" } };
    expect((await saveDraft({ ...homeChange(home1.revision), collection: homeOnly }, edited)).ok).toBe(true);

    const page = await getItem(t, marketing, marketingPagesCollection, "real-estate");
    expect((page?.head.data as Loose | undefined)?.properties.items[0].title).toBe(realEstate.properties.items[0]!.title);
    expect(page?.state).toBe("published");
    const home = (await getItem(t, marketing, marketingPagesCollection, "home"))!;
    expect([home.head.number, home.head.data.subscribe.title]).toEqual([2, "Keep in touch"]);
    expect((await publicItems(t, marketingPagesCollection)).map((item) => item.key).sort()).toEqual([...MARKETING_KEYS].sort());
  });

  it("a property's price, a room and the average booking, and a commodity's specification publish from their pages", async () => {
    const estate = await publishEdit("real-estate", (doc) => {
      doc.properties.items[0].title = "Prestige Manor II";
      doc.properties.items[0].price = 450_000_000;
    });
    expect([estate.properties.items[0].title, estate.properties.items[0].price]).toEqual(["Prestige Manor II", 450_000_000]);
    const stay = await publishEdit("residences", (doc) => {
      doc.rooms.averageBookingNgn = 175_000;
      doc.rooms.items[3].subtitle = "Up to 8 guests · 200 m²";
    });
    expect([stay.rooms.averageBookingNgn, stay.rooms.items[3].subtitle]).toEqual([175_000, "Up to 8 guests · 200 m²"]);
    expect(residences.rooms.averageBookingNgn).toBe(150_000);
    // A renamed room can be booked under its new name, no longer under the old one.
    const renamed = await publishEdit("residences", (doc) => {
      doc.rooms.items[3].title = "Sky Penthouse";
    });
    expect(renamed.rooms.items[3].title).toBe("Sky Penthouse");
    const booking = { name: "Chidi Eze", email: "chidi@example.com", date: "2030-01-05" };
    expect(await bookingSpec.refusal!({ ...booking, roomTitle: "Sky Penthouse" }, t)).toBeNull();
    expect(await bookingSpec.refusal!({ ...booking, roomTitle: residences.rooms.items[3]!.title }, t)).toBe(bookingForm.roomUnavailable);
    const trade = await publishEdit("commodities", (doc) => {
      doc.commodities.items[0].subtitle = "Moisture 5% max";
    });
    expect(trade.commodities.items[0].subtitle).toBe("Moisture 5% max");
    expect(trade.commodities.items[1].subtitle).toBe(commodities.commodities.items[1]!.subtitle);
  });

  it("each page is checked by its own content/ schema, its message on the field", async () => {
    const item = (await getItem(t, marketing, marketingPagesCollection, "commodities"))!;
    const doc = structuredClone(item.head.data) as Loose;
    doc.commodities.items.pop();
    doc.commodities.modalTitle = "Buy or sell";
    const refused = await saveDraft(pageChange("commodities", item.revision), doc);
    expect(refused.ok === false && refused.reason === "invalid" && refused.fields).toEqual({
      "commodities.items": expect.any(String),
      "commodities.modalTitle": "must contain {title}",
    });
    // The home page's document is not a business page.
    const home = (await getItem(t, marketing, marketingPagesCollection, "home"))!;
    const asEstate = await saveDraft(
      pageChange("assets-management", (await getItem(t, marketing, marketingPagesCollection, "assets-management"))!.revision),
      home.head.data,
    );
    expect(asEstate.ok === false && asEstate.reason).toBe("invalid");
  });
});

describe("the firm as a document (issue 48, decision 150)", () => {
  it("its governance and a business's summary publish; it keeps four businesses, and the screen-reader template stays in code", async () => {
    const firm = await publishEdit("the-firm", (doc) => {
      doc.governance.text = "A Board of nine oversees the group.";
      doc.businesses[3].summary = "Sesame, sheanut and cashew, graded and shipped.";
    });
    expect([firm.governance.text, firm.businesses[3].summary]).toEqual([
      "A Board of nine oversees the group.",
      "Sesame, sheanut and cashew, graded and shipped.",
    ]);
    expect(firm.whatWeDo).toEqual({ title: theFirm.whatWeDo.title, learnMore: theFirm.whatWeDo.learnMore });
    const item = (await getItem(t, marketing, marketingPagesCollection, "the-firm"))!;
    const fewer = structuredClone(item.head.data) as Loose;
    fewer.businesses.pop();
    const refused = await saveDraft(pageChange("the-firm", item.revision), fewer);
    expect(refused.ok === false && refused.reason === "invalid" && Object.keys(refused.fields)).toEqual(["businesses"]);
  });
});

describe("the board and the officers as a document (issue 48)", () => {
  it("a director's bio and an officer's title publish, and the search index reads them; the board keeps the spec's five", async () => {
    const people = await publishEdit("our-people", (doc) => {
      doc.directors[1].bio = "Folasade Adebayo-Cole chairs the Audit and Risk Committee and reviews every quarterly report.";
      doc.officers[8].description = "Chief People Officer";
    });
    expect([people.directors[1].bio, people.officers[8].description]).toEqual([
      "Folasade Adebayo-Cole chairs the Audit and Risk Committee and reviews every quarterly report.",
      "Chief People Officer",
    ]);
    expect(board[1]!.bio).not.toBe(people.directors[1].bio);
    const index = peopleDocuments(people as OurPeopleDoc);
    expect(index.find((d) => d.id === "/our-people#executive-ngozi-uche")?.title).toBe("Ngozi Uche, Chief People Officer");
    const item = (await getItem(t, marketing, marketingPagesCollection, "our-people"))!;
    const more = structuredClone(item.head.data) as Loose;
    more.directors.push({ ...more.directors[0], name: "A Sixth Director" });
    const refused = await saveDraft(pageChange("our-people", item.revision), more);
    expect(refused.ok === false && refused.reason === "invalid" && refused.fields).toEqual({
      directors: "The board grid has five members (the spec's).",
    });
  });
});

describe("the group's mission, vision and values as a document (issue 48, decision 155)", () => {
  it("the seed is content/site.ts's; an edited mission and value publish and the search index reads them; four values stay", async () => {
    const [seed] = (await publicItems(t, marketingPagesCollection)).filter((item) => item.key === "the-group");
    expect(seed?.data).toEqual({
      mission: site.mission,
      vision: site.vision,
      purposeLabels: site.purposeLabels,
      coreValues: site.coreValues,
    });
    const purpose = await publishEdit("the-group", (doc) => {
      doc.mission = "To build, house, invest and trade for the next fifty years.";
      doc.coreValues[2].text = "We try new ways on one estate before we use them on all.";
    });
    expect([purpose.mission, purpose.coreValues[2].text]).toEqual([
      "To build, house, invest and trade for the next fifty years.",
      "We try new ways on one estate before we use them on all.",
    ]);
    expect(site.mission).not.toBe(purpose.mission);
    const values = firmDocuments(theFirm, purpose as GroupPurposeDoc).find((d) => d.id === "/the-firm#values");
    expect(values?.text).toContain("To build, house, invest and trade for the next fifty years.");
    expect(values?.text).not.toContain(site.mission);
    const item = (await getItem(t, marketing, marketingPagesCollection, "the-group"))!;
    const fewer = structuredClone(item.head.data) as Loose;
    fewer.coreValues.pop();
    fewer.vision = " ";
    const refused = await saveDraft(pageChange("the-group", item.revision), fewer);
    expect(refused.ok === false && refused.reason === "invalid" && Object.keys(refused.fields).sort()).toEqual(["coreValues", "vision"]);
  });
});

describe("the home page's four business cards as a document (issue 48, decision 159)", () => {
  it("the seed is today's section; a card's words and link publish; the home page keeps its four businesses", async () => {
    const [seed] = (await publicItems(t, marketingPagesCollection)).filter((item) => item.key === "our-businesses");
    expect(seed?.data).toEqual({
      eyebrow: home.businesses.eyebrow,
      title: home.businesses.title,
      intro: home.businesses.intro,
      cards: businesses,
    });
    const section = await publishEdit("our-businesses", (doc) => {
      doc.cards[1].description[1] = "Book directly, by phone or through an approved agent.";
      doc.title = "Four businesses";
    });
    expect([section.title, section.cards[1].description[1]]).toEqual([
      "Four businesses",
      "Book directly, by phone or through an approved agent.",
    ]);
    const item = (await getItem(t, marketing, marketingPagesCollection, "our-businesses"))!;
    const fewer = structuredClone(item.head.data) as Loose;
    fewer.cards.pop();
    const refused = await saveDraft(pageChange("our-businesses", item.revision), fewer);
    expect(refused.ok === false && refused.reason === "invalid" && refused.fields.cards).toBe(
      "The home page shows the group's four businesses (the spec's).",
    );
  });
});

describe("the teams' page collections (PAGE_COLLECTIONS)", () => {
  it("lists each collection by its name with its seed's keys, each key naming one collection", () => {
    for (const [name, { collection, keys }] of Object.entries(PAGE_COLLECTIONS)) {
      expect(collection.name).toBe(name);
      expect(collection.seed().map((item) => item.key)).toEqual([...keys]);
      for (const key of keys) expect(pageCollection(key)).toBe(name);
    }
    const keys = Object.values(PAGE_COLLECTIONS).flatMap((entry) => entry.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(pageCollection("no-such-page")).toBeNull();
  });
});

describe("the privacy policy as an MDX source", () => {
  it("the seed is the file, parses, and its components come through without running any code", () => {
    const { source } = legalSeed("privacy-policy");
    expect(checkMdxDocument(source)).toBeNull();
    expect(checkMdxDocument(legalSeed("terms-of-use").source)).toBeNull();
    const html = JSON.stringify(mdxDocumentTree(source));
    expect(html).toContain('"tagName":"mailbox"');
    expect(html).toContain('"tagName":"dsarform"');
  });

  it("refuses code, unknown components and names, and broken MDX", () => {
    expect(checkMdxDocument("Hi {process.exit(1)}")).toMatch(/code/);
    expect(checkMdxDocument('<Script src="x" />')).toMatch(/not one of/);
    expect(checkMdxDocument('<Mailbox name="nobody" />')).toMatch(/needs name=/);
    expect(checkMdxDocument("<Mailbox name=")).toMatch(/not valid MDX/);
  });
});

describe("the page form", () => {
  it("rebuilds the document from its fields and moves, adds and removes list items", () => {
    const form = new FormData();
    form.set("s:hero.label", "Ours");
    form.set("s:hero.slides.0.text", "A");
    form.set("n:hero.slides.0.id", "1");
    form.set("s:hero.slides.1.text", "B");
    form.set("n:hero.slides.1.id", "1e309");
    form.set("s:__proto__.x", "no");
    // An uploaded picture: its path is the field, its size (the upload field's own) is not the page's.
    form.set("s:hero.slides.0.image", "/media/uploads/slides/ab12.webp");
    form.set("s:hero.slides.0.image.bytes", "48213");
    const doc = docFromForm(form) as { hero: { label: string; slides: { id: number; text: string; image?: string }[] } };
    expect(doc.hero.label).toBe("Ours");
    expect(Object.keys(doc)).toEqual(["hero"]);
    expect(doc.hero.slides[1]!.id).toBeNaN();
    expect(doc.hero.slides[0]).toEqual({ text: "A", id: 1, image: "/media/uploads/slides/ab12.webp" });
    expect(applyListChange(doc, "up|hero.slides|1")).toBe(true);
    expect(doc.hero.slides.map((s) => s.text)).toEqual(["B", "A"]);
    expect(applyListChange(doc, "add|hero.slides|1") && applyListChange(doc, "remove|hero.slides|0")).toBe(true);
    expect(doc.hero.slides.map((s) => s.text)).toEqual(["A", "A"]);
    expect(applyListChange(doc, "up|hero.slides|9")).toBe(false);
  });
});
