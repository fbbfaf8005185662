import { gt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { careers, careersPageSeed } from "@content/careers";
import { articles } from "@content/news";
import { pageHeadOf, pageHeadsSeed, pages, type PageHeadsDoc } from "@content/pages";
import { site } from "@content/site";
import { whistleblowCopy } from "@content/whistleblow";
import { auditLog } from "@/server/db/schema";
import { pageMetadata } from "@/lib/metadata";
import { organizationJsonLd } from "@/lib/structured-data";
import { longCopyDocuments, pageDocuments, whistleblowDocuments } from "@/lib/search/documents";
import { ethicsPagesCollection, hrPagesCollection, siteDetailsCollection } from "@/server/publishing/pages";
import { getItem, NotAllowedError, publicItems, publish, revert, saveDraft } from "@/server/publishing/store";
import type { Staff } from "@/server/staff/roles";
import { admin, marketing, privacy, sales, publishingTestDatabase } from "./site-fixtures";

const t = publishingTestDatabase();

const change = (key: string, expectedRevision: number) => ({
  db: t,
  staff: admin,
  collection: siteDetailsCollection,
  key,
  expectedRevision,
});
const live = async (key: string) => (await publicItems(t, siteDetailsCollection)).find((item) => item.key === key)?.data;
const liveHeads = async () => (await live("page-heads")) as unknown as PageHeadsDoc;

describe("the contact details and page heads as the administrators' documents (issue 48, decision 156)", () => {
  it("a clean database shows today's contact details and every page's head, the seed articles' left to their stories", async () => {
    expect(await live("contacts")).toEqual(site.contacts);
    const heads = await liveHeads();
    expect(heads).toEqual(pageHeadsSeed());
    expect(pageHeadOf(heads, "realEstate")).toEqual(pages.realEstate);
    for (const article of articles) expect(Object.keys(heads)).not.toContain(article.page);
  });

  it("a telephone number and a page's title publish where visitors see them, and a restore brings the seed back", async () => {
    const [before] = await t.db.select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog);
    const contacts = (await getItem(t, admin, siteDetailsCollection, "contacts"))!;
    const draft = structuredClone(contacts.head.data);
    draft.phone = "+234 800 555 0142";
    expect((await saveDraft(change("contacts", contacts.revision), draft)).ok).toBe(true);
    expect((await live("contacts"))?.phone).toBe(site.contacts.phone);
    const published = await publish(change("contacts", contacts.revision + 1));
    expect(published.ok && published.tags).toEqual(["collection:site-details"]);
    const phone = (await live("contacts"))!;
    expect(phone.phone).toBe("+234 800 555 0142");
    expect(organizationJsonLd(phone).telephone).toBe("+234 800 555 0142");

    const heads = (await getItem(t, admin, siteDetailsCollection, "page-heads"))!;
    const edited = structuredClone(heads.head.data) as unknown as PageHeadsDoc;
    edited.realEstate!.title = "Homes in Abuja";
    expect((await saveDraft(change("page-heads", heads.revision), edited)).ok).toBe(true);
    expect((await publish(change("page-heads", heads.revision + 1))).ok).toBe(true);
    const shown = await liveHeads();
    expect(pageMetadata("realEstate", pageHeadOf(shown, "realEstate")).title).toBe("Homes in Abuja");
    expect(pageDocuments(shown).find((doc) => doc.url === "/real-estate")?.title).toBe("Homes in Abuja");
    // The search index's long-copy sections: the page's head as published, over the legal page's source as published.
    shown.privacy!.title = "Your data";
    const sections = longCopyDocuments({ "privacy-policy": "## Who reads it\n\nOnly the privacy team." }, shown);
    expect(sections.filter((doc) => doc.url.startsWith("/privacy-policy")).map((doc) => [doc.title, doc.text])).toEqual([
      ["Your data: Who reads it", "Only the privacy team."],
    ]);

    expect((await revert(change("contacts", contacts.revision + 2), 1)).ok).toBe(true);
    expect((await live("contacts"))?.phone).toBe(site.contacts.phone);
    const actions = await t.db
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .where(gt(auditLog.id, before!.last));
    expect(actions.map((a) => `${a.action} ${a.target}`)).toEqual([
      "publishing.save site-details/contacts",
      "publishing.publish site-details/contacts",
      "publishing.save site-details/page-heads",
      "publishing.publish site-details/page-heads",
      "publishing.revert site-details/contacts",
    ]);
  });

  it("a number that is not one, an emptied address line and an overlong description are refused by field", async () => {
    const contacts = (await getItem(t, admin, siteDetailsCollection, "contacts"))!;
    const bad = structuredClone(contacts.head.data);
    bad.hotline = "call us";
    bad.abujaOffice.lines[1] = "";
    const refused = await saveDraft(change("contacts", contacts.revision), bad);
    expect(refused.ok === false && refused.reason === "invalid" && Object.keys(refused.fields).sort()).toEqual([
      "abujaOffice.lines.1",
      "hotline",
    ]);
    const heads = (await getItem(t, admin, siteDetailsCollection, "page-heads"))!;
    const long = structuredClone(heads.head.data) as unknown as PageHeadsDoc;
    long.news!.description = "x".repeat(171);
    const tooLong = await saveDraft(change("page-heads", heads.revision), long);
    expect(tooLong.ok === false && tooLong.reason === "invalid" && tooLong.fields["news.description"]).toBe(
      "keep descriptions under 170 characters",
    );
  });

  it("only administrators edit them: marketing, the privacy team and sales are refused", async () => {
    for (const staff of [marketing, privacy, sales])
      await expect(getItem(t, staff, siteDetailsCollection, "contacts")).rejects.toThrow(NotAllowedError);
    expect(await getItem(t, admin, siteDetailsCollection, "page-heads")).not.toBeNull();
  });
});

