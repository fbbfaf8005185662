import type { Metadata } from "next";
import { adminHr } from "@content/admin-hr";
import { StaffCard } from "@/sections/staff/staff-card";
import { ItemPreview, type PreviewPageProps } from "../../../_publishing/item-preview";

const words = adminHr.people;
export const metadata: Metadata = { title: words.title };

/** The latest version as its page will show it. */
export default function StaffCardPreviewPage({ params }: PreviewPageProps) {
  return (
    <ItemPreview
      name="staff-cards"
      params={params}
      words={{ title: (card) => words.previewTitle(`${card.name} ${card.surname}`), note: words.previewNote, back: words.back }}
    >
      {(card) => (
        <div className="-mx-4 border-y border-ink/20 bg-sand-200">
          <StaffCard person={card} headingLevel="h2" />
        </div>
      )}
    </ItemPreview>
  );
}
