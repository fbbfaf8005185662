import "server-only";
import { isAPIError } from "better-auth/api";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffSessions, staffUsers } from "../db/schema";
import { clientAddress } from "../http/client-address";
import { limiterFor } from "../rate-limit";
import { findUserByEmail, staffOf } from "./accounts";
import { writeAudit } from "./audit-log";
import { staffAuthFor } from "./auth";
import { queueLockNotice } from "./mails";

/**
 * Signing in: password, then the second factor (TOTP or a recovery code),
 * each through better-auth. Around the library: failures counted per address
 * and per account by the shared limiter, ten wrong passwords in a row lock
 * the account for 15 minutes and e-mail its owner, and every attempt is
 * audited. Callers pass the request's headers (cookies, client address);
 * cookies the library sets reach the browser through nextCookies in a
 * server action, and are returned for the tests.
 */
export const LOCK_AFTER = 10;
export const LOCK_MINUTES = 15;
/** Failed attempts (passwords and codes) allowed per address and per account in 10 minutes. */
export const FAILURES_PER_WINDOW = 20;

export type SignInResult =
  | { ok: true; next: "code"; cookies: Headers }
  /** The sign-in is complete: the new session (an ethics officer's key session joins it). */
  | { ok: true; next: "done"; cookies: Headers; userId: string; session: { id: string; expiresAt: Date } }
  | {
      ok: false;
      /** codes-used-up: the library's five codes per password step are spent; codes-locked: ten wrong codes in a row lock the second factor for 15 minutes. */
      error: "wrong" | "locked" | "limited" | "expired" | "codes-used-up" | "codes-locked";
      retryAfterSeconds?: number;
    };

function limiters(database: Database) {
  return {
    address: limiterFor("staff-sign-in-address", database, { points: FAILURES_PER_WINDOW }),
    account: limiterFor("staff-sign-in-account", database, { points: FAILURES_PER_WINDOW }),
  };
}

/** Whether the address (and the account, when known) may try a password or code now. */
export async function limited(database: Database, address: string, accountKey: string | null) {
  const { address: byAddress, account } = limiters(database);
  const first = await byAddress.check(address);
  if (!first.ok) return first;
  return accountKey ? account.check(accountKey) : first;
}

/** Counts one wrong password or code against the address (and the account). */
export async function countFailure(database: Database, address: string, accountKey: string | null) {
  const { address: byAddress, account } = limiters(database);
  await byAddress.consume(address);
  if (accountKey) await account.consume(accountKey);
}

