import "server-only";
import { isAPIError } from "better-auth/api";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { clientAddress } from "../http/client-address";
import { staffPasskeys, staffSessions } from "../db/schema";
import { commitOfficerKey, endKeySessionsOf, stageOfficerKey, startKeySession } from "../whistleblowing/officer-keys";
import { writeAudit } from "./audit-log";
import { queueAccountChange } from "./mails";
import { sessionLatestEnd, staffAuthFor } from "./auth";
import { hasRole, type Staff } from "./roles";
import { PASSWORD_MAX, PASSWORD_MIN } from "./set-up";
import { countInSessionFailure, limitedInSession } from "./sign-in";
import { grantSudo } from "./sudo";

/**
 * A signed-in member of staff's own account (/admin/account): a new password
 * and new recovery codes, each through better-auth and each only with the
 * current password; the owner is e-mailed of each. A wrong current password
 * counts against the address's sign-in limit and the account's in-session one
 * (sign-in.ts limitedInSession: a stolen session cannot be used to guess it),
 * and everything is audited, never a password.
 */
/** The library's answer to a current password that is not the account's (an over-long one cannot be). */
const isWrongPassword = (error: unknown) =>
  isAPIError(error) && (error.body?.code === "INVALID_PASSWORD" || error.body?.code === "PASSWORD_TOO_LONG");

/** An error's reason for the log: the database's own words, never a failed query's parameters (the wrapped key). */
const reason = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
};

export type PasswordChange =
  /** `officerKeyCookie`: an ethics officer's new key session for this browser (every other one ended). */
  | { ok: true; cookies: Headers; officerKeyCookie?: string }
  | { ok: false; error: "wrong" | "limited" | "too-short" | "too-long" | "mismatch" | "same" | "key"; retryAfterSeconds?: number };

