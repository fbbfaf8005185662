import "server-only";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Db } from "../db/client";
import { publishingCollections, publishingItems, publishingVersions, type PublishingState } from "../db/schema";
import { writeAudit } from "../staff/audit-log";
import { isLiveVersion } from "./live-version";
import { refusedContent } from "./version-checks";
import { hasRole, type Role, type Staff } from "../staff/roles";

/**
 * The publishing store (issue 32, decision 100): collection-agnostic items with
 * versions, edited in the back office and read by the public pages. A
 * collection is declared once with `defineCollection`; every function here
 * takes the collection and, for staff, the asking account, whose role it
 * checks. Every change is a new revision of the item (optimistic concurrency:
 * a change naming an older revision is refused as a conflict, nothing lost)
 * and a line in the audit log.
 */

export type Collection<S extends z.ZodType = z.ZodType> = {
  /** Stored in publishing_items.collection and named in the audit log: "news". */
  name: string;
  /** Every version is parsed with it before it is stored or published (content/schema.ts). */
  schema: S;
  /** The items of content/ that a clean clone shows: the first version of each, published. */
  seed: () => readonly { key: string; data: z.input<S> }[];
  /** The role that edits it (admins do not, unless they also hold it). */
  role: Role;
  /** A line naming an item in lists and in the history. */
  title: (data: z.output<S>) => string;
  /** Public order (default: as stored, by key). */
  order?: (a: z.output<S>, b: z.output<S>) => number;
};

/** The cache tag of a collection's public reads and of whatever renders them: `collection:news` (./freshness.ts). */
export const collectionTag = (name: string): string => `collection:${name}`;

export function defineCollection<S extends z.ZodType>(collection: Collection<S>): Collection<S> {
  return collection;
}

export type Data<C extends Collection> = z.output<C["schema"]>;

export type Version<T> = {
  number: number;
  data: T;
  authorEmail: string | null;
  note: string;
  createdAt: Date;
};

/** An item as the editor sees it: its state, its latest version (head) and what is live. */
export type ItemView<T> = {
  key: string;
  state: PublishingState;
  revision: number;
  publishedVersion: number | null;
  scheduledVersion: number | null;
  publishAt: Date | null;
  updatedAt: Date;
  head: Version<T>;
};

/**
 * An item as visitors see it. `liveSince`: when the version shown went live (its publication, or
 * the save of a revert made live at once, never a time in the future); null for the seed's own
 * first version, which content/ gives no time.
 */
export type Published<T> = { key: string; data: T; version: number; liveSince: Date | null };

/** A field path ("date", "links.0") → the schema's message for it. */
export type FieldErrors = Record<string, string>;

/**
 * `tags`: the cache tags of what visitors see that the change touched (the
 * collection's, ./freshness.ts), for the caller to mark stale; none for a
 * draft, which changes nothing public.
 */
export type Outcome<T> =
  | { ok: true; item: ItemView<T>; tags: string[] }
  | { ok: false; reason: "invalid"; fields: FieldErrors }
  | { ok: false; reason: "conflict"; current: ItemView<T> }
  | { ok: false; reason: "not-found" };

export class NotAllowedError extends Error {
  constructor(collection: string) {
    super(`Not allowed to edit ${collection}`);
  }
}

/** The audit line of a change, in the change's own transaction. */
function auditIn(tx: Db, entry: Parameters<typeof writeAudit>[1]): Promise<void> {
  return writeAudit({ db: tx } as Database, entry);
}

function assertEditor(staff: Staff, collection: Collection): void {
  if (!hasRole(staff, collection.role)) throw new NotAllowedError(collection.name);
}

/** The schema's messages by field path, the path as the form names its fields. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "_";
    fields[path] ??= issue.message;
  }
  return fields;
}

/* ---------------------------------------------------------------- seed ---------------------------------------------------------------- */

/** The seed, parsed as the public pages would read it (a wrong seed fails here, as content/ fails the build). */
export function seedItems<C extends Collection>(collection: C): Published<Data<C>>[] {
  const items = collection
    .seed()
    .map(({ key, data }) => ({ key, data: collection.schema.parse(data) as Data<C>, version: 1, liveSince: null }));
  return sortPublic(collection, items);
}

function sortPublic<C extends Collection>(collection: C, items: Published<Data<C>>[]): Published<Data<C>>[] {
  const order = collection.order;
  return order ? [...items].sort((a, b) => order(a.data, b.data)) : items;
}

