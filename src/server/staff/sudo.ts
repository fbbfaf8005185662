import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffVerifications } from "../db/schema";

/**
 * Sudo mode before adding a way in (decision 141, after GitHub's): a
 * session adds a passkey only within SUDO_MINUTES of its owner typing the
 * password again in that session, and only one passkey per typing. A stolen
 * session cookie alone cannot add one. The grant is a row in the library's
 * own table of short-lived values (staff_verifications), named after the
 * session, so it dies with its expiry and no other session can use it.
 * The password is typed again through account.ts (confirmPassword); changing the
 * password and making recovery codes ask for it in their step itself.
 */
const SUDO_MINUTES = 5;
const identifierOf = (sessionId: string) => `sudo:${sessionId}`;

/** Opens the session's window: the password was just typed (at the set-up link's end, or confirmPassword). */
export async function grantSudo(database: Database, sessionId: string, userId: string, now = new Date()): Promise<void> {
  await database.db.delete(staffVerifications).where(lt(staffVerifications.expiresAt, now));
  await database.db.insert(staffVerifications).values({
    id: randomUUID(),
    identifier: identifierOf(sessionId),
    value: userId,
    expiresAt: new Date(now.getTime() + SUDO_MINUTES * 60_000),
  });
}

/** Whether the session (of `userId`) is within its window. */
export async function inSudo(database: Database, sessionId: string, userId: string, now = new Date()): Promise<boolean> {
  const [row] = await database.db
    .select({ id: staffVerifications.id })
    .from(staffVerifications)
    .where(
      and(
        eq(staffVerifications.identifier, identifierOf(sessionId)),
        eq(staffVerifications.value, userId),
        gt(staffVerifications.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Closes the window (a passkey was added with it). */
export async function endSudo(database: Database, sessionId: string): Promise<void> {
  await database.db.delete(staffVerifications).where(eq(staffVerifications.identifier, identifierOf(sessionId)));
}
