import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
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
 * An ethics officer's key pair and its key session (decision 097, 114). The private key is stored
 * encrypted under the officer's password; the password step of a sign-in (the one moment the server
 * has the password) opens it once, and a copy wrapped under a random key is stored, the random key
 * going only to the officer's browser (cookie OFFICER_KEY_COOKIE, HttpOnly, /admin only, ended with
 * the browser). That copy is unusable until the sign-in is complete: the second factor's success
 * ties it to the new back-office session, whose life it then shares (it is deleted with it). An
 * abandoned sign-in's copy expires with the two-factor step's window. So every instance can open the
 * key for that browser's requests in that session, and none holds it in clear at rest.
 */

export const OFFICER_KEY_COOKIE = "sc-wb-officer-key";
/** How long a key session opened at the password step waits for the second factor: better-auth's two-factor window. */
export const PENDING_KEY_SESSION_SECONDS = 10 * 60;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * At a correct password (the caller has checked it with the library): the officer's key pair is
 * made when they have none, and replaced when no stored copy opens with this password (it was set
 * anew from a set-up link: the old key is lost, and so are its grants, which another officer or the
 * recovery key gives again). A copy staged by a password change (`nextPrivateKey`) that opens with
 * this password means the change went through but was cut off before the copy replaced the key:
 * the copy becomes the key. Returns the opened private key.
 */
