"use server";

import { revalidatePath } from "next/cache";
import { publishingCopy as c } from "@content/admin-publishing";
import { publishedItemsCopy as words } from "@content/admin-published-items";
import { slugify } from "@/lib/slugify";
import { featuredCollection, newsCollection } from "@/server/publishing/news";
import { saveItem } from "@/server/publishing/publication";
import { requireStaffAction } from "@/server/staff/session";
import type { ActionState } from "@/admin/action-form";
import { siteDate } from "@/lib/calendar-date";
import { saveFromForm, text, wholeNumber, type EditorState } from "../_publishing/save";
import type { StoryValues } from "./story-values";

/** What the form posted, as the form shows it again after a refused save. */
function valuesFrom(form: FormData): StoryValues {
  return {
    title: text(form, "title", 300),
    date: siteDate.fromDateInput(text(form, "date", 60)),
    type: text(form, "type", 60),
    description: text(form, "description", 500),
    image: text(form, "image", 300),
    kind: text(form, "kind") === "external" ? "external" : "internal",
    link: text(form, "link", 2000),
    body: text(form, "body", 100_000),
    key: text(form, "key", 120),
    seedLink: text(form, "seedLink", 300),
  };
}

/** The story as content/schema.ts's NewsStorySchema reads it. */
function storyFrom(values: StoryValues, key: string) {
  const internal = values.kind === "internal";
  return {
    title: values.title,
    date: values.date,
    type: values.type,
    image: values.image,
    ...(values.description ? { description: values.description } : {}),
    isInternal: internal,
    // A seed article keeps its own path (/casalavorowuseii).
    link: internal ? values.seedLink || `/news/${key}` : values.link,
    ...(internal && values.body ? { body: values.body } : {}),
  };
}

/** Save draft, or save and publish: one form, two buttons (`intent`); the shared save of every editor (../_publishing/save.ts). */
export async function saveStory(_previous: EditorState<StoryValues>, form: FormData): Promise<EditorState<StoryValues>> {
  const staff = await requireStaffAction(newsCollection.role);
  const values = valuesFrom(form);
  const existing = text(form, "existing", 120) || null;
  const key = existing ?? (values.key || slugify(values.title));
  const revision = wholeNumber(form, "revision");
  if (!existing && !/^[a-z0-9][a-z0-9-]{0,79}$/.test(key))
    return { message: words.invalid, errors: { key: c.editor.keyFormat }, values, revision };
  // An article of our own is its text: without one its page would be empty.
  if (values.kind === "internal" && !values.body)
    return { message: words.invalid, errors: { body: c.editor.bodyRequired }, values, revision };
  const saved = await saveFromForm({
    staff,
    name: "news",
    key: existing,
    newKey: key,
    data: storyFrom(values, key),
    values,
    form,
    publishNow: text(form, "intent") === "publish",
  });
  return saved.errors?.key ? { ...saved, errors: { ...saved.errors, key: c.editor.keyTaken } } : saved;
}

/** The home page's Featured Stories: the chosen links, saved and published at once. */
export async function saveFeatured(_previous: ActionState, form: FormData): Promise<ActionState> {
  const staff = await requireStaffAction(featuredCollection.role);
  const stories = [1, 2, 3].map((n) => text(form, `story${n}`, 2000)).filter(Boolean);
  const revision = wholeNumber(form, "revision");
  const { saved, published = saved } = await saveItem({
    staff,
    collection: featuredCollection,
    key: "home",
    data: { stories },
    revision,
    publishNow: true,
  });
  if (!published.ok) {
    revalidatePath("/admin/news/featured");
    return { tone: "error", message: published.reason === "conflict" ? words.notices.conflict : c.errors.failed };
  }
  return { tone: "success", message: c.featured.saved };
}
