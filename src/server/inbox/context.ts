import "server-only";
import type { ItemAuditEntry } from "../audit-entry";
import type { Db } from "../db/client";
import type { Staff } from "../staff/roles";

/**
 * Who is asking, on which database, and where their actions are written
 * down. Every function of the inbox takes one: the pages build it from
 * requireStaff() and the audit log (./request.ts); the tests from a Staff value.
 */
export type InboxContext = { db: Db; staff: Staff; audit: (entry: ItemAuditEntry) => Promise<void> };
