import "server-only";
import { database } from "../db";
import { audit } from "../staff/audit";
import { requireStaff } from "../staff/session";
import type { InboxContext } from "./context";

/**
 * The inbox as the current request's signed-in member of staff works it
 * (pages, actions, exports): no session → the sign-in page; every entry
 * written to the audit log with the request's address as the rate limiter
 * sees it.
 */
export async function inboxForRequest(): Promise<InboxContext> {
  const staff = await requireStaff();
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
