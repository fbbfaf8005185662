/**
 * The back office's roles, by the names stored on each account. Plain data, so
 * both content (the roles' labels, content/admin.ts) and the server
 * (src/server/staff/roles.ts: what each role may do) read the one list.
 */
export const ROLES = ["admin", "sales", "residences", "agents", "privacy", "marketing", "ethics", "investors", "hr"] as const;
export type Role = (typeof ROLES)[number];