/** First step: e-mail and password. */
export async function signInWithPassword(
  database: Database,
  requestHeaders: Headers,
  { email, password }: { email: string; password: string },
  now = new Date(),
): Promise<SignInResult> {
  const address = clientAddress(requestHeaders);
  const user = await findUserByEmail(database, email);
  const accountKey = user?.id ?? null;
  const target = user?.email;
  const limit = await limited(database, address, accountKey);
  if (!limit.ok) {
    await writeAudit(database, { staff: null, action: "sign-in.limited", target, address });
    return { ok: false, error: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  if (user?.lockedUntil && user.lockedUntil > now) {
    await writeAudit(database, { staff: null, action: "sign-in.locked", target, address });
    return { ok: false, error: "locked" };
  }

  const auth = await staffAuthFor(database);
  let response: { twoFactorRedirect?: boolean } | undefined;
  let cookies = new Headers();
  // A disabled account, or one whose set-up is unfinished, is refused like a wrong password (no hint which).
  const usable = Boolean(user && !user.disabledAt && user.twoFactorEnabled);
  if (usable) {
    try {
      const result = await auth.api.signInEmail({
        body: { email: user!.email, password, rememberMe: true },
        headers: requestHeaders,
        returnHeaders: true,
      });
      response = result.response as { twoFactorRedirect?: boolean };
      cookies = result.headers;
    } catch (error) {
      if (!isAPIError(error)) throw error;
    }
  }

  if (!response) {
    await countFailure(database, address, accountKey);
    await writeAudit(database, { staff: null, action: "sign-in.failure", target, address, details: { factor: "password" } });
    if (user) await countWrongPassword(database, user.id, user.email, address, now);
    return { ok: false, error: "wrong" };
  }

  await database.db.update(staffUsers).set({ failedSignIns: 0 }).where(eq(staffUsers.id, user!.id));
  // Every usable account has a second factor, so the library answers with the two-factor step.
  if (!response.twoFactorRedirect) throw new Error("sign-in without a second factor");
  await writeAudit(database, { staff: null, action: "sign-in.password", target, address });
  return { ok: true, next: "code", cookies };
}

/** Counts a wrong password; the tenth in a row locks the account and e-mails its owner. */
async function countWrongPassword(database: Database, userId: string, email: string, address: string, now: Date) {
  const [row] = await database.db
    .update(staffUsers)
    .set({ failedSignIns: sql`${staffUsers.failedSignIns} + 1` })
    .where(eq(staffUsers.id, userId))
    .returning({ failedSignIns: staffUsers.failedSignIns });
  if (!row || row.failedSignIns < LOCK_AFTER) return;
  const locked = await database.db
    .update(staffUsers)
    .set({ failedSignIns: 0, lockedUntil: new Date(now.getTime() + LOCK_MINUTES * 60_000) })
    .where(and(eq(staffUsers.id, userId), eq(staffUsers.failedSignIns, row.failedSignIns)))
    .returning({ id: staffUsers.id });
  if (locked.length === 0) return;
  await queueLockNotice(database, { email, at: now });
  await writeAudit(database, { staff: null, action: "account.lock", target: email, address, details: { minutes: LOCK_MINUTES } });
}

const CODE_REFUSALS: Record<string, "expired" | "codes-used-up" | "codes-locked"> = {
  INVALID_TWO_FACTOR_COOKIE: "expired",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "codes-used-up",
  ACCOUNT_TEMPORARILY_LOCKED: "codes-locked",
};

/** Second step: a TOTP code or a recovery code, with the two-factor cookie the first step set. */
export async function signInWithCode(
  database: Database,
  requestHeaders: Headers,
  { code, kind }: { code: string; kind: "totp" | "recovery" },
): Promise<Exclude<SignInResult, { next: "code" }>> {
  const address = clientAddress(requestHeaders);
  const limit = await limited(database, address, null);
  if (!limit.ok) {
    await writeAudit(database, { staff: null, action: "sign-in.limited", address });
    return { ok: false, error: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  const auth = await staffAuthFor(database);
  const cleaned = kind === "totp" ? code.replace(/\s+/g, "") : code.trim();
  try {
    const result =
      kind === "totp"
        ? await auth.api.verifyTOTP({ body: { code: cleaned, trustDevice: false }, headers: requestHeaders, returnHeaders: true })
        : await auth.api.verifyBackupCode({ body: { code: cleaned, trustDevice: false }, headers: requestHeaders, returnHeaders: true });
    const { token, user } = result.response as { token: string; user: { id: string } };
    const staff = await staffOf(database, user.id);
    await writeAudit(database, { staff, action: "sign-in.success", target: staff?.email, address, details: { factor: kind } });
    const [session] = await database.db
      .select({ id: staffSessions.id, expiresAt: staffSessions.expiresAt })
      .from(staffSessions)
      .where(eq(staffSessions.token, token));
    if (!session) throw new Error("the library's new session is not stored");
    return { ok: true, next: "done", cookies: result.headers, userId: user.id, session };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    // The library's own refusals are told apart: after them even the right code is refused, so "wrong" would mislead.
    const reason = CODE_REFUSALS[String(error.body?.code)] ?? "wrong";
    await countFailure(database, address, null);
    await writeAudit(database, {
      staff: null,
      action: "sign-in.failure",
      address,
      details: { factor: kind, expired: reason === "expired", ...(reason.startsWith("codes-") ? { reason } : {}) },
    });
    return { ok: false, error: reason };
  }
}
