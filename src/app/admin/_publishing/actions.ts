"use server";

import { forbidden, notFound, redirect } from "next/navigation";
import { parseLagosDateTime } from "@/lib/lagos-clock";
import { editable } from "@/server/publishing/editable";
import { changeItem } from "@/server/publishing/publication";
import { publish, revert, schedule, unpublish, type Outcome } from "@/server/publishing/store";
import { hasRole, type Staff } from "@/server/staff/roles";
import { requireStaffAction } from "@/server/staff/session";
import { wholeNumber } from "./save";

/**
 * The publication controls shared by the news, results, careers and people editors
 * (plain form posts, so they work before any script has loaded). Each checks
 * the origin and the session first, then the collection's role, names the revision the page showed (a change made
 * meanwhile by someone else is refused, nothing lost), marks the collection's
 * public pages stale on this instance (its tag; the others follow within their
 * `revalidate`, decision 126) and comes back to the item with a notice.
 */
async function control(
  staff: Staff,
  form: FormData,
  run: (change: Parameters<typeof publish>[0]) => Promise<Outcome<unknown>>,
  done: string,
): Promise<never> {
  const target = editable(String(form.get("collection") ?? ""));
  if (!target) notFound();
  if (!hasRole(staff, target.collection.role)) forbidden();
  const key = String(form.get("key") ?? "").slice(0, 120);
  const expectedRevision = wholeNumber(form, "revision");
  const outcome = await changeItem({ staff, collection: target.collection, key, expectedRevision }, run);
  const back = `${target.base}/${encodeURIComponent(key)}`;
  if (!outcome.ok)
    redirect(`${back}?notice=${outcome.reason === "invalid" && form.get("op") === "schedule" ? "bad-time" : outcome.reason}`);
  redirect(`${back}?notice=${done}`);
}

export async function publishAction(_previous: null, form: FormData): Promise<null> {
  const staff = await requireStaffAction();
  return control(staff, form, (change) => publish(change), "published");
}

export async function unpublishAction(_previous: null, form: FormData): Promise<null> {
  const staff = await requireStaffAction();
  return control(staff, form, (change) => unpublish(change), "unpublished");
}

/** The time is read on the Lagos clock (UTC+1 all year): "2025-01-30T09:00". */
export async function scheduleAction(_previous: null, form: FormData): Promise<null> {
  const staff = await requireStaffAction();
  const local = String(form.get("publishAt") ?? "");
  // An unreadable time goes on as an invalid date, which the store refuses with its message.
  const at = parseLagosDateTime(local) ?? new Date(Number.NaN);
  return control(staff, form, (change) => schedule(change, at), "scheduled");
}

export async function revertAction(_previous: null, form: FormData): Promise<null> {
  const staff = await requireStaffAction();
  const version = wholeNumber(form, "version");
  return control(staff, form, (change) => revert(change, version), "reverted");
}
