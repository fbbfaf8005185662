import "server-only";
import { randomUUID } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffSessions, staffUnknownSignIns, staffUsers } from "../db/schema";
import { clientAddress } from "../http/client-address";
import { hashedClientKey, limiterFor } from "../rate-limit";
import { findUserByEmail, normaliseEmail, staffOf } from "./accounts";
import { writeAudit } from "./audit-log";
import { CODE_ALREADY_USED, sessionLatestEnd, staffAuthFor, type StaffAuth } from "./auth";
import { queueAccountLockNotice, queueLockNotice } from "./mails";
import { hasRole } from "./roles";

/**
 * Signing in: password, then the second factor (TOTP or a recovery code),
 * each through better-auth. Around the library (decision 142, after OWASP's
 * authentication cheat sheet): failures counted per address by the shared
 * limiter; ten wrong passwords for one account from one address lock that
 * pair for 15 minutes (the owner, elsewhere, still signs in) and e-mail the
 * owner at most once a quarter of an hour; an account-wide lock takes a
 * hundred wrong passwords in a row, more than five addresses can make in
 * its quarter of an hour, and never locks out an ethics officer (they are
 * e-mailed only); every attempt is audited. Callers pass the request's headers (cookies, client address);
 * cookies the library sets reach the browser through nextCookies in a
 * server action, and are returned for the tests.
 *
 * The password step answers alike, in words and in time, whether the address
 * is an account's or not and whether it is locked (decision 124): every
 * attempt goes through the library's sign-in once (a usable account's with
 * the address typed, which checks its password; any other with an address no
 * account has, which the library refuses after hashing the password as it
 * does for every unknown address), and an address that is no account's is
 * counted and locked like one, under a keyed hash of the address
 * (staff_unknown_sign_ins).
 */
/** Wrong passwords for one account from one address that lock the pair. */
export const LOCK_AFTER = 10;
const LOCK_MINUTES = 15;
/** Wrong passwords in a row, from anywhere, that lock the whole account (an ethics officer's: e-mail only). */
export const ACCOUNT_LOCK_AFTER = 100;
/** Failed attempts (passwords and codes) allowed per address in 10 minutes. */
const FAILURES_PER_WINDOW = 20;

export type SignInResult =
  | { ok: true; next: "code"; cookies: Headers }
  /** The sign-in is complete: the new session (an ethics officer's key session joins it). */
  | { ok: true; next: "done"; cookies: Headers; userId: string; session: { id: string; expiresAt: Date } }
  | {
      ok: false;
      /**
       * codes-used-up: the library's five codes per password step are spent; codes-locked: ten wrong codes in a row lock
       * the second factor for 15 minutes; code-used: this code was accepted once already (audited by auth.ts).
       */
      error: "wrong" | "locked" | "limited" | "expired" | "codes-used-up" | "codes-locked" | "code-used";
      retryAfterSeconds?: number;
    };

function limiters(database: Database) {
  return {
    address: limiterFor("staff-sign-in-address", database, { points: FAILURES_PER_WINDOW }),
    // The pair (account, address), under a keyed hash: only that address is locked out of that account.
    pair: limiterFor("staff-sign-in-pair", database, { points: LOCK_AFTER, durationSeconds: LOCK_MINUTES * 60 }),
    // The current password typed again in a session (account.ts): only a session's holder can spend it.
    inSession: limiterFor("staff-account-password", database, { points: FAILURES_PER_WINDOW }),
    // One lock notice per account per quarter of an hour, however many addresses lock themselves out.
    notice: limiterFor("staff-lock-notice", database, { points: 1, durationSeconds: LOCK_MINUTES * 60 }),
  };
}
const pairKey = (accountKey: string, address: string) => hashedClientKey(`staff-sign-in:${accountKey}:${address}`);

/** Whether the address may try a password or code now (the pair's lock is checked on its own: signInWithPassword). */
function limited(database: Database, address: string) {
  return limiters(database).address.admit(address);
}

/** Counts one wrong password or code against the address (and the pair); whether the pair has just run out. */
async function countFailure(database: Database, address: string, accountKey: string | null): Promise<boolean> {
  const { address: byAddress, pair } = limiters(database);
  await byAddress.consume(address);
  if (!accountKey) return false;
  await pair.consume(pairKey(accountKey, address));
  return !(await pair.check(pairKey(accountKey, address))).ok;
}

/**
 * The current password typed again in a signed-in session (account.ts): limited per address and per
 * account, which no stranger can aim (it takes the account's session), so a stolen session guesses
 * no faster from many addresses.
 */
export async function limitedInSession(database: Database, address: string, userId: string) {
  const { address: byAddress, inSession } = limiters(database);
  const first = await byAddress.admit(address);
  return first.ok ? inSession.admit(userId) : first;
}

