import "server-only";
import { cookies } from "next/headers";
import { database } from "../db";
import { siteIsHttps } from "../http/site-url";
import { findUserByEmail, staffOf } from "../staff/accounts";
import type { Staff } from "../staff/roles";
import { attachKeySession, endKeySession, officerKeyFromCookie, OFFICER_KEY_COOKIE, openOfficerKeySession } from "./officer-keys";
import type { PrivateKey } from "./crypto";

/**
 * The officer key session as the back office's pages and actions use it (officer-keys.ts does the
 * work): opened at the sign-in's password step, usable once its second factor ties it to the new
 * back-office session (decision 114), read by `officerKeyFor`, ended with that session. A passkey
 * sign-in gives the server no password, so it opens no key: the case pages say so.
 */

/** The key session's cookie: no Max-Age, so it ends with the browser; the row ends with the back-office session. */
export async function setOfficerKeyCookie(value: string): Promise<void> {
  (await cookies()).set(OFFICER_KEY_COOKIE, value, { httpOnly: true, sameSite: "strict", secure: siteIsHttps(), path: "/admin" });
}

/** The sign-in's password step, the password checked: for an ethics officer, opens the key for the second factor to attach. */
export async function startOfficerKeySession(email: string, password: string): Promise<void> {
  const db = await database();
  const user = await findUserByEmail(db, email);
  const staff = user ? await staffOf(db, user.id) : null;
  if (!staff) return;
  // A sign-in begun again in this browser replaces the one it abandoned.
  await endKeySession(db.db, (await cookies()).get(OFFICER_KEY_COOKIE)?.value);
  const value = await openOfficerKeySession(db, staff, password);
  if (value) await setOfficerKeyCookie(value);
}

/** The second factor accepted: the key session of this browser's password step joins the new session. */
export async function attachOfficerKeySession(staffId: string, session: { id: string; expiresAt: Date }): Promise<void> {
  const value = (await cookies()).get(OFFICER_KEY_COOKIE)?.value;
  if (value) await attachKeySession((await database()).db, value, staffId, session);
}

/**
 * The signed-in officer's opened private key for this request in their back-office session, or
 * null: not signed in with the password and second factor in this browser (a passkey sign-in opens
 * no key), or the session it belonged to ended. The caller has already checked the `ethics` role.
 */
export async function officerKeyFor(staff: Staff, sessionId: string): Promise<PrivateKey | null> {
  const value = (await cookies()).get(OFFICER_KEY_COOKIE)?.value;
  return officerKeyFromCookie((await database()).db, staff.id, sessionId, value);
}

/** Sign-out: the key session's row goes, and the cookie. */
export async function endOfficerKeySession(): Promise<void> {
  const jar = await cookies();
  await endKeySession((await database()).db, jar.get(OFFICER_KEY_COOKIE)?.value);
  jar.delete({ name: OFFICER_KEY_COOKIE, path: "/admin" });
}
