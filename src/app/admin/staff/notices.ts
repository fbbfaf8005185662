import { admin } from "@content/admin";

/** What an account's page says after one of its actions (the action's redirect names it: ?notice=). */
export function noticeText(notice: string | undefined, who: string): { text: string; error: boolean } | null {
  const words = admin.staff;
  const said: Record<string, { text: string; error: boolean }> = {
    roles: { text: words.rolesSaved(who), error: false },
    "ethics-pending": { text: words.ethicsPending(who), error: false },
    "own-roles": { text: words.ownRoles, error: true },
    "admin-ethics": { text: words.adminEthics, error: true },
    "last-officer": { text: words.lastOfficer, error: true },
    disabled: { text: words.disabled(who), error: false },
    enabled: { text: words.enabled(who), error: false },
    resent: { text: words.resent(who), error: false },
    "not-yourself": { text: words.notYourself, error: true },
    "not-found": { text: words.notFound, error: true },
  };
  return notice && Object.hasOwn(said, notice) ? said[notice]! : null;
}

export const STATUS_TONE = { active: "active", pending: "neutral", locked: "warning", disabled: "warning" } as const;
