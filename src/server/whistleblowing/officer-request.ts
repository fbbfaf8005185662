import "server-only";
import { database } from "../db";
import { audit } from "../staff/audit";
import { requireStaffSession } from "../staff/session";
import type { CaseContext } from "./officer";
import { officerKeyFor } from "./officer-session";

/**
 * The cases as the current request's officer works them (pages, actions,
 * downloads): no session → the sign-in page; signed in without the `ethics`
 * role → 403, whatever the case (administrators and the privacy team
 * included); the officer's private key from their key session in this
 * back-office session, or null.
 */
export async function casesForRequest(): Promise<CaseContext> {
  const { staff, sessionId } = await requireStaffSession("ethics");
  const { db } = await database();
  return {
    db,
    staff,
    key: await officerKeyFor(staff, sessionId),
    audit: (entry) =>
      audit({
        staff,
        action: entry.action,
        target: entry.target,
        details: Object.fromEntries(
          Object.entries(entry.details ?? {}).filter((pair): pair is [string, string | number | boolean] => pair[1] !== null),
        ),
      }),
  };
}
