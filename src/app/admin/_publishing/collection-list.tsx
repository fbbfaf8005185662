import { ItemList, ListPage } from "@/admin/item-list";
import { database } from "@/server/db";
import { EDITABLE, type EditableName } from "@/server/publishing/editable";
import { listItems, type ItemView } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";
import type { DataOf } from "./item-editor";
import { ControlNotice } from "./notice";

export type ListPageProps = { searchParams: Promise<{ notice?: string }> };

/**
 * A collection's list page, the same for careers, people and results: the
 * editors' role is checked, the items read here (server work stays out of the
 * kit), and the kit's ListPage and ItemList draw them.
 */
export async function CollectionList<N extends EditableName>({
  name,
  searchParams,
  words,
  title,
  sort,
}: ListPageProps & {
  name: N;
  words: { title: string; intro: string; add: string; list: { item: string; state: string; updated: string; none: string } };
  title: (data: DataOf<N>) => string;
  sort?: (a: DataOf<N>, b: DataOf<N>) => number;
}) {
  const { collection, base } = EDITABLE[name];
  const staff = await requireStaff(collection.role);
  const items = (await listItems(await database(), staff, collection)) as ItemView<DataOf<N>>[];
  if (sort) items.sort((a, b) => sort(a.head.data, b.head.data));
  return (
    <ListPage
      title={words.title}
      intro={words.intro}
      notice={<ControlNotice notice={(await searchParams).notice} />}
      add={{ href: `${base}/new`, label: words.add }}
    >
      <ItemList id={name} items={items} base={base} title={title} caption={words.title} headings={words.list} />
    </ListPage>
  );
}
