import type { Metadata } from "next";
import Link from "next/link";
import { adminResults as words } from "@content/admin-results";
import { buttonClass } from "@/components/ui/button-class";
import { database } from "@/server/db";
import { byQuarterNewestFirst, resultsCollection } from "@/server/publishing/results";
import { listItems } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";
import { ItemList } from "../_publishing/item-list";
import { ControlNotice } from "../_publishing/notice";

export const metadata: Metadata = { title: words.title };

/** /admin/results (investor relations): every quarter, newest first, and a new one. */
export default async function ResultsListPage({ searchParams }: { searchParams: Promise<{ notice?: string }> }) {
  const staff = await requireStaff("investors");
  const items = (await listItems(await database(), staff, resultsCollection)).sort((a, b) =>
    byQuarterNewestFirst(a.head.data, b.head.data),
  );
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.title}</h1>
      <ControlNotice notice={(await searchParams).notice} />
      <p>{words.intro}</p>
      <p>
        <Link href="/admin/results/new" className={buttonClass()}>
          {words.newQuarter}
        </Link>
      </p>
      <ItemList
        items={items}
        base="/admin/results"
        title={(q) => q.title}
        caption={words.title}
        headings={{ item: words.list.quarter, state: words.list.state, updated: words.list.updated, none: words.list.none }}
      />
    </div>
  );
}
