import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { publishedItemsCopy as words } from "@content/admin-published-items";
import { database } from "@/server/db";
import { editable, type EditableName } from "@/server/publishing/editable";
import { createItem, saveDraft, type FieldErrors } from "@/server/publishing/store";
import { requireStaffAction } from "@/server/staff/session";

/** What a failed save sends back to its form: the message, each field's error, and what was typed (nothing is lost). */
export type EditorState<V = unknown> = { message?: string; errors?: FieldErrors; values?: V; revision?: number };

/** The form's text field, at most `max` characters, trimmed. */
export const text = (form: FormData, name: string, max = 5000) =>
  String(form.get(name) ?? "")
    .slice(0, max)
    .trim();

/** A textarea of one entry per line: its non-empty lines. */
export const lines = (form: FormData, name: string, max = 20_000) =>
  text(form, name, max)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** "summary.2" → "summary" for fields edited as one textarea; the first message of each field is kept. */
export function errorsFor(fields: FieldErrors, joined: readonly string[] = []): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = joined.find((name) => path === name || path.startsWith(`${name}.`)) ?? path;
    out[field] ??= message;
  }
  return out;
}

/**
 * Creates (key null → `newKey`) or saves a draft of an item from its form,
 * after the collection's role is checked; success goes to the item's editor
 * with a notice, failure returns the form's state.
 */
export async function saveFromForm<V>({
  name,
  key,
  newKey,
  data,
  form,
  joined = [],
}: {
  name: EditableName;
  key: string | null;
  newKey?: string;
  data: V;
  form: FormData;
  joined?: readonly string[];
}): Promise<EditorState<V>> {
  const target = editable(name)!;
  const staff = await requireStaffAction(target.collection.role);
  const db = await database();
  const revision = Number(form.get("revision"));
  const outcome =
    key === null
      ? await createItem(db, staff, target.collection, newKey ?? "", data)
      : await saveDraft({ db, staff, collection: target.collection, key, expectedRevision: revision }, data);
  if (!outcome.ok) {
    if (outcome.reason === "invalid") return { message: words.invalid, errors: errorsFor(outcome.fields, joined), values: data, revision };
    // The form keeps what was typed and now names the latest revision: saving again (deliberately) makes a new version after theirs.
    if (outcome.reason === "conflict") return { message: words.conflict, values: data, revision: outcome.current.revision };
    redirect(`${target.base}?notice=not-found`);
  }
  for (const path of outcome.paths) revalidatePath(path);
  redirect(`${target.base}/${encodeURIComponent(outcome.item.key)}?notice=saved`);
}
