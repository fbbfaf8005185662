"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { admin } from "@content/admin";
import { casesCopy } from "@content/admin-cases";
import { database } from "@/server/db";
import { changePassword, confirmPassword, regenerateRecoveryCodes, removePasskey } from "@/server/staff/account";
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

export type SudoState = { ok?: boolean; error?: string };

/** The password typed again before a passkey is added (sudo.ts): the browser then runs the passkey ceremony. */
export async function confirmPasswordAction(_previous: SudoState, form: FormData): Promise<SudoState> {
  const staff = await requireStaffAction();
  const result = await confirmPassword(await database(), await headers(), staff, field(form, "current"));
  if (result.ok) return { ok: true };
  if (result.error === "limited") return { error: admin.signIn.tooMany(Math.ceil((result.retryAfterSeconds ?? 60) / 60)) };
  return { error: result.error === "expired" ? words.sessionEnded : words.wrong };
}

export async function removePasskeyAction(_previous: null, form: FormData): Promise<null> {
  const staff = await requireStaffAction();
  await removePasskey(await database(), await headers(), staff, String(form.get("id") ?? ""));
  redirect("/admin/account");
}
