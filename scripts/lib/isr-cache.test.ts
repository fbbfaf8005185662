import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { nodeFs } from "next/dist/server/lib/node-fs-methods.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import IsrCache from "./isr-cache.mjs";

// The handler against Next.js's own file-system cache, on a folder of its own (no memory store).
let dir: string;
let cache: IsrCache;
const ctx = { kind: "APP_ROUTE", isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 20, expire: 31536000 } };
const key = (name: string) => `/route-cache/APP_ROUTE/0123abcd/$/vcard/${name}`;
const response = (status: number, name: string) => ({
  kind: "APP_ROUTE",
  status,
  body: Buffer.from(status === 200 ? `BEGIN:VCARD\nFN:${name}\nEND:VCARD\n` : "Not found"),
  headers: { "content-type": "text/plain", "x-next-cache-tags": `_N_T_/vcard/${name}` },
});
const read = (name: string) => cache.get(key(name), { kind: "APP_ROUTE", isRoutePPREnabled: false, isFallback: false });
const onDisk = (name: string) => existsSync(join(dir, `${key(name)}.body`));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "isr-cache-"));
  cache = new IsrCache({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, revalidatedTags: [] });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the prerender cache keeps no 404 of a path it holds nothing for (decision 109)", () => {
  it("a made-up key's 404 is not written; a page's is, and so is the 404 that replaces it", async () => {
    await cache.set(key("made-up"), response(404, "made-up"), ctx);
    expect(onDisk("made-up")).toBe(false);
    expect(await read("made-up")).toBeNull();

    await cache.set(key("kemi"), response(200, "kemi"), ctx);
    expect(onDisk("kemi")).toBe(true);
    // Taken down: the 404 replaces the card, so the old card is not served again.
    await cache.set(key("kemi"), response(404, "kemi"), ctx);
    expect(((await read("kemi"))?.value as { status: number }).status).toBe(404);
  });
});

describe('a publication\'s revalidateTag(tag, "max") marks a page stale, never expired (decisions 110, 126)', () => {
  it("the page is still there to serve while it is rendered again", async () => {
    await cache.set(
      key("ada"),
      { ...response(200, "ada"), headers: { ...response(200, "ada").headers, "x-next-cache-tags": "collection:staff-cards" } },
      ctx,
    );
    await sleep(5);
    // What revalidateTag("collection:staff-cards", "max") asks of the caches: the "max" profile's expiry, a year away.
    await cache.revalidateTag(["collection:staff-cards"], { expire: 31536000 });
    const entry = await read("ada");
    expect((entry?.value as { status: number }).status).toBe(200);
    expect(tagsManifest.get("collection:staff-cards")).toMatchObject({ stale: expect.any(Number), expired: expect.any(Number) });
    expect(tagsManifest.get("collection:staff-cards")!.expired!).toBeGreaterThan(Date.now() + 86_400_000);
  });
});
