import type { Metadata } from "next";
import { cache, type ReactNode } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { database } from "@/server/db";
import { EDITABLE, type EditableName } from "@/server/publishing/editable";
import { itemWithHistory, type Data, type ItemView } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";
import { ItemPanel } from "./item-panel";
import { ControlNotice } from "./notice";
import { UnsavedChanges } from "./unsaved-changes";

export type DataOf<N extends EditableName> = Data<(typeof EDITABLE)[N]["collection"]>;

export type EditorPageProps = { params: Promise<{ key: string }>; searchParams: Promise<{ notice?: string }> };

/** The item and its versions as this editor may see them, read once per request (for the title and the page). */
const itemOf = cache(async (name: EditableName, key: string) => {
  const { collection } = EDITABLE[name];
  const staff = await requireStaff(collection.role);
  return itemWithHistory(await database(), staff, collection, key);
});

/** An editor page's title: what it edits ("Edit: Site engineer"), or the collection's name when there is no such item. */
export function editorTitle<N extends EditableName>(name: N, heading: (data: DataOf<N>) => string, fallback: string) {
  return async ({ params }: EditorPageProps): Promise<Metadata> => {
    const found = await itemOf(name, (await params).key);
    return { title: found ? heading(found.item.head.data as DataOf<N>) : fallback };
  };
}

/**
 * One item's editor page, the same for every collection: the heading, the
 * answer of the last change, the collection's own form with the item's
 * latest version, and beside it the item's state, publication controls and
 * history (ItemPanel). The item and its versions are read once.
 */
export async function ItemEditor<N extends EditableName>({
  name,
  params,
  searchParams,
  heading,
  back,
  form,
}: EditorPageProps & {
  name: N;
  heading: (data: DataOf<N>) => string;
  /** The link back to the collection's list. */
  back?: string;
  form: (item: ItemView<DataOf<N>>) => ReactNode;
}) {
  const { base } = EDITABLE[name];
  const found = await itemOf(name, (await params).key);
  if (!found) notFound();
  const item = found.item as ItemView<DataOf<N>>;
  return (
    <div className="grid gap-6">
      {back ? (
        <p>
          <Link href={base} className="text-forest underline underline-offset-4">
            {back}
          </Link>
        </p>
      ) : null}
      <h1 className="font-display text-3xl text-forest">{heading(item.head.data)}</h1>
      <ControlNotice notice={(await searchParams).notice} at={item.revision} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        {/* Keyed by the revision: after a change the form shows what was saved, with nothing unsaved. */}
        <div key={item.revision}>
          <UnsavedChanges>{form(item)}</UnsavedChanges>
        </div>
        <ItemPanel name={name} item={item} versions={found.versions} previewHref={`${base}/${encodeURIComponent(item.key)}/preview`} />
      </div>
    </div>
  );
}
