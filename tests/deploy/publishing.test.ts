// Publishing on the documented deployment (docs/deploy.md): two instances of
// one build on PostgreSQL, connected as a role of their own, behind nginx
// (issue 32). What is published is written to the database by neither
// instance, as the other instance's back office would: each instance and
// nginx find it by themselves. Run by `npm test` with the multi-instance suite;
// `npx vitest run --config tests/deploy/vitest.config.ts tests/deploy/publishing.test.ts`.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type Browser, type Page } from "@playwright/test";
import { TOTP } from "otpauth";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { careers } from "@content/careers";
import { inlineScriptHashes } from "@/csp";
import { openDatabase } from "@/server/db/client";
import { positionKey } from "@/lib/positions";
import { positionsCollection } from "@/server/publishing/careers";
import { newsCollection } from "@/server/publishing/news";
import { staffCardsCollection } from "@/server/publishing/people";
import { quarterKey, resultsCollection } from "@/server/publishing/results";
import { createItem, publish, unpublish, type Collection } from "@/server/publishing/store";
import type { Staff } from "@/server/staff/roles";
import { crawlUnknownPaths, footprint } from "./unknown-paths";
import { DIST_DIR, freshDatabase, launchChromium, NGINX, PORTS, ROOT, staffAdd, startInstance, startNginx, type Instance } from "./harness";

const SERVER_URL = process.env.TEST_DATABASE_URL || "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const origin = (port: number) => `http://127.0.0.1:${port}`;
const tag = () => randomBytes(4).toString("hex");

let database: Awaited<ReturnType<typeof freshDatabase>>;
let admin: Awaited<ReturnType<typeof openDatabase>>;
let a: Instance;
let b: Instance;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let shared: Record<string, string>;
let browser: Browser;

beforeAll(async () => {
  database = await freshDatabase(SERVER_URL, { suffix: "deploy_publishing", siteRole: true });
  shared = {
    DATABASE_URL: database.siteUrl,
    SITE_URL: NGINX,
    RATE_LIMIT_SECRET: randomBytes(32).toString("hex"),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: "test-results/deploy-publishing-data",
  };
  [a, b] = await Promise.all([startInstance(PORTS.a, shared), startInstance(PORTS.b, shared)]);
  nginx = await startNginx();
  // The back office's writes, as the server's administrator (the instances' role may lose its rights below).
  admin = await openDatabase({ url: database.url });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await admin?.close();
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
}, 60_000);

const staff: Staff = { id: "deploy-test", email: "editor@staff.example", name: "Editor", roles: ["marketing", "hr", "investors"] };

/** Creates and publishes an item, as an editor's Publish does. */
async function publishNew<C extends Collection>(collection: C, key: string, data: unknown) {
  const created = await createItem(admin, staff, collection, key, data);
  if (!created.ok) throw new Error(JSON.stringify(created));
  const published = await publish({ db: admin, staff, collection, key, expectedRevision: created.item.revision });
  if (!published.ok) throw new Error(JSON.stringify(published));
  return published.item.revision;
}

