"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { admin } from "@content/admin";
import { database } from "@/server/db";
import { assertSameOrigin } from "@/server/staff/session";
import { attachOfficerKeySession, startOfficerKeySession } from "@/server/whistleblowing/officer-session";
import { signInWithCode, signInWithPassword, type SignInResult } from "@/server/staff/sign-in";

export type SignInState = { step: "password" | "code" | "recovery"; error?: string; email?: string };

const field = (form: FormData, name: string, max: number) => String(form.get(name) ?? "").slice(0, max);

function message(result: Extract<SignInResult, { ok: false }>): string {
  if (result.error === "locked") return admin.signIn.locked;
  if (result.error === "limited") return admin.signIn.tooMany(Math.ceil((result.retryAfterSeconds ?? 60) / 60));
  if (result.error === "expired") return admin.signIn.codeExpired;
  return admin.signIn.wrong;
}

/** Each step of the sign-in form: password, then a TOTP or recovery code; the session cookie is set by the library. */
export async function signInAction(previous: SignInState, form: FormData): Promise<SignInState> {
  await assertSameOrigin();
  const db = await database();
  const requestHeaders = await headers();
  const step = field(form, "step", 20);
  if (step === "code" || step === "recovery") {
    const result = await signInWithCode(db, requestHeaders, { code: field(form, "code", 40), kind: step === "code" ? "totp" : "recovery" });
    if (result.ok) {
      // The sign-in is complete: an ethics officer's key, opened at the password step, becomes usable in this session.
      await attachOfficerKeySession(result.userId, result.session);
      redirect("/admin");
    }
    if (result.error === "expired") return { step: "password", error: admin.signIn.codeExpired };
    // Either way this sign-in cannot go on: back to the password, saying why.
    if (result.error === "codes-used-up") return { step: "password", error: admin.signIn.codesUsedUp };
    if (result.error === "codes-locked") return { step: "password", error: admin.signIn.codesLocked };
    if (result.error === "code-used") return { step, error: step === "code" ? admin.signIn.codeUsed : admin.signIn.recoveryUsed };
    return { step, error: result.error === "wrong" ? admin.signIn.wrongCode : message(result) };
  }
  if (step === "switch-recovery") return { step: "recovery" };
  if (step === "switch-code") return { step: "code" };
  const email = field(form, "email", 254);
  const password = field(form, "password", 256);
  const result = await signInWithPassword(db, requestHeaders, { email, password });
  if (!result.ok) return { step: "password", error: message(result), email };
  // An ethics officer's private key opens with the password, the one moment the server has it (decisions 097, 114);
  // it is usable only once the second factor has completed the sign-in, and expires unused if it never does.
  await startOfficerKeySession(email, password);
  return { step: "code" };
}
