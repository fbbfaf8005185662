import type { Metadata } from "next";
import { admin } from "@content/admin";
import { casesCopy } from "@content/admin-cases";
import { PostForm } from "@/admin/post-form";
import { buttonClass } from "@/components/ui/button-class";
import { lagosTime } from "@/lib/lagos-clock";
import { database } from "@/server/db";
import { listPasskeys } from "@/server/staff/account";
import { hasRole } from "@/server/staff/roles";
import { requireStaff } from "@/server/staff/session";
import { PasswordForm, RecoveryCodesForm } from "./account-forms";
import { removePasskeyAction } from "./actions";
import { AddPasskeyForm } from "./add-passkey";

export const metadata: Metadata = { title: admin.account.title };

/** /admin/account: the signed-in person's own password, recovery codes and passkeys. */
export default async function AccountPage() {
  const staff = await requireStaff();
  const words = admin.account;
  const passkeys = await listPasskeys(await database(), staff);
  return (
    <div className="grid gap-10">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl text-forest">{words.heading}</h1>
        <p>{words.intro(staff.email)}</p>
      </div>
      <PasswordForm email={staff.email} />
      <RecoveryCodesForm email={staff.email} />
      <section aria-labelledby="passkeys-heading" className="grid max-w-md gap-4">
        <h2 id="passkeys-heading" className="text-xl font-semibold">
          {words.passkeysHeading}
        </h2>
        <p>{words.passkeysIntro}</p>
        {passkeys.length === 0 ? (
          <p>{words.noPasskeys}</p>
        ) : (
          <ul className="grid gap-2">
            {passkeys.map((passkey) => {
              const name = passkey.name || words.unnamedPasskey;
              return (
                <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 rounded bg-sand-200 px-3 py-2">
                  <span>
                    <span className="font-semibold">{name}</span>
                    {passkey.createdAt ? `, ${words.passkeyAddedOn(lagosTime(passkey.createdAt))}` : ""}
                  </span>
                  <PostForm action={removePasskeyAction}>
                    <input type="hidden" name="id" value={passkey.id} />
                    <button type="submit" className={buttonClass({ variant: "secondary" })}>
                      {words.removePasskey(name)}
                    </button>
                  </PostForm>
                </li>
              );
            })}
          </ul>
        )}
        <AddPasskeyForm email={staff.email} />
      </section>
      {hasRole(staff, "ethics") && <p className="max-w-3xl">{casesCopy.passkeyNote}</p>}
    </div>
  );
}
