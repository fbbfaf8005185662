import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { adminResults as words } from "@content/admin-results";
import { database } from "@/server/db";
import { resultsCollection } from "@/server/publishing/results";
import { getItem, history } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";
import { ItemPanel } from "../../_publishing/item-panel";
import { ControlNotice } from "../../_publishing/notice";
import { ResultsForm } from "../results-form";

export const metadata: Metadata = { title: words.title };

type Props = { params: Promise<{ key: string }>; searchParams: Promise<{ notice?: string }> };

/** One quarter: its latest version in the form, its state, publication and history beside it. */
export default async function QuarterPage({ params, searchParams }: Props) {
  const staff = await requireStaff("investors");
  const { key } = await params;
  const db = await database();
  const item = await getItem(db, staff, resultsCollection, key);
  if (!item) notFound();
  const versions = await history(db, staff, resultsCollection, key);
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.editTitle(item.head.data.title)}</h1>
      <ControlNotice notice={(await searchParams).notice} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <ResultsForm initial={item.head.data} itemKey={item.key} revision={item.revision} fileBase={`savannah-crest-${item.key}`} />
        <ItemPanel name="results" item={item} versions={versions} previewHref={`/admin/results/${encodeURIComponent(item.key)}/preview`} />
      </div>
    </div>
  );
}
