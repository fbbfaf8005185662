import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { wbCaseKeys, wbKeySessions, wbOfficerKeys } from "../db/schema";
import { writeAudit } from "../staff/audit-log";
import { hasRole, type Staff } from "../staff/roles";
import {
  newOfficerKeyPair,
  newSessionKey,
  openOfficerKey,
  openWithSessionKey,
  privateKeyBytes,
  privateKeyFromBytes,
  reencryptOfficerKey,
  sealWithSessionKey,
  type PrivateKey,
} from "./crypto";

/**
 * An ethics officer's key pair and its key session (decision 097). The private key is stored
 * encrypted under the officer's password; at sign-in (the password step) it is opened once, and a
 * copy wrapped under a random key is stored beside the session, the random key going only to the
 * officer's browser (cookie OFFICER_KEY_COOKIE, HttpOnly, /admin only, ended with the browser). So
 * every instance can open it for that browser's requests and none holds it in clear at rest.
 */

export const OFFICER_KEY_COOKIE = "sc-wb-officer-key";
/** As long as the longest back-office session (src/server/staff/auth.ts SESSION_MAX_SECONDS). */
export const KEY_SESSION_SECONDS = 24 * 60 * 60;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * At a correct password (the caller has checked it with the library): the officer's key pair is
 * made when they have none, and replaced when the stored one does not open with this password (it
 * was set anew from a set-up link: the old key is lost, and so are its grants, which another
 * officer or the recovery key gives again). Returns the opened private key.
 */
export async function officerKeyAtSignIn(database: Database, staff: Staff, password: string): Promise<PrivateKey> {
  const { db } = database;
  const [stored] = await db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, staff.id));
  if (stored) {
    try {
      return await openOfficerKey(stored.privateKey, password);
    } catch {
      // A new password from a set-up link: below, a new key pair.
    }
  }
  const pair = await newOfficerKeyPair(staff.email, password);
  await db.transaction(async (tx) => {
    if (stored) {
      await tx.delete(wbCaseKeys).where(and(eq(wbCaseKeys.holder, "officer"), eq(wbCaseKeys.staffId, staff.id)));
      await tx.delete(wbKeySessions).where(eq(wbKeySessions.staffId, staff.id));
    }
    await tx
      .insert(wbOfficerKeys)
      .values({ staffId: staff.id, ...pair })
      .onConflictDoUpdate({ target: wbOfficerKeys.staffId, set: { ...pair, updatedAt: new Date() } });
  });
  await writeAudit(database, {
    staff,
    action: stored ? "ethics.key.replace" : "ethics.key.create",
    target: staff.email,
    address: null,
    details: { fingerprint: pair.fingerprint },
  });
  return openOfficerKey(pair.privateKey, password);
}

/** Stores a key session for an opened officer key; returns the cookie's value (`id.key`). */
export async function startKeySession(db: Db, staffId: string, officerKey: PrivateKey, now = new Date()): Promise<string> {
  const id = randomBytes(18).toString("base64url");
  const sessionKey = newSessionKey();
  await db.delete(wbKeySessions).where(lt(wbKeySessions.expiresAt, now));
  await db.insert(wbKeySessions).values({
    idHash: sha256(id),
    staffId,
    wrapped: sealWithSessionKey(sessionKey, privateKeyBytes(officerKey)),
    expiresAt: new Date(now.getTime() + KEY_SESSION_SECONDS * 1000),
    createdAt: now,
  });
  return `${id}.${sessionKey}`;
}

/**
 * The password step of a sign-in, for an account holding `ethics`: opens (or makes) the key and
 * starts a key session. Returns the cookie value, or null for an account without the role.
 */
export async function openOfficerKeySession(database: Database, staff: Staff, password: string): Promise<string | null> {
  if (!hasRole(staff, "ethics")) return null;
  const key = await officerKeyAtSignIn(database, staff, password);
  return startKeySession(database.db, staff.id, key);
}

/** The officer's opened private key from their cookie's value, or null (no session, another's, expired, tampered). */
export async function officerKeyFromCookie(
  db: Db,
  staffId: string,
  cookieValue: string | undefined,
  now = new Date(),
): Promise<PrivateKey | null> {
  if (!cookieValue) return null;
  const [id, sessionKey] = cookieValue.split(".");
  if (!id || !sessionKey) return null;
  const [row] = await db
    .select()
    .from(wbKeySessions)
    .where(and(eq(wbKeySessions.idHash, sha256(id)), eq(wbKeySessions.staffId, staffId)));
  if (!row || row.expiresAt <= now) return null;
  try {
    return await privateKeyFromBytes(openWithSessionKey(sessionKey, row.wrapped));
  } catch {
    return null;
  }
}

/** Ends the key session a cookie names (sign-out). */
export async function endKeySession(db: Db, cookieValue: string | undefined): Promise<void> {
  const id = cookieValue?.split(".")[0];
  if (id) await db.delete(wbKeySessions).where(eq(wbKeySessions.idHash, sha256(id)));
}

/**
 * A password change: the stored private key re-encrypted under the new password (the key itself,
 * and so every grant, stays). False when the old password does not open it or there is no key.
 */
export async function rewrapOfficerKey(db: Db, staffId: string, oldPassword: string, newPassword: string): Promise<boolean> {
  const [stored] = await db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, staffId));
  if (!stored) return false;
  let privateKey: string;
  try {
    privateKey = await reencryptOfficerKey(stored.privateKey, oldPassword, newPassword);
  } catch {
    return false;
  }
  await db.update(wbOfficerKeys).set({ privateKey, updatedAt: new Date() }).where(eq(wbOfficerKeys.staffId, staffId));
  return true;
}
