import type { Metadata } from "next";
import { adminHr } from "@content/admin-hr";
import { OpenPositions } from "@/sections/careers/open-positions";
import { EDITABLE } from "@/server/publishing/editable";
import { publishedCareersPage } from "@/server/publishing/pages";
import { requireStaff } from "@/server/staff/session";
import { ItemPreview, type PreviewPageProps } from "../../../_publishing/item-preview";

const words = adminHr.careers;
export const metadata: Metadata = { title: words.title };

/** The latest version as /careers will show it: card and Apply Now (its JobPosting data is on its own page). */
export default async function PositionPreviewPage({ params }: PreviewPageProps) {
  // Who is asking, before the careers page's words are read.
  await requireStaff(EDITABLE.positions.collection.role);
  const { positions: copy } = await publishedCareersPage();
  return (
    <ItemPreview
      name="positions"
      params={params}
      words={{ title: (position) => words.previewTitle(position.title), note: words.previewNote, back: words.back }}
    >
      {(position, key) => (
        <div className="-mx-4 border-y border-ink/20">
          <OpenPositions positions={[{ key, data: position }]} copy={copy} />
        </div>
      )}
    </ItemPreview>
  );
}
