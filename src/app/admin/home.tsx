import Link from "next/link";
import type { ReactNode } from "react";
import { admin } from "@content/admin";
import { caseStatusNames } from "@content/admin-cases";
import { inboxKindNames, workflowNames } from "@content/admin-inbox";
import { DataTable } from "@/admin/data-table";
import { Moment } from "@/admin/timeline";
import { lagosTime } from "@/lib/lagos-clock";
import type { AssignedItem, CaseCounts, QueueCounts } from "@/server/inbox/counts";

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

/** Each queue the viewer works: its new, in-progress, overdue and own items, each figure opening its list. */
export function QueueTable({ queues }: { queues: QueueCounts[] }) {
  return (
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
  );
}

/** The cases' open states and overdue count, for those who work cases. */
export function CaseTable({ cases }: { cases: CaseCounts }) {
  return (
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
  );
}

/** The open items assigned to the viewer, as the server orders them (oldest first). */
export function AssignedTable({ assigned }: { assigned: AssignedItem[] }) {
  return (
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
  );
}
