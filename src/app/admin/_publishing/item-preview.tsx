import type { ReactNode } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { renderingPreview } from "@/components/ui/image-props";
import { database } from "@/server/db";
import { EDITABLE, type EditableName } from "@/server/publishing/editable";
import { getItem } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";
import type { DataOf } from "./item-editor";

export type PreviewPageProps = { params: Promise<{ key: string }> };

/**
 * One item's preview page, the same for every collection: its latest version
 * rendered by the public site's own components (`children`), with a heading,
 * a note and the way back to the editor. Under /admin: rendered per request,
 * `noindex`, `no-store` (src/proxy.ts).
 */
export async function ItemPreview<N extends EditableName>({
  name,
  params,
  words,
  children,
}: PreviewPageProps & {
  name: N;
  words: { title: (data: DataOf<N>) => string; note: string; back: string };
  children: (data: DataOf<N>, key: string) => ReactNode;
}) {
  const { collection, base } = EDITABLE[name];
  const staff = await requireStaff(collection.role);
  const { key } = await params;
  const item = await getItem(await database(), staff, collection, key);
  if (!item) notFound();
  const data = item.head.data as DataOf<N>;
  renderingPreview();
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.title(data)}</h1>
      <p role="note">{words.note}</p>
      <p>
        <Link href={`${base}/${encodeURIComponent(key)}`} className="font-medium text-forest underline">
          {words.back}
        </Link>
      </p>
      {children(data, key)}
    </div>
  );
}
