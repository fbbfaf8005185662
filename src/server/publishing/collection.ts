import "server-only";
import type { z } from "zod";
import type { PublishingState } from "../db/schema";
import type { Role } from "../staff/roles";

/**
 * What the publishing store (./store.ts) works on: a collection, declared
 * once with `defineCollection`, its items' versions and the outcome of a
 * change. Types and pure helpers only, so the seed (./seed.ts) and the store
 * share them without importing each other.
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
  /**
   * The schema of the item `key` when the items' documents differ (the site's pages, decision 150);
   * `schema` for the others. Seed, saves, publications, reverts and public reads all parse with it.
   */
  schemaFor?: (key: string) => z.ZodType | undefined;
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

/** The schema that parses the item `key` of `collection`. */
export function schemaOf(collection: Collection, key: string): z.ZodType {
  return collection.schemaFor?.(key) ?? collection.schema;
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
