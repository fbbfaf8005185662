import Link from "next/link";
import type { ReactNode } from "react";
import { admin } from "@content/admin";
import { caseStatusNames } from "@content/admin-cases";
import { inboxKindNames, workflowNames } from "@content/admin-inbox";
import { DataTable } from "@/admin/data-table";
import { Moment } from "@/admin/timeline";
import { lagosTime } from "@/lib/lagos-clock";
import { assignedToMe, caseCounts, queueCounts, type CaseCounts, type QueueCounts } from "@/server/inbox/counts";
import { inboxForRequest } from "@/server/inbox/request";
import { navFor } from "@/server/staff/nav";

const h = admin.home;
/** The cases' open states, counted on the home page. */
const CASE_COLUMNS = ["received", "acknowledged", "investigating"] as const;

/** A figure that opens the list it counts; its link names what it counts for screen readers ("3 New, Enquiries"). */
function Count({ n, href, what, queue }: { n: number; href: string; what: string; queue: string }) {
  return (
    <Link href={href} className="font-semibold text-forest underline underline-offset-4">
      {n}
      <span className="sr-only">
        {" "}
        {what}, {queue}
      </span>
    </Link>
  );
}

/** A queue's figure, opening its inbox list filtered by `query`. */
function QueueCount({ q, n, query, what }: { q: QueueCounts; n: number; query: string; what: string }) {
  return <Count n={n} href={`/admin/inbox/${q.kind}?${query}`} what={what} queue={inboxKindNames[q.kind].title} />;
}

function Deadline({ at }: { at: Date | null }): ReactNode {
  if (!at) return <span className="block text-sm text-ink-muted">{h.noNextDeadline}</span>;
  return (
    <span className="block text-sm text-ink-muted">
      <time dateTime={at.toISOString()}>{h.nextDeadline(lagosTime(at))}</time>
    </span>
  );
}

/** /admin: what needs the signed-in person now, queue by queue, what is assigned to them, and where their roles let them work. */
export default async function AdminHome() {
  const ctx = await inboxForRequest();
  const { staff } = ctx;
  const now = new Date();
  const [queues, cases, assigned] = await Promise.all([queueCounts(ctx, now), caseCounts(ctx.db, staff, now), assignedToMe(ctx)]);
  const entries = navFor(staff).filter((entry) => entry.href !== "/admin");
  return (
    <section aria-labelledby="admin-home-heading" className="grid gap-8">
      <h1 id="admin-home-heading" className="font-display text-3xl text-forest">
        {h.heading}
      </h1>
      <p>{h.intro}</p>
      {staff.roles.length === 0 ? (
        <p role="status">{h.nothing}</p>
      ) : (
        <p>
          {h.yourRoles}: {staff.roles.map((role) => admin.roles[role]).join(", ")}
        </p>
      )}

      {(queues.length > 0 || cases) && (
        <section aria-labelledby="queues-heading" className="grid gap-4">
          <h2 id="queues-heading" className="text-xl font-semibold">
            {h.queuesHeading}
          </h2>
          {queues.length > 0 && (
            <DataTable
              id="queues"
              caption={h.queuesCaption}
              rows={queues}
              rowKey={(q) => q.kind}
              columns={[
                {
                  label: h.columns.queue,
                  rowHeader: true,
                  cell: (q) => (
                    <Link href={`/admin/inbox/${q.kind}`} className="font-semibold text-forest underline-offset-4 hover:underline">
                      {inboxKindNames[q.kind].title}
                    </Link>
                  ),
                },
                { label: h.columns.new, cell: (q) => <QueueCount q={q} n={q.new} query="status=new" what={h.columns.new} /> },
                {
                  label: h.columns.inProgress,
                  cell: (q) => <QueueCount q={q} n={q.inProgress} query="status=in_progress" what={h.columns.inProgress} />,
                },
                {
                  label: h.columns.overdue,
                  cell: (q) =>
                    q.overdue === null ? (
                      <span className="text-sm text-ink-muted">{h.noDeadlines}</span>
                    ) : (
                      <>
                        <QueueCount q={q} n={q.overdue} query="overdue=1" what={h.columns.overdue} />
                        <Deadline at={q.nextDeadline} />
                      </>
                    ),
                },
                { label: h.columns.mine, cell: (q) => <QueueCount q={q} n={q.mine} query="mine=1" what={h.columns.mine} /> },
              ]}
            />
          )}
          {cases && (
            <DataTable
              id="case-counts"
              caption={h.casesCaption}
              rows={[cases]}
              rowKey={() => "cases"}
              columns={[
                {
                  label: h.columns.queue,
                  rowHeader: true,
                  cell: () => (
                    <Link href="/admin/cases" className="font-semibold text-forest underline-offset-4 hover:underline">
                      {h.cases}
                    </Link>
                  ),
                },
                ...CASE_COLUMNS.map((status) => ({
                  label: caseStatusNames[status],
                  cell: (c: CaseCounts) => (
                    <Count n={c[status]} href={`/admin/cases?status=${status}`} what={caseStatusNames[status]} queue={h.cases} />
                  ),
                })),
                {
                  label: h.caseColumns.overdue,
                  cell: (c) => (
                    <>
                      <Count n={c.overdue} href="/admin/cases?overdue=1" what={h.caseColumns.overdue} queue={h.cases} />
                      <Deadline at={c.nextDeadline} />
                    </>
                  ),
                },
              ]}
            />
          )}
        </section>
      )}

      {queues.length > 0 && (
        <section aria-labelledby="assigned-heading" className="grid gap-4">
          <h2 id="assigned-heading" className="text-xl font-semibold">
            {h.assignedHeading}
          </h2>
          <DataTable
            id="assigned"
            caption={h.assignedCaption(assigned.length)}
            rows={assigned}
            rowKey={(item) => item.id}
            empty={<p>{h.assignedNone}</p>}
            columns={[
              {
                label: h.assignedColumns.reference,
                cell: (item) => (
                  <Link href={`/admin/inbox/${item.kind}/${item.id}`} className="font-medium text-forest underline underline-offset-4">
                    {item.reference}
                  </Link>
                ),
              },
              { label: h.assignedColumns.kind, cell: (item) => inboxKindNames[item.kind].title },
              { label: h.assignedColumns.received, cell: (item) => <Moment at={item.receivedAt} /> },
              { label: h.assignedColumns.status, cell: (item) => workflowNames[item.workflow] },
            ]}
          />
        </section>
      )}

      {entries.length > 0 && (
        <nav aria-labelledby="other-pages-heading" className="grid gap-3">
          <h2 id="other-pages-heading" className="text-xl font-semibold">
            {h.otherPages}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {entries.map((entry) => (
              <li key={entry.href}>
                <Link href={entry.href} className="block rounded border border-ink/20 p-4 font-semibold text-forest hover:bg-sand-200">
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
