import { afterEach, describe, expect, it } from "vitest";
import CacheHandler, { clearCache, type CacheEntry, type CacheValue } from "./cache-handler";

// The handler as Next.js drives it: a new one per request, what it keeps shared by the process.
const handler = (maxMemoryCacheSize?: number) => new CacheHandler({ maxMemoryCacheSize });
const PAGE_CTX = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
const SET_CTX = { ...PAGE_CTX, cacheControl: { revalidate: 20, expire: 31536000 } };
const key = (path: string) => `/route-cache/APP_PAGE/0123abcd/$${path}`;
const page = (status: number, text: string, tags = "_N_T_/layout"): CacheValue => ({
  kind: "APP_PAGE",
  status,
  html: `<!DOCTYPE html><html><body>${text}</body></html>`,
  rscData: Buffer.from(`0:["${text}"]`),
  headers: { "x-next-cache-tags": tags },
  segmentData: new Map([["/_tree", Buffer.from(text)]]),
});
const htmlOf = (entry: CacheEntry | null) => (entry?.value as { html?: string } | null | undefined)?.html;
const html = async (path: string) => htmlOf(await handler().get(key(path), PAGE_CTX));

afterEach(() => clearCache());

describe("a 404 is answered but never kept (decisions 109, 129)", () => {
  it("a made-up key's 404 leaves nothing behind", async () => {
    await handler().set(key("/news/made-up-1"), page(404, "Not found"), SET_CTX);
    expect(await handler().get(key("/news/made-up-1"), PAGE_CTX)).toBeNull();
  });

  it("a page is kept from one request to the next; a 404 that replaces it removes it", async () => {
    await handler().set(key("/news/harvest"), page(200, "Harvest"), SET_CTX);
    expect(await html("/news/harvest")).toContain("Harvest");
    // Taken down: the story is no longer served from its old copy.
    await handler().set(key("/news/harvest"), page(404, "Not found"), SET_CTX);
    expect(await handler().get(key("/news/harvest"), PAGE_CTX)).toBeNull();
  });

  it("a route handler's 404 is not kept either", async () => {
    const vcard = "/route-cache/APP_ROUTE/0123abcd/$/vcard/made-up";
    await handler().set(vcard, { kind: "APP_ROUTE", status: 404, body: Buffer.from("Not found"), headers: {} }, SET_CTX);
    expect(await handler().get(vcard, { kind: "APP_ROUTE" })).toBeNull();
  });
});

describe("another refusal is not the resource's answer (issue 47)", () => {
  it("a route handler's 405 to a POST before any GET is not kept, nor does it replace what was kept", async () => {
    const og = "/route-cache/APP_ROUTE/0123abcd/$/og/home";
    await handler().set(og, { kind: "APP_ROUTE", status: 405, body: Buffer.from(""), headers: {} }, SET_CTX);
    expect(await handler().get(og, { kind: "APP_ROUTE" })).toBeNull();
    await handler().set(og, { kind: "APP_ROUTE", status: 200, body: Buffer.from("PNG"), headers: {} }, SET_CTX);
    await handler().set(og, { kind: "APP_ROUTE", status: 405, body: Buffer.from(""), headers: {} }, SET_CTX);
    expect((await handler().get(og, { kind: "APP_ROUTE" }))?.value).toMatchObject({ status: 200 });
    await handler().set(key("/news"), page(500, "Error"), SET_CTX);
    expect(await handler().get(key("/news"), PAGE_CTX)).toBeNull();
  });
});

describe("what is kept is bounded by cacheMaxMemorySize", () => {
  it("the least recently used page goes first", async () => {
    const size = 10_000; // three of these pages (about 3 KB each), not four
    for (const name of ["a", "b", "c"]) await handler(size).set(key(`/${name}`), page(200, name.repeat(1_000)), SET_CTX);
    expect(await html("/a")).toBeDefined(); // a is now the most recently used
    await handler(size).set(key("/d"), page(200, "d".repeat(1_000)), SET_CTX);
    expect(await html("/b")).toBeUndefined();
    expect(await html("/a")).toBeDefined();
    expect(await html("/d")).toBeDefined();
  });

  it("with cacheMaxMemorySize 0 nothing is kept", async () => {
    await handler(0).set(key("/"), page(200, "Home"), SET_CTX);
    expect(await handler(0).get(key("/"), PAGE_CTX)).toBeNull();
  });
});

describe('revalidateTag(tag, "max") marks pages stale, never gone (decisions 110, 126)', () => {
  it("a page with the tag is still served, reported older than its revalidate period so it is rendered again", async () => {
    await handler().set(key("/news"), page(200, "News", "_N_T_/layout,collection:news"), SET_CTX);
    await handler().set(key("/the-firm"), page(200, "The firm"), SET_CTX);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // What revalidateTag("collection:news", "max") asks of the handler: the "max" profile's expiry, a year.
    await handler().revalidateTag(["collection:news"], { expire: 31536000 });
    const news = await handler().get(key("/news"), PAGE_CTX);
    expect(htmlOf(news)).toContain("News");
    expect(news!.lastModified).toBeLessThan(Date.now() - 20_000);
    const firm = await handler().get(key("/the-firm"), PAGE_CTX);
    expect(firm!.lastModified).toBeGreaterThan(Date.now() - 20_000);

    // Rendered again after the publication: fresh until the next one.
    await handler().set(key("/news"), page(200, "News, with the new story", "_N_T_/layout,collection:news"), SET_CTX);
    expect((await handler().get(key("/news"), PAGE_CTX))!.lastModified).toBeGreaterThan(Date.now() - 20_000);
  });

  it("without a profile the tag expires: its pages are rendered anew before they are served", async () => {
    await handler().set(key("/news"), page(200, "News", "collection:news"), SET_CTX);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler().revalidateTag("collection:news");
    expect(await handler().get(key("/news"), PAGE_CTX)).toBeNull();
  });
});
