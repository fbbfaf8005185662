import type { ReactNode } from "react";
import Link from "next/link";
import { publishedItemsCopy as words } from "@content/admin-published-items";
import { buttonClass } from "@/components/ui/button-class";
import { DataTable } from "./data-table";
import { StatusBadge } from "./status-badge";
import { shown } from "./time";

type PublishingState = keyof typeof words.states;

/** What a list of a collection needs of each item (the store's ItemView has it). */
export type ListedItem<T> = { key: string; state: PublishingState; updatedAt: Date; head: { data: T } };

/** A publishing state as a badge: what is on the site stands out from drafts. */
export function StateBadge({ state, children }: { state: PublishingState; children?: ReactNode }) {
  return (
    <StatusBadge tone={state === "published" || state === "scheduled" ? "active" : "neutral"}>
      {children ?? words.states[state]}
    </StatusBadge>
  );
}

/** A collection's items for its editor: title (a link to the item), state, last change. */
export function ItemList<T>({
  id,
  items,
  base,
  title,
  headings,
  caption,
}: {
  id: string;
  items: ListedItem<T>[];
  base: string;
  title: (data: T) => string;
  headings: { item: string; state: string; updated: string; none: string };
  caption: string;
}) {
  return (
    <DataTable
      id={id}
      caption={caption}
      hideCaption
      rows={items}
      rowKey={(item) => item.key}
      empty={<p>{headings.none}</p>}
      columns={[
        {
          label: headings.item,
          cell: (item) => (
            <Link href={`${base}/${encodeURIComponent(item.key)}`} className="font-medium text-forest underline-offset-4 hover:underline">
              {title(item.head.data)}
            </Link>
          ),
        },
        { label: headings.state, cell: (item) => <StateBadge state={item.state} /> },
        { label: headings.updated, cell: (item) => shown(item.updatedAt) },
      ]}
    />
  );
}

/** A publishing list's page: its heading, the answer of the last action, what it holds, the link to add one, the list. */
export function ListPage({
  title,
  intro,
  notice,
  add,
  children,
}: {
  title: string;
  intro: string;
  notice?: ReactNode;
  add: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{title}</h1>
      {notice}
      <p>{intro}</p>
      <p>
        <Link href={add.href} className={buttonClass()}>
          {add.label}
        </Link>
      </p>
      {children}
    </div>
  );
}
