import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { adminHr } from "@content/admin-hr";
import { StaffCard } from "@/sections/staff/staff-card";
import { database } from "@/server/db";
import { staffCardsCollection } from "@/server/publishing/people";
import { getItem } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";

const words = adminHr.people;
export const metadata: Metadata = { title: words.title };

/** The latest version as its page will show it (never indexed, never cached: /admin). */
export default async function StaffCardPreviewPage({ params }: { params: Promise<{ key: string }> }) {
  const staff = await requireStaff("hr");
  const { key } = await params;
  const item = await getItem(await database(), staff, staffCardsCollection, key);
  if (!item) notFound();
  const card = item.head.data;
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.previewTitle(`${card.name} ${card.surname}`)}</h1>
      <p>{words.previewNote}</p>
      <p>
        <Link href={`/admin/people/${encodeURIComponent(key)}`} className="font-medium text-forest underline">
          {words.back}
        </Link>
      </p>
      <div className="-mx-4 border-y border-ink/20 bg-sand-200">
        <StaffCard person={card} headingLevel="h2" />
      </div>
    </div>
  );
}