const TOTP_CODE = (key: string, offsetSeconds = 0) =>
  new TOTP({ secret: key, digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

/** A marketing account made by `npm run staff -- add` (README, Back office) and set up through its link, through nginx. */
async function marketingEditor(): Promise<Page> {
  const email = `marketing.${tag()}@example.org`;
  const link = await staffAdd(shared, email, "marketing");
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await page.getByLabel("New password").fill("a long and memorable passphrase");
  await page.getByLabel("Repeat the password").fill("a long and memorable passphrase");
  await page.getByRole("button", { name: "Save password" }).click();
  const key = (await page.locator("[data-totp-key]").innerText()).replace(/\s+/g, "");
  await page.getByLabel("6-digit code").fill(TOTP_CODE(key));
  await page.getByRole("button", { name: "Confirm code" }).click();
  await page.getByRole("link", { name: "Go to the back office" }).click();
  await page.getByRole("heading", { name: "Back office", level: 1 }).waitFor();
  return page;
}

type Check = { base: string; path: string; shows: (response: Response, text: string) => boolean };

async function holds(check: Check): Promise<boolean> {
  try {
    const response = await fetch(`${check.base}${check.path}`);
    return check.shows(response, await response.text());
  } catch {
    return false;
  }
}

/** Polls every check at once (each once a second) until each holds; the seconds each took, or throws naming those that never did. */
async function allWithin(checks: Check[], started: number, limitMs = 60_000): Promise<Map<string, number>> {
  const seconds = new Map<string, number>();
  await Promise.all(
    checks.map(async (check) => {
      while (Date.now() - started < limitMs) {
        if (await holds(check)) {
          seconds.set(`${check.base === NGINX ? "nginx" : check.base} ${check.path}`, (Date.now() - started) / 1000);
          return;
        }
        await sleep(1_000);
      }
    }),
  );
  const missing = checks.filter((c) => !seconds.has(`${c.base === NGINX ? "nginx" : c.base} ${c.path}`));
  if (missing.length) throw new Error(`not within ${limitMs / 1000} s: ${missing.map((c) => `${c.base} ${c.path}`).join(", ")}`);
  return seconds;
}

const html = (words: string) => (response: Response, text: string) => response.status === 200 && text.includes(words);
const image = (response: Response) => response.status === 200 && (response.headers.get("content-type") ?? "").startsWith("image/");
const gone = (response: Response) => response.status === 404;

describe("publishing on two instances behind nginx", () => {
  test("made-up keys of published paths leave nothing on the instances' disk or in nginx's cache", async () => {
    const folders = { instances: join(ROOT, DIST_DIR, "server"), nginx: join(nginx.dir, "cache") };
    const before = { instances: footprint(folders.instances), nginx: footprint(folders.nginx) };
    // Through nginx (both instances answer) and straight to one instance.
    const statuses = [await crawlUnknownPaths(NGINX, 500), await crawlUnknownPaths(origin(PORTS.b), 100)];
    const after = { instances: footprint(folders.instances), nginx: footprint(folders.nginx) };
    for (const where of ["instances", "nginx"] as const) {
      const files = after[where].files - before[where].files;
      const bytes = after[where].bytes - before[where].bytes;
      console.info(`[made-up paths] 600 requests: ${where} +${files} files, +${(bytes / 1e6).toFixed(2)} MB`);
    }
    expect(statuses).toEqual([{ 404: 500 }, { 404: 100 }]);
    expect(after.instances.files - before.instances.files).toBe(0);
    expect(after.nginx.files - before.nginx.files).toBe(0);
  });

  test("a story, a quarter's results, an opening and a staff card are served by instance B and by nginx within 60 s; taken down, gone within 60 s", async () => {
    const t = tag();
    const story = {
      title: `Savannah Crest Group opens a Kano office (${t})`,
      key: `kano-${t}`,
    };
    const [seedQuarter] = resultsCollection.seed();
    const quarter = {
      ...seedQuarter!.data,
      period: "Fourth-Quarter 2024",
      title: `Fourth-Quarter 2024 results (${t})`,
      publishedOn: "January 30, 2025",
      quarterEnded: "December 31, 2024",
      columns: { current: "Q4 2024", previous: "Q4 2023" },
    };
    const opening = { ...careers.positions.items[0]!, title: `Treasury Analyst ${t}`, datePosted: "2026-11-20", validThrough: undefined };
    const card = {
      slug: `kemi-${t}`,
      name: "Kemi",
      surname: `Adebayo ${t}`,
      position: "HR Business Partner",
      company: "Savannah Crest Group",
      phone: "+234 800 555 0199",
      email: "kemi.adebayo@savannahcrest.example",
      image: "/media/people/precedence-okafor-bello.webp",
    };
    const surfaces: Omit<Check, "base">[] = [
      { path: "/news", shows: html(story.title) },
      { path: `/news/${story.key}`, shows: html(story.title) },
      { path: "/news/rss.xml", shows: html(story.title) },
      { path: "/search-index.json", shows: html(story.title) },
      { path: `/og/news-${story.key}`, shows: image },
      { path: "/", shows: html(quarter.title) },
      { path: "/investors/results", shows: html(quarter.title) },
      // The opening on the list, and its own page with its JobPosting data (issue 51: the list carries none).
      { path: "/careers", shows: html(opening.title) },
      {
        path: `/careers/${positionKey(opening)}`,
        shows: (r, text) => html(opening.title)(r, text) && text.includes(`"title":"${opening.title}"`),
      },
      { path: `/${card.slug}`, shows: html(`Adebayo ${t}`) },
      { path: `/vcard/${card.slug}`, shows: html(`FN:Kemi Adebayo ${t}`) },
      { path: `/og/staff-${card.slug}`, shows: image },
      {
        path: "/sitemap.xml",
        shows: (r, text) => r.status === 200 && text.includes(`/news/${story.key}<`) && text.includes(`/${card.slug}<`),
      },
    ];
    const checks = [origin(PORTS.b), NGINX].flatMap((base) => surfaces.map((s) => ({ ...s, base })));
    // Every surface already served (and kept, where it is kept), as on a live site; the new items' paths are unknown yet.
    for (const check of checks) await holds(check);

    const storyRevision = await publishNew(newsCollection, story.key, {
      title: story.title,
      date: "December 1, 2026",
      type: "Press Release",
      image: "/media/news/news-01.webp",
      isInternal: true,
      link: `/news/${story.key}`,
      body: "## Why Kano\n\nThe north's trading hub.",
    });
    await publishNew(resultsCollection, quarterKey(quarter), quarter);
    await publishNew(positionsCollection, positionKey(opening), opening);
    const cardRevision = await publishNew(staffCardsCollection, card.slug, card);
    const published = Date.now();
    const seen = await allWithin(checks, published);
    console.info(`[publishing] four collections on instance B and through nginx after ${Math.max(...seen.values()).toFixed(1)} s`);
    console.info(`[publishing] ${[...seen].map(([where, s]) => `${where} ${s.toFixed(1)}`).join("; ")}`);

    // nginx keeps each page with the policy of its own bytes (scripts/lib/csp-at-send.mjs).
    for (const path of ["/news", `/news/${story.key}`, "/careers", `/${card.slug}`]) {
      const response = await fetch(`${NGINX}${path}`);
      const policy = response.headers.get("content-security-policy") ?? "";
      const hashes = inlineScriptHashes(await response.text());
      expect(hashes.length, path).toBeGreaterThan(0);
      for (const hash of hashes) expect(policy, `${path} allows ${hash}`).toContain(hash);
    }

    // Taken down: nginx holds a copy of each page, and keeps no 404, yet never serves the old copy past its time.
    const storyItem = await unpublish({ db: admin, staff, collection: newsCollection, key: story.key, expectedRevision: storyRevision });
    const cardItem = await unpublish({
      db: admin,
      staff,
      collection: staffCardsCollection,
      key: card.slug,
      expectedRevision: cardRevision,
    });
    expect([storyItem.ok, cardItem.ok]).toEqual([true, true]);
    const unpublished = Date.now();
    const downs = await allWithin(
      [origin(PORTS.b), NGINX].flatMap((base) =>
        [`/news/${story.key}`, `/${card.slug}`, `/vcard/${card.slug}`].map((path) => ({ base, path, shows: gone })),
      ),
      unpublished,
    );
    console.info(`[publishing] taken down on instance B and through nginx after ${Math.max(...downs.values()).toFixed(1)} s`);
  }, 180_000);

  test("a render that fails keeps the previous version live, on the publishing instance too; once the fault is gone the new version follows", async () => {
    const t = tag();
    const key = `lagos-${t}`;
    const first = `Savannah Crest Group opens a Lagos office (${t})`;
    const second = `Savannah Crest Group opens a Lagos office, second version (${t})`;
    const story = {
      title: first,
      date: "December 2, 2026",
      type: "Press Release",
      image: "/media/news/news-02.webp",
      isInternal: true,
      link: `/news/${key}`,
      body: "## Why Lagos\n\nThe country's commercial centre.",
    };
    await publishNew(newsCollection, key, story);
    const bases = [origin(PORTS.a), origin(PORTS.b), NGINX];
    const paths = [`/news/${key}`, "/news"];
    await allWithin(
      bases.flatMap((base) => paths.map((path) => ({ base, path, shows: html(first) }))),
      Date.now(),
    );

    // The second version goes out through the back office of whichever instance nginx picks: that instance also
    // marks the news's pages stale at once (revalidateTag("collection:news", "max")), as after every publication.
    const editor = await marketingEditor();
    await editor.goto(`${NGINX}/admin/news/${key}`);
    await editor.getByLabel("Title").fill(second);
    await editor.getByRole("button", { name: "Save and publish" }).click();
    await editor.getByRole("status").filter({ hasText: "Published: the site shows it within a minute." }).waitFor();
    await editor.context().close();
    // Then a real fault: the instances' database role loses the right to read the published versions,
    // so every render of these pages fails from now on.
    const server = new pg.Client({ connectionString: database.url });
    await server.connect();
    try {
      await server.query(`REVOKE SELECT ON publishing_versions FROM "${database.siteRole}"`);
      const faulted = Date.now();
      // Two revalidation periods and more: every answer is the first version, with 200.
      const answers: string[] = [];
      while (Date.now() - faulted < 50_000) {
        for (const base of bases)
          for (const path of paths) {
            const response = await fetch(`${base}${path}`);
            const text = await response.text();
            answers.push(`${response.status} ${text.includes(first) ? "first" : text.includes(second) ? "second" : "neither"}`);
          }
        await sleep(1_000);
      }
      expect(new Set(answers)).toEqual(new Set(["200 first"]));
      expect(answers.length).toBeGreaterThan(60);
      // The instances did try to render it again, and failed for that reason.
      expect([...a.log, ...b.log].join("")).toContain("permission denied for table publishing_versions");
    } finally {
      await server.query(`GRANT SELECT ON publishing_versions TO "${database.siteRole}"`);
      await server.end();
    }
    const fixed = Date.now();
    const seen = await allWithin(
      bases.flatMap((base) => paths.map((path) => ({ base, path, shows: html(second) }))),
      fixed,
    );
    console.info(`[render failure] second version everywhere ${Math.max(...seen.values()).toFixed(1)} s after the fault was mended`);
  }, 180_000);
});