/**
 * Copies the seed in as each item's first version, published, the first time
 * anyone edits the collection: once, whichever instance gets there first (the
 * row in publishing_collections is the claim).
 */
export async function ensureSeeded(db: Database, collection: Collection): Promise<void> {
  const done = await db.db.select().from(publishingCollections).where(eq(publishingCollections.name, collection.name));
  if (done.length > 0) return;
  const seed = seedItems(collection);
  await db.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(publishingCollections)
      .values({ name: collection.name })
      .onConflictDoNothing()
      .returning({ name: publishingCollections.name });
    if (claimed.length === 0) return;
    for (const item of seed) {
      const [row] = await tx
        .insert(publishingItems)
        .values({ collection: collection.name, key: item.key, state: "published", publishedVersion: 1 })
        .returning({ id: publishingItems.id });
      await tx.insert(publishingVersions).values({ itemId: row!.id, number: 1, data: item.data as Record<string, unknown>, note: "seed" });
    }
  });
}

/* ------------------------------------------------------------- public reads ------------------------------------------------------------- */

export { isLiveVersion };

/**
 * What visitors see: every published item (and every scheduled one whose time
 * has come), each parsed with the collection's schema; a stored version that
 * no longer parses is left out, never rendered. Before anyone has edited the
 * collection, the seed.
 */
