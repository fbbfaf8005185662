import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { articles, authoredArticle, news } from "@content/news";
import { contactDetailsSeed, site } from "@content/site";
import { staff } from "@content/staff";
import { articleMetadata } from "./metadata";
import { storyTimes } from "./story-times";
import { LOGO, newsArticleJsonLd, organizationJsonLd, personJsonLd, staffPageUrl } from "./structured-data";

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("organizationJsonLd", () => {
  it("describes the group with absolute URLs from SITE_URL", () => {
    const data = organizationJsonLd(contactDetailsSeed());
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe(site.name);
    expect(String(data.url)).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(data.logo).toMatchObject({ "@type": "ImageObject", width: 512, height: 512 });
    expect(String((data.logo as { url: string }).url)).toMatch(/^https?:\/\/[^/]+\/brand\/logo-512\.png$/);
    expect(data.address).toMatchObject({
      streetAddress: "Savannah Crest House, 14 Crestview Close, Central Business District",
      addressLocality: "Abuja",
      postalCode: "900103",
      addressCountry: "NG",
    });
    expect(data.telephone).toBe(site.contacts.phone);
    expect((data.sameAs as string[]).length).toBeGreaterThan(0);
  });
  it("gives the contact details it is handed (the published ones, decision 156)", () => {
    const contacts = { ...contactDetailsSeed(), phone: "+234 800 555 0142" };
    contacts.abujaOffice.lines = ["Crest Tower", "2 Example Way", "Abuja, FCT, Nigeria"];
    const data = organizationJsonLd(contacts);
    expect(data.telephone).toBe("+234 800 555 0142");
    expect(data.address).toMatchObject({ streetAddress: "Crest Tower, 2 Example Way" });
  });
});

describe("personJsonLd", () => {
  it("describes a staff member with a dialable phone and absolute URLs", () => {
    const person = staff[0]!;
    const data = personJsonLd(person);
    expect(data["@type"]).toBe("Person");
    expect(data.name).toBe(`${person.name} ${person.surname}`);
    expect(data.jobTitle).toBe(person.position);
    expect(String(data.telephone)).toMatch(/^\+?[0-9]+$/);
    expect(data.email).toBe(`mailto:${person.email}`);
    expect(String(data.url)).toMatch(new RegExp(`^https?://[^/]+/${person.slug}$`));
    expect(String(data.image)).toMatch(new RegExp(`^https?://[^/]+${person.image}$`));
  });
});

describe("the logo named in structured data", () => {
  it("is a PNG of at least 112 × 112 pixels, the size it declares", () => {
    const size = pngSize(join(process.cwd(), "public", LOGO.path));
    expect(size).toEqual({ width: LOGO.width, height: LOGO.height });
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(112);
  });
});

