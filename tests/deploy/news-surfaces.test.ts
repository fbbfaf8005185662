// Issue 39: what published stories look like on the public surfaces of `npm start` on
// PostgreSQL. The stories are written to the database by the test, as another instance's back
// office would: the instance finds them by itself. Run by `npm test` with the multi-instance
// suite; `npx vitest run --config tests/deploy/vitest.config.ts tests/deploy/news-surfaces.test.ts`.
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "@/server/db/client";
import { newsCollection } from "@/server/publishing/news";
import { createItem, publish } from "@/server/publishing/store";
import type { Staff } from "@/server/staff/roles";
import { freshDatabase, PORTS, startInstance, type Instance } from "./harness";

const SERVER_URL = process.env.TEST_DATABASE_URL || "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const SITE = `http://127.0.0.1:${PORTS.a}`;
const staff: Staff = { id: "deploy-news", email: "editor@staff.example", name: "Editor", roles: ["marketing"] };

let database: Awaited<ReturnType<typeof freshDatabase>>;
let admin: Awaited<ReturnType<typeof openDatabase>>;
let site: Instance;

beforeAll(async () => {
  database = await freshDatabase(SERVER_URL, { suffix: "deploy_news" });
  site = await startInstance(PORTS.a, {
    DATABASE_URL: database.url,
    SITE_URL: SITE,
    RATE_LIMIT_SECRET: randomBytes(32).toString("hex"),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: "test-results/deploy-news-data",
  });
  admin = await openDatabase({ url: database.url });
}, 180_000);

afterAll(async () => {
  await admin?.close();
  await site?.stop();
  await database?.drop();
}, 60_000);

function story(key: string, title: string, image: string) {
  return {
    title,
    link: `/news/${key}`,
    date: "November 20, 2026",
    image,
    type: "Press Release" as const,
    isInternal: true,
    body: "Words.",
  };
}

async function publishNew(key: string, data: unknown): Promise<number> {
  const created = await createItem(admin, staff, newsCollection, key, data);
  if (!created.ok) throw new Error(JSON.stringify(created));
  const published = await publish({ db: admin, staff, collection: newsCollection, key, expectedRevision: created.item.revision });
  if (!published.ok) throw new Error(JSON.stringify(published));
  return published.item.revision;
}

/** Polls a path (redirects followed) until `check` holds for its body: the 60 s at most. */
async function within60s(path: string, check: (text: string) => boolean): Promise<void> {
  const started = Date.now();
  let last = "";
  while (Date.now() - started < 60_000) {
    const response = await fetch(`${SITE}${path}`);
    last = await response.text();
    if (response.status === 200 && check(last)) return;
    await sleep(1_000);
  }
  throw new Error(`${path} not within 60 s; last answer:\n${last.slice(0, 500)}`);
}

describe("published stories on the public surfaces", () => {
  // That a publication reaches /Blog and /newsinsights/ on both instances and through nginx, and leaves them, is journey 1's
  // (tests/deploy/journeys.test.ts); here, that they are one page with /news.
  test("the news page's other names (/Blog, /newsinsights/) are /news: its canonical link, the spec's trailing slash, and no lower-case /blog", async () => {
    // /newsinsights/ is the spec's spelling: Next.js drops the trailing slash (308), then it is /news.
    const slash = await fetch(`${SITE}/newsinsights/`, { redirect: "manual" });
    expect([slash.status, slash.headers.get("location")]).toEqual([308, "/newsinsights"]);
    for (const path of ["/Blog", "/newsinsights/"]) {
      const response = await fetch(`${SITE}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(`<link rel="canonical" href="${SITE}/news"/>`);
    }
    expect((await fetch(`${SITE}/blog`)).status).toBe(404);
  });

  test("a story whose picture has no file is in the feed without an enclosure; the feed keeps following publications", async () => {
    const tag = randomBytes(4).toString("hex");
    const broken = `A story whose picture is missing (${tag})`;
    const next = `A story published after it (${tag})`;
    await publishNew(`missing-${tag}`, story(`missing-${tag}`, broken, "/media/news/no-such-picture.webp"));
    await within60s("/news/rss.xml", (xml) => xml.includes(broken));
    await publishNew(`after-${tag}`, story(`after-${tag}`, next, "/media/news/news-02.webp"));
    await within60s("/news/rss.xml", (xml) => xml.includes(next));
    const xml = await (await fetch(`${SITE}/news/rss.xml`)).text();
    const item = xml.split("<item>").find((i) => i.includes(broken))!;
    expect(item).toContain(`<link>${SITE}/news/missing-${tag}</link>`);
    expect(item).not.toContain("<enclosure");
    // Its article page answers too, without the picture.
    const page = await fetch(`${SITE}/news/missing-${tag}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("no-such-picture");
  });

  test("no metadataBase warning at start or render; a page rendered at run time names its share images on SITE_URL", async () => {
    // Pages rendered per request (the back office's sign-in) and again after a publication (/news).
    expect((await fetch(`${SITE}/admin/sign-in`)).status).toBe(200);
    await within60s("/news", (html) => html.includes(`<meta property="og:image" content="${SITE}/og/news"/>`));
    const home = await (await fetch(`${SITE}/opengraph-image`)).arrayBuffer();
    expect(Buffer.from(home).subarray(1, 4).toString()).toBe("PNG");
    expect(site.log.join("")).not.toContain("metadataBase");
  });
});
