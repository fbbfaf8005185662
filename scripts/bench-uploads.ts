// `npm run bench:uploads` (decision 111): the uploads' lifecycle on PostgreSQL at a size the site will not
// reach for years: ITEMS (500) news items of VERSIONS (4) versions, a picture each, and a tenth more unused
// files. Prints who may fetch a published and a draft's file (an image request that misses the caches), and
// one sweep of unused files. Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL): its own schema.
import { sql } from "drizzle-orm";
import { publishedFiles, publishingCollections, publishingItems, publishingVersions } from "../src/server/db/schema";
import { deleteUnusedUploads, fileAudience } from "../src/server/publishing/upload-lifecycle";
import { openBenchDatabase, summary, timed } from "./bench/database";

const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!url) {
  console.error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database.");
  process.exit(1);
}
const ITEMS = Number(process.env.ITEMS || 500);
const VERSIONS = Number(process.env.VERSIONS || 4);
const { database: db, cleanUp } = await openBenchDatabase("uploads", url);

const pathOf = (item: number, version: number) => `/media/uploads/news/${(item * 16 + version).toString(16).padStart(32, "0")}.webp`;
const body = "The north's trading hub. ".repeat(120);
const file = (path: string) => ({ path, contentType: "image/webp", body: Buffer.alloc(64), bytes: 64, sha256: path, createdBy: "bench" });

try {
  await db.db.insert(publishingCollections).values({ name: "news" });
  for (let i = 0; i < ITEMS; i++) {
    const [item] = await db.db
      .insert(publishingItems)
      .values({ collection: "news", key: `story-${i}`, state: i % 2 ? "published" : "draft", publishedVersion: i % 2 ? 1 : null })
      .returning({ id: publishingItems.id });
    await db.db.insert(publishingVersions).values(
      Array.from({ length: VERSIONS }, (_, v) => ({
        itemId: item!.id,
        number: v + 1,
        data: { title: `Story ${i}`, image: pathOf(i, v), body },
        note: "saved",
      })),
    );
    await db.db.insert(publishedFiles).values(Array.from({ length: VERSIONS }, (_, v) => file(pathOf(i, v))));
  }
  const unused = Array.from(
    { length: Math.ceil((ITEMS * VERSIONS) / 10) },
    (_, n) => `/media/uploads/news/${n.toString(16).padStart(32, "f")}.webp`,
  );
  await db.db.insert(publishedFiles).values(unused.map(file));
  await db.db.execute(sql`update published_files set created_at = now() - interval '2 days'`);
  await db.db.execute(sql`analyze`);

  const nobody = () => Promise.resolve(null);
  // Item 1 is published (version 1 live); item 0 is a draft.
  const published = await timed(() => fileAudience(db, pathOf(ITEMS - 1, 0), "bench", nobody), 41);
  const draft = await timed(() => fileAudience(db, pathOf(ITEMS - 2, VERSIONS - 1), "bench", nobody), 41);
  const start = performance.now();
  const deleted = await deleteUnusedUploads(db);
  const sweep = performance.now() - start;

  console.log(`${ITEMS} items × ${VERSIONS} versions (${ITEMS * VERSIONS} versions, ${ITEMS * VERSIONS + unused.length} files):`);
  console.log(`  who may fetch a published file: ${summary(published)}`);
  console.log(`  who may fetch a draft's file (asked as a visitor): ${summary(draft)}`);
  console.log(`  one sweep: ${sweep.toFixed(0)} ms, ${deleted?.length ?? 0} unused files deleted`);
} finally {
  await cleanUp();
}
