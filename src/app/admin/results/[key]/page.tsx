import type { Metadata } from "next";
import { adminResults as words } from "@content/admin-results";
import { ItemEditor, type EditorPageProps } from "../../_publishing/item-editor";
import { ResultsForm } from "../results-form";

export const metadata: Metadata = { title: words.title };

/** One quarter: its latest version in the form, its state, publication and history beside it. */
export default function QuarterPage(props: EditorPageProps) {
  return (
    <ItemEditor
      {...props}
      name="results"
      heading={(quarter) => words.editTitle(quarter.title)}
      form={(item) => (
        <ResultsForm initial={item.head.data} itemKey={item.key} revision={item.revision} fileBase={`savannah-crest-${item.key}`} />
      )}
    />
  );
}
