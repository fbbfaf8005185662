// `npm run bench:publish`: the time from Publish to visible on every surface
// of issue 32, on two instances of one build sharing one PostgreSQL database
// (decision 100). Figures, never a pass or fail.
//
// The story is published through the store directly, as if by a third
// instance: neither measured instance hears of it (no revalidateTag), so
// what is measured is the slowest path, each instance's `revalidate` (20 s).
// Every surface is polled every 250 ms on both instances, which is what a busy
// site's visitors do; nginx's cache adds at most its s-maxage (20 s) on top.
//
// Needs a build (BENCH_DIST_DIR, default .next-test: `npm test` makes it) and
// a PostgreSQL database of its own (BENCH_DATABASE_URL, else TEST_DATABASE_URL):
// its publishing tables are emptied first. Ports BENCH_PORT and +1 (default 3300).
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { featuredCollection, newsCollection } from "../src/server/publishing/news";
import { createItem, ensureSeeded, getItem, publish, saveDraft, unpublish } from "../src/server/publishing/store";
import type { Staff } from "../src/server/staff/roles";

const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!url) {
  console.error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database of the benchmark's own.");
  process.exit(1);
}
const distDir = process.env.BENCH_DIST_DIR || ".next-test";
const basePort = Number(process.env.BENCH_PORT || 3300);
const ports = [basePort, basePort + 1];
const staff: Staff = { id: "bench", email: "bench@staff.example", name: "Benchmark", roles: ["marketing"] };

function start(port: number) {
  const child = spawn(process.execPath, ["src/runtime/server.ts", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: url,
      RATE_LIMIT_SECRET: "benchmark-secret-0123456789",
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  return child;
}

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

const database = await openDatabase({ url });
await database.db.execute(sql`truncate publishing_versions, publishing_items, publishing_collections`);
const children = ports.map(start);
try {
  for (const port of ports) {
    if ((await until(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, 60_000)) === null)
      throw new Error(`no instance on ${port}`);
  }
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
  for (const child of children) {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // gone
    }
  }
  await database.close();
}
