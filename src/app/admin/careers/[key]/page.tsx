import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { adminHr } from "@content/admin-hr";
import { database } from "@/server/db";
import { positionsCollection } from "@/server/publishing/careers";
import { getItem, history } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";
import { ItemPanel } from "../../_publishing/item-panel";
import { ControlNotice } from "../../_publishing/notice";
import { PositionForm } from "../position-form";

const words = adminHr.careers;
export const metadata: Metadata = { title: words.title };

type Props = { params: Promise<{ key: string }>; searchParams: Promise<{ notice?: string }> };

export default async function PositionPage({ params, searchParams }: Props) {
  const staff = await requireStaff("hr");
  const { key } = await params;
  const db = await database();
  const item = await getItem(db, staff, positionsCollection, key);
  if (!item) notFound();
  const versions = await history(db, staff, positionsCollection, key);
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.editTitle(item.head.data.title)}</h1>
      <ControlNotice notice={(await searchParams).notice} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <PositionForm initial={item.head.data} itemKey={item.key} revision={item.revision} />
        <ItemPanel
          name="positions"
          item={item}
          versions={versions}
          previewHref={`/admin/careers/${encodeURIComponent(item.key)}/preview`}
        />
      </div>
    </div>
  );
}
