import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireStaff } from "@/server/staff/session";
import { adminPages as words } from "@content/admin-pages";
import { pageMeta, pageHeadsSeed } from "@content/pages";
import { pageCollection } from "@/server/publishing/pages";
import { ItemEditor, type EditorPageProps } from "../../_publishing/item-editor";
import { DocumentForm } from "../document-form";
import type { Doc } from "../document-values";

const pageName = (key: string) => words.pages[key] ?? key;

/** The page heads' parts named by each page's seed title and address ("The Firm (/the-firm)"). */
const headSections = (key: string) =>
  key === "page-heads"
    ? Object.fromEntries(Object.keys(pageHeadsSeed()).map((page) => [page, `${pageMeta(page).title} (${pageMeta(page).path})`]))
    : undefined;

export async function generateMetadata({ params }: EditorPageProps): Promise<Metadata> {
  return { title: words.editTitle(pageName((await params).key)) };
}

/** /admin/pages/<page>: a site page's editor, for the team that owns the page (decision 140). */
export default async function PageEditorPage(props: EditorPageProps) {
  const key = (await props.params).key;
  const name = pageCollection(key);
  // Signed out: the sign-in page, as for every back-office page, before saying the page does not exist.
  if (!name) {
    await requireStaff();
    notFound();
  }
  return (
    <ItemEditor
      {...props}
      name={name}
      back={words.allPages}
      heading={() => words.editTitle(pageName(key))}
      form={(item) => (
        <DocumentForm initial={item.head.data as Doc} itemKey={item.key} revision={item.revision} sections={headSections(key)} />
      )}
    />
  );
}
