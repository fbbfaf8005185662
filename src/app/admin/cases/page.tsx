import type { Metadata } from "next";
import Link from "next/link";
import { casesCopy, caseStatusNames } from "@content/admin-cases";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { CASE_STATUSES, listCases, nextDeadline, type CaseFilters } from "@/server/whistleblowing/officer";
import { casesForRequest } from "@/server/whistleblowing/officer-request";
import { officerStandings } from "@/server/whistleblowing/officers";
import { confirmOfficerAction } from "./actions";
import { shown } from "../inbox/_components/time";
import { Pager } from "../inbox/_components/pager";

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<SearchParams> };

const c = casesCopy.list;
export const metadata: Metadata = { title: casesCopy.heading };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
const o = casesCopy.officers;

/** A key's fingerprint as people read it to each other: upper case, in groups of four. */
const spaced = (fingerprint: string) => fingerprint.toUpperCase().replace(/(.{4})(?=.)/g, "$1 ");

/** What the confirm action did, from the address it redirected to. */
function officerNotice(params: SearchParams): { text: string; error: boolean } | null {
  switch (one(params.officers)) {
    case "confirmed":
      return { text: o.confirmed(one(params.who).slice(0, 254)), error: false };
    case "not-confirmed":
      return { text: o.notConfirmedYourself, error: true };
    case "changed":
      return { text: o.changed, error: true };
    case "admin":
      return { text: o.adminRefused, error: true };
    case "refused":
      return { text: o.refused, error: true };
    default:
      return null;
  }
}

/** The list's filters from its address (a GET form: a filtered list can be bookmarked); anything unknown is dropped. */
function parseFilters(params: SearchParams): { filters: CaseFilters; query: URLSearchParams } {
  const filters: CaseFilters = {};
  const query = new URLSearchParams();
  const status = one(params.status);
  if ((CASE_STATUSES as readonly string[]).includes(status)) {
    filters.status = status as CaseFilters["status"];
    query.set("status", status);
  }
  if (one(params.overdue) === "1") {
    filters.overdue = true;
    query.set("overdue", "1");
  }
  const page = Number(one(params.page));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return { filters, query };
}

/** /admin/cases: every case, newest first, with its status and next deadline; nothing of its content. The ethics team only (403 otherwise). */
export default async function CaseList({ searchParams }: Props) {
  const ctx = await casesForRequest();
  const params = await searchParams;
  const { filters, query } = parseFilters(params);
  const now = new Date();
  const list = (await listCases(ctx, filters, now))!;
  // Separation of duties (issue 41): who holds the role but is not yet given new reports.
  const standings = await officerStandings(ctx.db);
  const me = standings.find((s) => s.staffId === ctx.staff.id);
  const waiting = standings.filter((s) => !s.confirmed && s.staffId !== ctx.staff.id);
  const notice = officerNotice(params);

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
      {me && !me.confirmed && (
        <p role="status" className="max-w-3xl rounded border-l-4 border-danger bg-danger/10 px-4 py-3 text-danger">
          {me.fingerprint ? o.youArePending(spaced(me.fingerprint)) : o.youHaveNoKey}
        </p>
      )}

      <section aria-labelledby="officers-heading" className="grid max-w-3xl gap-3">
        <h2 id="officers-heading" className="text-xl font-semibold">
          {o.heading}
        </h2>
        <div role="status">
          {notice && (
            <p
              className={`rounded border-l-4 px-4 py-3 ${notice.error ? "border-danger bg-danger/10 text-danger" : "border-green-700 bg-green-50 text-green-900"}`}
            >
              {notice.text}
            </p>
          )}
        </div>
        {waiting.length === 0 ? (
          <p>{o.none}</p>
        ) : (
          <>
            <p>{o.intro}</p>
            <ul className="grid gap-3">
              {waiting.map((officer) => (
                <li key={officer.staffId} className="grid gap-2 rounded border border-ink/20 p-4" data-officer={officer.email}>
                  <p>
                    <span className="font-semibold">{officer.name}</span> <span className="break-all">{officer.email}</span>
                  </p>
                  {officer.fingerprint ? (
                    <>
                      <p className="text-sm">
                        {o.fingerprint}: <span className="font-mono">{spaced(officer.fingerprint)}</span>
                      </p>
                      {me?.confirmed && (
                        <form action={confirmOfficerAction}>
                          <input type="hidden" name="officer" value={officer.staffId} />
                          <input type="hidden" name="fingerprint" value={officer.fingerprint} />
                          <button type="submit" className={buttonClass({ size: "sm" })} aria-label={o.confirmLabel(officer.email)}>
                            {o.confirm}
                          </button>
                        </form>
                      )}
                    </>
                  ) : (
                    <p className="text-sm">{o.noKeyYet}</p>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <form method="get" className="flex flex-wrap items-end gap-4 rounded border border-ink/20 p-4" aria-labelledby="case-filters-heading">
        <h2 id="case-filters-heading" className="w-full text-lg font-semibold">
          {c.filtersHeading}
        </h2>
        <label className="grid gap-1">
          <span className="font-medium">{c.status}</span>
          <select name="status" defaultValue={filters.status ?? ""} className={controlClass}>
            <option value="">{c.anyStatus}</option>
            {CASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {caseStatusNames[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 self-center">
          <input type="checkbox" name="overdue" value="1" defaultChecked={filters.overdue} className="size-5" />
          <span className="font-medium">{c.overdue}</span>
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass({ size: "sm" })}>
            {c.apply}
          </button>
          {query.size > 0 && (
            <Link href="/admin/cases" className={buttonClass({ variant: "secondary", size: "sm" })}>
              {c.clear}
            </Link>
          )}
        </div>
      </form>

      {list.items.length === 0 ? (
        <p role="status">{c.empty}</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-labelledby="cases-caption" tabIndex={0}>
          <table className="w-full min-w-[40rem] border-collapse text-left">
            <caption id="cases-caption" className="mb-2 text-left font-medium">
              {c.caption(list.items.length, list.total)}
            </caption>
            <thead>
              <tr className="border-b border-ink/30">
                {[c.columns.reference, c.columns.received, c.columns.status, c.columns.next, c.columns.access].map((label) => (
                  <th key={label} scope="col" className="py-2 pr-3">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => {
                const next = nextDeadline(item, now);
                return (
                  <tr key={item.id} className="border-b border-ink/10 align-top">
                    <td className="py-2 pr-3">
                      <Link href={`/admin/cases/${item.id}`} className="font-mono text-forest underline">
                        {item.reference}
                      </Link>
                    </td>
                    <td className="py-2 pr-3">
                      <time dateTime={item.receivedAt.toISOString()}>{shown(item.receivedAt)}</time>
                    </td>
                    <td className="py-2 pr-3">{caseStatusNames[item.status]}</td>
                    <td className="py-2 pr-3">
                      {next ? (
                        <>
                          {next.which === "acknowledge" ? casesCopy.deadlines.acknowledge : casesCopy.deadlines.feedback}{" "}
                          {casesCopy.deadlines.byWord} <time dateTime={next.by.toISOString()}>{shown(next.by)}</time>
                          {next.overdue && <strong className="ml-1 text-danger">({casesCopy.deadlines.overdue})</strong>}
                        </>
                      ) : (
                        c.noDeadline
                      )}
                    </td>
                    <td className="py-2 pr-3">{item.readable ? c.canRead : c.cannotRead}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <Pager base={"/admin/cases"} query={query} page={list.page} pages={list.pages} words={c} />
    </section>
  );
}
