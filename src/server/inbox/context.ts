import "server-only";
import type { Db } from "../db/client";
import type { Staff } from "../staff/roles";

/**
 * One entry of the audit log as the inbox writes it: what was done to which
 * item, never what the item says (no field, note or message text).
 */
export type InboxAuditEntry = { action: string; target: string; details?: Record<string, string | number | boolean | null> };

/**
 * Who is asking, on which database, and where their actions are written
 * down. Every function of the inbox takes one: the pages build it from
 * requireStaff() and the audit log (./request.ts); the tests from a Staff value.
 */
export type InboxContext = { db: Db; staff: Staff; audit: (entry: InboxAuditEntry) => Promise<void> };