describe("the careers page as HR's document (issue 48, decision 157)", () => {
  const hr: Staff = { id: "h1", email: "bola@staff.example", name: "Bola", roles: ["hr"] };
  const hrChange = (expectedRevision: number) => ({ db: t, staff: hr, collection: hrPagesCollection, key: "careers", expectedRevision });

  it("the seed is today's careers page; HR publish Join Our Team and the positions' heading; an emptied paragraph is refused; only HR edit it", async () => {
    const [seed] = await publicItems(t, hrPagesCollection);
    expect(seed?.data).toEqual(careersPageSeed());
    expect(seed?.data.joinOurTeam.text).toEqual(careers.joinOurTeam.text);

    const item = (await getItem(t, hr, hrPagesCollection, "careers"))!;
    const empty = structuredClone(item.head.data);
    empty.joinOurTeam.text[0] = "";
    const refused = await saveDraft(hrChange(item.revision), empty);
    expect(refused.ok === false && refused.reason === "invalid" && Object.keys(refused.fields)).toEqual(["joinOurTeam.text.0"]);

    const draft = structuredClone(item.head.data);
    draft.joinOurTeam.text[2] = "We reply to every application within two weeks.";
    draft.positions.title = "Openings";
    expect((await saveDraft(hrChange(item.revision), draft)).ok).toBe(true);
    expect((await publish(hrChange(item.revision + 1))).ok).toBe(true);
    const [live] = await publicItems(t, hrPagesCollection);
    expect([live?.data.joinOurTeam.text[2], live?.data.positions.title]).toEqual([
      "We reply to every application within two weeks.",
      "Openings",
    ]);

    for (const staff of [marketing, admin, sales])
      await expect(getItem(t, staff, hrPagesCollection, "careers")).rejects.toThrow(NotAllowedError);
  });
});

describe("the whistleblowing page as the ethics team's document (issue 48, decision 158)", () => {
  const officer: Staff = { id: "e1", email: "kemi@staff.example", name: "Kemi", roles: ["ethics"] };
  const ethicsChange = (expectedRevision: number) => ({
    db: t,
    staff: officer,
    collection: ethicsPagesCollection,
    key: "whistleblow",
    expectedRevision,
  });

  it("the seed is today's page; the ethics team publish an example and the search index reads it; a list below the page's three examples is refused; only the ethics team edit it", async () => {
    const [seed] = await publicItems(t, ethicsPagesCollection);
    expect(seed?.data).toEqual(whistleblowCopy);
    const item = (await getItem(t, officer, ethicsPagesCollection, "whistleblow"))!;
    const fewer = structuredClone(item.head.data);
    fewer.about.examples = fewer.about.examples.slice(0, 2);
    const refused = await saveDraft(ethicsChange(item.revision), fewer);
    expect(refused.ok === false && refused.reason === "invalid" && Object.keys(refused.fields)).toEqual(["about.examples"]);

    const draft = structuredClone(item.head.data);
    draft.about.examples.push("pressure to sign off work that was not done");
    expect((await saveDraft(ethicsChange(item.revision), draft)).ok).toBe(true);
    expect((await publish(ethicsChange(item.revision + 1))).ok).toBe(true);
    const [live] = await publicItems(t, ethicsPagesCollection);
    expect(live?.data.about.examples.at(-1)).toBe("pressure to sign off work that was not done");
    expect(whistleblowDocuments(live!.data)[0]?.text).toContain("pressure to sign off work that was not done");

    for (const staff of [marketing, admin, privacy])
      await expect(getItem(t, staff, ethicsPagesCollection, "whistleblow")).rejects.toThrow(NotAllowedError);
  });
});
