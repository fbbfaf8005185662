import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea } from "./columns";

/** Publishing: collections, items, versions and uploaded files (src/server/publishing). */

/* ------------------------------------------------------------------------------------------------
 * Publishing (issue 32, src/server/publishing/store.ts): the collections staff edit in the back
 * office (news, open positions, staff cards, quarterly results). Collection-agnostic: an item's
 * fields are its collection's zod schema (content/schema.ts), kept per version as JSON.
 * ---------------------------------------------------------------------------------------------- */

/** draft: never live; published: a version is live; scheduled: a version goes live at publish_at; unpublished: taken down. */
export type PublishingState = "draft" | "published" | "scheduled" | "unpublished";

/** A collection whose seed (content/) has been copied in as the first versions: once, whichever instance does it. */
export const publishingCollections = pgTable("publishing_collections", {
  name: text("name").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One item of a collection (a news story, an opening, a staff card, a quarter's results). */
export const publishingItems = pgTable(
  "publishing_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    collection: text("collection").notNull(),
    /** Stable within its collection (a news story's slug): what the editor's URL names. */
    key: text("key").notNull(),
    state: text("state").$type<PublishingState>().notNull().default("draft"),
    /** Optimistic concurrency: every change adds one; a save that names another is told the item changed. */
    revision: integer("revision").notNull().default(1),
    /** The version visitors see (published), and the one waiting for publish_at (scheduled). */
    publishedVersion: integer("published_version"),
    scheduledVersion: integer("scheduled_version"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("publishing_items_key").on(t.collection, t.key), index("publishing_items_due_idx").on(t.state, t.publishAt)],
);

/** Every saved version of an item, never changed: its history (who and when) and what a revert copies. */
export const publishingVersions = pgTable(
  "publishing_versions",
  {
    itemId: bigint("item_id", { mode: "number" })
      .notNull()
      .references(() => publishingItems.id, { onDelete: "cascade" }),
    /** 1, 2, 3 … within the item. */
    number: integer("number").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** null for the seed's first version. */
    authorId: text("author_id"),
    authorEmail: text("author_email"),
    /** saved | seed | reverted (from a version: note names it) */
    note: text("note").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.number] })],
);

/* ------------------------------------------------------------------------------------------------
 * Publishing: files staff upload (issue 32, src/server/publishing/uploads.ts).
 */

/**
 * Images and results files staff uploaded, kept in the database so that every instance serves
 * them: each under its site path (`/media/uploads/news/<hash>.webp`, `/files/uploads/<name>-<hash>.pdf`),
 * which names its content's hash, so a path never changes meaning and is cached for good. Rows are
 * never updated; an item that stops using one keeps it for its history (revert).
 */
export const publishedFiles = pgTable("published_files", {
  path: text("path").primaryKey(),
  contentType: text("content_type").notNull(),
  body: bytea("body").notNull(),
  bytes: integer("bytes").notNull(),
  sha256: text("sha256").notNull(),
  /** Pixels, for images. */
  width: integer("width"),
  height: integer("height"),
  createdBy: text("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
