import type { Metadata } from "next";
import Link from "next/link";
import { publishingCopy as c } from "@content/admin-publishing";
import { DataTable } from "@/admin/data-table";
import { StateBadge } from "@/admin/item-list";
import { buttonClass } from "@/components/ui/button-class";
import { lagosTime } from "@/lib/lagos-clock";
import { database } from "@/server/db";
import { newsCollection } from "@/server/publishing/news";
import { listItems } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";
import { stateLine } from "./state-line";

export const metadata: Metadata = { title: c.news.heading };

/** /admin/news: every story, the most recently changed first, with its state. */
export default async function NewsList() {
  const staff = await requireStaff(newsCollection.role);
  const items = await listItems(await database(), staff, newsCollection);
  return (
    // Not a named section: the page's main is the list, and the table's region is named by its caption, so
    // a section named by the same heading made two landmarks with one name.
    <div className="grid gap-6">
      <h1 id="news-heading" className="font-display text-3xl text-forest">
        {c.news.heading}
      </h1>
      <p>{c.news.intro}</p>
      <div className="flex flex-wrap gap-3">
        <Link href="/admin/news/new" className={buttonClass({ size: "sm" })}>
          {c.news.newStory}
        </Link>
        <Link href="/admin/news/featured" className={buttonClass({ variant: "secondary", size: "sm" })}>
          {c.news.featured}
        </Link>
      </div>
      <DataTable
        id="stories"
        caption={c.news.heading}
        hideCaption
        rows={items}
        rowKey={(item) => item.key}
        rowData={() => ({ "data-testid": "story-row" })}
        empty={<p>{c.news.empty}</p>}
        columns={[
          {
            label: c.news.columns.title,
            cell: (item) => (
              <Link href={`/admin/news/${item.key}`} className="font-medium text-forest underline underline-offset-4">
                {item.head.data.title}
              </Link>
            ),
          },
          { label: c.news.columns.state, cell: (item) => <StateBadge state={item.state}>{stateLine(item)}</StateBadge> },
          { label: c.news.columns.date, cell: (item) => item.head.data.date },
          {
            label: c.news.columns.changed,
            className: "text-sm text-ink-muted",
            cell: (item) => c.news.changedBy(lagosTime(item.updatedAt), item.head.authorEmail ?? c.news.seed),
          },
        ]}
      />
    </div>
  );
}
