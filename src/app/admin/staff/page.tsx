import type { Metadata } from "next";
import Link from "next/link";
import { admin } from "@content/admin";
import { DataTable } from "@/admin/data-table";
import { FilterBar, SelectFilter, TextFilter } from "@/admin/filter-bar";
import { Pager } from "@/admin/pager";
import { StatusBadge } from "@/admin/status-badge";
import { buttonClass } from "@/components/ui/button-class";
import type { SearchParams } from "@/lib/search-params";
import { database } from "@/server/db";
import { parseStaffFilters, searchStaff } from "@/server/staff/directory";
import { ROLES } from "@/server/staff/roles";
import { requireStaff } from "@/server/staff/session";
import { Notice } from "./notice";
import { STATUS_TONE } from "./notices";

export const metadata: Metadata = { title: admin.staff.title };

const words = admin.staff;

/**
 * /admin/staff (administrators): the accounts, searched by name or e-mail and by role (a GET form: works without
 * JavaScript, and a search is an address), 25 a page; each account's own page changes it. Inviting is a page of its own.
 */
export default async function StaffPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const me = await requireStaff("admin");
  const params = await searchParams;
  const { filter, query } = parseStaffFilters(params);
  const { rows, total, pages } = await searchStaff(me, await database(), filter);
  const filtered = query.size > 0;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-display text-3xl text-forest">{words.heading}</h1>
        <Link href="/admin/staff/new" className={buttonClass({ size: "sm" })}>
          {words.inviteLink}
        </Link>
      </div>
      {params.notice === "not-found" && <Notice notice="not-found" who="" />}
      <FilterBar
        id="staff-filters"
        heading={words.filters}
        apply={words.apply}
        clear={filtered ? { href: "/admin/staff", label: words.clear } : undefined}
      >
        <TextFilter id="staff-q" label={words.search} name="q" value={filter.q} hint={words.searchHint} maxLength={100} />
        <SelectFilter
          label={words.role}
          name="role"
          value={filter.role}
          any={words.anyRole}
          options={ROLES.map((role) => [role, admin.roles[role]] as const)}
        />
      </FilterBar>
      <p role="status">{words.count(rows.length, total)}</p>
      <DataTable
        id="staff"
        caption={words.listHeading}
        hideCaption
        rows={rows}
        rowKey={(row) => row.id}
        rowData={(row) => ({ "data-account": row.email })}
        empty={<p>{words.empty}</p>}
        columns={[
          {
            label: words.columns.name,
            rowHeader: true,
            cell: (row) => (
              <Link href={`/admin/staff/${row.id}`} className="text-forest underline underline-offset-4">
                {row.name}
                {row.id === me.id ? ` ${words.you}` : ""}
              </Link>
            ),
          },
          { label: words.columns.email, cell: (row) => row.email },
          { label: words.columns.roles, cell: (row) => row.roles.map((role) => admin.roles[role]).join(", ") },
          {
            label: words.columns.status,
            cell: (row) => <StatusBadge tone={STATUS_TONE[row.status]}>{words.status[row.status]}</StatusBadge>,
          },
        ]}
      />
      <Pager
        base="/admin/staff"
        query={query}
        page={filter.page}
        pages={pages}
        words={{ pagination: words.pagination, previous: words.previous, next: words.next, page: words.page }}
      />
    </div>
  );
}
