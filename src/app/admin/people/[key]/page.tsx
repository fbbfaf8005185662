import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { adminHr } from "@content/admin-hr";
import { database } from "@/server/db";
import { staffCardsCollection } from "@/server/publishing/people";
import { getItem, history } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";
import { ItemPanel } from "../../_publishing/item-panel";
import { ControlNotice } from "../../_publishing/notice";
import { StaffCardForm } from "../staff-card-form";

const words = adminHr.people;
export const metadata: Metadata = { title: words.title };

type Props = { params: Promise<{ key: string }>; searchParams: Promise<{ notice?: string }> };

export default async function StaffCardEditorPage({ params, searchParams }: Props) {
  const staff = await requireStaff("hr");
  const { key } = await params;
  const db = await database();
  const item = await getItem(db, staff, staffCardsCollection, key);
  if (!item) notFound();
  const versions = await history(db, staff, staffCardsCollection, key);
  const card = item.head.data;
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.editTitle(`${card.name} ${card.surname}`)}</h1>
      <ControlNotice notice={(await searchParams).notice} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <StaffCardForm initial={card} itemKey={item.key} revision={item.revision} />
        <ItemPanel
          name="staff-cards"
          item={item}
          versions={versions}
          previewHref={`/admin/people/${encodeURIComponent(item.key)}/preview`}
        />
      </div>
    </div>
  );
}
