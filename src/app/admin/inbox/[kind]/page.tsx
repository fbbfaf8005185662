import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { decisionNames, inboxCopy, inboxKindNames, workflowNames } from "@content/admin-inbox";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { deadlineState } from "@/server/inbox/deadlines";
import { DECISIONS, EXPORT_MAX_ROWS, listSubmissions, WORKFLOWS, type ListItem } from "@/server/inbox/inbox";
import { INBOX_KINDS } from "@/server/inbox/kinds";
import { newestConfirmed, subscriberCounts } from "@/server/inbox/newsletter";
import type { InboxContext } from "@/server/inbox/context";
import { inboxForRequest } from "@/server/inbox/request";
import { parseFilters, type SearchParams } from "../_components/filters";
import { shown } from "../_components/time";
import { Pager } from "../_components/pager";

type Props = { params: Promise<{ kind: string }>; searchParams: Promise<SearchParams> };

const c = inboxCopy.list;
const isKind = (kind: string): kind is keyof typeof inboxKindNames => (INBOX_KINDS as readonly string[]).includes(kind);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  return { title: isKind(kind) ? inboxKindNames[kind].title : inboxCopy.heading };
}

/** The next promise an access request has not kept yet, and whether it is late. */
function nextDeadline(item: ListItem, now: Date): { by: Date; late: boolean } | null {
  if (!item.deadlines) return null;
  const ack = deadlineState(item.deadlines.acknowledgeBy, item.startedAt, now);
  if (ack !== "met") return { by: item.deadlines.acknowledgeBy, late: ack === "overdue" };
  const resolve = deadlineState(item.deadlines.resolveBy, item.closedAt, now);
  return resolve === "met" ? null : { by: item.deadlines.resolveBy, late: resolve === "overdue" };
}

