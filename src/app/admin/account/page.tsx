import type { Metadata } from "next";
import { admin } from "@content/admin";
import { casesCopy } from "@content/admin-cases";
import { hasRole } from "@/server/staff/roles";
import { requireStaff } from "@/server/staff/session";
import { AddPasskey } from "../passkey-buttons";
import { PasswordForm, RecoveryCodesForm } from "./account-forms";

export const metadata: Metadata = { title: admin.account.title };

/** /admin/account: the signed-in person's own password, recovery codes and passkeys. */
export default async function AccountPage() {
  const staff = await requireStaff();
  const words = admin.account;
  return (
    <div className="grid gap-10">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl text-forest">{words.heading}</h1>
        <p>{words.intro(staff.email)}</p>
      </div>
      <PasswordForm email={staff.email} />
      <RecoveryCodesForm email={staff.email} />
      <AddPasskey />
      {hasRole(staff, "ethics") && <p className="max-w-3xl">{casesCopy.passkeyNote}</p>}
    </div>
  );
}
