import "server-only";
import { isAPIError } from "better-auth/api";
import type { Database } from "../db/client";
import { clientAddress } from "../http/client-address";
import { rewrapOfficerKey } from "../whistleblowing/officer-keys";
import { writeAudit } from "./audit-log";
import { staffAuthFor } from "./auth";
import type { Staff } from "./roles";
import { PASSWORD_MAX, PASSWORD_MIN } from "./set-up";
import { countFailure, limited } from "./sign-in";

/**
 * A signed-in member of staff's own account (/admin/account): a new password
 * and new recovery codes, each through better-auth and each only with the
 * current password. A wrong current password counts against the sign-in
 * limits of the address and the account (a stolen session cannot be used to
 * guess it), and everything is audited, never a password.
 */
/** The library's answer to a current password that is not the account's (an over-long one cannot be). */
const isWrongPassword = (error: unknown) =>
  isAPIError(error) && (error.body?.code === "INVALID_PASSWORD" || error.body?.code === "PASSWORD_TOO_LONG");

export type PasswordChange =
  | { ok: true; cookies: Headers }
  | { ok: false; error: "wrong" | "limited" | "too-short" | "too-long" | "mismatch" | "same"; retryAfterSeconds?: number };

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
  const limit = await limited(database, address, staff.id);
  if (!limit.ok) return { ok: false, error: "limited", retryAfterSeconds: limit.retryAfterSeconds };

  const auth = await staffAuthFor(database);
  let cookies: Headers;
  try {
    // The library checks the current password, stores the new hash, ends every session of the
    // account (other browsers, other devices) and gives this browser a new one.
    const changed = await auth.api.changePassword({
      body: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    cookies = changed.headers;
  } catch (error) {
    if (!isWrongPassword(error)) throw error;
    await countFailure(database, address, staff.id);
    await writeAudit(database, { staff, action: "account.password.wrong", target: staff.email, address });
    return { ok: false, error: "wrong" };
  }

  // An ethics officer's private key was encrypted under the old password: the same key under the new
  // one, so every case granted to it stays readable (decision 097). Nothing to do for anyone else.
  await rewrapOfficerKey(database.db, staff.id, current, next);

  await writeAudit(database, { staff, action: "account.password", target: staff.email, address });
  return { ok: true, cookies };
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
  const limit = await limited(database, address, staff.id);
  if (!limit.ok) return { ok: false, error: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const auth = await staffAuthFor(database);
  try {
    const result = await auth.api.generateBackupCodes({ body: { password: current }, headers: requestHeaders });
    await writeAudit(database, { staff, action: "account.recovery-codes", target: staff.email, address });
    return { ok: true, codes: result.backupCodes };
  } catch (error) {
    if (!isWrongPassword(error)) throw error;
    await countFailure(database, address, staff.id);
    await writeAudit(database, { staff, action: "account.recovery-codes.wrong", target: staff.email, address });
    return { ok: false, error: "wrong" };
  }
}