/** /admin/inbox/[kind]: one team's list, newest first, filtered, 50 a page; a kind the viewer does not work is a 404. */
export default async function InboxList({ params, searchParams }: Props) {
  const { kind } = await params;
  const ctx = await inboxForRequest();
  if (!isKind(kind)) notFound();
  if (kind === "newsletter") return <Newsletter ctx={ctx} />;

  const { filters, badDate, query } = parseFilters(await searchParams);
  const now = new Date();
  const list = await listSubmissions(ctx, kind, filters, now);
  if (!list) notFound();
  const names = inboxKindNames[kind];

  const filtered = query.size > 0;

  return (
    <section aria-labelledby="inbox-heading" className="grid gap-6">
      <h1 id="inbox-heading" className="font-display text-3xl text-forest">
        {names.title}
      </h1>
      {kind === "agent" && (
        <p>
          <Link href="/admin/agents" className="text-forest underline">
            {inboxCopy.agents.heading}
          </Link>
        </p>
      )}

      <form
        method="get"
        className="grid gap-4 rounded border border-ink/20 p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-labelledby="filters-heading"
      >
        <h2 id="filters-heading" className="text-lg font-semibold sm:col-span-2 lg:col-span-4">
          {c.filtersHeading}
        </h2>
        <label className="grid gap-1">
          <span className="font-medium">{c.status}</span>
          <select name="status" defaultValue={filters.status ?? ""} className={controlClass}>
            <option value="">{c.anyStatus}</option>
            {WORKFLOWS.map((w) => (
              <option key={w} value={w}>
                {workflowNames[w]}
              </option>
            ))}
          </select>
        </label>
        {kind === "agent" && (
          <label className="grid gap-1">
            <span className="font-medium">{c.decision}</span>
            <select name="decision" defaultValue={filters.decision ?? ""} className={controlClass}>
              <option value="">{c.anyDecision}</option>
              {DECISIONS.map((d) => (
                <option key={d} value={d}>
                  {decisionNames[d]}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="grid gap-1">
          <span className="font-medium">{c.from}</span>
          <input
            type="date"
            name="from"
            defaultValue={filters.from ?? ""}
            className={controlClass}
            aria-describedby={badDate ? "date-error" : undefined}
          />
        </label>
        <label className="grid gap-1">
          <span className="font-medium">{c.to}</span>
          <input
            type="date"
            name="to"
            defaultValue={filters.to ?? ""}
            className={controlClass}
            aria-describedby={badDate ? "date-error" : undefined}
          />
        </label>
        <div className="grid gap-1">
          <label htmlFor="filter-text" className="font-medium">
            {c.text}
          </label>
          <input
            id="filter-text"
            type="search"
            name="text"
            defaultValue={filters.text ?? ""}
            maxLength={200}
            className={controlClass}
            aria-describedby="filter-text-hint"
          />
          <p id="filter-text-hint" className="text-sm text-ink-muted">
            {c.textHint}
          </p>
        </div>
        {kind === "dsar" && (
          <label className="flex items-center gap-2 self-center">
            <input type="checkbox" name="overdue" value="1" defaultChecked={filters.overdue} className="size-5" />
            <span className="font-medium">{c.overdue}</span>
          </label>
        )}
        {badDate && (
          <p id="date-error" role="alert" className="text-clay sm:col-span-2 lg:col-span-4">
            {c.invalidDate}
          </p>
        )}
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClass({ size: "sm" })}>
            {c.apply}
          </button>
          {filtered && (
            <Link href={`/admin/inbox/${kind}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
              {c.clear}
            </Link>
          )}
        </div>
      </form>

      <div className="flex flex-wrap items-center gap-3">
        <a
          href={`/admin/inbox/${kind}/export${query.size ? `?${query}` : ""}`}
          className={buttonClass({ variant: "secondary", size: "sm" })}
          download
        >
          {c.export}
        </a>
        <p className="text-sm text-ink-muted">{c.exportNote(EXPORT_MAX_ROWS)}</p>
      </div>

      {list.items.length === 0 ? (
        <p role="status">{c.empty}</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-labelledby="inbox-caption" tabIndex={0}>
          <table className="w-full min-w-[40rem] border-collapse text-left">
            <caption id="inbox-caption" className="mb-2 text-left font-medium">
              {c.caption(names.title, list.items.length, list.total)}
            </caption>
            <thead>
              <tr className="border-b border-ink/30">
                <th scope="col" className="py-2 pr-3">
                  {c.columns.reference}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {c.columns.received}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {c.columns.from}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {c.columns.status}
                </th>
                {kind === "agent" && (
                  <th scope="col" className="py-2 pr-3">
                    {c.columns.decision}
                  </th>
                )}
                {kind === "dsar" && (
                  <th scope="col" className="py-2 pr-3">
                    {c.columns.deadline}
                  </th>
                )}
                <th scope="col" className="py-2 pr-3">
                  {c.columns.assignee}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => {
                const deadline = nextDeadline(item, now);
                return (
                  <tr key={item.id} className="border-b border-ink/10 align-top">
                    <td className="py-2 pr-3">
                      <Link href={`/admin/inbox/${kind}/${item.id}`} className="font-mono text-forest underline">
                        {item.reference}
                      </Link>
                    </td>
                    <td className="py-2 pr-3">
                      <time dateTime={item.receivedAt.toISOString()}>{shown(item.receivedAt)}</time>
                    </td>
                    <td className="py-2 pr-3 break-words">{item.from}</td>
                    <td className="py-2 pr-3">{workflowNames[item.workflow]}</td>
                    {kind === "agent" && <td className="py-2 pr-3">{decisionNames[item.decision ?? "pending"]}</td>}
                    {kind === "dsar" && (
                      <td className="py-2 pr-3">
                        {deadline ? (
                          <>
                            <time dateTime={deadline.by.toISOString()}>{shown(deadline.by)}</time>
                            {deadline.late && <strong className="ml-1 text-clay">({inboxCopy.dsar.overdue})</strong>}
                          </>
                        ) : (
                          inboxCopy.dsar.met
                        )}
                      </td>
                    )}
                    <td className="py-2 pr-3">{item.assigneeName ?? c.unassigned}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <Pager base={`/admin/inbox/${kind}`} query={query} page={list.page} pages={list.pages} words={c} />
    </section>
  );
}

/** The newsletter's inbox: its subscribers, and the export `npm run subscribers` writes. */
async function Newsletter({ ctx }: { ctx: InboxContext }) {
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
        <a href="/admin/inbox/newsletter/export" className={buttonClass({ variant: "secondary", size: "sm" })} download>
          {copy.export}
        </a>
      </p>
      {newest.length > 0 && (
        <div className="overflow-x-auto" role="region" aria-labelledby="newsletter-caption" tabIndex={0}>
          <table className="w-full border-collapse text-left">
            <caption id="newsletter-caption" className="mb-2 text-left font-medium">
              {copy.newestCaption(newest.length)}
            </caption>
            <thead>
              <tr className="border-b border-ink/30">
                <th scope="col" className="py-2 pr-3">
                  {copy.columns.email}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {copy.columns.confirmed}
                </th>
              </tr>
            </thead>
            <tbody>
              {newest.map((s) => (
                <tr key={s.email} className="border-b border-ink/10">
                  <td className="py-2 pr-3 break-all">{s.email}</td>
                  <td className="py-2 pr-3">
                    {s.confirmedAt ? <time dateTime={s.confirmedAt.toISOString()}>{shown(s.confirmedAt)}</time> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
