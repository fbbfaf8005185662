"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { publishingCopy as c } from "@content/admin-publishing";
import { lagosTime } from "@/lib/lagos-clock";
import { database } from "@/server/db";
import { featuredCollection, newsCollection, slugify } from "@/server/publishing/news";
import { createItem, publish, revert, saveDraft, schedule, unpublish, type Outcome } from "@/server/publishing/store";
import { requireStaffAction } from "@/server/staff/session";
import type { Staff } from "@/server/staff/roles";
import type { ActionState } from "../inbox/_components/action-form";

/** What the story editor's form gets back: the answer, each field's error, what was typed (kept whatever happens) and the revision to save over next. */
export type EditorState = {
  tone?: "success" | "error";
  message?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  revision?: number;
};

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const VALUE_FIELDS = ["key", "title", "date", "type", "description", "image", "kind", "link", "body", "revision", "seedLink"] as const;

/** The story as the schema reads it, from the form. */
function storyFrom(data: FormData, key: string) {
  const internal = text(data, "kind") === "internal";
  const description = text(data, "description");
  const body = text(data, "body");
  // A seed article (its text a page of content/pages) keeps its own path.
  const seedLink = text(data, "seedLink");
  return {
    title: text(data, "title"),
    date: text(data, "date"),
    type: text(data, "type"),
    image: text(data, "image"),
    ...(description ? { description } : {}),
    isInternal: internal,
    link: internal ? seedLink || `/news/${key}` : text(data, "link"),
    ...(internal && body ? { body } : {}),
  };
}

/** Revalidates what a change touched here; the other instances see it within their revalidate time (decision 100). */
function refresh(paths: readonly string[]): void {
  for (const path of paths) revalidatePath(path);
  revalidatePath("/news/[slug]", "page");
  revalidatePath("/admin/news", "layout");
}

function failure<T>(outcome: Exclude<Outcome<T>, { ok: true }>, values: Record<string, string>): EditorState {
  switch (outcome.reason) {
    case "invalid":
      return { tone: "error", message: c.editor.invalid(Object.keys(outcome.fields).length), fields: outcome.fields, values };
    case "conflict":
      return {
        tone: "error",
        message: c.editor.conflict(outcome.current.head.authorEmail ?? c.news.seed, lagosTime(outcome.current.head.createdAt)),
        values,
      };
    default:
      return { tone: "error", message: c.editor.notFound, values };
  }
}

/** Save draft, or save and publish: one form, two buttons (`intent`). */
export async function saveStory(_previous: EditorState, data: FormData): Promise<EditorState> {
  const staff = await requireStaffAction(newsCollection.role);
  const values = Object.fromEntries(VALUE_FIELDS.map((name) => [name, text(data, name)]));
  const db = await database();
  const existing = text(data, "existing");
  const key = existing || text(data, "key") || slugify(text(data, "title"));
  if (!existing && !/^[a-z0-9][a-z0-9-]{0,79}$/.test(key)) {
    return {
      tone: "error",
      message: c.editor.invalid(1),
      fields: { key: "must be lower-case letters, digits and dashes (at most 80)" },
      values,
    };
  }
  const story = storyFrom(data, key);
  // An article of our own is its text: without one its page would be empty (a seed article's text is a page of content/pages).
  if (story.isInternal && !text(data, "seedLink") && !text(data, "body")) {
    return { tone: "error", message: c.editor.invalid(1), fields: { body: c.editor.bodyRequired }, values };
  }
  const saved = existing
    ? await saveDraft({ db, staff, collection: newsCollection, key, expectedRevision: Number(text(data, "revision")) }, story)
    : await createItem(db, staff, newsCollection, key, story);
  if (!saved.ok) {
    if (saved.reason === "invalid" && saved.fields.key) saved.fields.key = c.editor.keyTaken;
    return failure(saved, values);
  }
  const publishing = text(data, "intent") === "publish";
  if (publishing) {
    const published = await publish({ db, staff, collection: newsCollection, key, expectedRevision: saved.item.revision });
    if (!published.ok) return failure(published, values);
    refresh(published.paths);
  } else {
    refresh([]);
  }
  // The editor comes back with the saved version and says what happened (a redirect works without JavaScript too).
  redirect(`/admin/news/${key}?done=${publishing ? "published" : "saved"}`);
}

/** Publish, unpublish, schedule and restore: small forms naming the story and the revision they were made from. */
async function change(
  staff: Staff,
  data: FormData,
  run: (args: Parameters<typeof publish>[0]) => Promise<Outcome<unknown>>,
  success: string,
): Promise<ActionState> {
  const db = await database();
  const outcome = await run({
    db,
    staff,
    collection: newsCollection,
    key: text(data, "key"),
    expectedRevision: Number(text(data, "revision")),
  });
  if (!outcome.ok) {
    revalidatePath("/admin/news", "layout");
    const state = failure(outcome, {});
    return { tone: "error", message: outcome.reason === "invalid" ? Object.values(outcome.fields).join(" ") : state.message };
  }
  refresh(outcome.paths);
  return { tone: "success", message: success };
}

export async function publishStory(_previous: ActionState, data: FormData): Promise<ActionState> {
  const staff = await requireStaffAction(newsCollection.role);
  return change(staff, data, publish, c.editor.published);
}

export async function unpublishStory(_previous: ActionState, data: FormData): Promise<ActionState> {
  const staff = await requireStaffAction(newsCollection.role);
  return change(staff, data, unpublish, c.status.unpublished);
}

/** `at` is a datetime-local value read as Lagos time (UTC+1 all year). */
export async function scheduleStory(_previous: ActionState, data: FormData): Promise<ActionState> {
  const staff = await requireStaffAction(newsCollection.role);
  const local = text(data, "at");
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? new Date(`${local}:00+01:00`) : new Date(Number.NaN);
  return change(staff, data, (args) => schedule(args, at), c.status.scheduled(Number.isNaN(at.getTime()) ? local : lagosTime(at)));
}

export async function revertStory(_previous: ActionState, data: FormData): Promise<ActionState> {
  const staff = await requireStaffAction(newsCollection.role);
  const version = Number(text(data, "version"));
  return change(staff, data, (args) => revert(args, version), c.history.reverted(version));
}

/** The home page's Featured Stories: the chosen links, saved and published at once. */
export async function saveFeatured(_previous: ActionState, data: FormData): Promise<ActionState> {
  const staff = await requireStaffAction(featuredCollection.role);
  const db = await database();
  const stories = [1, 2, 3].map((n) => text(data, `story${n}`)).filter(Boolean);
  const args = { db, staff, collection: featuredCollection, key: "home", expectedRevision: Number(text(data, "revision")) };
  const saved = await saveDraft(args, { stories });
  if (!saved.ok) return { tone: "error", message: failure(saved, {}).message ?? c.errors.failed };
  const published = await publish({ ...args, expectedRevision: saved.item.revision });
  if (!published.ok) return { tone: "error", message: failure(published, {}).message ?? c.errors.failed };
  refresh(published.paths);
  return { tone: "success", message: c.featured.saved };
}
