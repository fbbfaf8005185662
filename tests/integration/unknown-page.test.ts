import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { careers } from "@content/careers";
import { staff } from "@content/staff";
import { isUnknownPage, ROUTE_FIRST_PARTS } from "@/server/http/unknown-page";
import { positionKey } from "@/lib/positions";
import { staffCardsCollection } from "@/server/publishing/people";
import { ensureSeeded, unpublish } from "@/server/publishing/store";
import type { Staff } from "@/server/staff/roles";
import nextConfig from "../../next.config";
import { openTestDatabase, type TestDatabase } from "./helpers";

const hr: Staff = { id: "hr1", email: "halima@staff.example", name: "Halima", roles: ["hr"] };

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

describe("the addresses the proxy sends to the 404 page before rendering", () => {
  it("knows every first path part of src/app, public/ and the rewrites, so no route is taken for an unknown staff card", async () => {
    const routeEntries = (dir: string) => readdirSync(dir).filter((name) => !/^[([]/.test(name) && !/\.(tsx?|css|mdx)$/.test(name));
    const rewrites = await (nextConfig.rewrites as () => Promise<{ source: string }[]>)();
    const firstParts = [
      ...routeEntries("src/app"),
      ...routeEntries("src/app/(site)"),
      ...readdirSync("public"),
      ...rewrites.map((r) => r.source.split("/")[1]!),
    ];
    expect(firstParts.filter((part) => !ROUTE_FIRST_PARTS.has(part))).toEqual([]);
    for (const part of firstParts) expect(await isUnknownPage(`/${part}`, t), part).toBe(false);
  });

  it("an address that names nothing published is unknown; a published card, article and opening are not", async () => {
    for (const path of [
      "/no-such-page",
      "/News",
      "/news/no-such-story",
      "/careers/no-such-opening",
      "/newsletter/archive/nope",
      "/%C3%A9t%C3%A9",
    ]) {
      expect(await isUnknownPage(path, t), path).toBe(true);
    }
    const opening = positionKey(careers.positions.items[0]!);
    for (const path of [
      `/${staff[0]!.slug}`,
      "/news/identifying-high-value-properties",
      `/careers/${opening}`,
      "/news/rss.xml",
      "/a/b/c",
    ]) {
      expect(await isUnknownPage(path, t), path).toBe(false);
    }
    // A story listed on /news whose link leaves the site has no article page of its own.
    expect(await isUnknownPage("/news/casa-lavoro-wuse-ii-a-residence-for-abuja-s-working-professionals", t)).toBe(true);
  });

  it("a card HR take down is unknown at once", async () => {
    const slug = staff[0]!.slug;
    await ensureSeeded(t, staffCardsCollection);
    const outcome = await unpublish({ db: t, staff: hr, collection: staffCardsCollection, key: slug, expectedRevision: 1 });
    expect(outcome.ok).toBe(true);
    expect(await isUnknownPage(`/${slug}`, t)).toBe(true);
  });
});
