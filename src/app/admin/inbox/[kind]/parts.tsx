import { notFound } from "next/navigation";
import { inboxCopy, inboxKindNames } from "@content/admin-inbox";
import { DataTable } from "@/admin/data-table";
import { ExportLink } from "@/admin/links";
import { Moment } from "@/admin/timeline";
import { deadlineState } from "@/lib/deadline-state";
import type { InboxContext } from "@/server/inbox/context";
import type { ListItem } from "@/server/inbox/list";
import { newestConfirmed, subscriberCounts } from "@/server/inbox/newsletter";

/** The newsletter's inbox: its subscribers, and the export `npm run subscribers` writes. */
export async function Newsletter({ ctx }: { ctx: InboxContext }) {
  const [counts, newest] = await Promise.all([subscriberCounts(ctx), newestConfirmed(ctx)]);
  if (!counts || !newest) notFound();
  const copy = inboxCopy.newsletter;
  return (
    <section aria-labelledby="inbox-heading" className="grid gap-6">
      <h1 id="inbox-heading" className="font-display text-3xl text-forest">
        {inboxKindNames.newsletter.title}
      </h1>
      <p>{copy.intro}</p>
      <p>{copy.counts(counts.confirmed, counts.pending, counts.unsubscribed)}</p>
      <p>
        <ExportLink href="/admin/inbox/newsletter/export">{copy.export}</ExportLink>
      </p>
      <DataTable
        id="newsletter"
        caption={copy.newestCaption(newest.length)}
        rows={newest}
        rowKey={(s) => s.email}
        columns={[
          { label: copy.columns.email, cell: (s) => s.email },
          { label: copy.columns.confirmed, cell: (s) => (s.confirmedAt ? <Moment at={s.confirmedAt} /> : null) },
        ]}
      />
    </section>
  );
}

/** The next promise an access request has not kept yet, and whether it is late. */
function nextDeadline(item: ListItem, now: Date): { by: Date; late: boolean } | null {
  if (!item.deadlines) return null;
  const ack = deadlineState(item.deadlines.acknowledgeBy, item.startedAt, now);
  if (ack !== "met") return { by: item.deadlines.acknowledgeBy, late: ack === "overdue" };
  const resolve = deadlineState(item.deadlines.resolveBy, item.closedAt, now);
  return resolve === "met" ? null : { by: item.deadlines.resolveBy, late: resolve === "overdue" };
}

/** An access request's next deadline in the list: its moment, "(overdue)" when passed; "met" when none is left. */
export function Deadline({ item, now }: { item: ListItem; now: Date }) {
  const deadline = nextDeadline(item, now);
  if (!deadline) return inboxCopy.dsar.met;
  return (
    <>
      <Moment at={deadline.by} />
      {deadline.late && <strong className="ml-1 text-clay">({inboxCopy.dsar.overdue})</strong>}
    </>
  );
}
