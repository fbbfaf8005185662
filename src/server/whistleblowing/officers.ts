import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { casesCopy } from "@content/admin-cases";
import { serverEnv } from "@/env";
import { absoluteUrl } from "@/lib/site-url";
import type { Database, Db } from "../db/client";
import { staffRoles, staffUsers, wbOfficerConfirmations, wbOfficerKeys } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import { writeAudit } from "../staff/audit-log";
import type { Role, Staff } from "../staff/roles";

/**
 * Separation of duties for the cases (issue 41, decision 123). Holding the `ethics` role opens the
 * case pages; it does not make anyone a reader. New reports are encrypted only to **confirmed**
 * officers: an officer's key (by its fingerprint) confirmed by another confirmed officer in the back
 * office, or, when there is none, by the holders of the recovery key (`npm run ethics -- confirm`,
 * a statement signed with the recovery key, checked here against its stored public key). So an
 * administrator who gives the role (to themselves through another administrator, to an account at
 * a mailbox they control) gains nothing until an officer vouches for the key; every officer is
 * e-mailed when the role is given, taken or confirmed. An administrator holds `ethics` only when the
 * organisation allows it (ALLOW_ADMIN_ETHICS=1).
 */

/** Whether this site lets one account be both administrator and ethics officer (ALLOW_ADMIN_ETHICS=1). */
function adminMayHoldEthics(): boolean {
  return serverEnv().ALLOW_ADMIN_ETHICS === "1";
}

/** False for a set of roles with both `admin` and `ethics` on a site that does not allow it. */
export function rolesAllowed(roles: readonly Role[]): boolean {
  return adminMayHoldEthics() || !(roles.includes("admin") && roles.includes("ethics"));
}

/**
 * SQL true for an account whose officer key is confirmed now: its confirmation names its current
 * key, it holds `ethics`, is enabled, and holds `admin` only where that is allowed. Used in joins
 * over wb_officer_keys (new cases) and for who may confirm.
 */
export function confirmedOfficerSql() {
  return and(
    isNull(staffUsers.disabledAt),
    sql`exists (select 1 from ${staffRoles} where ${staffRoles.userId} = ${wbOfficerKeys.staffId} and ${staffRoles.role} = 'ethics')`,
    sql`exists (select 1 from ${wbOfficerConfirmations} where ${wbOfficerConfirmations.staffId} = ${wbOfficerKeys.staffId} and ${wbOfficerConfirmations.fingerprint} = ${wbOfficerKeys.fingerprint})`,
    adminMayHoldEthics()
      ? undefined
      : sql`not exists (select 1 from ${staffRoles} where ${staffRoles.userId} = ${wbOfficerKeys.staffId} and ${staffRoles.role} = 'admin')`,
  )!;
}

/** The staff ids of the confirmed officers among `ids` (all of them when `ids` is omitted). */
export async function confirmedOfficers(db: Db, ids?: readonly string[]): Promise<Set<string>> {
  if (ids && ids.length === 0) return new Set();
  const rows = await db
    .select({ staffId: wbOfficerKeys.staffId })
    .from(wbOfficerKeys)
    .innerJoin(staffUsers, eq(staffUsers.id, wbOfficerKeys.staffId))
    .where(and(confirmedOfficerSql(), ids ? inArray(wbOfficerKeys.staffId, [...ids]) : undefined));
  return new Set(rows.map((r) => r.staffId));
}

export async function isConfirmedOfficer(db: Db, staffId: string): Promise<boolean> {
  return (await confirmedOfficers(db, [staffId])).has(staffId);
}

export type OfficerStanding = {
  staffId: string;
  name: string;
  email: string;
  /** The key's fingerprint, null before the first sign-in with a password. */
  fingerprint: string | null;
  confirmed: boolean;
};

/** Every enabled account holding `ethics`, with its key's fingerprint and whether it is confirmed. */
export async function officerStandings(db: Db): Promise<OfficerStanding[]> {
  const rows = await db
    .select({ staffId: staffUsers.id, name: staffUsers.name, email: staffUsers.email, fingerprint: wbOfficerKeys.fingerprint })
    .from(staffUsers)
    .innerJoin(staffRoles, and(eq(staffRoles.userId, staffUsers.id), eq(staffRoles.role, "ethics")))
    .leftJoin(wbOfficerKeys, eq(wbOfficerKeys.staffId, staffUsers.id))
    .where(isNull(staffUsers.disabledAt))
    .orderBy(asc(staffUsers.email));
  const confirmed = await confirmedOfficers(
    db,
    rows.map((r) => r.staffId),
  );
  return rows.map((row) => ({ ...row, confirmed: confirmed.has(row.staffId) }));
}

export type Confirmation =
  { ok: true; email: string; fingerprint: string } | { ok: false; error: "not-confirmed" | "refused" | "admin" | "changed" };

