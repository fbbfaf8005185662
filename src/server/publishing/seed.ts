import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { publishingCollections, publishingItems, publishingVersions } from "../db/schema";
import { isLiveVersion } from "./live-version";
import { schemaOf, type Collection, type Data, type Published } from "./collection";

/**
 * The seed (content/, the first published version of each item) and what
 * visitors see: split from ./store.ts, which edits.
 */

/** The seed, parsed as the public pages would read it (a wrong seed fails here, as content/ fails the build). */
export function seedItems<C extends Collection>(collection: C): Published<Data<C>>[] {
  const items = collection
    .seed()
    .map(({ key, data }) => ({ key, data: schemaOf(collection, key).parse(data) as Data<C>, version: 1, liveSince: null }));
  return sortPublic(collection, items);
}

function sortPublic<C extends Collection>(collection: C, items: Published<Data<C>>[]): Published<Data<C>>[] {
  const order = collection.order;
  return order ? [...items].sort((a, b) => order(a.data, b.data)) : items;
}

/**
 * Copies the seed in as each item's first version, published: the first time
 * anyone edits the collection (the row in publishing_collections is the
 * claim), and again for any key the seed has and the collection has not (a
 * page added to content/ on an existing install, decision 150). Whichever
 * instance gets there first: the unique key makes each item's seed happen once.
 */
export async function ensureSeeded(db: Database, collection: Collection): Promise<void> {
  const keys = collection.seed().map((item) => item.key);
  const [claim] = await db.db.select().from(publishingCollections).where(eq(publishingCollections.name, collection.name));
  if (claim && (keys.length === 0 || (await presentKeys(db.db, collection.name, keys)).size === keys.length)) return;
  const seed = seedItems(collection);
  await db.db.transaction(async (tx) => {
    await tx.insert(publishingCollections).values({ name: collection.name }).onConflictDoNothing();
    const present = await presentKeys(tx, collection.name, keys);
    for (const item of seed) {
      if (present.has(item.key)) continue;
      const [row] = await tx
        .insert(publishingItems)
        .values({ collection: collection.name, key: item.key, state: "published", publishedVersion: 1 })
        .onConflictDoNothing()
        .returning({ id: publishingItems.id });
      // Another instance seeded it meanwhile.
      if (!row) continue;
      await tx.insert(publishingVersions).values({ itemId: row.id, number: 1, data: item.data as Record<string, unknown>, note: "seed" });
    }
  });
}

async function presentKeys(db: Db, collection: string, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ key: publishingItems.key })
    .from(publishingItems)
    .where(and(eq(publishingItems.collection, collection), inArray(publishingItems.key, keys)));
  return new Set(rows.map((row) => row.key));
}

/* ------------------------------------------------------------- public reads ------------------------------------------------------------- */

/**
 * What visitors see: every published item (and every scheduled one whose time
 * has come), each parsed with the collection's schema; a stored version that
 * no longer parses is left out, never rendered. Before anyone has edited the
 * collection, the seed (a key seeded since is the caller's to default, ./pages.ts).
 * With `key`, that item alone (none when it is not public).
 */
export async function publicItems<C extends Collection>(
  db: Database,
  collection: C,
  { key }: { key?: string } = {},
): Promise<Published<Data<C>>[]> {
  const seeded = await db.db.select().from(publishingCollections).where(eq(publishingCollections.name, collection.name));
  if (seeded.length === 0) return seedItems(collection).filter((item) => key === undefined || item.key === key);
  const rows = await db.db
    .select({
      key: publishingItems.key,
      data: publishingVersions.data,
      number: publishingVersions.number,
      note: publishingVersions.note,
      savedAt: publishingVersions.createdAt,
      publishAt: publishingItems.publishAt,
    })
    .from(publishingItems)
    .innerJoin(publishingVersions, isLiveVersion)
    .where(and(eq(publishingItems.collection, collection.name), key === undefined ? undefined : eq(publishingItems.key, key)))
    .orderBy(publishingItems.id);
  const items: Published<Data<C>>[] = [];
  for (const row of rows) {
    const parsed = schemaOf(collection, row.key).safeParse(row.data);
    if (parsed.success) items.push({ key: row.key, data: parsed.data as Data<C>, version: row.number, liveSince: liveSince(row) });
    else console.error(`[publishing] ${collection.name}/${row.key} v${row.number} does not parse; left out`);
  }
  return sortPublic(collection, items);
}

/**
 * When the live version went live: publish() and a due schedule stamp publishAt, a revert of a
 * live item makes its new version live at its save; the later of the two (a publishAt still to
 * come belongs to a scheduled version, not the one shown). The seed's first version has no time.
 */
function liveSince(row: { note: string; savedAt: Date; publishAt: Date | null }, now = new Date()): Date | null {
  if (row.note === "seed") return null;
  const published = row.publishAt && row.publishAt <= now ? row.publishAt : null;
  return published && published > row.savedAt ? published : row.savedAt;
}
