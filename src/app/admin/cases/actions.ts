"use server";

import { CASE_MESSAGE_MAX_CHARS, CASE_NOTE_MAX_CHARS, casesCopy, caseStatusNames } from "@content/admin-cases";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { ownEntry } from "@/lib/hostile-input";
import { database } from "@/server/db";
import { clientAddress } from "@/server/http/client-address";
import { assertSameOrigin } from "@/server/staff/session";
import { addCaseNote, grantCaseTo, sendToReporter, setCaseStatus, type CaseChange } from "@/server/whistleblowing/officer-changes";
import { casesForRequest } from "@/server/whistleblowing/officer-request";
import { confirmOfficer } from "@/server/whistleblowing/officers";
import type { ActionState } from "@/admin/action-form";

const m = casesCopy.messages;
const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The answer to a change: a case the viewer may not see (a tampered id) is
 * a 404 like a page; a refused change says why and changes nothing; a done
 * one refreshes the case's page.
 */
function answer(result: CaseChange | null, id: string, success: string, max = CASE_MESSAGE_MAX_CHARS): ActionState {
  if (result === null) notFound();
  if (result.ok) {
    revalidatePath(`/admin/cases/${id}`);
    return { tone: "success", message: success };
  }
  switch (result.error) {
    case "stale":
      revalidatePath(`/admin/cases/${id}`);
      return { tone: "error", message: m.stale };
    case "no-key":
      return { tone: "error", message: m.noKey };
    case "empty":
      return { tone: "error", message: m.empty };
    case "too-long":
      return { tone: "error", message: m.tooLong(max, result.length ?? 0) };
    case "outcome-missing":
      return { tone: "error", message: m.outcomeMissing };
    case "no-officer-key":
      return { tone: "error", message: m.noOfficerKey };
    case "not-confirmed":
      return { tone: "error", message: m.notConfirmed };
    default:
      return { tone: "error", message: m.notAllowed };
  }
}

export async function changeCaseStatus(_previous: ActionState, data: FormData): Promise<ActionState> {
  // Same origin first (decision 052 lets `Origin: null` through for /whistleblow only), then the ethics role.
  await assertSameOrigin();
  const ctx = await casesForRequest();
  const [id, to] = [text(data, "id"), text(data, "to")];
  const result = await setCaseStatus(ctx, id, to, text(data, "expected"), text(data, "outcome") || null);
  return answer(result, id, m.status(ownEntry(caseStatusNames, to) ?? to));
}

export async function messageReporter(_previous: ActionState, data: FormData): Promise<ActionState> {
  // Same origin first (decision 052 lets `Origin: null` through for /whistleblow only), then the ethics role.
  await assertSameOrigin();
  const ctx = await casesForRequest();
  const id = text(data, "id");
  return answer(await sendToReporter(ctx, id, text(data, "message")), id, m.sent);
}

export async function addNote(_previous: ActionState, data: FormData): Promise<ActionState> {
  // Same origin first (decision 052 lets `Origin: null` through for /whistleblow only), then the ethics role.
  await assertSameOrigin();
  const ctx = await casesForRequest();
  const id = text(data, "id");
  return answer(await addCaseNote(ctx, id, text(data, "note")), id, m.noteAdded, CASE_NOTE_MAX_CHARS);
}

export async function grantAccess(_previous: ActionState, data: FormData): Promise<ActionState> {
  // Same origin first (decision 052 lets `Origin: null` through for /whistleblow only), then the ethics role.
  await assertSameOrigin();
  const ctx = await casesForRequest();
  const id = text(data, "id");
  const result = await grantCaseTo(ctx, id, text(data, "officer"));
  return answer(result, id, m.granted(result?.ok ? (result.name ?? "") : ""));
}

/**
 * A confirmed officer confirms another's key (issue 41): from then on new reports are encrypted to
 * it too. The fingerprint posted is the one the page showed; a key changed meanwhile is refused.
 * Back to the list with what happened (a plain form: it works without JavaScript).
 */
export async function confirmOfficerAction(_previous: null, data: FormData): Promise<null> {
  await assertSameOrigin();
  const ctx = await casesForRequest();
  const result = await confirmOfficer(await database(), ctx.staff, {
    staffId: text(data, "officer").slice(0, 64),
    fingerprint: text(data, "fingerprint").slice(0, 128),
    address: clientAddress(await headers()),
  });
  const notice = result.ok ? `confirmed&who=${encodeURIComponent(result.email)}` : result.error;
  redirect(`/admin/cases?officers=${notice}#officers-heading`);
}
