import Link from "next/link";
import { publishedItemsCopy as words } from "@content/admin-published-items";
import type { ItemView } from "@/server/publishing/store";
import { shown } from "../inbox/_components/time";

/** A collection's items for its editor: title (a link to the item), state, last change. */
export function ItemList<T>({
  items,
  base,
  title,
  headings,
  caption,
}: {
  items: ItemView<T>[];
  base: string;
  title: (data: T) => string;
  headings: { item: string; state: string; updated: string; none: string };
  caption: string;
}) {
  if (items.length === 0) return <p>{headings.none}</p>;
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-ink/20">
          <th scope="col" className="py-2">
            {headings.item}
          </th>
          <th scope="col">{headings.state}</th>
          <th scope="col">{headings.updated}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.key} className="border-b border-ink/10">
            <td className="py-2">
              <Link href={`${base}/${encodeURIComponent(item.key)}`} className="font-medium text-forest underline-offset-4 hover:underline">
                {title(item.head.data)}
              </Link>
            </td>
            <td>{words.states[item.state]}</td>
            <td>{shown(item.updatedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
