import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { news } from "@content/news";
import { staff } from "@content/staff";
import { buildSearchDocuments, newsDocuments, newsSource, searchSources } from "./documents";
import { SEARCH_FIELDS, SEARCH_OPTIONS, SEARCH_STORE_FIELDS, type SearchDocument } from "./options";

describe("search index documents", () => {
  const docs = buildSearchDocuments();
  const index = new MiniSearch<SearchDocument>({ fields: [...SEARCH_FIELDS], storeFields: [...SEARCH_STORE_FIELDS] });
  index.addAll(docs);
  const search = (q: string) => index.search(q, SEARCH_OPTIONS).map((r) => r.url as string);

  it("covers pages, long copy sections, people, staff cards and news, with unique ids", () => {
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    const urls = docs.map((d) => d.url);
    for (const path of [
      "/our-people",
      "/news",
      "/whistleblow",
      "/privacy-policy#cookies",
      "/terms-of-use#3-no-endorsement",
      "/casalavorowuseii",
    ])
      expect(urls).toContain(path);
    for (const person of staff) expect(urls).toContain(`/${person.slug}`);
    for (const item of news) expect(urls).toContain(item.link);
  });

  it("finds a privacy section by its copy, a person by a word of their bio, an article by its figures", () => {
    expect(search("cross-border countries")[0]).toBe("/privacy-policy#cross-border-transfer");
    expect(search("COREN engineer")).toContain("/our-people");
    expect(search("6.87%")).toContain("/casalavorowuseii#what-the-market-figures-say");
  });

  it("finds nothing for gibberish", () => {
    expect(search("qwxzvb")).toEqual([]);
  });

  it("finds a seed article by its page and its sections while it is published, and not once it is taken down", () => {
    const wuseII = docs.filter((d) => d.url.startsWith("/casalavorowuseii"));
    expect(wuseII.find((d) => d.id === "/casalavorowuseii")).toMatchObject({
      title: "Casa Lavoro: a residence in Wuse II",
      section: "Page",
    });
    expect(wuseII.find((d) => d.id === "/casalavorowuseii#why-wuse-ii")?.title).toBe("Casa Lavoro: a residence in Wuse II: Why Wuse II");
    const published = news.filter((n) => n.link !== "/casalavorowuseii");
    const takenDown = buildSearchDocuments(
      searchSources.map((source) => (source === newsSource ? () => newsDocuments(published) : source)),
    );
    expect(takenDown.filter((d) => d.url.startsWith("/casalavorowuseii"))).toEqual([]);
  });
});
