// `npm run bench:publish` (decision 100): Publish → visible and Unpublish → gone on every surface of a story,
// on two instances of one build sharing PostgreSQL. The story is published through the store directly, as if
// by a third instance that neither hears of (no revalidateTag): the slowest path, each instance's 20 s
// `revalidate`. Every surface is polled every 250 ms on both, as a busy site's visitors do.
// The instances are the deployment's (tests/deploy/harness.ts: npm start, ports DEPLOY_PORT + 1 and + 2) on a
// fresh database on BENCH_DATABASE_URL's PostgreSQL server (else TEST_DATABASE_URL's, else 127.0.0.1:5432).
// Needs a build: BENCH_DIST_DIR, default .next-test.
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { openDatabase } from "../src/server/db/client";
import { featuredCollection, newsCollection } from "../src/server/publishing/news";
import { createItem, ensureSeeded, getItem, publish, saveDraft, unpublish } from "../src/server/publishing/store";
import type { Staff } from "../src/server/staff/roles";

process.env.DEPLOY_DIST_DIR = process.env.BENCH_DIST_DIR || ".next-test";
const { freshDatabase, PORTS, startInstance } = await import("../tests/deploy/harness.ts");
const ports = [PORTS.a, PORTS.b];
const staff: Staff = { id: "bench", email: "bench@staff.example", name: "Benchmark", roles: ["marketing"] };

async function until(check: () => Promise<boolean>, limitMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check().catch(() => false)) return performance.now() - started;
    await sleep(250);
  }
  return null;
}

const text = async (port: number, path: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, body: await response.text() };
};

type Surface = { name: string; path: string; shows: (r: { status: number; body: string }) => boolean };

async function measure(label: string, surfaces: Surface[], act: () => Promise<void>) {
  const t0 = performance.now();
  await act();
  const acted = performance.now() - t0;
  const rows = await Promise.all(
    ports.flatMap((port) =>
      surfaces.map(async (surface) => {
        const ms = await until(async () => surface.shows(await text(port, surface.path)), 90_000);
        return { port, surface: surface.name, seconds: ms === null ? null : (ms + acted) / 1000 };
      }),
    ),
  );
  console.log(`\n${label} (the store's own write took ${acted.toFixed(0)} ms)`);
  console.log("| surface | " + ports.map((p) => `instance :${p}`).join(" | ") + " |");
  console.log("|---|" + ports.map(() => "---").join("|") + "|");
  for (const surface of surfaces) {
    const cells = ports.map((port) => {
      const row = rows.find((r) => r.port === port && r.surface === surface.name)!;
      return row.seconds === null ? "not within 90 s" : `${row.seconds.toFixed(1)} s`;
    });
    console.log(`| ${surface.name} | ${cells.join(" | ")} |`);
  }
  const worst = Math.max(...rows.map((r) => r.seconds ?? Infinity));
  console.log(`worst: ${Number.isFinite(worst) ? `${worst.toFixed(1)} s` : "not within 90 s"}`);
}

const fresh = await freshDatabase(
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres:postgres@127.0.0.1:5432/postgres",
  { suffix: "bench_publish" },
);
const database = await openDatabase({ url: fresh.url });
const secret = () => randomBytes(32).toString("hex");
const shared = { DATABASE_URL: fresh.url, SITE_URL: `http://127.0.0.1:${PORTS.a}`, RATE_LIMIT_SECRET: secret(), AUTH_SECRET: secret() };
const instances = await Promise.all(ports.map((port) => startInstance(port, shared)));
try {
  await ensureSeeded(database, newsCollection);
  await ensureSeeded(database, featuredCollection);
  const key = `bench-${Date.now().toString(36)}`;
  const title = `Benchmark story ${key}`;
  const surfaces: Surface[] = [
    { name: "/news (first card)", path: "/news", shows: (r) => r.body.includes(title) },
    { name: "/ (Featured Stories)", path: "/", shows: (r) => r.body.includes(title) },
    { name: `/news/${key}`, path: `/news/${key}`, shows: (r) => r.status === 200 && r.body.includes(title) },
    { name: "/news/rss.xml", path: "/news/rss.xml", shows: (r) => r.body.includes(title) },
    { name: "/sitemap.xml", path: "/sitemap.xml", shows: (r) => r.body.includes(`/news/${key}<`) },
    { name: "/search-index.json", path: "/search-index.json", shows: (r) => r.body.includes(title) },
    { name: `/og/news-${key}`, path: `/og/news-${key}`, shows: (r) => r.status === 200 },
  ];
  // Every surface cached on both instances first, as on a live site.
  for (const port of ports) for (const s of surfaces) await text(port, s.path);
  await sleep(1_000);

  await measure("Publish → visible", surfaces, async () => {
    const story = {
      title,
      date: new Date().toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" }),
      type: "Press Release",
      image: "/media/news/news-01.webp",
      isInternal: true,
      link: `/news/${key}`,
      body: "## Benchmark\n\nA story published by scripts/bench-publish.ts.",
    };
    const created = await createItem(database, staff, newsCollection, key, story);
    if (!created.ok) throw new Error(JSON.stringify(created));
    await publish({ db: database, staff, collection: newsCollection, key, expectedRevision: created.item.revision });
    const featured = (await getItem(database, staff, featuredCollection, "home"))!;
    const chosen = { stories: [story.link, ...featured.head.data.stories.slice(0, 2)] };
    const saved = await saveDraft(
      { db: database, staff, collection: featuredCollection, key: "home", expectedRevision: featured.revision },
      chosen,
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    await publish({ db: database, staff, collection: featuredCollection, key: "home", expectedRevision: saved.item.revision });
  });

  const gone = surfaces.map((s) => ({ ...s, shows: (r: { status: number; body: string }) => !s.shows(r) }));
  await measure("Unpublish → gone", gone, async () => {
    const item = (await getItem(database, staff, newsCollection, key))!;
    await unpublish({ db: database, staff, collection: newsCollection, key, expectedRevision: item.revision });
  });
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database.close();
  await fresh.drop();
}
