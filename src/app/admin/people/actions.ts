"use server";

import type { StaffCard } from "@content/schema";
import { requireStaffAction } from "@/server/staff/session";
import { saveFromForm, text, type EditorState } from "../_publishing/save";

/** Saves a staff card's draft; a new card is created under its path, which stays fixed (its page, vCard and links keep it). */
export async function saveStaffCardAction(_previous: EditorState<StaffCard>, form: FormData): Promise<EditorState<StaffCard>> {
  const staff = await requireStaffAction("hr");
  const key = text(form, "key", 120) || null;
  const card: StaffCard = {
    slug: key ?? text(form, "slug", 60).toLowerCase(),
    name: text(form, "name", 100),
    surname: text(form, "surname", 100),
    position: text(form, "position", 200),
    company: text(form, "company", 200),
    phone: text(form, "phone", 40),
    email: text(form, "email", 254),
    image: text(form, "image", 300),
  };
  return saveFromForm({ staff, name: "staff-cards", key, newKey: card.slug, data: card, form });
}
