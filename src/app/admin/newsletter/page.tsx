import type { Metadata } from "next";
import Link from "next/link";
import { adminNewsletter as words } from "@content/admin-newsletter";
import { buttonClass } from "@/components/ui/button-class";
import { lagosTime } from "@/lib/lagos-clock";
import { database } from "@/server/db";
import { campaignReports } from "@/server/newsletter/campaigns";
import { requireStaff } from "@/server/staff/session";

export const metadata: Metadata = { title: words.list.title };

/** The campaigns, newest first, with their state and counts (marketing only). */
export default async function Campaigns() {
  await requireStaff("marketing");
  const reports = await campaignReports((await database()).db);
  const c = words.list.columns;
  return (
    <section aria-labelledby="campaigns-heading" className="grid gap-6">
      <h1 id="campaigns-heading" className="font-display text-3xl text-forest">
        {words.list.heading}
      </h1>
      <p className="max-w-3xl text-ink-muted">{words.list.intro}</p>
      <p className="flex flex-wrap gap-4">
        <Link href="/admin/newsletter/new" className={buttonClass()}>
          {words.list.newCampaign}
        </Link>
        <Link href="/newsletter/archive" className="self-center text-forest underline underline-offset-4">
          {words.list.archiveLink}
        </Link>
      </p>
      {reports.length === 0 ? (
        <p>{words.list.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{words.list.caption}</caption>
            <thead>
              <tr className="border-b border-ink/20">
                {[c.subject, c.state, c.when, c.queued, c.sent, c.refused, c.unsubscribed].map((h) => (
                  <th key={h} scope="col" className="px-2 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {reports.map((r) => {
                const when = r.sentAt ?? r.sendingAt ?? r.scheduledAt ?? r.createdAt;
                return (
                  <tr key={r.id} className="border-b border-ink/10">
                    <th scope="row" className="px-2 py-2 font-medium">
                      <Link href={`/admin/newsletter/${r.id}`} className="text-forest underline underline-offset-4">
                        {r.subject}
                      </Link>
                    </th>
                    <td className="px-2 py-2">{words.states[r.state]}</td>
                    <td className="px-2 py-2">{lagosTime(when)}</td>
                    <td className="px-2 py-2 tabular-nums">{r.queued}</td>
                    <td className="px-2 py-2 tabular-nums">{r.sent}</td>
                    <td className="px-2 py-2 tabular-nums">{r.refused}</td>
                    <td className="px-2 py-2 tabular-nums">{r.unsubscribedSince}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
