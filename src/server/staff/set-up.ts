import "server-only";
import { isAPIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffAccounts, staffPasskeys, staffSessions, staffTwoFactors, staffUsers } from "../db/schema";
import { clientAddress } from "../http/client-address";
import { consumeSetupToken, setupTokenUser, staffOf } from "./accounts";
import { writeAudit } from "./audit-log";
import { staffAuthFor } from "./auth";
import { grantSudo } from "./sudo";

/**
 * The one-time set-up link's two steps. 1: the person chooses a password
 * (stored as the library's hash; any earlier password, second factor,
 * passkey and session of the account are dropped), is signed in without a second factor
 * yet (currentStaff refuses such a session) and is given a new TOTP key.
 * 2: the current code from their app confirms the key; the link is then
 * used up and the recovery codes are shown once.
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export type PasswordStep =
  | { ok: true; cookies: Headers; totpUri: string; key: string }
  | { ok: false; error: "invalid-link" | "too-short" | "too-long" | "mismatch" };

export async function choosePassword(
  database: Database,
  requestHeaders: Headers,
  { token, password, confirm }: { token: string; password: string; confirm: string },
): Promise<PasswordStep> {
  const user = await setupTokenUser(database, token);
  if (!user) return { ok: false, error: "invalid-link" };
  if (password.length < PASSWORD_MIN) return { ok: false, error: "too-short" };
  if (password.length > PASSWORD_MAX) return { ok: false, error: "too-long" };
  if (password !== confirm) return { ok: false, error: "mismatch" };

  const auth = await staffAuthFor(database);
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  await database.db.transaction(async (tx) => {
    await tx.delete(staffSessions).where(eq(staffSessions.userId, user.id));
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, user.id));
    // A new link is how a lost or stolen device is shut out: its passkey goes too (one can be added again at the end).
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.userId, user.id));
    await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: false, failedSignIns: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(staffUsers.id, user.id));
    await tx.delete(staffAccounts).where(and(eq(staffAccounts.userId, user.id), eq(staffAccounts.providerId, "credential")));
    await tx
      .insert(staffAccounts)
      .values({ id: crypto.randomUUID(), accountId: user.id, providerId: "credential", userId: user.id, password: hash });
  });

  // rememberMe false, as at sign-in: the set-up's sessions end with the browser too (auth.ts).
  const signIn = await auth.api.signInEmail({
    body: { email: user.email, password, rememberMe: false },
    headers: requestHeaders,
    returnHeaders: true,
  });
  const cookies = signIn.headers;
  const withSession = new Headers(requestHeaders);
  withSession.set("cookie", cookieHeaderFrom(cookies, requestHeaders.get("cookie")));
  const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: withSession });
  if (enabled.method !== "totp") throw new Error("TOTP enrolment expected");
  const totpUri = enabled.totpURI;
  const key = new URL(totpUri).searchParams.get("secret") ?? "";
  await writeAudit(database, {
    staff: null,
    action: "account.set-up.password",
    target: user.email,
    address: clientAddress(requestHeaders),
  });
  return { ok: true, cookies, totpUri, key };
}

export type CodeStep = { ok: true; recoveryCodes: string[]; cookies: Headers } | { ok: false; error: "invalid-link" | "wrong-code" };

export async function confirmTotp(
  database: Database,
  requestHeaders: Headers,
  { token, code }: { token: string; code: string },
): Promise<CodeStep> {
  const user = await setupTokenUser(database, token);
  if (!user) return { ok: false, error: "invalid-link" };
  const auth = await staffAuthFor(database);
  const session = await auth.api.getSession({ headers: requestHeaders, query: { disableCookieCache: true } });
  if (!session || session.user.id !== user.id) return { ok: false, error: "invalid-link" };
  const address = clientAddress(requestHeaders);
  let cookies: Headers;
  try {
    // Enabling the second factor replaces the session with a new one (a new cookie).
    const verified = await auth.api.verifyTOTP({ body: { code: code.replace(/\s+/g, "") }, headers: requestHeaders, returnHeaders: true });
    cookies = verified.headers;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    await writeAudit(database, { staff: null, action: "account.set-up.wrong-code", target: user.email, address });
    return { ok: false, error: "wrong-code" };
  }
  if (!(await consumeSetupToken(database, token))) return { ok: false, error: "invalid-link" };
  // The password was typed moments ago in this walk: the set-up's end may add a passkey (sudo.ts).
  const fresh = await auth.api.getSession({
    headers: new Headers({ cookie: cookieHeaderFrom(cookies, requestHeaders.get("cookie")) }),
    query: { disableCookieCache: true, disableRefresh: true },
  });
  if (fresh?.user.id === user.id) await grantSudo(database, fresh.session.id, user.id);
  const codes = await auth.api.viewBackupCodes({ body: { userId: user.id } });
  const staff = await staffOf(database, user.id);
  await writeAudit(database, { staff, action: "account.set-up", target: user.email, address });
  return { ok: true, recoveryCodes: codes.backupCodes, cookies };
}

/** The Cookie header a browser would send after receiving `setCookies` (name=value pairs only). */
export function cookieHeaderFrom(setCookies: Headers, existing: string | null): string {
  const jar = new Map<string, string>();
  for (const pair of (existing ?? "").split(";")) {
    const [name, ...rest] = pair.trim().split("=");
    if (name) jar.set(name, rest.join("="));
  }
  for (const line of setCookies.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const [name, ...rest] = pair.trim().split("=");
    if (!name) continue;
    const value = rest.join("=");
    if (/max-age=0/i.test(line) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}
