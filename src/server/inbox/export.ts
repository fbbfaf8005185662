import "server-only";
import { asc, eq } from "drizzle-orm";
import { inboxStates, submissions } from "../db/schema";
import type { InboxContext } from "./context";
import { dsarDeadlines } from "./deadlines";
import { workableKinds, type SubmissionInboxKind } from "./kinds";
import { fieldsOf, filtersWhere, formOrder, listColumns, type ListFilters } from "./list";

/** The most rows one export holds. */
export const EXPORT_MAX_ROWS = 50_000;

export type ExportRows = { header: string[]; rows: string[][]; count: number };

/**
 * Every item of a filtered list (not just one page), oldest first, with
 * every stored field: what a CSV export holds. Null when `staff` does not
 * work the kind. Written to the audit log with the filters and the count.
 */
export async function exportSubmissions(
  ctx: InboxContext,
  kind: string,
  filters: ListFilters,
  columns: {
    reference: string;
    received: string;
    status: string;
    assignee: string;
    decision: string;
    acknowledgeBy: string;
    resolveBy: string;
  },
  now = new Date(),
): Promise<ExportRows | null> {
  if (!workableKinds(ctx.staff).includes(kind as SubmissionInboxKind)) return null;
  const rows = await ctx.db
    .select(listColumns)
    .from(submissions)
    .leftJoin(inboxStates, eq(inboxStates.submissionId, submissions.id))
    .where(filtersWhere(ctx.staff, kind, filters, now))
    .orderBy(asc(submissions.createdAt), asc(submissions.id))
    .limit(EXPORT_MAX_ROWS);
  const seen = new Set<string>();
  for (const row of rows) for (const [key] of fieldsOf(row.fields)) seen.add(key);
  const keys = formOrder(kind, seen);
  const header = [
    columns.reference,
    columns.received,
    columns.status,
    columns.assignee,
    ...(kind === "agent" ? [columns.decision] : []),
    ...(kind === "dsar" ? [columns.acknowledgeBy, columns.resolveBy] : []),
    ...keys,
  ];
  const out = rows.map((row) => {
    const fields = new Map(fieldsOf(row.fields));
    const deadlines = kind === "dsar" ? dsarDeadlines(row.createdAt) : null;
    return [
      row.reference,
      row.createdAt.toISOString(),
      row.workflow ?? "new",
      row.assigneeName ?? "",
      ...(kind === "agent" ? [row.decision ?? "pending"] : []),
      ...(deadlines ? [deadlines.acknowledgeBy.toISOString(), deadlines.resolveBy.toISOString()] : []),
      ...keys.map((key) => fields.get(key) ?? ""),
    ];
  });
  // The filters, but not the searched text: it may be a visitor's name.
  await ctx.audit({
    action: "inbox.export",
    target: `inbox:${kind}`,
    details: {
      kind,
      rows: out.length,
      status: filters.status ?? null,
      decision: filters.decision ?? null,
      from: filters.from ?? null,
      to: filters.to ?? null,
      overdue: Boolean(filters.overdue),
      text: Boolean(filters.text?.trim()),
    },
  });
  return { header, rows: out, count: out.length };
}
