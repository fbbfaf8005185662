"use server";

import { headers } from "next/headers";
import { admin } from "@content/admin";
import { casesCopy } from "@content/admin-cases";
import { database } from "@/server/db";
import { changePassword, regenerateRecoveryCodes } from "@/server/staff/account";
import { requireStaffAction } from "@/server/staff/session";
import { setOfficerKeyCookie } from "@/server/whistleblowing/officer-session";

export type PasswordState = { ok?: boolean; message?: string; field?: "current" | "next" | "confirm" };
export type RecoveryState = { codes?: string[]; error?: string };

// Longer than the maximum is cut to one character over it, so it is refused rather than shortened.
const field = (form: FormData, name: string) => String(form.get(name) ?? "").slice(0, 129);
const words = admin.account;

export async function changePasswordAction(_previous: PasswordState, form: FormData): Promise<PasswordState> {
  const staff = await requireStaffAction();
  const result = await changePassword(await database(), await headers(), staff, {
    current: field(form, "current"),
    next: field(form, "next"),
    confirm: field(form, "confirm"),
  });
  if (result.ok) {
    if (result.officerKeyCookie) await setOfficerKeyCookie(result.officerKeyCookie);
    return { ok: true, message: words.passwordChanged };
  }
  switch (result.error) {
    case "wrong":
      return { message: words.wrong, field: "current" };
    case "limited":
      return { message: admin.signIn.tooMany(Math.ceil((result.retryAfterSeconds ?? 60) / 60)), field: "current" };
    case "too-short":
      return { message: admin.setUp.tooShort, field: "next" };
    case "too-long":
      return { message: admin.setUp.tooLong, field: "next" };
    case "same":
      return { message: words.same, field: "next" };
    case "mismatch":
      return { message: admin.setUp.mismatch, field: "confirm" };
    case "key":
      return { message: casesCopy.passwordKeyFailed, field: "current" };
  }
}

export async function recoveryCodesAction(_previous: RecoveryState, form: FormData): Promise<RecoveryState> {
  const staff = await requireStaffAction();
  const result = await regenerateRecoveryCodes(await database(), await headers(), staff, { current: field(form, "current") });
  if (result.ok) return { codes: result.codes };
  if (result.error === "limited") return { error: admin.signIn.tooMany(Math.ceil((result.retryAfterSeconds ?? 60) / 60)) };
  return { error: words.wrong };
}
