import "server-only";
import { NOTE_MAX_CHARS, fieldLabels } from "@content/admin-inbox";
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  inboxEvents,
  inboxNotes,
  inboxReplies,
  inboxStates,
  outbox,
  submissions,
  type AgentDecision,
  type InboxWorkflow,
} from "../db/schema";
import type { OutboxStatus } from "../db/schema";
import type { Staff } from "../staff/roles";
import type { InboxContext } from "./context";
import { dsarDeadlines, overdueSql, type DsarDeadlines } from "./deadlines";
import { isSubmissionKind, workableKinds, type SubmissionInboxKind } from "./kinds";
import { websiteCopyDeletedAfter } from "./retention";

export const PAGE_SIZE = 50;
export const WORKFLOWS = ["new", "answered", "in_progress", "done", "spam"] as const satisfies readonly InboxWorkflow[];
export const DECISIONS = ["pending", "approved", "declined"] as const;
export type DecisionFilter = (typeof DECISIONS)[number];

/**
 * The moves the workflow allows: new → in progress → done, or spam; a done
 * item can be reopened and a spam one put back to new. "Answered" is reached
 * only by the first reply to the visitor (./replies.ts), never by a button:
 * from it the team goes on to in progress or done.
 */
export const OPEN_WORKFLOWS = ["new", "answered", "in_progress"] as const satisfies readonly InboxWorkflow[];
export const MOVES: Record<InboxWorkflow, readonly InboxWorkflow[]> = {
  new: ["in_progress", "spam"],
  answered: ["in_progress", "done", "spam"],
  in_progress: ["done", "spam"],
  done: ["in_progress"],
  spam: ["new"],
};

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
function scope(staff: Staff, kind: string): SQL {
  const kinds = workableKinds(staff);
  if (!isSubmissionKind(kind) || !kinds.includes(kind)) return sql`false`;
  return and(eq(submissions.kind, kind), inArray(submissions.kind, kinds))!;
}

