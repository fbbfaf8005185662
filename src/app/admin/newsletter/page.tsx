import type { Metadata } from "next";
import Link from "next/link";
import { adminNewsletter as words } from "@content/admin-newsletter";
import { DataTable } from "@/admin/data-table";
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
      {/* The kit's table: words stay whole (the body breaks long words anywhere) and a table wider than a phone scrolls in its region. */}
      <DataTable
        id="campaigns"
        caption={words.list.caption}
        hideCaption
        rows={reports}
        rowKey={(r) => r.id}
        empty={<p>{words.list.empty}</p>}
        columns={[
          {
            label: c.subject,
            rowHeader: true,
            cell: (r) => (
              <Link href={`/admin/newsletter/${r.id}`} className="font-medium text-forest underline underline-offset-4">
                {r.subject}
              </Link>
            ),
          },
          { label: c.state, cell: (r) => words.states[r.state] },
          { label: c.when, cell: (r) => lagosTime(r.sentAt ?? r.sendingAt ?? r.scheduledAt ?? r.createdAt) },
          { label: c.queued, className: "tabular-nums", cell: (r) => r.queued },
          { label: c.sent, className: "tabular-nums", cell: (r) => r.sent },
          { label: c.refused, className: "tabular-nums", cell: (r) => r.refused },
          { label: c.unsubscribed, className: "tabular-nums", cell: (r) => r.unsubscribedSince },
        ]}
      />
    </section>
  );
}
