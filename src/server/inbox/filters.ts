import "server-only";
import { one, type SearchParams } from "@/lib/search-params";
import { DECISIONS, lagosDayStart, WORKFLOWS, type ListFilters } from "./list";

export type { SearchParams };

/**
 * The list's filters from its address (a GET form, so a filtered list can be
 * bookmarked and the export link repeats it). Anything unknown is dropped;
 * a date that is no calendar day is reported, not silently ignored.
 */
export function parseFilters(params: SearchParams): { filters: ListFilters; badDate: boolean; query: URLSearchParams } {
  const filters: ListFilters = {};
  const status = one(params.status);
  if ((WORKFLOWS as readonly string[]).includes(status)) filters.status = status as ListFilters["status"];
  const decision = one(params.decision);
  if ((DECISIONS as readonly string[]).includes(decision)) filters.decision = decision as ListFilters["decision"];
  let badDate = false;
  for (const key of ["from", "to"] as const) {
    const day = one(params[key]).trim();
    if (!day) continue;
    if (lagosDayStart(day)) filters[key] = day;
    else badDate = true;
  }
  const text = one(params.text).trim().slice(0, 200);
  if (text) filters.text = text;
  if (one(params.overdue) === "1") filters.overdue = true;
  if (one(params.mine) === "1") filters.mine = true;
  const page = Number(one(params.page));
  if (Number.isInteger(page) && page > 1) filters.page = page;

  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (key !== "page" && value !== undefined) query.set(key, value === true ? "1" : String(value));
  return { filters, badDate, query };
}
