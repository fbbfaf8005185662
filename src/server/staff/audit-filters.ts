import "server-only";
import { isCalendarDate } from "@/lib/calendar-date";
import { one, type SearchParams } from "@/lib/search-params";
import type { AuditFilter } from "./audit-query";

/**
 * The audit log's filters from its address: action, person, Lagos dates, page.
 * A date that is no calendar day is said (`badDate`), not silently ignored
 * (the list would look filtered); `query` repeats the filters for the pager.
 */
export function parseAuditFilters(params: SearchParams): { filter: AuditFilter; badDate: boolean; query: URLSearchParams } {
  const text = (name: string, max = 100) => one(params[name]).slice(0, max).trim();
  const [from, to] = [text("from", 10), text("to", 10)];
  const badDate = [from, to].some((day) => day && !isCalendarDate(day));
  const filter: AuditFilter = {
    action: text("action") || undefined,
    who: text("who") || undefined,
    from: from && isCalendarDate(from) ? from : undefined,
    to: to && isCalendarDate(to) ? to : undefined,
  };
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return { filter: { ...filter, page: Number(text("page", 6)) || 1 }, badDate, query };
}