export async function officerKeyAtSignIn(database: Database, staff: Staff, password: string): Promise<PrivateKey> {
  const { db } = database;
  const [stored] = await db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, staff.id));
  if (stored) {
    const opened = await openEither(stored, password);
    if (opened) {
      if (opened.armored !== stored.privateKey)
        await db
          .update(wbOfficerKeys)
          .set({ privateKey: opened.armored, nextPrivateKey: null, updatedAt: new Date() })
          .where(eq(wbOfficerKeys.staffId, staff.id));
      return opened.key;
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
      .onConflictDoUpdate({ target: wbOfficerKeys.staffId, set: { ...pair, nextPrivateKey: null, updatedAt: new Date() } });
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

/** The stored key, or the copy a password change staged, that opens with `password`; null when neither does. */
async function openEither(
  stored: { privateKey: string; nextPrivateKey: string | null },
  password: string,
): Promise<{ key: PrivateKey; armored: string } | null> {
  for (const armored of [stored.privateKey, stored.nextPrivateKey]) {
    if (!armored) continue;
    try {
      return { key: await openOfficerKey(armored, password), armored };
    } catch {
      // Not this copy's password.
    }
  }
  return null;
}

/**
 * Stores a key session for an opened officer key; returns the cookie's value (`id.key`). With a
 * back-office session, it is usable in it at once (a password change's new session); without, it
 * waits for the sign-in's second factor (attachKeySession) and expires with its window.
 */
export async function startKeySession(
  db: Db,
  staffId: string,
  officerKey: PrivateKey,
  session: { id: string; expiresAt: Date } | null,
  now = new Date(),
): Promise<string> {
  const id = randomBytes(18).toString("base64url");
  const sessionKey = newSessionKey();
  await db.delete(wbKeySessions).where(lt(wbKeySessions.expiresAt, now));
  await db.insert(wbKeySessions).values({
    idHash: sha256(id),
    staffId,
    sessionId: session?.id ?? null,
    wrapped: sealWithSessionKey(sessionKey, privateKeyBytes(officerKey)),
    expiresAt: session?.expiresAt ?? new Date(now.getTime() + PENDING_KEY_SESSION_SECONDS * 1000),
    createdAt: now,
  });
  return `${id}.${sessionKey}`;
}

/**
 * The password step of a sign-in, for an account holding `ethics`: opens (or makes) the key and
 * starts a key session that waits for the second factor. Returns the cookie value, or null for an
 * account without the role.
 */
export async function openOfficerKeySession(database: Database, staff: Staff, password: string, now = new Date()): Promise<string | null> {
  if (!hasRole(staff, "ethics")) return null;
  const key = await officerKeyAtSignIn(database, staff, password);
  return startKeySession(database.db, staff.id, key, null, now);
}

/**
 * The sign-in is complete (the second factor accepted): the key session its password step opened
 * joins the new back-office session and ends with it. False when the cookie names none waiting for
 * this officer (another's, already attached, or the two-factor step outlasted its window).
 */
export async function attachKeySession(
  db: Db,
  cookieValue: string | undefined,
  staffId: string,
  session: { id: string; expiresAt: Date },
  now = new Date(),
): Promise<boolean> {
  const id = cookieValue?.split(".")[0];
  if (!id) return false;
  const attached = await db
    .update(wbKeySessions)
    .set({ sessionId: session.id, expiresAt: session.expiresAt })
    .where(
      and(
        eq(wbKeySessions.idHash, sha256(id)),
        eq(wbKeySessions.staffId, staffId),
        isNull(wbKeySessions.sessionId),
        gt(wbKeySessions.expiresAt, now),
      ),
    )
    .returning({ idHash: wbKeySessions.idHash });
  return attached.length > 0;
}

/**
 * The officer's opened private key from their cookie's value in their back-office session
 * `sessionId`, or null: no key session, another's, another session's (or one still waiting for its
 * second factor), expired, tampered.
 */
export async function officerKeyFromCookie(
  db: Db,
  staffId: string,
  sessionId: string,
  cookieValue: string | undefined,
  now = new Date(),
): Promise<PrivateKey | null> {
  if (!cookieValue) return null;
  const [id, sessionKey] = cookieValue.split(".");
  if (!id || !sessionKey) return null;
  const [row] = await db
    .select()
    .from(wbKeySessions)
    .where(and(eq(wbKeySessions.idHash, sha256(id)), eq(wbKeySessions.staffId, staffId), eq(wbKeySessions.sessionId, sessionId)));
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

/** Ends every key session of an officer, those still waiting for a second factor included (a password change). */
export async function endKeySessionsOf(db: Db, staffId: string): Promise<void> {
  await db.delete(wbKeySessions).where(eq(wbKeySessions.staffId, staffId));
}

/**
 * A password change, step 1, before the library changes the password: the same private key
 * encrypted under the new password is stored beside the key (`nextPrivateKey`), so whichever
 * password the account ends up with opens one of the two (officerKeyAtSignIn). Returns the opened
 * key and that copy, or null when there is nothing to keep: no key, or none that `current` opens (a
 * wrong password, which the library then refuses, or a key lost with a password set anew from a
 * link). Throws when the copy cannot be made or stored: the password must then not change.
 */
export async function stageOfficerKey(
  db: Db,
  staffId: string,
  current: string,
  next: string,
): Promise<{ key: PrivateKey; nextArmored: string } | null> {
  const [stored] = await db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, staffId));
  const opened = stored ? await openEither(stored, current) : null;
  if (!stored || !opened) return null;
  const nextArmored = await reencryptOfficerKey(opened.armored, current, next);
  const staged = await db
    .update(wbOfficerKeys)
    .set({ privateKey: opened.armored, nextPrivateKey: nextArmored, updatedAt: new Date() })
    .where(and(eq(wbOfficerKeys.staffId, staffId), eq(wbOfficerKeys.privateKey, stored.privateKey)))
    .returning({ staffId: wbOfficerKeys.staffId });
  if (staged.length === 0) throw new Error("the officer's key changed during the password change");
  return { key: opened.key, nextArmored };
}

/** Step 2, once the library has changed the password: the copy under the new password is the key. */
export async function commitOfficerKey(db: Db, staffId: string, nextArmored: string): Promise<void> {
  await db
    .update(wbOfficerKeys)
    .set({ privateKey: nextArmored, nextPrivateKey: null, updatedAt: new Date() })
    .where(eq(wbOfficerKeys.staffId, staffId));
}
