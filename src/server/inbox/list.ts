import "server-only";
import { fieldLabels } from "@content/admin-inbox";
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { inboxStates, submissions, type AgentDecision, type InboxWorkflow } from "../db/schema";
import type { Staff } from "../staff/roles";
import type { InboxContext } from "./context";
import { dsarDeadlines, overdueSql, type DsarDeadlines } from "./deadlines";
import { isSubmissionKind, workableKinds, type SubmissionInboxKind } from "./kinds";

// A kind's inbox as a list: its filters, the scope every read and change starts from, one page of items.
export const PAGE_SIZE = 50;
export const WORKFLOWS = ["new", "answered", "in_progress", "done", "spam"] as const satisfies readonly InboxWorkflow[];
export const DECISIONS = ["pending", "approved", "declined"] as const;
type DecisionFilter = (typeof DECISIONS)[number];

/** The open states: new, answered or in progress (the moves between states: ./changes.ts). */
const OPEN_WORKFLOWS = ["new", "answered", "in_progress"] as const satisfies readonly InboxWorkflow[];

export type ListFilters = {
  status?: InboxWorkflow;
  decision?: DecisionFilter;
  /** Lagos calendar days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  text?: string;
  /** Access requests whose acknowledgement or resolution is late. */
  overdue?: boolean;
  /** Open items (new, answered or in progress) assigned to the asking person: the home page's "Assigned to me". */
  mine?: boolean;
  page?: number;
};

/** A stored field as text, whatever its type: the pages render it as text, never as HTML. */
export type Fields = [key: string, value: string][];

export type ListItem = {
  id: number;
  reference: string;
  receivedAt: Date;
  /** The visitor's name (or address) as they typed it, for the list's "From" column. */
  from: string;
  workflow: InboxWorkflow;
  assigneeName: string | null;
  decision: AgentDecision | null;
  deadlines: DsarDeadlines | null;
  startedAt: Date | null;
  closedAt: Date | null;
};

export type ListPage = { items: ListItem[]; total: number; page: number; pages: number };

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
/** The Lagos midnight that starts `day` (YYYY-MM-DD), as a moment; null when it is no calendar day. */
export function lagosDayStart(day: string): Date | null {
  if (!DAY_RE.test(day)) return null;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) return null;
  return new Date(utc.getTime() - 3_600_000);
}

/** LIKE's own characters taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE every read and change starts from: this kind, and only when the
 * asking staff works it; a kind they do not work matches no row at all.
 */
export function scope(staff: Staff, kind: string): SQL {
  const kinds = workableKinds(staff);
  if (!isSubmissionKind(kind) || !kinds.includes(kind)) return sql`false`;
  return and(eq(submissions.kind, kind), inArray(submissions.kind, kinds))!;
}

export function filtersWhere(staff: Staff, kind: string, filters: ListFilters, now: Date): SQL {
  const where: SQL[] = [scope(staff, kind)];
  if (filters.status) where.push(eq(sql`coalesce(${inboxStates.workflow}, 'new')`, filters.status));
  if (filters.decision && kind === "agent") {
    where.push(filters.decision === "pending" ? sql`${inboxStates.decision} IS NULL` : eq(inboxStates.decision, filters.decision));
  }
  const from = filters.from ? lagosDayStart(filters.from) : null;
  if (from) where.push(gte(submissions.createdAt, from));
  const to = filters.to ? lagosDayStart(filters.to) : null;
  if (to) where.push(lt(submissions.createdAt, new Date(to.getTime() + 24 * 3_600_000)));
  const text = filters.text?.trim();
  if (text) {
    const pattern = likePattern(text.slice(0, 200));
    where.push(or(sql`${submissions.reference} ILIKE ${pattern}`, sql`${submissions.fields}::text ILIKE ${pattern}`)!);
  }
  if (filters.overdue && kind === "dsar") where.push(overdueSql(now));
  if (filters.mine) where.push(eq(inboxStates.assigneeId, staff.id), inArray(inboxStates.workflow, [...OPEN_WORKFLOWS]));
  return and(...where)!;
}

export const listColumns = {
  id: submissions.id,
  reference: submissions.reference,
  createdAt: submissions.createdAt,
  fields: submissions.fields,
  workflow: inboxStates.workflow,
  assigneeName: inboxStates.assigneeName,
  decision: inboxStates.decision,
  decidedAt: inboxStates.decidedAt,
  startedAt: inboxStates.startedAt,
  closedAt: inboxStates.closedAt,
};

type ListRow = {
  id: number;
  reference: string;
  createdAt: Date;
  fields: unknown;
  workflow: InboxWorkflow | null;
  assigneeName: string | null;
  decision: AgentDecision | null;
  decidedAt: Date | null;
  startedAt: Date | null;
  closedAt: Date | null;
};

export function fieldsOf(stored: unknown): Fields {
  if (!stored || typeof stored !== "object") return [];
  return Object.entries(stored as Record<string, unknown>).map(([key, value]) => [
    key,
    value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value),
  ]);
}

/**
 * A kind's fields in its form's order (jsonb keeps its keys sorted by
 * length, "email" before "fullName"); a field the form no longer has comes last.
 */
export function formOrder(kind: string, keys: Iterable<string>): string[] {
  const order = Object.keys(fieldLabels[kind] ?? {});
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

function fromOf(fields: Fields): string {
  const get = (key: string) => fields.find(([k]) => k === key)?.[1] ?? "";
  return get("fullName") || get("name") || get("email") || get("subject");
}

export function toItem(kind: string, row: ListRow): ListItem {
  return {
    id: row.id,
    reference: row.reference,
    receivedAt: row.createdAt,
    from: fromOf(fieldsOf(row.fields)),
    workflow: row.workflow ?? "new",
    assigneeName: row.assigneeName,
    decision: row.decision,
    deadlines: kind === "dsar" ? dsarDeadlines(row.createdAt) : null,
    startedAt: row.startedAt,
    closedAt: row.closedAt,
  };
}

/** One page of a kind's inbox, newest first; null when `staff` does not work that kind. */
export async function listSubmissions(
  ctx: InboxContext,
  kind: string,
  filters: ListFilters = {},
  now = new Date(),
): Promise<ListPage | null> {
  if (!workableKinds(ctx.staff).includes(kind as SubmissionInboxKind)) return null;
  const where = filtersWhere(ctx.staff, kind, filters, now);
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(submissions)
    .leftJoin(inboxStates, eq(inboxStates.submissionId, submissions.id))
    .where(where);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(filters.page ?? 1) || 1), pages);
  const rows = await ctx.db
    .select(listColumns)
    .from(submissions)
    .leftJoin(inboxStates, eq(inboxStates.submissionId, submissions.id))
    .where(where)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { items: rows.map((row) => toItem(kind, row)), total, page, pages };
}
