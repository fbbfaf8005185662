"use server";

import { CASE_MESSAGE_MAX_CHARS, CASE_NOTE_MAX_CHARS, casesCopy, caseStatusNames } from "@content/admin-cases";
import { revalidatePath } from "next/cache";
import { notFound } from "next/navigation";
import { assertSameOrigin } from "@/server/staff/session";
import { addCaseNote, grantCaseTo, sendToReporter, setCaseStatus, type CaseChange } from "@/server/whistleblowing/officer";
import { casesForRequest } from "@/server/whistleblowing/officer-request";
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
  return answer(result, id, m.status(caseStatusNames[to as keyof typeof caseStatusNames] ?? to));
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
