import "server-only";
import { KINDS_BY_ROLE, ROLES, canWork, type InboxKind, type Staff } from "../staff/roles";

/** The kinds whose submissions an inbox lists (the newsletter's is its subscribers: ./newsletter.ts). */
export const SUBMISSION_KINDS = ["enquiry", "booking", "agent", "dsar", "contact"] as const;
export type SubmissionInboxKind = (typeof SUBMISSION_KINDS)[number];

/** Every inbox, in the navigation's order. */
export const INBOX_KINDS = [...SUBMISSION_KINDS, "newsletter"] as const satisfies readonly InboxKind[];

export function isSubmissionKind(kind: string): kind is SubmissionInboxKind {
  return (SUBMISSION_KINDS as readonly string[]).includes(kind);
}

/**
 * The submission kinds `staff` works: what every query's WHERE is limited to,
 * so a row of another kind is never read whatever id or kind a request names.
 */
export function workableKinds(staff: Staff): SubmissionInboxKind[] {
  const kinds = new Set<string>();
  for (const role of ROLES) if (staff.roles.includes(role)) for (const kind of KINDS_BY_ROLE[role]) kinds.add(kind);
  return SUBMISSION_KINDS.filter((kind) => kinds.has(kind));
}

/** The inboxes `staff` sees in the navigation. */
export function visibleInboxes(staff: Staff): InboxKind[] {
  return INBOX_KINDS.filter((kind) => canWork(staff, kind));
}
