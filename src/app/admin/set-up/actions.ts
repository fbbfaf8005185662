"use server";

import { headers } from "next/headers";
import { admin } from "@content/admin";
import { database } from "@/server/db";
import { assertSameOrigin } from "@/server/staff/session";
import { choosePassword, confirmTotp } from "@/server/staff/set-up";

export type SetUpState =
  | { step: "password"; error?: string; field?: "password" | "confirm" }
  | { step: "totp"; key: string; uri: string; error?: string }
  | { step: "done"; recoveryCodes: string[] }
  | { step: "invalid" };

const field = (form: FormData, name: string, max: number) => String(form.get(name) ?? "").slice(0, max);

/** The set-up link's steps (src/server/staff/set-up.ts); the library sets the session cookie. */
export async function setUpAction(previous: SetUpState, form: FormData): Promise<SetUpState> {
  await assertSameOrigin();
  const db = await database();
  const requestHeaders = await headers();
  const token = field(form, "token", 200);
  const words = admin.setUp;
  if (previous.step === "totp") {
    const result = await confirmTotp(db, requestHeaders, { token, code: field(form, "code", 20) });
    if (result.ok) return { step: "done", recoveryCodes: result.recoveryCodes };
    if (result.error === "invalid-link") return { step: "invalid" };
    return { ...previous, error: words.wrongCode };
  }
  // Longer than the maximum is cut to one character over it, so it is refused rather than shortened.
  const result = await choosePassword(db, requestHeaders, {
    token,
    password: field(form, "password", 129),
    confirm: field(form, "confirm", 129),
  });
  if (result.ok) return { step: "totp", key: result.key, uri: result.totpUri };
  if (result.error === "invalid-link") return { step: "invalid" };
  if (result.error === "mismatch") return { step: "password", error: words.mismatch, field: "confirm" };
  return { step: "password", error: result.error === "too-short" ? words.tooShort : words.tooLong, field: "password" };
}