export async function changePassword(
  database: Database,
  requestHeaders: Headers,
  staff: Staff,
  { current, next, confirm }: { current: string; next: string; confirm: string },
): Promise<PasswordChange> {
  if (next.length < PASSWORD_MIN) return { ok: false, error: "too-short" };
  if (next.length > PASSWORD_MAX) return { ok: false, error: "too-long" };
  if (next !== confirm) return { ok: false, error: "mismatch" };
  if (next === current) return { ok: false, error: "same" };
  const address = clientAddress(requestHeaders);
  const limit = await limitedInSession(database, address, staff.id);
  if (!limit.ok) return { ok: false, error: "limited", retryAfterSeconds: limit.retryAfterSeconds };

  // An ethics officer's private key is encrypted under the password (decision 097). Its copy under
  // the new password is stored before the password changes, beside the key: whichever password the
  // account ends up with opens one of the two, whatever fails between the steps (decision 114). If
  // the copy cannot be made, the password does not change either.
  let staged: Awaited<ReturnType<typeof stageOfficerKey>> = null;
  if (hasRole(staff, "ethics")) {
    try {
      staged = await stageOfficerKey(database.db, staff.id, current, next);
    } catch (error) {
      console.error(`[account] ${staff.email}'s case key could not be re-encrypted; the password is unchanged: ${reason(error)}`);
      await writeAudit(database, { staff, action: "account.password.key-failed", target: staff.email, address });
      return { ok: false, error: "key" };
    }
  }

  const auth = await staffAuthFor(database);
  let changed: { headers: Headers; response: { token: string | null } };
  try {
    // The library checks the current password, stores the new hash, ends every session of the
    // account (other browsers, other devices) and gives this browser a new one.
    changed = await auth.api.changePassword({
      body: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
  } catch (error) {
    if (!isWrongPassword(error)) throw error;
    await countInSessionFailure(database, address, staff.id);
    await writeAudit(database, { staff, action: "account.password.wrong", target: staff.email, address });
    return { ok: false, error: "wrong" };
  }

  let officerKeyCookie: string | undefined;
  if (hasRole(staff, "ethics")) {
    if (staged) {
      try {
        await commitOfficerKey(database.db, staff.id, staged.nextArmored);
      } catch (error) {
        // The staged copy stays: the next sign-in, with the new password, makes it the key.
        console.error(
          `[account] ${staff.email}'s re-encrypted case key is kept beside the old one until the next sign-in: ${reason(error)}`,
        );
      }
    }
    // The library ended every session (their key sessions with them); so end any key session still
    // waiting for a second factor, and open one for this browser's new session with the key in hand.
    await endKeySessionsOf(database.db, staff.id);
    const token = changed.response.token;
    const [session] = token
      ? await database.db
          .select({ id: staffSessions.id, createdAt: staffSessions.createdAt })
          .from(staffSessions)
          .where(eq(staffSessions.token, token))
      : [];
    // The key session lasts as long as the session can (its expiry slides, auth.ts).
    if (staged && session)
      officerKeyCookie = await startKeySession(database.db, staff.id, staged.key, {
        id: session.id,
        expiresAt: sessionLatestEnd(session.createdAt),
      });
  }

  await writeAudit(database, { staff, action: "account.password", target: staff.email, address });
  await queueAccountChange(database, { email: staff.email, at: new Date(), change: "password" });
  return { ok: true, cookies: changed.headers, officerKeyCookie };
}

export type RecoveryCodes = { ok: true; codes: string[] } | { ok: false; error: "wrong" | "limited"; retryAfterSeconds?: number };

/** Ten new recovery codes (shown once); the old ones stop working. */
export async function regenerateRecoveryCodes(
  database: Database,
  requestHeaders: Headers,
  staff: Staff,
  { current }: { current: string },
): Promise<RecoveryCodes> {
  const address = clientAddress(requestHeaders);
  const limit = await limitedInSession(database, address, staff.id);
  if (!limit.ok) return { ok: false, error: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const auth = await staffAuthFor(database);
  try {
    const result = await auth.api.generateBackupCodes({ body: { password: current }, headers: requestHeaders });
    await writeAudit(database, { staff, action: "account.recovery-codes", target: staff.email, address });
    await queueAccountChange(database, { email: staff.email, at: new Date(), change: "recovery-codes" });
    return { ok: true, codes: result.backupCodes };
  } catch (error) {
    if (!isWrongPassword(error)) throw error;
    await countInSessionFailure(database, address, staff.id);
    await writeAudit(database, { staff, action: "account.recovery-codes.wrong", target: staff.email, address });
    return { ok: false, error: "wrong" };
  }
}

export type SudoResult = { ok: true } | { ok: false; error: "wrong" | "limited" | "expired"; retryAfterSeconds?: number };

/**
 * The password typed again before a passkey is added (sudo.ts), checked by the library (verifyPassword)
 * for this request's session; limited and counted as the other checks here.
 */
export async function confirmPassword(database: Database, requestHeaders: Headers, staff: Staff, password: string): Promise<SudoResult> {
  const address = clientAddress(requestHeaders);
  const limit = await limitedInSession(database, address, staff.id);
  if (!limit.ok) return { ok: false, error: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const auth = await staffAuthFor(database);
  const session = await auth.api.getSession({ headers: requestHeaders, query: { disableCookieCache: true, disableRefresh: true } });
  if (!session || session.user.id !== staff.id) return { ok: false, error: "expired" };
  try {
    await auth.api.verifyPassword({ body: { password }, headers: requestHeaders });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    await countInSessionFailure(database, address, staff.id);
    await writeAudit(database, { staff, action: "account.sudo.wrong", target: staff.email, address });
    return { ok: false, error: "wrong" };
  }
  await grantSudo(database, session.session.id, staff.id);
  await writeAudit(database, { staff, action: "account.sudo", target: staff.email, address });
  return { ok: true };
}

/** The account's passkeys, oldest first, for /admin/account. */
export async function listPasskeys(database: Database, staff: Staff) {
  return database.db
    .select({ id: staffPasskeys.id, name: staffPasskeys.name, createdAt: staffPasskeys.createdAt })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, staff.id))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
}

/** Removes one of the account's own passkeys (another's id removes nothing); audited. */
export async function removePasskey(database: Database, requestHeaders: Headers, staff: Staff, id: string): Promise<boolean> {
  const removed = await database.db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.userId, staff.id)))
    .returning({ id: staffPasskeys.id });
  if (removed.length === 0) return false;
  await writeAudit(database, { staff, action: "account.passkey.delete", target: staff.email, address: clientAddress(requestHeaders) });
  return true;
}
