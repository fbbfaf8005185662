import type { Metadata } from "next";
import Link from "next/link";
import { admin } from "@content/admin";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { database } from "@/server/db";
import { lagosTime } from "@/lib/lagos-clock";
import { isCalendarDate } from "@/lib/calendar-date";
import { AUDIT_PAGE_SIZE, readAudit } from "@/server/staff/audit-query";
import { requireStaff } from "@/server/staff/session";

export const metadata: Metadata = { title: admin.audit.title };

type Params = { action?: string; who?: string; from?: string; to?: string; page?: string };
const one = (value: unknown, max = 100) => (typeof value === "string" ? value.slice(0, max) : undefined);

/** /admin/audit (administrators): the audit log, filtered by action, person and Lagos dates. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Params> }) {
  await requireStaff("admin");
  const params = await searchParams;
  const [from, to] = [one(params.from, 10)?.trim(), one(params.to, 10)?.trim()];
  // A date that is no calendar day is said, not silently ignored (the list would look filtered).
  const badDate = [from, to].some((day) => day && !isCalendarDate(day));
  const filter = {
    action: one(params.action) || undefined,
    who: one(params.who) || undefined,
    from: from && isCalendarDate(from) ? from : undefined,
    to: to && isCalendarDate(to) ? to : undefined,
  };
  const { rows, total, page, actions } = await readAudit(await database(), { ...filter, page: Number(one(params.page, 6)) || 1 });
  const words = admin.audit;
  const query = (p: number) =>
    `/admin/audit?${new URLSearchParams(Object.entries({ ...filter, page: String(p) }).filter((entry): entry is [string, string] => Boolean(entry[1])))}`;
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.heading}</h1>
      <p>{words.intro}</p>
      <form method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={words.filters}>
        <div className="grid gap-1">
          <label htmlFor="audit-action" className="font-medium">
            {words.action}
          </label>
          <select id="audit-action" name="action" defaultValue={filter.action ?? ""} className={controlClass}>
            <option value="">{words.anyAction}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor="audit-who" className="font-medium">
            {words.who}
          </label>
          <input id="audit-who" name="who" defaultValue={filter.who} maxLength={100} className={controlClass} />
        </div>
        <div className="grid gap-1">
          <label htmlFor="audit-from" className="font-medium">
            {words.from}
          </label>
          <input
            id="audit-from"
            name="from"
            type="date"
            defaultValue={filter.from}
            className={controlClass}
            aria-describedby={badDate ? "audit-date-error" : undefined}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="audit-to" className="font-medium">
            {words.to}
          </label>
          <input
            id="audit-to"
            name="to"
            type="date"
            defaultValue={filter.to}
            className={controlClass}
            aria-describedby={badDate ? "audit-date-error" : undefined}
          />
        </div>
        {badDate && (
          <p id="audit-date-error" role="alert" className="text-clay sm:col-span-2 lg:col-span-4">
            {words.invalidDate}
          </p>
        )}
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClass({ size: "sm" })}>
            {words.apply}
          </button>
          <Link href="/admin/audit" className={buttonClass({ variant: "secondary", size: "sm" })}>
            {words.clear}
          </Link>
        </div>
      </form>
      <p role="status">{words.count(rows.length, total)}</p>
      {rows.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={words.heading}>
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-ink/30">
                {Object.values(words.columns).map((label) => (
                  <th key={label} scope="col" className="px-2 py-2 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-ink/10 align-top" data-action={row.action}>
                  <td className="px-2 py-2 whitespace-nowrap">{lagosTime(row.at)}</td>
                  <td className="px-2 py-2 break-all">{row.staffEmail ?? words.nobody}</td>
                  <td className="px-2 py-2">{row.action}</td>
                  <td className="px-2 py-2 break-all">{row.target ?? ""}</td>
                  <td className="px-2 py-2">{row.address ?? ""}</td>
                  <td className="px-2 py-2">
                    {row.details
                      ? Object.entries(row.details)
                          .map(([key, value]) => `${key}: ${String(value)}`)
                          .join(", ")
                      : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={words.page(page)} className="flex gap-4">
        {page > 1 ? <Link href={query(page - 1)}>{words.previous}</Link> : null}
        {page * AUDIT_PAGE_SIZE < total ? <Link href={query(page + 1)}>{words.next}</Link> : null}
      </nav>
    </div>
  );
}
