import type { Metadata } from "next";
import Link from "next/link";
import { adminHr } from "@content/admin-hr";
import { buttonClass } from "@/components/ui/button-class";
import { database } from "@/server/db";
import { positionsCollection } from "@/server/publishing/careers";
import { listItems } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";
import { ItemList } from "../_publishing/item-list";
import { ControlNotice } from "../_publishing/notice";

const words = adminHr.careers;
export const metadata: Metadata = { title: words.title };

/** /admin/careers (HR): the open positions and a new one. */
export default async function PositionsPage({ searchParams }: { searchParams: Promise<{ notice?: string }> }) {
  const staff = await requireStaff("hr");
  const items = await listItems(await database(), staff, positionsCollection);
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.title}</h1>
      <ControlNotice notice={(await searchParams).notice} />
      <p>{words.intro}</p>
      <p>
        <Link href="/admin/careers/new" className={buttonClass()}>
          {words.add}
        </Link>
      </p>
      <ItemList
        items={items}
        base="/admin/careers"
        title={(p) => `${p.title} (${p.subtitle})`}
        caption={words.title}
        headings={words.list}
      />
    </div>
  );
}
