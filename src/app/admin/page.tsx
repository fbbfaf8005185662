import Link from "next/link";
import type { ReactNode } from "react";
import { admin } from "@content/admin";
import { caseStatusNames } from "@content/admin-cases";
import { inboxKindNames, workflowNames } from "@content/admin-inbox";
import { lagosTime } from "@/lib/lagos-clock";
import { assignedToMe, caseCounts, queueCounts } from "@/server/inbox/counts";
import { inboxForRequest } from "@/server/inbox/request";
import { navFor } from "@/server/staff/nav";

const h = admin.home;
const cell = "py-2 pr-4 align-top";

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
            <table className="w-full border-collapse text-left">
              <caption className="mb-2 text-left text-sm text-ink-muted">{h.queuesCaption}</caption>
              <thead>
                <tr className="border-b border-ink/30">
                  <th scope="col" className={cell}>
                    {h.columns.queue}
                  </th>
                  <th scope="col" className={cell}>
                    {h.columns.new}
                  </th>
                  <th scope="col" className={cell}>
                    {h.columns.inProgress}
                  </th>
                  <th scope="col" className={cell}>
                    {h.columns.overdue}
                  </th>
                  <th scope="col" className={cell}>
                    {h.columns.mine}
                  </th>
                </tr>
              </thead>
              <tbody>
                {queues.map((q) => {
                  const name = inboxKindNames[q.kind].title;
                  const list = `/admin/inbox/${q.kind}`;
                  return (
                    <tr key={q.kind} className="border-b border-ink/10">
                      <th scope="row" className={cell}>
                        <Link href={list} className="font-semibold text-forest underline-offset-4 hover:underline">
                          {name}
                        </Link>
                      </th>
                      <td className={cell}>
                        <Count n={q.new} href={`${list}?status=new`} what={h.columns.new} queue={name} />
                      </td>
                      <td className={cell}>
                        <Count n={q.inProgress} href={`${list}?status=in_progress`} what={h.columns.inProgress} queue={name} />
                      </td>
                      <td className={cell}>
                        {q.overdue === null ? (
                          <span className="text-sm text-ink-muted">{h.noDeadlines}</span>
                        ) : (
                          <>
                            <Count n={q.overdue} href={`${list}?overdue=1`} what={h.columns.overdue} queue={name} />
                            <Deadline at={q.nextDeadline} />
                          </>
                        )}
                      </td>
                      <td className={cell}>
                        <Count n={q.mine} href={`${list}?mine=1`} what={h.columns.mine} queue={name} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {cases && (
            <table className="w-full border-collapse text-left">
              <caption className="mb-2 text-left text-sm text-ink-muted">{h.casesCaption}</caption>
              <thead>
                <tr className="border-b border-ink/30">
                  <th scope="col" className={cell}>
                    {h.columns.queue}
                  </th>
                  {(["received", "acknowledged", "investigating"] as const).map((status) => (
                    <th key={status} scope="col" className={cell}>
                      {caseStatusNames[status]}
                    </th>
                  ))}
                  <th scope="col" className={cell}>
                    {h.caseColumns.overdue}
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr className="border-b border-ink/10">
                  <th scope="row" className={cell}>
                    <Link href="/admin/cases" className="font-semibold text-forest underline-offset-4 hover:underline">
                      {h.cases}
                    </Link>
                  </th>
                  {(["received", "acknowledged", "investigating"] as const).map((status) => (
                    <td key={status} className={cell}>
                      <Count n={cases[status]} href={`/admin/cases?status=${status}`} what={caseStatusNames[status]} queue={h.cases} />
                    </td>
                  ))}
                  <td className={cell}>
                    <Count n={cases.overdue} href="/admin/cases?overdue=1" what={h.caseColumns.overdue} queue={h.cases} />
                    <Deadline at={cases.nextDeadline} />
                  </td>
                </tr>
              </tbody>
            </table>
          )}
        </section>
      )}

      {queues.length > 0 && (
        <section aria-labelledby="assigned-heading" className="grid gap-4">
          <h2 id="assigned-heading" className="text-xl font-semibold">
            {h.assignedHeading}
          </h2>
          {assigned.length === 0 ? (
            <p>{h.assignedNone}</p>
          ) : (
            <table className="w-full border-collapse text-left">
              <caption className="mb-2 text-left text-sm text-ink-muted">{h.assignedCaption(assigned.length)}</caption>
              <thead>
                <tr className="border-b border-ink/30">
                  <th scope="col" className={cell}>
                    {h.assignedColumns.reference}
                  </th>
                  <th scope="col" className={cell}>
                    {h.assignedColumns.kind}
                  </th>
                  <th scope="col" className={cell}>
                    {h.assignedColumns.received}
                  </th>
                  <th scope="col" className={cell}>
                    {h.assignedColumns.status}
                  </th>
                </tr>
              </thead>
              <tbody>
                {assigned.map((item) => (
                  <tr key={item.id} className="border-b border-ink/10">
                    <td className={cell}>
                      <Link href={`/admin/inbox/${item.kind}/${item.id}`} className="font-medium text-forest underline underline-offset-4">
                        {item.reference}
                      </Link>
                    </td>
                    <td className={cell}>{inboxKindNames[item.kind].title}</td>
                    <td className={cell}>
                      <time dateTime={item.receivedAt.toISOString()}>{lagosTime(item.receivedAt)}</time>
                    </td>
                    <td className={cell}>{workflowNames[item.workflow]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
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
