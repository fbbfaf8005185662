import type { Metadata } from "next";
import { adminResults as words } from "@content/admin-results";
import { byQuarterNewestFirst } from "@/server/publishing/results";
import { CollectionList, type ListPageProps } from "../_publishing/collection-list";

export const metadata: Metadata = { title: words.title };

const { quarter, state, updated, none } = words.list;

/** /admin/results (investor relations): every quarter, newest first, and a new one. */
export default function ResultsListPage({ searchParams }: ListPageProps) {
  return (
    <CollectionList
      name="results"
      searchParams={searchParams}
      words={{ title: words.title, intro: words.intro, add: words.newQuarter, list: { item: quarter, state, updated, none } }}
      title={(q) => q.title}
      sort={byQuarterNewestFirst}
    />
  );
}
