import type { Metadata } from "next";
import { adminResults as words } from "@content/admin-results";
import { HomeEarnings } from "@/sections/home/earnings";
import { ResultsArchive } from "@/sections/investors/results-archive";
import { ItemPreview, type PreviewPageProps } from "../../../_publishing/item-preview";

export const metadata: Metadata = { title: words.title };

/** The latest version exactly as the site will show it: the home page's block and the archive's entry. */
export default function QuarterPreviewPage({ params }: PreviewPageProps) {
  return (
    <ItemPreview
      name="results"
      params={params}
      words={{ title: (quarter) => words.previewTitle(quarter.title), note: words.previewNote, back: words.back }}
    >
      {(quarter) => (
        <div className="-mx-4 border-y border-ink/20">
          <HomeEarnings results={quarter} />
          <ResultsArchive quarters={[quarter]} />
        </div>
      )}
    </ItemPreview>
  );
}
