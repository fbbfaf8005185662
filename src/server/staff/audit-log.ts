import "server-only";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";
import type { Staff } from "./roles";

/** The audit log's one writer, without a request (the command line and tests use it too). */
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
