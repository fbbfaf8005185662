import { adminHr } from "@content/admin-hr";
import { editorTitle, ItemEditor, type DataOf, type EditorPageProps } from "../../_publishing/item-editor";
import { StaffCardForm } from "../staff-card-form";

const words = adminHr.people;
const heading = (card: DataOf<"staff-cards">) => words.editTitle(`${card.name} ${card.surname}`);
export const generateMetadata = editorTitle("staff-cards", heading, words.title);

export default function StaffCardEditorPage(props: EditorPageProps) {
  return (
    <ItemEditor
      {...props}
      name="staff-cards"
      heading={heading}
      form={(item) => <StaffCardForm initial={item.head.data} itemKey={item.key} revision={item.revision} />}
    />
  );
}
