import type { Metadata } from "next";
import { adminHr } from "@content/admin-hr";
import { ItemEditor, type EditorPageProps } from "../../_publishing/item-editor";
import { PositionForm } from "../position-form";

const words = adminHr.careers;
export const metadata: Metadata = { title: words.title };

export default function PositionPage(props: EditorPageProps) {
  return (
    <ItemEditor
      {...props}
      name="positions"
      heading={(position) => words.editTitle(position.title)}
      form={(item) => <PositionForm initial={item.head.data} itemKey={item.key} revision={item.revision} />}
    />
  );
}
