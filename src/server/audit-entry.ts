import "server-only";

/**
 * One entry of the audit log as a back-office domain (the inbox, the cases)
 * writes it: what was done to which item, never what the item says (no field,
 * note or message text). Here, not in either domain, so neither imports the other for it.
 */
export type ItemAuditEntry = { action: string; target: string; details?: Record<string, string | number | boolean | null> };
