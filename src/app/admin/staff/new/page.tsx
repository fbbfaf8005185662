import type { Metadata } from "next";
import { admin } from "@content/admin";
import { BackLink } from "@/admin/links";
import { ROLES } from "@/server/staff/roles";
import { requireStaff } from "@/server/staff/session";
import { InviteForm } from "../invite-form";

export const metadata: Metadata = { title: admin.staff.inviteTitle };

const words = admin.staff;

/** /admin/staff/new (administrators): invite someone; the set-up link goes by e-mail. */
export default async function InvitePage() {
  await requireStaff("admin");
  return (
    <div className="grid gap-6">
      <BackLink href="/admin/staff">{words.backToList}</BackLink>
      <h1 className="font-display text-3xl text-forest">{words.inviteHeading}</h1>
      <p>{words.inviteIntro}</p>
      <InviteForm roles={ROLES} />
    </div>
  );
}
