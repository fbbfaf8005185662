"use server";

import { forbidden, notFound } from "next/navigation";
import { adminPages as words } from "@content/admin-pages";
import { EDITABLE } from "@/server/publishing/editable";
import { pageCollection } from "@/server/publishing/pages";
import { hasRole } from "@/server/staff/roles";
import { requireStaffAction } from "@/server/staff/session";
import { saveFromForm, text, wholeNumber, type EditorState } from "../_publishing/save";
import { applyListChange, docFromForm, type Doc } from "./document-values";

/**
 * Saves a draft of a site page from its form (issue 48), checked by the
 * page's schema (the one content/ is checked by) with each message on its
 * field. A list button (add, move, remove) changes the form's document only
 * and comes back unsaved; saving keeps it.
 */
export async function savePageAction(_previous: EditorState<Doc>, form: FormData): Promise<EditorState<Doc>> {
  const staff = await requireStaffAction();
  const key = text(form, "key", 120);
  const name = pageCollection(key);
  if (!name) notFound();
  // The page's team only (decision 140): the role is the page's collection's.
  if (!hasRole(staff, EDITABLE[name].collection.role)) forbidden();
  const doc = docFromForm(form);
  const list = form.get("list");
  if (typeof list === "string" && applyListChange(doc, list.slice(0, 300)))
    return { message: words.listChanged, values: doc, revision: wholeNumber(form, "revision") };
  return saveFromForm({ staff, name, key, data: doc, form });
}
