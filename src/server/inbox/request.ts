import "server-only";
import { database } from "../db";
import { audit } from "../staff/audit";
import { requireStaff, requireStaffAction } from "../staff/session";
import type { Staff } from "../staff/roles";
import type { InboxContext } from "./context";

/**
 * The inbox as the current request's signed-in member of staff works it
 * (pages, actions, exports): no session → the sign-in page; every entry
 * written to the audit log with the request's address as the rate limiter
 * sees it.
 */
export async function inboxForRequest(): Promise<InboxContext> {
  return inboxFor(await requireStaff());
}

/** For the inbox's server actions: the one checked path of every back-office action (requireStaffAction: same origin first). */
export async function inboxForAction(): Promise<InboxContext> {
  return inboxFor(await requireStaffAction());
}

async function inboxFor(staff: Staff): Promise<InboxContext> {
  const { db } = await database();
  return {
    db,
    staff,
    audit: (entry) =>
      audit({
        staff,
        action: entry.action,
        target: entry.target,
        // The audit log's details hold plain values; an absent one is left out.
        details: Object.fromEntries(
          Object.entries(entry.details ?? {}).filter((pair): pair is [string, string | number | boolean] => pair[1] !== null),
        ),
      }),
  };
}
