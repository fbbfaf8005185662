import "server-only";
import { admin } from "@content/admin";
import { casesCopy } from "@content/admin-cases";
import { adminHr } from "@content/admin-hr";
import { inboxCopy, inboxKindNames } from "@content/admin-inbox";
import { adminResults } from "@content/admin-results";
import { publishingCopy } from "@content/admin-publishing";
import { reportsCopy } from "@content/admin-reports";
import { adminNewsletter } from "@content/admin-newsletter";
import { adminPages } from "@content/admin-pages";
import { adminSystem } from "@content/admin-system";
import { INBOX_KINDS, SUBMISSION_KINDS } from "../inbox/kinds";
import { canWork, hasRole, type InboxKind, type Role, type Staff } from "./roles";

/**
 * The back office's navigation: each entry names what it needs (a role or a
 * kind of submission) and the frame lists only those the viewer may open.
 * The pages check again on the server (requireStaff): hiding a link is not
 * the check.
 */
export type NavEntry = { href: string; label: string } & (
  | { role: Role }
  /** Shown to whoever holds any of these roles. */
  | { anyRole: readonly Role[] }
  | { kind: InboxKind }
  /** Shown to whoever works any of these kinds. */
  | { anyKind: readonly InboxKind[] }
  | { everyone: true }
);

const NAV: readonly NavEntry[] = [
  { href: "/admin", label: admin.nav.home, everyone: true },
  // The inbox (src/app/admin/inbox): one entry per kind; the approved agents for residences (the agents team reaches them from its inbox).
  ...INBOX_KINDS.map((kind) => ({ href: `/admin/inbox/${kind}`, label: inboxKindNames[kind].title, kind })),
  { href: "/admin/agents", label: inboxCopy.agents.heading, role: "residences" },
  // The reports (issue 42): each team's numbers, for whoever works a team's submissions.
  { href: "/admin/reports", label: reportsCopy.nav, anyKind: SUBMISSION_KINDS },
  { href: "/admin/cases", label: casesCopy.nav, role: "ethics" },
  { href: "/admin/results", label: adminResults.nav, role: "investors" },
  { href: "/admin/careers", label: adminHr.careers.nav, role: "hr" },
  { href: "/admin/people", label: adminHr.people.nav, role: "hr" },
  { href: "/admin/news", label: publishingCopy.nav.news, role: "marketing" },
  { href: "/admin/newsletter", label: adminNewsletter.nav, role: "marketing" },
  // The site's pages (issue 48): marketing edits the home page, the privacy team the legal pages, administrators the
  // contact details and page heads, HR the careers page, the ethics team the whistleblowing page.
  { href: "/admin/pages", label: adminPages.nav, anyRole: ["marketing", "privacy", "admin", "hr", "ethics"] },
  { href: "/admin/staff", label: admin.nav.staff, role: "admin" },
  { href: "/admin/audit", label: admin.nav.audit, role: "admin" },
  { href: "/admin/system", label: adminSystem.nav, role: "admin" },
];

export function navFor(staff: Staff, entries: readonly NavEntry[] = NAV): { href: string; label: string }[] {
  return entries
    .filter((entry) =>
      "everyone" in entry
        ? true
        : "role" in entry
          ? hasRole(staff, entry.role)
          : "anyRole" in entry
            ? entry.anyRole.some((role) => hasRole(staff, role))
            : "anyKind" in entry
              ? entry.anyKind.some((kind) => canWork(staff, kind))
              : canWork(staff, entry.kind),
    )
    .map(({ href, label }) => ({ href, label }));
}
