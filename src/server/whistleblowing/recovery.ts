import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { wbCaseKeys, wbCases, wbOfficerKeys } from "../db/schema";
import { findUserByEmail, staffOf } from "../staff/accounts";
import { writeAudit } from "../staff/audit-log";
import { hasRole } from "../staff/roles";
import { grantCase, recoveryPublicKey, setRecoveryPublicKey } from "./cases";
import { newRecoveryKeyPair, readRecoveryKey, unwrapCaseKey } from "./crypto";

/**
 * The recovery key's two ceremonies (docs/whistleblowing.md), run from the command line
 * (`npm run ethics -- …`, scripts/ethics.ts): making the key once, and using it to give every case
 * to an officer when no officer can read them any more.
 */

/** Makes and stores the recovery public key; returns the private key to print, or null when one exists already. */
export async function createRecoveryKey(database: Database): Promise<{ privateKey: string; fingerprint: string } | null> {
  if (await recoveryPublicKey(database.db)) return null;
  const pair = await newRecoveryKeyPair();
  if (!(await setRecoveryPublicKey(database.db, pair.publicKey))) return null;
  await writeAudit(database, {
    staff: null,
    action: "ethics.recovery-key.create",
    address: null,
    details: { fingerprint: pair.fingerprint },
  });
  return { privateKey: pair.privateKey, fingerprint: pair.fingerprint };
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
