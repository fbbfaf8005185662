import { adminHr } from "@content/admin-hr";
import { editorTitle, ItemEditor, type DataOf, type EditorPageProps } from "../../_publishing/item-editor";
import { PositionForm } from "../position-form";

const words = adminHr.careers;
const heading = (position: DataOf<"positions">) => words.editTitle(position.title);
export const generateMetadata = editorTitle("positions", heading, words.title);

export default function PositionPage(props: EditorPageProps) {
  return (
    <ItemEditor
      {...props}
      name="positions"
      heading={heading}
      form={(item) => <PositionForm initial={item.head.data} itemKey={item.key} revision={item.revision} />}
    />
  );
}
