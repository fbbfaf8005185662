import type { Metadata } from "next";
import { adminHr } from "@content/admin-hr";
import { OpenPositions } from "@/sections/careers/open-positions";
import { ItemPreview, type PreviewPageProps } from "../../../_publishing/item-preview";

const words = adminHr.careers;
export const metadata: Metadata = { title: words.title };

/** The latest version as /careers will show it: card, Apply Now and JobPosting data. */
export default function PositionPreviewPage({ params }: PreviewPageProps) {
  return (
    <ItemPreview
      name="positions"
      params={params}
      words={{ title: (position) => words.previewTitle(position.title), note: words.previewNote, back: words.back }}
    >
      {(position) => (
        <div className="-mx-4 border-y border-ink/20">
          <OpenPositions positions={[position]} />
        </div>
      )}
    </ItemPreview>
  );
}
