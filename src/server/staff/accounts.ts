import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffRoles, staffSessions, staffSetupLinks, staffUsers, wbOfficerConfirmations } from "../db/schema";
import { admin } from "@content/admin";
import { confirmedOfficers } from "../whistleblowing/officers";
import { ROLES, canWork, type Role, type Staff } from "./roles";

/** Refused: the change would leave no confirmed ethics officer (new reports would go to the recovery key alone). */
export class LastOfficerError extends Error {
  constructor() {
    super(admin.staff.lastOfficer);
  }
}

/** Throws LastOfficerError when `userId` is the only confirmed officer (checked inside the change's transaction). */
async function keepLastOfficer(tx: Database["db"], userId: string): Promise<void> {
  // One such change at a time: two administrators each removing one of the last two officers at once
  // would otherwise both see the other still there.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff:last-officer'))`);
  const officers = await confirmedOfficers(tx);
  if (officers.size === 1 && officers.has(userId)) throw new LastOfficerError();
}

/**
 * Staff accounts as the back office keeps them: plain database work, no
 * request or session (the command line, tests and server actions share it).
 * Passwords and second factors are the library's (auth.ts, set-up.ts).
 */

const SETUP_LINK_HOURS = 24;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** An account as a Staff, or null; `active` also requires it enabled and its set-up finished. */
export async function staffOf(database: Database, userId: string, { active = false } = {}): Promise<Staff | null> {
  const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, userId));
  if (!user) return null;
  if (active && (user.disabledAt || !user.twoFactorEnabled)) return null;
  const roles = await database.db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.userId, userId))
    .orderBy(asc(staffRoles.role));
  return { id: user.id, email: user.email, name: user.name, roles: roles.map((r) => r.role).filter(isRole) };
}

export async function findUserByEmail(database: Database, email: string) {
  const [user] = await database.db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normaliseEmail(email)));
  return user ?? null;
}

/** Creates an account with no password and no second factor yet; throws "exists" for a known e-mail. */
export async function createAccount(database: Database, { email, name, roles }: { email: string; name?: string; roles: readonly Role[] }) {
  const address = normaliseEmail(email);
  const id = randomUUID();
  await database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(staffUsers)
      .values({ id, email: address, name: name?.trim() || address.split("@")[0]!, emailVerified: true })
      .onConflictDoNothing()
      .returning({ id: staffUsers.id });
    if (inserted.length === 0) throw new Error("exists");
    if (roles.length) await tx.insert(staffRoles).values([...new Set(roles)].map((role) => ({ userId: id, role })));
  });
  return { id, email: address };
}

/**
 * Replaces an account's roles. Losing `ethics` ends its officer confirmation: given the role again,
 * it waits for another officer's confirmation like a newcomer (issue 41). Returns the roles before;
 * throws LastOfficerError rather than take `ethics` from the last confirmed officer (issue 47).
 */
export async function setRoles(database: Database, userId: string, roles: readonly Role[]): Promise<Role[]> {
  return database.db.transaction(async (tx) => {
    if (!roles.includes("ethics")) await keepLastOfficer(tx, userId);
    const before = await tx.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, userId));
    await tx.delete(staffRoles).where(eq(staffRoles.userId, userId));
    if (roles.length) await tx.insert(staffRoles).values([...new Set(roles)].map((role) => ({ userId, role })));
    if (!roles.includes("ethics")) await tx.delete(wbOfficerConfirmations).where(eq(wbOfficerConfirmations.staffId, userId));
    return before.map((r) => r.role).filter(isRole);
  });
}

/** Disables an account and ends every one of its sessions at once; throws LastOfficerError for the last confirmed officer. */
export async function disableAccount(database: Database, userId: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    await keepLastOfficer(tx, userId);
    await tx.update(staffUsers).set({ disabledAt: new Date(), updatedAt: new Date() }).where(eq(staffUsers.id, userId));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
  });
}

export async function enableAccount(database: Database, userId: string): Promise<void> {
  await database.db.update(staffUsers).set({ disabledAt: null, updatedAt: new Date() }).where(eq(staffUsers.id, userId));
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new one-time set-up link token (24 hours, single use). Only its hash is
 * stored; earlier unused links of the account stop working.
 */
export async function issueSetupToken(database: Database, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await database.db.transaction(async (tx) => {
    await tx.delete(staffSetupLinks).where(eq(staffSetupLinks.userId, userId));
    await tx.insert(staffSetupLinks).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(now.getTime() + SETUP_LINK_HOURS * 3600_000),
    });
  });
  return token;
}

/** The account a set-up token opens, if the token is known, unused, unexpired and its account enabled. */
export async function setupTokenUser(database: Database, token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await database.db
    .select({ user: staffUsers })
    .from(staffSetupLinks)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSetupLinks.userId))
    .where(
      and(
        eq(staffSetupLinks.tokenHash, hashToken(token)),
        isNull(staffSetupLinks.usedAt),
        gt(staffSetupLinks.expiresAt, now),
        isNull(staffUsers.disabledAt),
      ),
    );
  return row?.user ?? null;
}

/** Marks a set-up token used; false when it was already used (two tabs racing). */
export async function consumeSetupToken(database: Database, token: string): Promise<boolean> {
  const used = await database.db
    .update(staffSetupLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffSetupLinks.tokenHash, hashToken(token)), isNull(staffSetupLinks.usedAt)))
    .returning({ userId: staffSetupLinks.userId });
  return used.length > 0;
}

async function listAccounts(database: Database) {
  const users = await database.db.select().from(staffUsers).orderBy(asc(staffUsers.email));
  const roles = await database.db.select().from(staffRoles);
  return users.map((user) => ({
    ...user,
    roles: roles
      .filter((r) => r.userId === user.id)
      .map((r) => r.role)
      .filter(isRole),
  }));
}

/** The people an item of `kind` may be assigned to: active accounts (not disabled, second factor set) that work its kind. */
export async function assignableTo(database: Database, kind: string) {
  return (await listAccounts(database))
    .filter((account) => !account.disabledAt && account.twoFactorEnabled)
    .map((account) => ({ id: account.id, name: account.name, email: account.email, roles: account.roles }))
    .filter((account) => canWork(account, kind));
}
