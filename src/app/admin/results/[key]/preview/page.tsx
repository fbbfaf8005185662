import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { adminResults as words } from "@content/admin-results";
import { HomeEarnings } from "@/sections/home/earnings";
import { ResultsArchive } from "@/sections/investors/results-archive";
import { database } from "@/server/db";
import { resultsCollection } from "@/server/publishing/results";
import { getItem } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";

export const metadata: Metadata = { title: words.title };

/** The latest version exactly as the site will show it: the home page's block and the archive's entry (never indexed, never cached: /admin). */
export default async function QuarterPreviewPage({ params }: { params: Promise<{ key: string }> }) {
  const staff = await requireStaff("investors");
  const { key } = await params;
  const item = await getItem(await database(), staff, resultsCollection, key);
  if (!item) notFound();
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.previewTitle(item.head.data.title)}</h1>
      <p>{words.previewNote}</p>
      <p>
        <Link href={`/admin/results/${encodeURIComponent(key)}`} className="font-medium text-forest underline">
          {words.back}
        </Link>
      </p>
      <div className="-mx-4 border-y border-ink/20">
        <HomeEarnings results={item.head.data} />
        <ResultsArchive quarters={[item.head.data]} />
      </div>
    </div>
  );
}