describe("articles", () => {
  const sample = {
    headline: "Identifying high-value properties",
    description: "What makes a property hold its value.",
    path: "/news/identifying-high-value-properties",
    image: "/media/news/news-01.webp",
    published: "2025-07-26T09:00:00+01:00",
    modified: "2025-07-26T09:00:00+01:00",
    author: authoredArticle("/news/identifying-high-value-properties")!.author,
    authorRole: authoredArticle("/news/identifying-high-value-properties")!.authorRole,
    wordCount: 900,
  };

  it("both article authors have a staff card page", () => {
    for (const article of articles) expect(staffPageUrl(article.author), article.author).toMatch(/^https?:\/\/[^/]+\/[a-z]+$/);
    expect(staffPageUrl("Nobody Here")).toBeUndefined();
  });

  it("NewsArticle JSON-LD has its times, and the author links to their staff page", () => {
    const data = newsArticleJsonLd(sample);
    expect(data).toMatchObject({
      "@type": "NewsArticle",
      datePublished: "2025-07-26T09:00:00+01:00",
      dateModified: "2025-07-26T09:00:00+01:00",
      image: [expect.stringMatching(/^https?:\/\/[^/]+\/media\/news\/news-01\.webp$/)],
    });
    expect((data.author as { url: string }).url).toMatch(/\/temitope$/);
    expect(newsArticleJsonLd({ ...sample, modified: "2025-09-01T10:00:00+01:00" }).dateModified).toBe("2025-09-01T10:00:00+01:00");
    // A picture with no file is not named.
    expect(newsArticleJsonLd({ ...sample, image: undefined })).not.toHaveProperty("image");
    expect((data.publisher as { logo: { url: string } }).logo.url).toMatch(/\/brand\/logo-512\.png$/);
    const stranger = newsArticleJsonLd({ ...sample, author: "A. Guest" });
    expect(stranger.author).not.toHaveProperty("url");
  });

  it("an article written in the back office (no byline) names the group as its author", () => {
    const data = newsArticleJsonLd({ ...sample, author: undefined, authorRole: undefined });
    expect(data.author).toMatchObject({ "@type": "Organization", "@id": expect.stringMatching(/\/#organization$/) });
  });

  const story = (link: string) => news.find((item) => item.link === link)!;
  const NOW = new Date("2026-11-27T05:00:00Z");

  it("the seed's articles keep their page head: og:type article, their dates, author and Open Graph image", () => {
    const meta = articleMetadata(
      story("/news/identifying-high-value-properties"),
      "identifying-high-value-properties",
      storyTimes(story("/news/identifying-high-value-properties"), null, NOW),
    );
    expect(meta.openGraph).toMatchObject({
      type: "article",
      publishedTime: "2025-05-14T09:00:00+01:00",
      modifiedTime: "2025-05-14T09:00:00+01:00",
    });
    expect((meta.openGraph as { authors: string[] }).authors[0]).toMatch(/\/temitope$/);
    const wuseII = articleMetadata(story("/casalavorowuseii"), "casalavorowuseii", storyTimes(story("/casalavorowuseii"), null, NOW));
    expect(wuseII).toMatchObject({ title: "Casa Lavoro: a residence in Wuse II", alternates: { canonical: "/casalavorowuseii" } });
    expect(wuseII.openGraph).toMatchObject({ type: "article", images: [{ url: "/og/articleWuseII" }] });
  });

  it("a seed article whose title staff edited is described by the new title, keeps its author, and gets an image drawn from it", () => {
    const edited = { ...story("/casalavorowuseii"), title: "Casa Lavoro opens its second floor" };
    const meta = articleMetadata(edited, "casalavorowuseii", storyTimes(edited, null, NOW));
    expect(meta).toMatchObject({ title: "Casa Lavoro opens its second floor", alternates: { canonical: "/casalavorowuseii" } });
    expect(meta.openGraph).toMatchObject({
      type: "article",
      title: "Casa Lavoro opens its second floor",
      images: [{ url: "/og/news-casalavorowuseii" }],
    });
    expect((meta.openGraph as { authors: string[] }).authors[0]).toMatch(/\/funmilayo$/);
  });

  it("an article written in the back office is described by its own title and description, with an image of its own", () => {
    const meta = articleMetadata(
      { ...story("/casalavorowuseii"), link: "/news/new-wing", title: "A new wing", description: "Forty more rooms." },
      "new-wing",
      { published: new Date("2026-11-27T05:12:09Z"), modified: new Date("2026-11-28T10:00:00Z") },
    );
    expect(meta).toMatchObject({ title: "A new wing", description: "Forty more rooms.", alternates: { canonical: "/news/new-wing" } });
    expect(meta.openGraph).toMatchObject({
      type: "article",
      publishedTime: "2026-11-27T06:12:09+01:00",
      modifiedTime: "2026-11-28T11:00:00+01:00",
      images: [{ url: "/og/news-new-wing" }],
    });
    expect(meta.openGraph).not.toHaveProperty("authors");
  });
});