function filtersWhere(staff: Staff, kind: string, filters: ListFilters, now: Date): SQL {
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

const listColumns = {
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
function formOrder(kind: string, keys: Iterable<string>): string[] {
  const order = Object.keys(fieldLabels[kind] ?? {});
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

function fromOf(fields: Fields): string {
  const get = (key: string) => fields.find(([k]) => k === key)?.[1] ?? "";
  return get("fullName") || get("name") || get("email") || get("subject");
}

function toItem(kind: string, row: ListRow): ListItem {
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

export type MailStatus = {
  id: number;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  lastError: string | null;
};
export type TimelineEntry = { at: Date; staffName: string; action: string; from: string | null; to: string | null };
export type Note = { id: number; at: Date; staffName: string; body: string };
/** An answer sent to the visitor from the item, with its e-mail's delivery (null once the purge deleted the row). */
export type Reply = {
  id: number;
  at: Date;
  staffName: string;
  body: string;
  delivery: { status: OutboxStatus; sentAt: Date | null } | null;
};

export type Detail = ListItem & {
  kind: SubmissionInboxKind;
  fields: Fields;
  assigneeId: string | null;
  decidedAt: Date | null;
  notes: Note[];
  replies: Reply[];
  /** When the team first answered the visitor from the item. */
  firstRepliedAt: Date | null;
  timeline: TimelineEntry[];
  mails: MailStatus[];
  /** When the retention purge deletes the website's copy, or `held` while an e-mail of it is undelivered. */
  deletedAfter: Date | "held";
};

export function parseId(id: string | number): number | null {
  const n = typeof id === "number" ? id : /^\d{1,15}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

async function readDetail(db: Db, staff: Staff, kind: string, id: number): Promise<Detail | null> {
  const [row] = await db
    .select(listColumns)
    .from(submissions)
    .leftJoin(inboxStates, eq(inboxStates.submissionId, submissions.id))
    .where(and(scope(staff, kind), eq(submissions.id, id)));
  if (!row) return null;
  const [notes, timeline, mails, state, replies] = await Promise.all([
    db
      .select({ id: inboxNotes.id, at: inboxNotes.createdAt, staffName: inboxNotes.staffName, body: inboxNotes.body })
      .from(inboxNotes)
      .where(eq(inboxNotes.submissionId, id))
      .orderBy(asc(inboxNotes.createdAt), asc(inboxNotes.id)),
    db
      .select({
        at: inboxEvents.at,
        staffName: inboxEvents.staffName,
        action: inboxEvents.action,
        from: inboxEvents.fromValue,
        to: inboxEvents.toValue,
      })
      .from(inboxEvents)
      .where(eq(inboxEvents.submissionId, id))
      .orderBy(asc(inboxEvents.at), asc(inboxEvents.id)),
    db
      .select({
        id: outbox.id,
        recipient: outbox.recipient,
        subject: outbox.subject,
        status: outbox.status,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        lastError: outbox.lastError,
      })
      .from(outbox)
      .where(eq(outbox.submissionId, id))
      .orderBy(asc(outbox.createdAt), asc(outbox.id)),
    db
      .select({ assigneeId: inboxStates.assigneeId, firstRepliedAt: inboxStates.firstRepliedAt })
      .from(inboxStates)
      .where(eq(inboxStates.submissionId, id)),
    db
      .select({
        id: inboxReplies.id,
        at: inboxReplies.createdAt,
        staffName: inboxReplies.staffName,
        body: inboxReplies.body,
        status: outbox.status,
        sentAt: outbox.sentAt,
      })
      .from(inboxReplies)
      .leftJoin(outbox, eq(outbox.id, inboxReplies.outboxId))
      .where(eq(inboxReplies.submissionId, id))
      .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id)),
  ]);
  return {
    ...toItem(kind, row),
    kind: kind as SubmissionInboxKind,
    fields: (() => {
      const fields = new Map(fieldsOf(row.fields));
      return formOrder(kind, fields.keys()).map((key): [string, string] => [key, fields.get(key)!]);
    })(),
    assigneeId: state[0]?.assigneeId ?? null,
    firstRepliedAt: state[0]?.firstRepliedAt ?? null,
    replies: replies.map(({ status, sentAt, ...reply }) => ({ ...reply, delivery: status ? { status, sentAt } : null })),
    decidedAt: row.decidedAt,
    notes,
    timeline,
    mails,
    deletedAfter: websiteCopyDeletedAfter(row.createdAt, mails),
  };
}

/**
 * One submission with every field as sent, its notes, timeline and e-mails;
 * null when the id is not a submission of this kind that `staff` works (a
 * tampered id, another team's) — the page answers 404 alike. The view is
 * written to the audit log.
 */
export async function getSubmission(ctx: InboxContext, kind: string, id: string | number): Promise<Detail | null> {
  const n = parseId(id);
  if (n === null) return null;
  const detail = await readDetail(ctx.db, ctx.staff, kind, n);
  if (detail) await ctx.audit({ action: "inbox.view", target: `submission:${n}`, details: { kind, reference: detail.reference } });
  return detail;
}

export type ChangeResult =
  { ok: true } | { ok: false; error: "not-allowed" | "stale" | "note-empty" | "note-too-long" | "unknown-assignee"; length?: number };

export type LockedSubmission = { id: number; reference: string; fields: unknown; createdAt: Date };
export type InboxState = typeof inboxStates.$inferSelect;

/**
 * Runs a change on one submission inside a transaction, with its state row
 * created if missing and locked (FOR UPDATE), so two people changing the
 * same item at once are applied one after the other. Null when the item is
 * not one `staff` works (a tampered id, another team's).
 */
export async function change<R>(
  ctx: InboxContext,
  kind: string,
  id: string | number,
  work: (tx: Db, submission: LockedSubmission, state: InboxState) => Promise<R>,
): Promise<R | null> {
  const n = parseId(id);
  if (n === null) return null;
  return ctx.db.transaction(async (tx) => {
    const [submission] = await tx
      .select({ id: submissions.id, reference: submissions.reference, fields: submissions.fields, createdAt: submissions.createdAt })
      .from(submissions)
      .where(and(scope(ctx.staff, kind), eq(submissions.id, n)));
    if (!submission) return null;
    await tx.insert(inboxStates).values({ submissionId: n }).onConflictDoNothing();
    const [state] = await tx.select().from(inboxStates).where(eq(inboxStates.submissionId, n)).for("update");
    if (!state) return null;
    return work(tx as unknown as Db, submission, state);
  });
}

/** One line of the timeline. */
export async function record(tx: Db, staff: Staff, submissionId: number, action: string, from: string | null, to: string | null, at: Date) {
  await tx.insert(inboxEvents).values({ submissionId, staffId: staff.id, staffName: staff.name, action, fromValue: from, toValue: to, at });
}

/** Writes a workflow move (already checked) and its timeline line. */
export async function moveWorkflow(tx: Db, staff: Staff, submissionId: number, state: InboxState, next: InboxWorkflow, now: Date) {
  await tx
    .update(inboxStates)
    .set({
      workflow: next,
      // Back to new (from spam) undoes the acknowledgement an access request's clock counts.
      startedAt: next === "new" ? null : (state.startedAt ?? now),
      closedAt: next === "done" || next === "spam" ? now : null,
      updatedAt: now,
    })
    .where(eq(inboxStates.submissionId, submissionId));
  await record(tx, staff, submissionId, "workflow", state.workflow, next, now);
}

/**
 * Moves an item along the workflow. `expected` is the status the person saw:
 * when someone else moved it meanwhile, nothing changes (`stale`).
 */
export async function setWorkflow(
  ctx: InboxContext,
  kind: string,
  id: string | number,
  to: string,
  expected?: string,
  now = new Date(),
): Promise<ChangeResult | null> {
  const result = await change(ctx, kind, id, async (tx, submission, state): Promise<ChangeResult> => {
    if (expected !== undefined && expected !== state.workflow) return { ok: false, error: "stale" };
    if (!(MOVES[state.workflow] as readonly string[]).includes(to)) return { ok: false, error: "not-allowed" };
    await moveWorkflow(tx, ctx.staff, submission.id, state, to as InboxWorkflow, now);
    return { ok: true };
  });
  if (result?.ok) await ctx.audit({ action: "inbox.workflow", target: `submission:${parseId(id)}`, details: { kind, to } });
  return result;
}

/**
 * Assigns an item to someone who works its kind (or to nobody). The pages
 * offer the asking person and their team; an id outside the team is refused.
 */
export async function assign(
  ctx: InboxContext,
  kind: string,
  id: string | number,
  assignee: Staff | null,
  now = new Date(),
): Promise<ChangeResult | null> {
  if (assignee && !workableKinds(assignee).includes(kind as SubmissionInboxKind)) {
    // Still only an answer for an item the asker works: another team's id stays a 404.
    return change(ctx, kind, id, async (): Promise<ChangeResult> => ({ ok: false, error: "unknown-assignee" }));
  }
  const result = await change(ctx, kind, id, async (tx, submission, state): Promise<ChangeResult> => {
    await tx
      .update(inboxStates)
      .set({ assigneeId: assignee?.id ?? null, assigneeName: assignee?.name ?? null, updatedAt: now })
      .where(eq(inboxStates.submissionId, submission.id));
    await record(tx, ctx.staff, submission.id, "assignee", state.assigneeName, assignee?.name ?? null, now);
    return { ok: true };
  });
  if (result?.ok) {
    await ctx.audit({ action: "inbox.assign", target: `submission:${parseId(id)}`, details: { kind, assignee: assignee?.id ?? null } });
  }
  return result;
}

/** An internal note (at most NOTE_MAX_CHARS characters, counted as a person counts them). */
export async function addNote(
  ctx: InboxContext,
  kind: string,
  id: string | number,
  body: string,
  now = new Date(),
): Promise<ChangeResult | null> {
  const text = body.replace(/\r\n?/g, "\n").trim();
  const length = Array.from(text).length;
  const result = await change(ctx, kind, id, async (tx, submission): Promise<ChangeResult> => {
    if (!text) return { ok: false, error: "note-empty" };
    if (length > NOTE_MAX_CHARS) return { ok: false, error: "note-too-long", length };
    await tx
      .insert(inboxNotes)
      .values({ submissionId: submission.id, staffId: ctx.staff.id, staffName: ctx.staff.name, body: text, createdAt: now });
    await tx.update(inboxStates).set({ updatedAt: now }).where(eq(inboxStates.submissionId, submission.id));
    await record(tx, ctx.staff, submission.id, "note", null, null, now);
    return { ok: true };
  });
  if (result?.ok) await ctx.audit({ action: "inbox.note", target: `submission:${parseId(id)}`, details: { kind } });
  return result;
}

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
