import type { Metadata } from "next";
import { adminHr } from "@content/admin-hr";
import { OpenPositions } from "@/sections/careers/open-positions";
import { ItemPreview, type PreviewPageProps } from "../../../_publishing/item-preview";

const words = adminHr.careers;
export const metadata: Metadata = { title: words.title };

/** The latest version as /careers will show it: card and Apply Now (its JobPosting data is on its own page). */
export default function PositionPreviewPage({ params }: PreviewPageProps) {
  return (
    <ItemPreview
      name="positions"
      params={params}
      words={{ title: (position) => words.previewTitle(position.title), note: words.previewNote, back: words.back }}
    >
      {(position, key) => (
        <div className="-mx-4 border-y border-ink/20">
          <OpenPositions positions={[{ key, data: position }]} />
        </div>
      )}
    </ItemPreview>
  );
}
