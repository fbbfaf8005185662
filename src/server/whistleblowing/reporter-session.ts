import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { wbReporterSessions } from "../db/schema";
import { newSessionKey, openWithSessionKey, privateKeyBytes, privateKeyFromBytes, sealWithSessionKey, type PrivateKey } from "./crypto";

/**
 * A reporter's open case on the follow-up page: the case key, opened by the receipt, wrapped
 * (AES-256-GCM) under a random key that only the reporter's cookie holds. The cookie has no
 * expiry (it ends with the browser), is HttpOnly and SameSite=Strict, and is scoped to the
 * follow-up page and its posts; the row ends after 15 minutes without a request, at sign-out, and
 * with its case. Nothing about the reporter (address, browser) is in it.
 */

/** The cookie the follow-up page reads. */
export const REPORTER_COOKIE = "sc-wb-follow-up";
/** The same value for the posts (under /api/whistleblow/, where the upload limit lets files through). */
export const REPORTER_POST_COOKIE = "sc-wb-follow-up-post";
export const REPORTER_COOKIES = [
  { name: REPORTER_COOKIE, path: "/whistleblow/follow-up" },
  { name: REPORTER_POST_COOKIE, path: "/api/whistleblow/" },
] as const;
export const REPORTER_IDLE_MINUTES = 15;
const IDLE_MS = REPORTER_IDLE_MINUTES * 60_000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Starts a session for an opened case; returns the cookie's value (`id.key`). */
export async function startReporterSession(db: Db, caseId: number, caseKey: PrivateKey, now = new Date()): Promise<string> {
  const id = randomBytes(18).toString("base64url");
  const sessionKey = newSessionKey();
  // Ended sessions go whenever a new one starts (no timer needed).
  await db.delete(wbReporterSessions).where(lt(wbReporterSessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)));
  await db.insert(wbReporterSessions).values({
    idHash: sha256(id),
    caseId,
    wrapped: sealWithSessionKey(sessionKey, privateKeyBytes(caseKey)),
    lastSeenAt: now,
  });
  return `${id}.${sessionKey}`;
}

/** What a post leaves for the page it redirects to: a refusal's message and the text that was typed, or a success. */
export type Flash = { error?: string; message?: string; sent?: boolean };

/**
 * The case a cookie opens, touching its idle clock; null when there is none, it was idle for 15
 * minutes (then it is deleted), or the cookie's key does not open it. `takeFlash`: also the flash
 * a post left, which is then cleared (the page shows it once).
 */
export async function reporterSession(
  db: Db,
  cookieValue: string | undefined,
  { now = new Date(), takeFlash = false }: { now?: Date; takeFlash?: boolean } = {},
): Promise<{ caseId: number; caseKey: PrivateKey; flash: Flash | null } | null> {
  const [id, sessionKey] = (cookieValue ?? "").split(".");
  if (!id || !sessionKey) return null;
  const idHash = sha256(id);
  const live = and(eq(wbReporterSessions.idHash, idHash), gt(wbReporterSessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)));
  const [row] = takeFlash
    ? await db.transaction(async (tx) => {
        const [before] = await tx.select({ flash: wbReporterSessions.flash }).from(wbReporterSessions).where(live).for("update");
        if (!before) return [];
        const rows = await tx.update(wbReporterSessions).set({ lastSeenAt: now, flash: null }).where(live).returning();
        return rows.map((r) => ({ ...r, flash: before.flash }));
      })
    : await db.update(wbReporterSessions).set({ lastSeenAt: now }).where(live).returning();
  if (!row) {
    await db.delete(wbReporterSessions).where(eq(wbReporterSessions.idHash, idHash));
    return null;
  }
  try {
    const caseKey = await privateKeyFromBytes(openWithSessionKey(sessionKey, row.wrapped));
    const flash = row.flash ? (JSON.parse(new TextDecoder().decode(openWithSessionKey(sessionKey, row.flash))) as Flash) : null;
    return { caseId: row.caseId, caseKey, flash };
  } catch {
    return null;
  }
}

/** Leaves a flash for the next page of this session (sealed under the cookie's key, like the case key). */
export async function setFlash(db: Db, cookieValue: string | undefined, flash: Flash): Promise<void> {
  const [id, sessionKey] = (cookieValue ?? "").split(".");
  if (!id || !sessionKey) return;
  const sealed = sealWithSessionKey(sessionKey, new TextEncoder().encode(JSON.stringify(flash)));
  await db
    .update(wbReporterSessions)
    .set({ flash: sealed })
    .where(eq(wbReporterSessions.idHash, sha256(id)));
}

/** Whether a cookie names a session that has just ended by idling (the page then says why the reporter is signed out). */
export function hasSessionCookie(cookieValue: string | undefined): boolean {
  return Boolean(cookieValue && cookieValue.includes("."));
}

export async function endReporterSession(db: Db, cookieValue: string | undefined): Promise<void> {
  const id = cookieValue?.split(".")[0];
  if (id) await db.delete(wbReporterSessions).where(eq(wbReporterSessions.idHash, sha256(id)));
}
