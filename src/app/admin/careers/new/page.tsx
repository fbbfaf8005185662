import type { Metadata } from "next";
import { adminHr } from "@content/admin-hr";
import { careers } from "@content/careers";
import { lagosToday } from "@/lib/lagos-clock";
import { requireStaff } from "@/server/staff/session";
import { PositionForm } from "../position-form";
import { UnsavedChanges } from "../../_publishing/unsaved-changes";

const words = adminHr.careers;
export const metadata: Metadata = { title: words.newTitle };

/** A new position's draft: posted today, in Abuja, full-time, until changed. */
export default async function NewPositionPage() {
  await requireStaff("hr");
  const blank = { title: "", subtitle: "Abuja", description: "", img: "", employmentType: "FULL_TIME" as const, datePosted: lagosToday() };
  // The seed's first picture stands in until one is uploaded.
  blank.img = careers.positions.items[0]!.img;
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.newTitle}</h1>
      <UnsavedChanges>
        <PositionForm initial={blank} itemKey={null} revision={0} />
      </UnsavedChanges>
    </div>
  );
}
