import "server-only";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { publishingItems, publishingVersions } from "../db/schema";
import { writeAudit } from "../staff/audit-log";
import { hasRole, type Staff } from "../staff/roles";
import {
  collectionTag,
  fieldErrors,
  schemaOf,
  type Collection,
  type Data,
  type FieldErrors,
  type ItemView,
  type Outcome,
  type Version,
} from "./collection";
import { isLiveVersion } from "./live-version";
import { ensureSeeded } from "./seed";
import { refusedContent } from "./version-checks";

/**
 * The publishing store (issue 32, decision 100): collection-agnostic items with
 * versions, edited in the back office and read by the public pages. A
 * collection is declared once with `defineCollection`; every function here
 * takes the collection and, for staff, the asking account, whose role it
 * checks. Every change is a new revision of the item (optimistic concurrency:
 * a change naming an older revision is refused as a conflict, nothing lost)
 * and a line in the audit log. Split: the types (./collection.ts), the seed
 * and the public reads (./seed.ts), re-exported here for the store's callers.
 */

export * from "./collection";
export { ensureSeeded, publicItems, seedItems } from "./seed";
export { isLiveVersion };

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
  const parsed = schemaOf(collection, key).safeParse(input);
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
  const parsed = schemaOf(change_.collection, change_.key).safeParse(input);
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
    const parsed = schemaOf(change_.collection, change_.key).safeParse(head.data);
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
    const parsed = schemaOf(change_.collection, change_.key).safeParse(head.data);
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
    const parsed = schemaOf(change_.collection, change_.key).safeParse(old.data);
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
