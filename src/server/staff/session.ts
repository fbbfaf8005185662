import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { forbidden, redirect } from "next/navigation";
import { database } from "../db";
import { isSameOrigin } from "../http/origin";
import type { Database } from "../db/client";
import { eq } from "drizzle-orm";
import { staffSessions } from "../db/schema";
import { staffOf } from "./accounts";
import { idleExpired, slidExpiry, staffAuthFor } from "./auth";
import { hasRole, type Role, type Staff } from "./roles";

const SIGN_IN_PATH = "/admin/sign-in";

/** A signed-in member of staff with the id of the session the request carries (an ethics officer's key session belongs to it). */
export type StaffSession = { staff: Staff; sessionId: string };

/**
 * The member of staff a request's session cookie belongs to, with that session's id, else null.
 * The account's state and roles are read from the database on every call, so a disabled account,
 * one whose set-up is unfinished (no second factor yet) or a session idle for 8 hours is never
 * returned.
 */
export async function staffSessionOfRequest(database: Database, requestHeaders: Headers): Promise<StaffSession | null> {
  const auth = await staffAuthFor(database);
  const session = await auth.api.getSession({ headers: requestHeaders, query: { disableCookieCache: true, disableRefresh: true } });
  if (!session) return null;
  if (idleExpired(session.session.updatedAt)) return null;
  const staff = await staffOf(database, session.user.id, { active: true });
  if (!staff) return null;
  await touchSession(database, session.session);
  return { staff, sessionId: session.session.id };
}

/** How often a used session's last use is written (at most a minute of its 8 idle hours is lost). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Records a session's use: its last use, and its expiry slid to 8 hours from now (never past 24 hours from its
 * sign-in), which the library then enforces. At most once a minute.
 */
async function touchSession(database: Database, session: { id: string; createdAt: Date; updatedAt: Date }): Promise<void> {
  const now = Date.now();
  if (now - session.updatedAt.getTime() < TOUCH_EVERY_MS) return;
  await database.db
    .update(staffSessions)
    .set({ updatedAt: new Date(now), expiresAt: slidExpiry(session.createdAt, now) })
    .where(eq(staffSessions.id, session.id));
}

/** The member of staff a request's session cookie belongs to, else null (staffSessionOfRequest). */
export async function staffOfRequest(database: Database, requestHeaders: Headers): Promise<Staff | null> {
  return (await staffSessionOfRequest(database, requestHeaders))?.staff ?? null;
}

/**
 * The member of staff of a cookie header and their session, read once per render (React `cache`:
 * the layout and the page, or an action and the page rendered in its answer, share one read).
 * Keyed by the cookies, so a new session cookie set by an action is read anew.
 */
const staffSessionOfCookies = cache(async (cookie: string): Promise<StaffSession | null> => {
  const requestHeaders = new Headers(await headers());
  requestHeaders.set("cookie", cookie);
  return staffSessionOfRequest(await database(), requestHeaders);
});

/** The signed-in member of staff of the current request and their session (server components, actions, route handlers), else null. */
async function currentStaffSession(): Promise<StaffSession | null> {
  // headers() first: at build time it marks the page dynamic before anything opens the database.
  await headers();
  // The cookies as they are now: after a server action that set a new session cookie (a password
  // change ends every session and starts a new one), the page rendered in its answer reads the
  // new cookie, which headers() (the request as it came) does not hold.
  return staffSessionOfCookies((await cookies()).toString());
}

/** The signed-in member of staff of the current request, else null. */
export async function currentStaff(): Promise<Staff | null> {
  return (await currentStaffSession())?.staff ?? null;
}

/**
 * The signed-in member of staff, who must hold `role` when given. No session:
 * a redirect to the sign-in page. Signed in without the role: Next's
 * `forbidden()` (HTTP 403, src/app/admin/forbidden.tsx), so a page or action
 * of another team answers 403 whatever its id. Pages that look up a row by id
 * answer `notFound()` (404) for a row the role may not see, as for one that
 * does not exist: an id says nothing.
 */
export async function requireStaff(role?: Role): Promise<Staff> {
  return (await requireStaffSession(role)).staff;
}

/** requireStaff, with the session's id. */
export async function requireStaffSession(role?: Role): Promise<StaffSession> {
  const current = await currentStaffSession();
  if (!current) redirect(SIGN_IN_PATH);
  if (role && !hasRole(current.staff, role)) forbidden();
  return current;
}

/**
 * For the back office's server actions. Next.js checks an action's Origin,
 * but this site also lets `Origin: null` through for the whistleblowing form
 * (decision 052); no staff action accepts it, nor any other site.
 */
export async function assertSameOrigin(): Promise<void> {
  const requestHeaders = await headers();
  const host = requestHeaders.get("host") ?? "localhost";
  if (!isSameOrigin(new Request(`http://${host}/admin`, { method: "POST", headers: requestHeaders }))) forbidden();
}

/** requireStaff for a server action: same origin first. */
export async function requireStaffAction(role?: Role): Promise<Staff> {
  await assertSameOrigin();
  return requireStaff(role);
}
