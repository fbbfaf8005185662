import type { Metadata } from "next";
import { adminResults as words } from "@content/admin-results";
import { earnings, type QuarterResults } from "@content/earnings";
import { database } from "@/server/db";
import { byQuarterNewestFirst, resultsCollection } from "@/server/publishing/results";
import { listItems } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";
import { ResultsForm } from "../results-form";
import { UnsavedChanges } from "../../_publishing/unsaved-changes";

export const metadata: Metadata = { title: words.newTitle };

/** Last quarter's words and figures, without its files: a new quarter's must be uploaded or generated. */
function startFrom(quarter: QuarterResults): QuarterResults {
  return {
    ...quarter,
    files: quarter.files.map((file) => ({ key: file.key, label: file.label, kind: file.kind, contentType: file.contentType, href: "" })),
  };
}

/** A new quarter's draft, starting from the latest quarter's words and figures. */
export default async function NewQuarterPage() {
  const staff = await requireStaff("investors");
  const [latest] = (await listItems(await database(), staff, resultsCollection)).sort((a, b) =>
    byQuarterNewestFirst(a.head.data, b.head.data),
  );
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.newTitle}</h1>
      <p>{words.newIntro}</p>
      <UnsavedChanges>
        <ResultsForm initial={startFrom(latest?.head.data ?? earnings)} itemKey={null} revision={0} fileBase="savannah-crest-results" />
      </UnsavedChanges>
    </div>
  );
}
