import type { Metadata } from "next";
import { admin } from "@content/admin";
import { DataTable } from "@/admin/data-table";
import { DateFilter, FilterBar, SelectFilter, TextFilter } from "@/admin/filter-bar";
import { Pager } from "@/admin/pager";
import { lagosTime } from "@/lib/lagos-clock";
import type { SearchParams } from "@/lib/search-params";
import { database } from "@/server/db";
import { parseAuditFilters } from "@/server/staff/audit-filters";
import { AUDIT_PAGE_SIZE, readAudit } from "@/server/staff/audit-query";
import { requireStaff } from "@/server/staff/session";

export const metadata: Metadata = { title: admin.audit.title };

const words = admin.audit;

/** /admin/audit (administrators): the audit log, filtered by action, person and Lagos dates. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff("admin");
  const { filter, badDate, query } = parseAuditFilters(await searchParams);
  const { rows, total, page, actions } = await readAudit(await database(), filter);
  const dateError = badDate ? "audit-date-error" : undefined;
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.heading}</h1>
      <p>{words.intro}</p>
      <FilterBar
        id="audit-filters"
        heading={words.filters}
        apply={words.apply}
        clear={{ href: "/admin/audit", label: words.clear }}
        error={dateError && { id: dateError, message: words.invalidDate }}
      >
        <SelectFilter label={words.action} name="action" value={filter.action} any={words.anyAction} options={actions.map((a) => [a, a])} />
        <TextFilter id="audit-who" label={words.who} name="who" value={filter.who} maxLength={100} />
        <DateFilter label={words.from} name="from" value={filter.from} errorId={dateError} />
        <DateFilter label={words.to} name="to" value={filter.to} errorId={dateError} />
      </FilterBar>
      <p role="status">{words.count(rows.length, total)}</p>
      <DataTable
        id="audit"
        caption={words.heading}
        hideCaption
        rows={rows}
        rowKey={(row) => row.id}
        rowData={(row) => ({ "data-action": row.action })}
        empty={<p>{words.empty}</p>}
        columns={[
          { label: words.columns.at, className: "whitespace-nowrap", cell: (row) => lagosTime(row.at) },
          { label: words.columns.who, cell: (row) => row.staffEmail ?? words.nobody },
          { label: words.columns.action, cell: (row) => row.action },
          { label: words.columns.target, cell: (row) => row.target ?? "" },
          { label: words.columns.address, cell: (row) => row.address ?? "" },
          { label: words.columns.details, cell: (row) => details(row.details) },
        ]}
      />
      <Pager
        base="/admin/audit"
        query={query}
        page={page}
        pages={Math.ceil(total / AUDIT_PAGE_SIZE)}
        words={{ pagination: words.page(page), previous: words.previous, next: words.next }}
      />
    </div>
  );
}

const details = (details: Record<string, unknown> | null) =>
  details
    ? Object.entries(details)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(", ")
    : "";