/**
 * Records that the account `staffId` holds the key `fingerprint` as an officer. `by` is the
 * confirming officer (null: the recovery key). Refused for oneself, for an account without the role
 * or disabled, for an administrator where that is not allowed, and for a fingerprint that is not the
 * account's key now (it changed since the confirming officer read it).
 */
async function recordConfirmation(
  database: Database,
  { staffId, fingerprint, by, address = null }: { staffId: string; fingerprint: string; by: Staff | null; address?: string | null },
): Promise<Confirmation> {
  const { db } = database;
  if (by && by.id === staffId) return { ok: false, error: "refused" };
  const [target] = await db
    .select({ email: staffUsers.email, disabledAt: staffUsers.disabledAt, fingerprint: wbOfficerKeys.fingerprint })
    .from(staffUsers)
    .innerJoin(staffRoles, and(eq(staffRoles.userId, staffUsers.id), eq(staffRoles.role, "ethics")))
    .leftJoin(wbOfficerKeys, eq(wbOfficerKeys.staffId, staffUsers.id))
    .where(eq(staffUsers.id, staffId));
  if (!target || target.disabledAt || !target.fingerprint) return { ok: false, error: "refused" };
  const roles = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, staffId));
  if (!rolesAllowed(roles.map((r) => r.role as Role))) return { ok: false, error: "admin" };
  if (target.fingerprint !== fingerprint) return { ok: false, error: "changed" };
  const values = {
    fingerprint,
    via: by ? ("officer" as const) : ("recovery" as const),
    confirmedBy: by?.id ?? null,
    confirmedAt: new Date(),
  };
  await db
    .insert(wbOfficerConfirmations)
    .values({ staffId, ...values })
    .onConflictDoUpdate({ target: wbOfficerConfirmations.staffId, set: values });
  await writeAudit(database, {
    staff: by,
    action: "ethics.officer.confirm",
    target: target.email,
    address,
    details: { fingerprint, via: by ? "officer" : "recovery key" },
  });
  await queueOfficerMail(db, "confirmed", target.email, by ? by.email : casesCopy.officerMail.recoveryKey);
  return { ok: true, email: target.email, fingerprint };
}

/** An officer confirms another in the back office (audited with the request's `address`): only a confirmed officer may, never themselves. */
export async function confirmOfficer(
  database: Database,
  by: Staff,
  { staffId, fingerprint, address = null }: { staffId: string; fingerprint: string; address?: string | null },
): Promise<Confirmation> {
  if (!(await isConfirmedOfficer(database.db, by.id))) return { ok: false, error: "not-confirmed" };
  return recordConfirmation(database, { staffId, fingerprint, by, address });
}

/** The recovery key's holders confirm (recovery.ts checks the key or its signature first). */
export async function confirmOfficerAsRecovery(database: Database, staffId: string, fingerprint: string): Promise<Confirmation> {
  return recordConfirmation(database, { staffId, fingerprint, by: null });
}

/* ── Telling the officers ──────────────────────────────────────────────────────────────────────── */

/**
 * A content-free e-mail to every enabled officer (and to `alsoTo`, the account that lost the role),
 * through the outbox: who gained, lost or was confirmed in the role, by whom, and where to confirm.
 */
async function queueOfficerMail(
  db: Db,
  kind: "gained" | "lost" | "confirmed",
  email: string,
  by: string,
  alsoTo: readonly string[] = [],
): Promise<void> {
  const words = casesCopy.officerMail;
  const officers = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .innerJoin(staffRoles, and(eq(staffRoles.userId, staffUsers.id), eq(staffRoles.role, "ethics")))
    .where(isNull(staffUsers.disabledAt));
  const recipients = [...new Set([...officers.map((o) => o.email), ...alsoTo])];
  if (recipients.length === 0) return;
  const subject =
    kind === "gained" ? words.gainedSubject(email) : kind === "lost" ? words.lostSubject(email) : words.confirmedSubject(email);
  const body = renderEmail({
    paragraphs: [words[kind](email, by)],
    link: { label: words.link, href: absoluteUrl("/admin/cases") },
    footer: [words.footer],
  });
  await queueMail(
    db,
    null,
    recipients.map((recipient) => ({ recipient, subject, ...body })),
  );
}

/**
 * After an account's roles were set (an invitation, the staff page, the command line): every officer
 * is told when it gained or lost `ethics`. `by` names who did it (an e-mail, or the command line).
 * Returns whether it gained the role (the staff page then says a confirmation is needed).
 */
export async function ethicsRoleChanged(
  db: Db,
  { email, before, after, by }: { email: string; before: readonly Role[]; after: readonly Role[]; by: string },
): Promise<"gained" | "lost" | null> {
  const had = before.includes("ethics");
  const has = after.includes("ethics");
  if (had === has) return null;
  await queueOfficerMail(db, has ? "gained" : "lost", email, by, has ? [] : [email]);
  return has ? "gained" : "lost";
}
