import "server-only";
import { one, type SearchParams } from "@/lib/search-params";
import { CASE_STATUSES, type CaseFilters } from "./officer";

/** The case list's filters from its address (a GET form: a filtered list can be bookmarked); anything unknown is dropped. */
export function parseCaseFilters(params: SearchParams): { filters: CaseFilters; query: URLSearchParams } {
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
