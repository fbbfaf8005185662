import "server-only";
import { redirect } from "next/navigation";
import { publishedItemsCopy as words } from "@content/admin-published-items";
import { EDITABLE, type EditableName } from "@/server/publishing/editable";
import { saveItem } from "@/server/publishing/publication";
import type { FieldErrors } from "@/server/publishing/store";
import type { Staff } from "@/server/staff/roles";

/** What a failed save sends back to its form: the message, each field's error, and what was typed (nothing is lost). */
export type EditorState<V = unknown> = { message?: string; errors?: FieldErrors; values?: V; revision?: number };

/** The form's text field, at most `max` characters, trimmed. */
export const text = (form: FormData, name: string, max = 5000) =>
  String(form.get(name) ?? "")
    .slice(0, max)
    .trim();

/**
 * A revision or version number from the form: a whole number, else -1, which
 * names none (a conflict, or no such version), never a query with `1e309`.
 */
export function wholeNumber(form: FormData, name: string): number {
  const value = String(form.get(name) ?? "");
  return /^\d{1,9}$/.test(value) ? Number(value) : -1;
}

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
 * and publishes it at once when `publishNow`; `staff` is the action's own
 * check (requireStaffAction with the collection's role). Success goes to the
 * item's editor with a notice; failure returns the form's state with
 * `values`, what the form shows (the item's data unless the form reads it
 * otherwise).
 */
export async function saveFromForm<D, V = D>({
  staff,
  name,
  key,
  newKey,
  data,
  values,
  form,
  joined = [],
  publishNow = false,
}: {
  staff: Staff;
  name: EditableName;
  key: string | null;
  newKey?: string;
  data: D;
  values?: V;
  form: FormData;
  joined?: readonly string[];
  publishNow?: boolean;
}): Promise<EditorState<V>> {
  const { collection, base } = EDITABLE[name];
  const shown = (values ?? data) as V;
  const revision = wholeNumber(form, "revision");
  const { saved: outcome, published } = await saveItem({ staff, collection, key, newKey, data, revision, publishNow });
  if (!outcome.ok) {
    if (outcome.reason === "invalid") return { message: words.invalid, errors: errorsFor(outcome.fields, joined), values: shown, revision };
    // The form keeps what was typed and now names the latest revision: saving again (deliberately) makes a new version after theirs.
    if (outcome.reason === "conflict") return { message: words.conflict, values: shown, revision: outcome.current.revision };
    redirect(`${base}?notice=not-found`);
  }
  const back = `${base}/${encodeURIComponent(outcome.item.key)}`;
  if (!published) redirect(`${back}?notice=saved`);
  if (!published.ok) redirect(`${back}?notice=${published.reason}`);
  redirect(`${back}?notice=published`);
}
