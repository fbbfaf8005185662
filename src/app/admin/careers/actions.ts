"use server";

import { adminHr } from "@content/admin-hr";
import { publishedItemsCopy } from "@content/admin-published-items";
import type { Position } from "@content/careers";
import { isCalendarDate } from "@/lib/calendar-date";
import { lagosToday } from "@/lib/lagos-clock";
import { positionKey } from "@/lib/positions";
import { requireStaffAction } from "@/server/staff/session";
import { saveFromForm, text, wholeNumber, type EditorState } from "../_publishing/save";

const TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"] as const;

/** Saves an open position's draft (a new one is created under its title's slug). */
export async function savePositionAction(_previous: EditorState<Position>, form: FormData): Promise<EditorState<Position>> {
  const staff = await requireStaffAction("hr");
  const type = text(form, "employmentType");
  const validThrough = text(form, "validThrough", 20);
  const position = {
    title: text(form, "title", 200),
    subtitle: text(form, "subtitle", 200),
    description: text(form, "description", 5000),
    img: text(form, "img", 300),
    employmentType: ((TYPES as readonly string[]).includes(type) ? type : "FULL_TIME") as Position["employmentType"],
    datePosted: text(form, "datePosted", 20),
    ...(validThrough ? { validThrough } : {}),
  } satisfies Position;
  const key = text(form, "key", 120) || null;
  // /careers leaves out an opening whose last day has passed: saved so, it would be live yet never shown, with no word why.
  if (isCalendarDate(validThrough) && validThrough < lagosToday())
    return {
      message: publishedItemsCopy.invalid,
      errors: { validThrough: adminHr.careers.closed },
      values: position,
      revision: wholeNumber(form, "revision"),
    };
  return saveFromForm({ staff, name: "positions", key, newKey: positionKey(position) || "position", data: position, form });
}