export async function publicItems<C extends Collection>(db: Database, collection: C): Promise<Published<Data<C>>[]> {
  const seeded = await db.db.select().from(publishingCollections).where(eq(publishingCollections.name, collection.name));
  if (seeded.length === 0) return seedItems(collection);
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
    .where(eq(publishingItems.collection, collection.name))
    .orderBy(publishingItems.id);
  const items: Published<Data<C>>[] = [];
  for (const row of rows) {
    const parsed = collection.schema.safeParse(row.data);
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

/* ------------------------------------------------------------- staff reads ------------------------------------------------------------- */

type ItemRow = typeof publishingItems.$inferSelect;

async function headOf(db: Db, item: ItemRow): Promise<Version<Record<string, unknown>>> {
  const [head] = await db
    .select()
    .from(publishingVersions)
    .where(eq(publishingVersions.itemId, item.id))
    .orderBy(desc(publishingVersions.number))
    .limit(1);
  return toVersion(head!);
}

function toVersion(row: typeof publishingVersions.$inferSelect): Version<Record<string, unknown>> {
  return { number: row.number, data: row.data, authorEmail: row.authorEmail, note: row.note, createdAt: row.createdAt };
}

function viewOf<T>(item: ItemRow, head: Version<unknown>): ItemView<T> {
  return {
    key: item.key,
    state: item.state,
    revision: item.revision,
    publishedVersion: item.publishedVersion,
    scheduledVersion: item.scheduledVersion,
    publishAt: item.publishAt,
    updatedAt: item.updatedAt,
    head: head as Version<T>,
  };
}

async function view<T>(db: Db, item: ItemRow): Promise<ItemView<T>> {
  return viewOf<T>(item, await headOf(db, item));
}

/** Every item of the collection with its latest version, most recently changed first: one query, however many items. */
export async function listItems<C extends Collection>(db: Database, staff: Staff, collection: C): Promise<ItemView<Data<C>>[]> {
  assertEditor(staff, collection);
  await ensureSeeded(db, collection);
  const latest = sql`(select max(${publishingVersions.number}) from ${publishingVersions} where ${publishingVersions.itemId} = ${publishingItems.id})`;
  const rows = await db.db
    .select({ item: publishingItems, head: publishingVersions })
    .from(publishingItems)
    .innerJoin(publishingVersions, and(eq(publishingVersions.itemId, publishingItems.id), eq(publishingVersions.number, latest)))
    .where(eq(publishingItems.collection, collection.name))
    .orderBy(desc(publishingItems.updatedAt), publishingItems.key);
  return rows.map(({ item, head }) => viewOf<Data<C>>(item, toVersion(head)));
}

export async function getItem<C extends Collection>(
  db: Database,
  staff: Staff,
  collection: C,
  key: string,
): Promise<ItemView<Data<C>> | null> {
  assertEditor(staff, collection);
  await ensureSeeded(db, collection);
  const [row] = await db.db
    .select()
    .from(publishingItems)
    .where(and(eq(publishingItems.collection, collection.name), eq(publishingItems.key, key)));
  return row ? view<Data<C>>(db.db, row) : null;
}

/**
 * An item and every version, newest first, with who saved it and when (the
 * editor's page): the item's row and its versions, read once each.
 */
export async function itemWithHistory<C extends Collection>(
  db: Database,
  staff: Staff,
  collection: C,
  key: string,
): Promise<{ item: ItemView<Data<C>>; versions: Version<Data<C>>[] } | null> {
  assertEditor(staff, collection);
  await ensureSeeded(db, collection);
  const [row] = await db.db
    .select()
    .from(publishingItems)
    .where(and(eq(publishingItems.collection, collection.name), eq(publishingItems.key, key)));
  if (!row) return null;
  const versions = (
    await db.db.select().from(publishingVersions).where(eq(publishingVersions.itemId, row.id)).orderBy(desc(publishingVersions.number))
  ).map((v) => toVersion(v) as Version<Data<C>>);
  return { item: viewOf(row, versions[0]!), versions };
}

/** Every version, newest first, with who saved it and when. */
export async function history<C extends Collection>(db: Database, staff: Staff, collection: C, key: string): Promise<Version<Data<C>>[]> {
  return (await itemWithHistory(db, staff, collection, key))?.versions ?? [];
}

/* --------------------------------------------------------------- changes --------------------------------------------------------------- */

/** A change of one item by a member of staff (the store's change functions take it). */
export type Change<C extends Collection> = {
  db: Database;
  staff: Staff;
  collection: C;
  key: string;
  /** The revision the editor's form was made from. */
  expectedRevision: number;
};

/**
 * Runs one change under the item's row lock: refused as a conflict when the
 * item has moved on since the editor's form was made. `apply` returns the
 * new columns (revision and updatedAt are added here) and the audit line;
 * `isPublic`, whether the change can alter what visitors see.
 */
async function change<C extends Collection>(
  { db, staff, collection, key, expectedRevision }: Change<C>,
  action: string,
  isPublic: boolean,
  apply: (
    tx: Db,
    item: ItemRow,
    head: Version<Record<string, unknown>>,
  ) => Promise<{ set: Partial<ItemRow>; details?: Record<string, string | number | boolean>; before?: unknown } | { invalid: FieldErrors }>,
): Promise<Outcome<Data<C>>> {
  assertEditor(staff, collection);
  await ensureSeeded(db, collection);
  return db.db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(publishingItems)
      .where(and(eq(publishingItems.collection, collection.name), eq(publishingItems.key, key)))
      .for("update");
    if (!item) return { ok: false, reason: "not-found" } as const;
    if (item.revision !== expectedRevision) return { ok: false, reason: "conflict", current: await view<Data<C>>(tx, item) } as const;
    const head = await headOf(tx, item);
    const result = await apply(tx, item, head);
    if ("invalid" in result) return { ok: false, reason: "invalid", fields: result.invalid } as const;
    const [updated] = await tx
      .update(publishingItems)
      .set({ ...result.set, revision: item.revision + 1, updatedAt: sql`now()` })
      .where(eq(publishingItems.id, item.id))
      .returning();
    await auditIn(tx, {
      staff,
      action: `publishing.${action}`,
      target: `${collection.name}/${key}`,
      address: null,
      details: { revision: updated!.revision, ...result.details },
    });
    const after = await view<Data<C>>(tx, updated!);
    return { ok: true, item: after, tags: isPublic ? [collectionTag(collection.name)] : [] } as const;
  });
}

async function addVersion(tx: Db, itemId: number, number: number, data: unknown, staff: Staff, note: string): Promise<void> {
  await tx.insert(publishingVersions).values({
    itemId,
    number,
    data: data as Record<string, unknown>,
    authorId: staff.id,
    authorEmail: staff.email,
    note,
  });
}

/** A new item, as a draft (version 1). Its key must be new in the collection. */
export async function createItem<C extends Collection>(
  db: Database,
  staff: Staff,
  collection: C,
  key: string,
  input: unknown,
): Promise<Outcome<Data<C>>> {
  assertEditor(staff, collection);
  await ensureSeeded(db, collection);
  const parsed = collection.schema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid", fields: fieldErrors(parsed.error) };
  const refused = await refusedContent(db.db, staff, collection, parsed.data);
  if (refused) return { ok: false, reason: "invalid", fields: refused };
  return db.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(publishingItems)
      .values({ collection: collection.name, key, state: "draft" })
      .onConflictDoNothing()
      .returning();
    if (!row) return { ok: false, reason: "invalid", fields: { key: "is already used by another item" } } as const;
    await addVersion(tx, row.id, 1, parsed.data, staff, "saved");
    await auditIn(tx, {
      staff,
      action: "publishing.create",
      target: `${collection.name}/${key}`,
      address: null,
      details: { revision: 1 },
    });
    return { ok: true, item: await view<Data<C>>(tx, row), tags: [] } as const;
  });
}

