import type { Metadata } from "next";
import { adminHr } from "@content/admin-hr";
import { site } from "@content/site";
import { requireStaff } from "@/server/staff/session";
import { StaffCardForm } from "../staff-card-form";
import { UnsavedChanges } from "../../_publishing/unsaved-changes";

const words = adminHr.people;
export const metadata: Metadata = { title: words.newTitle };

export default async function NewStaffCardPage() {
  await requireStaff("hr");
  const blank = { slug: "", name: "", surname: "", position: "", company: site.name, phone: "", email: "", image: "" };
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.newTitle}</h1>
      <UnsavedChanges>
        <StaffCardForm initial={blank} itemKey={null} revision={0} />
      </UnsavedChanges>
    </div>
  );
}
