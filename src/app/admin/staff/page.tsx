import type { Metadata } from "next";
import { admin } from "@content/admin";
import { buttonClass } from "@/components/ui/button-class";
import { database } from "@/server/db";
import { listAccounts } from "@/server/staff/accounts";
import { ROLES } from "@/server/staff/roles";
import { requireStaff } from "@/server/staff/session";
import { disableAction, enableAction, resendAction, saveRolesAction } from "./actions";
import { InviteForm } from "./invite-form";

export const metadata: Metadata = { title: admin.staff.title };

type Notice = "roles" | "ethics-pending" | "disabled" | "enabled" | "resent" | "not-yourself" | "own-roles" | "admin-ethics" | "not-found";

function noticeText(notice: string | undefined, who: string): { text: string; error: boolean } | null {
  const words = admin.staff;
  switch (notice as Notice) {
    case "roles":
      return { text: words.rolesSaved(who), error: false };
    case "ethics-pending":
      return { text: words.ethicsPending(who), error: false };
    case "own-roles":
      return { text: words.ownRoles, error: true };
    case "admin-ethics":
      return { text: words.adminEthics, error: true };
    case "disabled":
      return { text: words.disabled(who), error: false };
    case "enabled":
      return { text: words.enabled(who), error: false };
    case "resent":
      return { text: words.resent(who), error: false };
    case "not-yourself":
      return { text: words.notYourself, error: true };
    case "not-found":
      return { text: words.notFound, error: true };
    default:
      return null;
  }
}

/** /admin/staff (administrators): invite, change others' roles (never one's own), disable or enable, send a new set-up link. */
export default async function StaffPage({ searchParams }: { searchParams: Promise<{ notice?: string; who?: string }> }) {
  const me = await requireStaff("admin");
  const { notice, who } = await searchParams;
  const accounts = await listAccounts(await database());
  const words = admin.staff;
  const shown = noticeText(notice, (who ?? "").slice(0, 254));
  const now = new Date();
  return (
    <div className="grid gap-8">
      <h1 className="font-display text-3xl text-forest">{words.heading}</h1>
      <div role="status" aria-live="polite">
        {shown ? (
          <p
            className={`rounded border-l-4 px-4 py-3 ${shown.error ? "border-red-700 bg-red-50 text-red-900" : "border-green-700 bg-green-50 text-green-900"}`}
          >
            {shown.text}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="invite-heading" className="grid gap-3">
        <h2 id="invite-heading" className="text-xl font-semibold">
          {words.inviteHeading}
        </h2>
        <p>{words.inviteIntro}</p>
        <InviteForm roles={ROLES} />
      </section>
      <section aria-labelledby="accounts-heading" className="grid gap-3">
        <h2 id="accounts-heading" className="text-xl font-semibold">
          {words.listHeading}
        </h2>
        <ul className="grid gap-4">
          {accounts.map((account) => {
            const status = account.disabledAt
              ? words.status.disabled
              : !account.twoFactorEnabled
                ? words.status.pending
                : account.lockedUntil && account.lockedUntil > now
                  ? words.status.locked
                  : words.status.active;
            return (
              <li key={account.id} className="grid gap-3 rounded border border-ink/20 p-4" data-account={account.email}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p>
                    <span className="font-semibold">{account.name}</span> <span className="break-all">{account.email}</span>
                  </p>
                  <p className="text-sm" data-status>
                    {status}
                  </p>
                </div>
                {account.id === me.id ? (
                  <div className="grid gap-1">
                    <p className="text-sm font-medium">{words.rolesFor(account.email)}</p>
                    <p className="text-sm">
                      {account.roles.map((role) => admin.roles[role]).join(", ")}. {words.ownRolesNote}
                    </p>
                  </div>
                ) : (
                  <form action={saveRolesAction} className="grid gap-2">
                    <input type="hidden" name="id" value={account.id} />
                    <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
                      <legend className="mb-1 text-sm font-medium">{words.rolesFor(account.email)}</legend>
                      {ROLES.map((role) => (
                        <label key={role} className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            name="role"
                            value={role}
                            defaultChecked={account.roles.includes(role)}
                            className="size-4"
                          />
                          {admin.roles[role]}
                        </label>
                      ))}
                    </fieldset>
                    <button type="submit" className={buttonClass({ variant: "secondary", size: "sm", className: "justify-self-start" })}>
                      {words.saveRoles}
                    </button>
                  </form>
                )}
                <div className="flex flex-wrap gap-2">
                  <form action={account.disabledAt ? enableAction : disableAction}>
                    <input type="hidden" name="id" value={account.id} />
                    <button
                      type="submit"
                      className={buttonClass({ variant: "secondary", size: "sm" })}
                      aria-label={account.disabledAt ? words.enableLabel(account.email) : words.disableLabel(account.email)}
                    >
                      {account.disabledAt ? words.enable : words.disable}
                    </button>
                  </form>
                  {!account.disabledAt ? (
                    <form action={resendAction}>
                      <input type="hidden" name="id" value={account.id} />
                      <button
                        type="submit"
                        className={buttonClass({ variant: "secondary", size: "sm" })}
                        aria-label={words.resendLabel(account.email)}
                      >
                        {words.resend}
                      </button>
                    </form>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