export async function countInSessionFailure(database: Database, address: string, userId: string) {
  const { address: byAddress, inSession } = limiters(database);
  await byAddress.consume(address);
  await inSession.consume(userId);
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
  // An address that is no account's is limited and locked like one, under a keyed hash of it.
  const unknownKey = user ? null : hashedClientKey(`staff-sign-in:${normaliseEmail(email)}`);
  const accountKey = user?.id ?? `unknown:${unknownKey}`;
  const target = user?.email;
  const limit = await limited(database, address);
  if (!limit.ok) {
    await writeAudit(database, { staff: null, action: "sign-in.limited", target, address });
    return { ok: false, error: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  const auth = await staffAuthFor(database);
  const lockedUntil = user ? user.lockedUntil : await unknownLockedUntil(database, unknownKey!);
  // The address was checked above: only the pair's own lock is left to ask.
  const pairLocked = !(await limiters(database).pair.admit(pairKey(accountKey, address))).ok;
  if (pairLocked || (lockedUntil && lockedUntil > now)) {
    // The work of a wrong password, so that a lock takes as long to answer.
    await refuseLikeTheLibrary(auth, requestHeaders, password);
    await pruneUnknown(database, now);
    await writeAudit(database, { staff: null, action: "sign-in.locked", target, address });
    return { ok: false, error: "locked" };
  }

  let response: { twoFactorRedirect?: boolean } | undefined;
  let cookies = new Headers();
  // A disabled account, or one whose set-up is unfinished, is refused like a wrong password (no hint which).
  const usable = Boolean(user && !user.disabledAt && user.twoFactorEnabled);
  if (usable) {
    try {
      // rememberMe false: the session cookie ends with the browser (auth.ts).
      const result = await auth.api.signInEmail({
        body: { email: user!.email, password, rememberMe: false },
        headers: requestHeaders,
        returnHeaders: true,
      });
      response = result.response as { twoFactorRedirect?: boolean };
      cookies = result.headers;
    } catch (error) {
      if (!isAPIError(error)) throw error;
    }
  } else {
    await refuseLikeTheLibrary(auth, requestHeaders, password);
  }

  if (!response) {
    const pairRanOut = await countFailure(database, address, accountKey);
    await writeAudit(database, { staff: null, action: "sign-in.failure", target, address, details: { factor: "password" } });
    await pruneUnknown(database, now);
    if (user) await countWrongPassword(database, user, address, now, pairRanOut);
    else await countUnknownWrongPassword(database, unknownKey!, address, now, pairRanOut);
    return { ok: false, error: "wrong" };
  }

  await database.db.update(staffUsers).set({ failedSignIns: 0 }).where(eq(staffUsers.id, user!.id));
  await limiters(database).pair.reset(pairKey(accountKey, address));
  // Every usable account has a second factor, so the library answers with the two-factor step.
  if (!response.twoFactorRedirect) throw new Error("sign-in without a second factor");
  await writeAudit(database, { staff: null, action: "sign-in.password", target, address });
  return { ok: true, next: "code", cookies };
}

/**
 * The library's own refusal of an address it does not know (its user lookup, then a hash of the password
 * typed, which costs what checking an account's password costs), for every attempt that does not reach a
 * usable account's password: an unknown address, a locked, disabled or unfinished account. The address
 * asked for is one no account can have (random, under the reserved .invalid), so the answer is always no.
 */
async function refuseLikeTheLibrary(auth: StaffAuth, requestHeaders: Headers, password: string): Promise<void> {
  try {
    await auth.api.signInEmail({
      body: { email: `nobody-${randomUUID()}@sign-in.invalid`, password, rememberMe: false },
      headers: requestHeaders,
    });
  } catch (error) {
    if (isAPIError(error)) return;
    throw error;
  }
  throw new Error("the library signed in an address no account has");
}

/**
 * Counts a wrong password. The pair's tenth (pairRanOut) e-mails the owner (once a quarter of an hour);
 * the hundredth in a row from anywhere locks the whole account, except an ethics officer's (e-mailed only).
 */
async function countWrongPassword(
  database: Database,
  user: { id: string; email: string },
  address: string,
  now: Date,
  pairRanOut: boolean,
) {
  const { email } = user;
  const [row] = await database.db
    .update(staffUsers)
    .set({ failedSignIns: sql`${staffUsers.failedSignIns} + 1` })
    .where(eq(staffUsers.id, user.id))
    .returning({ failedSignIns: staffUsers.failedSignIns });
  if (pairRanOut) {
    await writeAudit(database, { staff: null, action: "sign-in.lock-address", target: email, address, details: { minutes: LOCK_MINUTES } });
    await noticeOnce(database, user.id, () => queueLockNotice(database, { email, at: now }));
  }
  if (!row || row.failedSignIns < ACCOUNT_LOCK_AFTER) return;
  // A stranger's guesses alone never shut an officer out of the cases: their pairs and addresses stay limited.
  const staff = await staffOf(database, user.id);
  const officer = Boolean(staff && hasRole(staff, "ethics"));
  const locked = await database.db
    .update(staffUsers)
    .set({ failedSignIns: 0, ...(officer ? {} : { lockedUntil: new Date(now.getTime() + LOCK_MINUTES * 60_000) }) })
    .where(and(eq(staffUsers.id, user.id), eq(staffUsers.failedSignIns, row.failedSignIns)))
    .returning({ id: staffUsers.id });
  if (locked.length === 0) return;
  await queueAccountLockNotice(database, { email, at: now, locked: !officer });
  await writeAudit(database, {
    staff: null,
    action: officer ? "account.lock-refused" : "account.lock",
    target: email,
    address,
    details: { minutes: LOCK_MINUTES },
  });
}

/** Runs `send` unless this account was e-mailed about a lock in the last quarter of an hour. */
async function noticeOnce(database: Database, userId: string, send: () => Promise<void>) {
  if ((await limiters(database).notice.consume(userId)).ok) await send();
}

/** How long an address that is no account's keeps its count without a new wrong password. */
const UNKNOWN_KEPT_DAYS = 30;

/** Forgets the unknown addresses' old counts; run by every refused password, an account's or not, locked or not, so that each writes alike. */
async function pruneUnknown(database: Database, now: Date): Promise<void> {
  await database.db
    .delete(staffUnknownSignIns)
    .where(lt(staffUnknownSignIns.updatedAt, new Date(now.getTime() - UNKNOWN_KEPT_DAYS * 86_400_000)));
}

async function unknownLockedUntil(database: Database, addressKey: string): Promise<Date | null> {
  const [row] = await database.db
    .select({ lockedUntil: staffUnknownSignIns.lockedUntil })
    .from(staffUnknownSignIns)
    .where(eq(staffUnknownSignIns.addressKey, addressKey));
  return row?.lockedUntil ?? null;
}

/** countWrongPassword for an address that is no account's: the same writes and locks (nobody to e-mail). */
async function countUnknownWrongPassword(database: Database, addressKey: string, address: string, now: Date, pairRanOut: boolean) {
  const [row] = await database.db
    .insert(staffUnknownSignIns)
    .values({ addressKey, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: staffUnknownSignIns.addressKey,
      set: { failures: sql`${staffUnknownSignIns.failures} + 1`, updatedAt: now },
    })
    .returning({ failures: staffUnknownSignIns.failures });
  if (pairRanOut) {
    await writeAudit(database, { staff: null, action: "sign-in.lock-address", address, details: { minutes: LOCK_MINUTES } });
    await noticeOnce(database, `unknown:${addressKey}`, async () => undefined);
  }
  if (!row || row.failures < ACCOUNT_LOCK_AFTER) return;
  const locked = await database.db
    .update(staffUnknownSignIns)
    .set({ failures: 0, lockedUntil: new Date(now.getTime() + LOCK_MINUTES * 60_000) })
    .where(and(eq(staffUnknownSignIns.addressKey, addressKey), eq(staffUnknownSignIns.failures, row.failures)))
    .returning({ addressKey: staffUnknownSignIns.addressKey });
  if (locked.length === 0) return;
  await writeAudit(database, {
    staff: null,
    action: "sign-in.lock-unknown",
    address,
    details: { minutes: LOCK_MINUTES },
  });
}

const CODE_REFUSALS: Record<string, "expired" | "codes-used-up" | "codes-locked" | "code-used"> = {
  [CODE_ALREADY_USED]: "code-used",
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
  const limit = await limited(database, address);
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
      .select({ id: staffSessions.id, createdAt: staffSessions.createdAt })
      .from(staffSessions)
      .where(eq(staffSessions.token, token));
    if (!session) throw new Error("the library's new session is not stored");
    // What joins the session (an officer's key session) lasts as long as the session can, not only its first 8 hours.
    return {
      ok: true,
      next: "done",
      cookies: result.headers,
      userId: user.id,
      session: { id: session.id, expiresAt: sessionLatestEnd(session.createdAt) },
    };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    // The library's own refusals are told apart: after them even the right code is refused, so "wrong" would mislead.
    const reason = CODE_REFUSALS[String(error.body?.code)] ?? "wrong";
    await countFailure(database, address, null);
    // A code used before is audited as such, with its account, where it was refused (auth.ts).
    if (reason === "code-used") return { ok: false, error: reason };
    await writeAudit(database, {
      staff: null,
      action: "sign-in.failure",
      address,
      details: { factor: kind, expired: reason === "expired", ...(reason.startsWith("codes-") ? { reason } : {}) },
    });
    return { ok: false, error: reason };
  }
}
