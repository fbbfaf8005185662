import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { admin } from "@content/admin";
import { BackLink } from "@/admin/links";
import { PostForm } from "@/admin/post-form";
import { Section } from "@/admin/section";
import { StatusBadge } from "@/admin/status-badge";
import { buttonClass } from "@/components/ui/button-class";
import { lagosTime } from "@/lib/lagos-clock";
import { one, type SearchParams } from "@/lib/search-params";
import { database } from "@/server/db";
import { staffAccount } from "@/server/staff/directory";
import { ROLES } from "@/server/staff/roles";
import { requireStaff } from "@/server/staff/session";
import { disableAction, enableAction, resendAction, saveRolesAction } from "../actions";
import { Notice } from "../notice";
import { STATUS_TONE } from "../notices";

const words = admin.staff;
type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

/** The account, read once per request for the title and the page; an unknown id is a 404. */
const accountOf = cache(async (id: string) => {
  const me = await requireStaff("admin");
  const account = await staffAccount(me, await database(), id);
  if (!account) notFound();
  return account;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: words.accountTitle((await accountOf((await params).id)).name) };
}

/** /admin/staff/[id] (administrators): one account's roles (never one's own), disabling or enabling it, a new set-up link. */
export default async function StaffAccountPage({ params, searchParams }: Props) {
  const account = await accountOf((await params).id);
  const notice = one((await searchParams).notice);
  const small = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <div className="grid gap-8" data-account={account.email}>
      <BackLink href="/admin/staff">{words.backToList}</BackLink>
      <div className="grid gap-2">
        <h1 className="font-display text-3xl text-forest">{account.name}</h1>
        <p className="[overflow-wrap:anywhere]">{account.email}</p>
        <p>
          <StatusBadge tone={STATUS_TONE[account.status]}>{words.status[account.status]}</StatusBadge>
        </p>
        <p className="text-sm text-ink-muted">
          {words.created}: {lagosTime(account.createdAt)}
        </p>
      </div>
      <Notice notice={notice} who={account.email} />
      <Section id="roles" heading={words.rolesHeading}>
        {account.own ? (
          <p>
            {account.roles.map((role) => admin.roles[role]).join(", ")}. {words.ownRolesNote}
          </p>
        ) : (
          <PostForm action={saveRolesAction} className="grid gap-3">
            <input type="hidden" name="id" value={account.id} />
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-medium">{words.rolesFor(account.email)}</legend>
              {ROLES.map((role) => (
                <label key={role} className="flex items-center gap-2">
                  <input type="checkbox" name="role" value={role} defaultChecked={account.roles.includes(role)} className="size-4" />
                  {admin.roles[role]}
                </label>
              ))}
            </fieldset>
            <button type="submit" className={`${small} justify-self-start`}>
              {words.saveRoles}
            </button>
          </PostForm>
        )}
      </Section>
      <Section id="access" heading={words.accessHeading}>
        <PostForm action={account.disabled ? enableAction : disableAction}>
          <input type="hidden" name="id" value={account.id} />
          <button
            type="submit"
            className={small}
            aria-label={account.disabled ? words.enableLabel(account.email) : words.disableLabel(account.email)}
          >
            {account.disabled ? words.enable : words.disable}
          </button>
        </PostForm>
        {!account.disabled && (
          <PostForm action={resendAction} className="grid gap-2">
            <input type="hidden" name="id" value={account.id} />
            <p className="max-w-2xl text-sm">{words.resendNote}</p>
            <button type="submit" className={`${small} justify-self-start`} aria-label={words.resendLabel(account.email)}>
              {words.resend}
            </button>
          </PostForm>
        )}
      </Section>
    </div>
  );
}
