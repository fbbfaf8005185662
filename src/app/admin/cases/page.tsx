import type { Metadata } from "next";
import Link from "next/link";
import { casesCopy, caseStatusNames } from "@content/admin-cases";
import { DataTable } from "@/admin/data-table";
import { CheckFilter, FilterBar, SelectFilter } from "@/admin/filter-bar";
import { Pager } from "@/admin/pager";
import { StatusBadge } from "@/admin/status-badge";
import { Moment } from "@/admin/timeline";
import type { SearchParams } from "@/lib/search-params";
import { parseCaseFilters } from "@/server/whistleblowing/case-filters";
import { nextDeadline } from "@/server/whistleblowing/case-clock";
import { CASE_STATUSES, listCases, type CaseListItem } from "@/server/whistleblowing/officer";
import { casesForRequest } from "@/server/whistleblowing/officer-request";
import { officerStandings } from "@/server/whistleblowing/officers";
import { Officers } from "./officers";

type Props = { searchParams: Promise<SearchParams> };

const c = casesCopy.list;
export const metadata: Metadata = { title: casesCopy.heading };

/** /admin/cases: every case, newest first, with its status and next deadline; nothing of its content. The ethics team only (403 otherwise). */
export default async function CaseList({ searchParams }: Props) {
  const ctx = await casesForRequest();
  const params = await searchParams;
  const { filters, query } = parseCaseFilters(params);
  const now = new Date();
  const list = (await listCases(ctx, filters, now))!;
  const standings = await officerStandings(ctx.db);

  return (
    <section aria-labelledby="cases-heading" className="grid gap-6">
      <h1 id="cases-heading" className="font-display text-3xl text-forest">
        {casesCopy.heading}
      </h1>
      <p className="max-w-3xl">{casesCopy.intro}</p>
      {!ctx.key && (
        <p role="status" className="max-w-3xl rounded border-l-4 border-danger bg-danger/10 px-4 py-3 text-danger">
          {casesCopy.noKey}
        </p>
      )}
      <Officers standings={standings} me={ctx.staff.id} params={params} />

      <FilterBar
        id="case-filters"
        heading={c.filtersHeading}
        apply={c.apply}
        clear={query.size > 0 ? { href: "/admin/cases", label: c.clear } : undefined}
      >
        <SelectFilter
          label={c.status}
          name="status"
          value={filters.status}
          any={c.anyStatus}
          options={CASE_STATUSES.map((s) => [s, caseStatusNames[s]])}
        />
        <CheckFilter label={c.overdue} name="overdue" checked={filters.overdue} />
      </FilterBar>

      <DataTable
        id="cases"
        caption={c.caption(list.items.length, list.total)}
        rows={list.items}
        rowKey={(item) => item.id}
        empty={<p role="status">{c.empty}</p>}
        columns={[
          {
            label: c.columns.reference,
            cell: (item) => (
              <Link href={`/admin/cases/${item.id}`} className="font-mono text-forest underline">
                {item.reference}
              </Link>
            ),
          },
          { label: c.columns.received, cell: (item) => <Moment at={item.receivedAt} /> },
          {
            label: c.columns.status,
            cell: (item) => (
              <StatusBadge tone={item.status === "closed" ? "neutral" : "active"}>{caseStatusNames[item.status]}</StatusBadge>
            ),
          },
          { label: c.columns.next, cell: (item) => <NextDeadline item={item} now={now} /> },
          { label: c.columns.access, cell: (item) => (item.readable ? c.canRead : c.cannotRead) },
        ]}
      />

      <Pager base="/admin/cases" query={query} page={list.page} pages={list.pages} words={c} />
    </section>
  );
}

function NextDeadline({ item, now }: { item: CaseListItem; now: Date }) {
  const next = nextDeadline(item, now);
  if (!next) return c.noDeadline;
  const d = casesCopy.deadlines;
  return (
    <>
      {next.which === "acknowledge" ? d.acknowledge : d.feedback} {d.byWord} <Moment at={next.by} />
      {next.overdue && <strong className="ml-1 text-danger">({d.overdue})</strong>}
    </>
  );
}
