import "server-only";
import { headers } from "next/headers";
import { database } from "../db";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";
import { clientAddress } from "../http/client-address";
import type { Staff } from "./roles";

export type AuditEntry = {
  staff: Staff | null;
  /** What happened, dotted: "sign-in.success", "staff.disable", "submission.view" … */
  action: string;
  /** What it happened to: an account's e-mail, a submission's reference. Never its content. */
  target?: string;
  /** The client's address as the rate limiter sees it; default: the current request's. */
  address?: string;
  /** A few plain facts (a new status, a row count); never a visitor's words. */
  details?: Record<string, string | number | boolean>;
};

/** Appends one row to the audit log (a table that refuses UPDATE and DELETE). */
export async function writeAudit(db: Database, entry: Omit<AuditEntry, "address"> & { address: string | null }): Promise<void> {
  await db.db.insert(auditLog).values({
    staffId: entry.staff?.id ?? null,
    staffEmail: entry.staff?.email ?? null,
    action: entry.action,
    target: entry.target ?? null,
    address: entry.address,
    details: entry.details ?? null,
  });
}

/** Writes an audit entry for the current request (server components, actions, route handlers). */
export async function audit(entry: AuditEntry): Promise<void> {
  let address = entry.address ?? null;
  if (address === null) {
    try {
      address = clientAddress(await headers());
    } catch {
      // Outside a request (a command line): no address.
    }
  }
  await writeAudit(await database(), { ...entry, address });
}
