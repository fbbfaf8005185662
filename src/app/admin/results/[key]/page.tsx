import { adminResults as words } from "@content/admin-results";
import { editorTitle, ItemEditor, type DataOf, type EditorPageProps } from "../../_publishing/item-editor";
import { ResultsForm } from "../results-form";

const heading = (quarter: DataOf<"results">) => words.editTitle(quarter.title);
export const generateMetadata = editorTitle("results", heading, words.title);

/** One quarter: its latest version in the form, its state, publication and history beside it. */
export default function QuarterPage(props: EditorPageProps) {
  return (
    <ItemEditor
      {...props}
      name="results"
      heading={heading}
      form={(item) => (
        <ResultsForm initial={item.head.data} itemKey={item.key} revision={item.revision} fileBase={`savannah-crest-${item.key}`} />
      )}
    />
  );
}