/** Saves a new version. What is live does not change until it is published. */
export function saveDraft<C extends Collection>(change_: Change<C>, input: unknown): Promise<Outcome<Data<C>>> {
  const parsed = change_.collection.schema.safeParse(input);
  if (!parsed.success) return Promise.resolve({ ok: false, reason: "invalid", fields: fieldErrors(parsed.error) });
  return change(change_, "save", false, async (tx, item, head) => {
    const refused = await refusedContent(tx, change_.staff, change_.collection, parsed.data);
    if (refused) return { invalid: refused };
    await addVersion(tx, item.id, head.number + 1, parsed.data, change_.staff, "saved");
    return { set: {}, details: { version: head.number + 1 } };
  });
}

/** Makes the latest version live now. */
export function publish<C extends Collection>(change_: Change<C>): Promise<Outcome<Data<C>>> {
  return change(change_, "publish", true, async (_tx, _item, head) => {
    const parsed = change_.collection.schema.safeParse(head.data);
    if (!parsed.success) return { invalid: fieldErrors(parsed.error) };
    return {
      set: { state: "published", publishedVersion: head.number, scheduledVersion: null, publishAt: new Date() },
      details: { version: head.number },
    };
  });
}

/** Makes the latest version live at `at` (what is live until then stays live). */
export function schedule<C extends Collection>(change_: Change<C>, at: Date): Promise<Outcome<Data<C>>> {
  return change(change_, "schedule", true, async (_tx, _item, head) => {
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) return { invalid: { publishAt: "must be a time in the future" } };
    const parsed = change_.collection.schema.safeParse(head.data);
    if (!parsed.success) return { invalid: fieldErrors(parsed.error) };
    return {
      set: { state: "scheduled", scheduledVersion: head.number, publishAt: at },
      details: { version: head.number, at: at.toISOString() },
    };
  });
}

/** Takes the item off the public site (its versions stay). */
export function unpublish<C extends Collection>(change_: Change<C>): Promise<Outcome<Data<C>>> {
  return change(change_, "unpublish", true, async () => ({
    set: { state: "unpublished", publishedVersion: null, scheduledVersion: null, publishAt: null },
  }));
}

/**
 * Copies version `number` as a new latest version; when the item is live, the
 * copy goes live at once (a revert undoes a mistake on the site).
 */
export function revert<C extends Collection>(change_: Change<C>, number: number): Promise<Outcome<Data<C>>> {
  return change(change_, "revert", true, async (tx, item, head) => {
    const [old] = await tx
      .select()
      .from(publishingVersions)
      .where(and(eq(publishingVersions.itemId, item.id), eq(publishingVersions.number, number)));
    if (!old) return { invalid: { version: "no such version" } };
    const parsed = change_.collection.schema.safeParse(old.data);
    if (!parsed.success) return { invalid: fieldErrors(parsed.error) };
    const next = head.number + 1;
    await addVersion(tx, item.id, next, parsed.data, change_.staff, `reverted to version ${number}`);
    return { set: item.state === "published" ? { publishedVersion: next } : {}, details: { version: next, from: number } };
  });
}

/**
 * Publishes every scheduled item whose time has come (src/server/publishing/schedule.ts,
 * every instance's periodic job: the UPDATE is one statement, so each item is
 * published once). The public reads already show such an item from its time
 * (pages bring it in within their `revalidate`: the job runs outside a
 * request, where Next.js refuses `revalidateTag`); this makes its state say
 * so and writes the audit line.
 */
export async function publishDue(db: Database): Promise<{ collection: string; key: string }[]> {
  return db.db.transaction(async (tx) => {
    const due = await tx
      .update(publishingItems)
      .set({
        state: "published",
        publishedVersion: sql`${publishingItems.scheduledVersion}`,
        scheduledVersion: null,
        revision: sql`${publishingItems.revision} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(publishingItems.state, "scheduled"), lte(publishingItems.publishAt, sql`now()`)))
      .returning();
    for (const item of due) {
      await auditIn(tx, {
        staff: null,
        action: "publishing.publish-scheduled",
        target: `${item.collection}/${item.key}`,
        address: null,
        details: { revision: item.revision, version: item.publishedVersion ?? 0 },
      });
    }
    return due.map((item) => ({ collection: item.collection, key: item.key }));
  });
}
