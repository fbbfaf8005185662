import "server-only";
/**
 * The back office's roles (issue 30). An account may hold several. Which
 * submission kinds a role works is decided here, once; every server-side read
 * and action asks `canWork(staff, kind)` (or `hasRole`) before touching a row.
 */
import { ROLES, type Role } from "@content/roles";

export { ROLES, type Role };

/** A signed-in member of staff, as every back-office read sees them. */
export type Staff = { id: string; email: string; name: string; roles: readonly Role[] };

/**
 * The submission kinds each role's inbox holds. `ethics` has none until the
 * whistleblowing-case issue: no role reads a report's content in the inbox.
 */
export const KINDS_BY_ROLE = {
  admin: [],
  sales: ["enquiry"],
  residences: ["booking"],
  agents: ["agent"],
  privacy: ["dsar"],
  marketing: ["contact", "newsletter"],
  ethics: [],
  // Publishers (issue 32): quarterly results; open positions and staff cards. No inbox.
  investors: [],
  hr: [],
} as const satisfies Record<Role, readonly string[]>;

export type InboxKind = (typeof KINDS_BY_ROLE)[Role][number];

export function hasRole(staff: Staff, role: Role): boolean {
  return staff.roles.includes(role);
}

export function canWork(staff: Staff, kind: string): boolean {
  return staff.roles.some((role) => (KINDS_BY_ROLE[role] as readonly string[]).includes(kind));
}
