import "server-only";
import { open, rm, type FileHandle } from "node:fs/promises";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { wbCaseKeys, wbCases, wbOfficerKeys } from "../db/schema";
import { findUserByEmail, staffOf } from "../staff/accounts";
import { writeAudit } from "../staff/audit-log";
import { hasRole } from "../staff/roles";
import { grantCase, recoveryPublicKey, setRecoveryPublicKey } from "./cases";
import { fingerprintOf, newRecoveryKeyPair, readRecoveryKey, unwrapCaseKey } from "./crypto";

/**
 * The recovery key's two ceremonies (docs/whistleblowing.md), run from the command line
 * (`npm run ethics -- …`, scripts/ethics.ts): making the key once, and using it to give every case
 * to an officer when no officer can read them any more.
 */

/**
 * Makes the recovery key pair and writes its private key to a new file at `path`, created with mode
 * 0600 (readable by this account only) and never over an existing one; then stores the public key.
 * The file is written first, so the cases are never encrypted to a key that nobody holds; when the
 * key cannot be stored, the file goes again. Returns the fingerprint, or why nothing was made.
 */
export async function createRecoveryKeyFile(
  database: Database,
  path: string,
): Promise<{ ok: true; fingerprint: string } | { ok: false; error: "key-exists" | "file-exists" }> {
  if (await recoveryPublicKey(database.db)) return { ok: false, error: "key-exists" };
  let file: FileHandle;
  try {
    file = await open(path, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return { ok: false, error: "file-exists" };
    throw error;
  }
  const pair = await newRecoveryKeyPair();
  try {
    await file.writeFile(pair.privateKey);
    await file.sync();
  } finally {
    await file.close();
  }
  let stored = false;
  try {
    stored = await setRecoveryPublicKey(database.db, pair.publicKey);
  } finally {
    if (!stored) await rm(path, { force: true });
  }
  if (!stored) return { ok: false, error: "key-exists" };
  await writeAudit(database, {
    staff: null,
    action: "ethics.recovery-key.create",
    address: null,
    details: { fingerprint: pair.fingerprint },
  });
  return { ok: true, fingerprint: pair.fingerprint };
}

export class RecoveryError extends Error {}

/**
 * Opens every case's recovery copy of its key with the printed recovery private key and grants the
 * case to the officer `toEmail` (an enabled `ethics` account that has signed in once, so it has a
 * key pair). Returns how many were granted, and the references of cases it could not open.
 */
export async function recoverCases(
  database: Database,
  { recoveryPrivateKey, toEmail }: { recoveryPrivateKey: string; toEmail: string },
): Promise<{ granted: number; unreadable: string[] }> {
  const recoveryKey = await readRecoveryKey(recoveryPrivateKey).catch(() => {
    throw new RecoveryError("That is not the printed recovery key (an unencrypted OpenPGP private key).");
  });
  // Another key (a print of an older set-up, a test key) opens nothing: said before anything is done,
  // as the set-up's check of a print (typing it back into `recover`) relies on.
  const stored = await recoveryPublicKey(database.db);
  if (!stored) throw new RecoveryError("This site has no recovery key: no case was encrypted to one.");
  const expected = await fingerprintOf(stored);
  if (recoveryKey.getFingerprint() !== expected)
    throw new RecoveryError(
      `That is not this site's recovery key: its fingerprint is ${recoveryKey.getFingerprint()}, the site's is ${expected}.`,
    );
  const user = await findUserByEmail(database, toEmail);
  const officer = user ? await staffOf(database, user.id, { active: true }) : null;
  if (!officer || !hasRole(officer, "ethics")) throw new RecoveryError(`${toEmail} is not an enabled ethics officer.`);
  const [officerKey] = await database.db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, officer.id));
  if (!officerKey) throw new RecoveryError(`${toEmail} has no key yet: they sign in once with their password first.`);

  const rows = await database.db
    .select({ caseId: wbCases.id, reference: wbCases.reference, wrappedKey: wbCaseKeys.wrappedKey })
    .from(wbCases)
    .leftJoin(wbCaseKeys, and(eq(wbCaseKeys.caseId, wbCases.id), eq(wbCaseKeys.holder, "recovery")))
    .orderBy(asc(wbCases.id));
  let granted = 0;
  const unreadable: string[] = [];
  for (const row of rows) {
    try {
      if (!row.wrappedKey) throw new Error("no recovery copy");
      const caseKey = await unwrapCaseKey(row.wrappedKey, { privateKey: recoveryKey });
      await grantCase(database.db, row.caseId, caseKey, officer.id, null);
      granted += 1;
    } catch {
      unreadable.push(row.reference);
    }
  }
  await writeAudit(database, {
    staff: null,
    action: "ethics.recovery",
    target: officer.email,
    address: null,
    details: { granted, unreadable: unreadable.length },
  });
  return { granted, unreadable };
}
