import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { adminHr } from "@content/admin-hr";
import { OpenPositions } from "@/sections/careers/open-positions";
import { database } from "@/server/db";
import { positionsCollection } from "@/server/publishing/careers";
import { getItem } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";

const words = adminHr.careers;
export const metadata: Metadata = { title: words.title };

/** The latest version as /careers will show it, card, Apply Now and JobPosting data (never indexed, never cached: /admin). */
export default async function PositionPreviewPage({ params }: { params: Promise<{ key: string }> }) {
  const staff = await requireStaff("hr");
  const { key } = await params;
  const item = await getItem(await database(), staff, positionsCollection, key);
  if (!item) notFound();
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.previewTitle(item.head.data.title)}</h1>
      <p>{words.previewNote}</p>
      <p>
        <Link href={`/admin/careers/${encodeURIComponent(key)}`} className="font-medium text-forest underline">
          {words.back}
        </Link>
      </p>
      <div className="-mx-4 border-y border-ink/20">
        <OpenPositions positions={[item.head.data]} />
      </div>
    </div>
  );
}
