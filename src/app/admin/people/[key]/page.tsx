import type { Metadata } from "next";
import { adminHr } from "@content/admin-hr";
import { ItemEditor, type EditorPageProps } from "../../_publishing/item-editor";
import { StaffCardForm } from "../staff-card-form";

const words = adminHr.people;
export const metadata: Metadata = { title: words.title };

export default function StaffCardEditorPage(props: EditorPageProps) {
  return (
    <ItemEditor
      {...props}
      name="staff-cards"
      heading={(card) => words.editTitle(`${card.name} ${card.surname}`)}
      form={(item) => <StaffCardForm initial={item.head.data} itemKey={item.key} revision={item.revision} />}
    />
  );
}
