import "server-only";
import { open, rm, type FileHandle } from "node:fs/promises";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { wbCaseKeys, wbCases, wbOfficerKeys } from "../db/schema";
import { findUserByEmail, staffOf } from "../staff/accounts";
import { writeAudit } from "../staff/audit-log";
import { hasRole } from "../staff/roles";
import { grantCase, recoveryPublicKey, setRecoveryPublicKey } from "./cases";
import {
  fingerprintOf,
  newRecoveryKeyPair,
  readRecoveryKey,
  signStatement,
  unwrapCaseKey,
  verifyStatement,
  type PrivateKey,
} from "./crypto";
import { confirmOfficerAsRecovery } from "./officers";

/**
 * The recovery key's ceremonies (docs/whistleblowing.md), run from the command line
 * (`npm run ethics -- …`, scripts/ethics.ts): making the key once, confirming an officer when no
 * officer can (issue 41), and giving every case to an officer when no officer can read them any more.
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
  // The recovery key's holders vouch for this officer: new cases are encrypted to them from now on.
  const confirmed = await confirmOfficerAsRecovery(database, officer.id, officerKey.fingerprint);
  if (!confirmed.ok && confirmed.error === "admin")
    throw new RecoveryError(
      `${toEmail} is also an administrator, which this site does not allow for an ethics officer (ALLOW_ADMIN_ETHICS).`,
    );

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

/* ── The recovery key's confirmation, as a signed statement ─────────────────────────────────────── */

/** How long a signed statement is accepted: it is made and used in the same sitting. */
const STATEMENT_MINUTES = 10;

export class ConfirmationError extends Error {}

/**
 * `npm run ethics -- confirm`, on the machine that holds the printed key: a statement naming the
 * officer and the moment, signed with the recovery key. The private key stays there; the site (in
 * this process or the running one) checks the signature against the stored public key.
 */
export async function recoveryStatement(recoveryKey: PrivateKey, email: string, now = new Date()): Promise<string> {
  return signStatement(recoveryKey, JSON.stringify({ confirm: email.trim().toLowerCase(), at: now.toISOString() }));
}

/** Confirms the officer a recovery statement names, with their key as it is now. Throws ConfirmationError saying why not. */
export async function confirmOfficerByRecovery(
  database: Database,
  statement: string,
  now = new Date(),
): Promise<{ email: string; fingerprint: string }> {
  const stored = await recoveryPublicKey(database.db);
  if (!stored) throw new ConfirmationError("This site has no recovery key: run npm run ethics -- recovery-key first.");
  const text = await verifyStatement(stored, statement);
  if (text === null) throw new ConfirmationError("That is not this site's recovery key: the statement's signature does not match.");
  let parsed: { confirm?: unknown; at?: unknown };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    throw new ConfirmationError("The signed statement is not one this command makes.");
  }
  const at = typeof parsed.at === "string" ? Date.parse(parsed.at) : NaN;
  if (typeof parsed.confirm !== "string" || Number.isNaN(at) || Math.abs(now.getTime() - at) > STATEMENT_MINUTES * 60_000)
    throw new ConfirmationError(`The signed statement is older than ${STATEMENT_MINUTES} minutes, or not one this command makes.`);
  const user = await findUserByEmail(database, parsed.confirm);
  if (!user) throw new ConfirmationError(`${parsed.confirm} is not a back-office account.`);
  const [key] = await database.db
    .select({ fingerprint: wbOfficerKeys.fingerprint })
    .from(wbOfficerKeys)
    .where(eq(wbOfficerKeys.staffId, user.id));
  if (!key) throw new ConfirmationError(`${parsed.confirm} has no key yet: they sign in once with their password first.`);
  const result = await confirmOfficerAsRecovery(database, user.id, key.fingerprint);
  if (!result.ok)
    throw new ConfirmationError(
      result.error === "admin"
        ? `${parsed.confirm} is also an administrator, which this site does not allow for an ethics officer (ALLOW_ADMIN_ETHICS).`
        : `${parsed.confirm} is not an enabled account with the ethics role.`,
    );
  return { email: result.email, fingerprint: result.fingerprint };
}
