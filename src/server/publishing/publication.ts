import "server-only";
import { database } from "../db";
import type { Staff } from "../staff/roles";
import { refreshTags } from "./freshness";
import { createItem, publish, saveDraft, type Change, type Collection, type Data, type Outcome } from "./store";

/**
 * The back office's changes, as its actions make them: the store's change,
 * then what it touched marked stale on this instance (./freshness.ts), so no
 * action can forget the second step. Callable from server actions only (the
 * store's own functions serve scripts and tests, outside any request).
 */

/**
 * Creates an item (`key` null → `newKey`) or saves a draft of it made from
 * revision `revision`, then publishes that version at once when `publishNow`.
 * `published` is there when a publication was asked and the save succeeded.
 */
export async function saveItem<C extends Collection>({
  staff,
  collection,
  key,
  newKey = "",
  data,
  revision,
  publishNow = false,
}: {
  staff: Staff;
  collection: C;
  key: string | null;
  newKey?: string;
  data: unknown;
  revision: number;
  publishNow?: boolean;
}): Promise<{ saved: Outcome<Data<C>>; published?: Outcome<Data<C>> }> {
  const db = await database();
  const saved =
    key === null
      ? await createItem(db, staff, collection, newKey, data)
      : await saveDraft({ db, staff, collection, key, expectedRevision: revision }, data);
  if (!saved.ok || !publishNow) return { saved: refreshed(saved) };
  const published = await publish({ db, staff, collection, key: saved.item.key, expectedRevision: saved.item.revision });
  return { saved, published: refreshed(published) };
}

/** A publication control (publish, schedule, unpublish, revert: `run`) on one item, as of the revision the editor saw. */
export async function changeItem<C extends Collection, T>(
  change: Omit<Change<C>, "db">,
  run: (change: Change<C>) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  return refreshed(await run({ ...change, db: await database() }));
}

function refreshed<T>(outcome: Outcome<T>): Outcome<T> {
  if (outcome.ok) refreshTags(outcome.tags);
  return outcome;
}
