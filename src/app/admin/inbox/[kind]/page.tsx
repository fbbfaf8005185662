import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { decisionNames, inboxCopy, inboxKindNames, workflowNames } from "@content/admin-inbox";
import { DataTable } from "@/admin/data-table";
import { CheckFilter, DateFilter, FilterBar, SelectFilter, TextFilter } from "@/admin/filter-bar";
import { BackLink, ExportLink } from "@/admin/links";
import { Pager } from "@/admin/pager";
import { StatusBadge } from "@/admin/status-badge";
import { Moment } from "@/admin/timeline";
import { parseFilters, type SearchParams } from "@/server/inbox/filters";
import { EXPORT_MAX_ROWS } from "@/server/inbox/export";
import { DECISIONS, listSubmissions, WORKFLOWS, type ListItem } from "@/server/inbox/list";
import { INBOX_KINDS } from "@/server/inbox/kinds";
import { inboxForRequest } from "@/server/inbox/request";
import { Deadline, Newsletter } from "./parts";

type Props = { params: Promise<{ kind: string }>; searchParams: Promise<SearchParams> };

const c = inboxCopy.list;
const isKind = (kind: string): kind is keyof typeof inboxKindNames => (INBOX_KINDS as readonly string[]).includes(kind);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  return { title: isKind(kind) ? inboxKindNames[kind].title : inboxCopy.heading };
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
  const dateError = badDate ? "date-error" : undefined;

  return (
    <section aria-labelledby="inbox-heading" className="grid gap-6">
      <h1 id="inbox-heading" className="font-display text-3xl text-forest">
        {names.title}
      </h1>
      {kind === "agent" && <BackLink href="/admin/agents">{inboxCopy.agents.heading}</BackLink>}

      <FilterBar
        id="filters"
        heading={c.filtersHeading}
        apply={c.apply}
        clear={query.size > 0 ? { href: `/admin/inbox/${kind}`, label: c.clear } : undefined}
        error={dateError && { id: dateError, message: c.invalidDate }}
      >
        <SelectFilter
          label={c.status}
          name="status"
          value={filters.status}
          any={c.anyStatus}
          options={WORKFLOWS.map((w) => [w, workflowNames[w]])}
        />
        {kind === "agent" && (
          <SelectFilter
            label={c.decision}
            name="decision"
            value={filters.decision}
            any={c.anyDecision}
            options={DECISIONS.map((d) => [d, decisionNames[d]])}
          />
        )}
        <DateFilter label={c.from} name="from" value={filters.from} errorId={dateError} />
        <DateFilter label={c.to} name="to" value={filters.to} errorId={dateError} />
        <TextFilter id="filter-text" label={c.text} name="text" value={filters.text} hint={c.textHint} maxLength={200} />
        {kind === "dsar" && <CheckFilter label={c.overdue} name="overdue" checked={filters.overdue} />}
        <CheckFilter label={c.mine} name="mine" checked={filters.mine} />
      </FilterBar>

      <div className="flex flex-wrap items-center gap-3">
        <ExportLink href={`/admin/inbox/${kind}/export${query.size ? `?${query}` : ""}`}>{c.export}</ExportLink>
        <p className="text-sm text-ink-muted">{c.exportNote(EXPORT_MAX_ROWS)}</p>
      </div>

      <DataTable
        id="inbox"
        caption={c.caption(names.title, list.items.length, list.total)}
        rows={list.items}
        rowKey={(item) => item.id}
        empty={<p role="status">{c.empty}</p>}
        columns={[
          {
            label: c.columns.reference,
            cell: (item) => (
              <Link href={`/admin/inbox/${kind}/${item.id}`} className="font-mono text-forest underline">
                {item.reference}
              </Link>
            ),
          },
          { label: c.columns.received, cell: (item) => <Moment at={item.receivedAt} /> },
          { label: c.columns.from, cell: (item) => item.from },
          {
            label: c.columns.status,
            cell: (item) => <StatusBadge tone={item.workflow === "new" ? "active" : "neutral"}>{workflowNames[item.workflow]}</StatusBadge>,
          },
          kind === "agent" && { label: c.columns.decision, cell: (item: ListItem) => decisionNames[item.decision ?? "pending"] },
          kind === "dsar" && { label: c.columns.deadline, cell: (item: ListItem) => <Deadline item={item} now={now} /> },
          { label: c.columns.assignee, cell: (item) => item.assigneeName ?? c.unassigned },
        ]}
      />

      <Pager base={`/admin/inbox/${kind}`} query={query} page={list.page} pages={list.pages} words={c} />
      <BackLink href={`/admin/inbox/${kind}/saved-replies`}>{inboxCopy.reply.manageSaved}</BackLink>
    </section>
  );
}
