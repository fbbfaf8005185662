import "server-only";
import { cookies } from "next/headers";
import { database } from "../db";
import { siteIsHttps } from "../http/site-url";
import { findUserByEmail, staffOf } from "../staff/accounts";
import type { Staff } from "../staff/roles";
import { endKeySession, officerKeyFromCookie, OFFICER_KEY_COOKIE, openOfficerKeySession } from "./officer-keys";
import type { PrivateKey } from "./crypto";

/**
 * The officer key session as the back office's pages and actions use it (officer-keys.ts does the
 * work): set at the sign-in's password step, read by `officerKeyFor`, ended at sign-out.
 */

/** The sign-in's password step, the password checked: for an ethics officer, opens the key and sets the cookie. */
export async function startOfficerKeySession(email: string, password: string): Promise<void> {
  const db = await database();
  const user = await findUserByEmail(db, email);
  const staff = user ? await staffOf(db, user.id) : null;
  if (!staff) return;
  const value = await openOfficerKeySession(db, staff, password);
  if (!value) return;
  // No Max-Age: the cookie ends with the browser; the row expires after a day at most.
  (await cookies()).set(OFFICER_KEY_COOKIE, value, { httpOnly: true, sameSite: "strict", secure: siteIsHttps(), path: "/admin" });
}

/**
 * The signed-in officer's opened private key for this request, or null: not signed in with the
 * password in this browser (a passkey sign-in opens no key), or the key session ended. The caller
 * has already checked the `ethics` role.
 */
export async function officerKeyFor(staff: Staff): Promise<PrivateKey | null> {
  const value = (await cookies()).get(OFFICER_KEY_COOKIE)?.value;
  return officerKeyFromCookie((await database()).db, staff.id, value);
}

/** Sign-out: the key session's row goes, and the cookie. */
export async function endOfficerKeySession(): Promise<void> {
  const jar = await cookies();
  await endKeySession((await database()).db, jar.get(OFFICER_KEY_COOKIE)?.value);
  jar.delete({ name: OFFICER_KEY_COOKIE, path: "/admin" });
}
