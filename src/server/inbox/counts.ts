import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { database } from "../db";
import type { Db } from "../db/client";
import { inboxStates, submissions, wbCases, type InboxWorkflow } from "../db/schema";
import { hasRole, type Staff } from "../staff/roles";
import { caseAcknowledgeBySql, caseFeedbackBySql, overdueCaseSql } from "../whistleblowing/case-clock";
import type { InboxContext } from "./context";
import { acknowledgeBySql, overdueSql, resolveBySql } from "./deadlines";
import { workableKinds, type SubmissionInboxKind } from "./kinds";

/**
 * What needs the asking person now (issue 42): per queue their roles reach,
 * how many items are new, in progress, overdue (with the next deadline not
 * yet passed) and open and assigned to them. Each figure is one grouped
 * query limited, like every inbox read, to the kinds the asker works
 * (workableKinds): another team's rows are never counted.
 */

export type QueueCounts = {
  kind: SubmissionInboxKind;
  new: number;
  inProgress: number;
  /** Only the queues with deadlines (access requests); null elsewhere. */
  overdue: number | null;
  /** The soonest deadline still ahead among its open items, or null. */
  nextDeadline: Date | null;
  mine: number;
};

export type CaseCounts = { received: number; acknowledged: number; investigating: number; overdue: number; nextDeadline: Date | null };

export type AssignedItem = { id: number; kind: SubmissionInboxKind; reference: string; receivedAt: Date; workflow: InboxWorkflow };

const toDate = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));

/** One row per queue the asker works (in the navigation's order); an empty array for someone who works none. */
export async function queueCounts(ctx: InboxContext, now = new Date()): Promise<QueueCounts[]> {
  const kinds = workableKinds(ctx.staff);
  if (kinds.length === 0) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  const workflow = sql`coalesce(${inboxStates.workflow}, 'new')`;
  // The next unkept promise still ahead (LEAST ignores NULLs): only access requests carry deadlines.
  const ahead = sql`least(
    case when ${inboxStates.startedAt} is null and ${acknowledgeBySql} > ${at} then ${acknowledgeBySql} end,
    case when ${inboxStates.closedAt} is null and ${resolveBySql} > ${at} then ${resolveBySql} end)`;
  const rows = await ctx.db
    .select({
      kind: submissions.kind,
      new: sql<number>`count(*) filter (where ${workflow} = 'new')`,
      inProgress: sql<number>`count(*) filter (where ${workflow} = 'in_progress')`,
      overdue: sql<number>`count(*) filter (where ${submissions.kind} = 'dsar' and ${overdueSql(now)})`,
      nextDeadline: sql<Date | string | null>`min(${ahead}) filter (where ${submissions.kind} = 'dsar')`,
      mine: sql<number>`count(*) filter (where ${inboxStates.assigneeId} = ${ctx.staff.id} and ${workflow} in ('new', 'answered', 'in_progress'))`,
    })
    .from(submissions)
    .leftJoin(inboxStates, eq(inboxStates.submissionId, submissions.id))
    .where(inArray(submissions.kind, kinds))
    .groupBy(submissions.kind);
  const byKind = new Map(rows.map((row) => [row.kind as string, row]));
  return kinds.map((kind) => {
    const row = byKind.get(kind);
    return {
      kind,
      new: Number(row?.new ?? 0),
      inProgress: Number(row?.inProgress ?? 0),
      overdue: kind === "dsar" ? Number(row?.overdue ?? 0) : null,
      nextDeadline: kind === "dsar" ? toDate(row?.nextDeadline) : null,
      mine: Number(row?.mine ?? 0),
    };
  });
}

/**
 * The whistleblowing cases' counts for an ethics officer, from the plain
 * status and date columns (nothing is decrypted, as the cases list); null for
 * anyone else.
 */
export async function caseCounts(db: Db, staff: Staff, now = new Date()): Promise<CaseCounts | null> {
  if (!hasRole(staff, "ethics")) return null;
  const at = sql`${now.toISOString()}::timestamptz`;
  const ahead = sql`least(
    case when ${wbCases.acknowledgedAt} is null and ${caseAcknowledgeBySql} > ${at} then ${caseAcknowledgeBySql} end,
    case when ${wbCases.acknowledgedAt} is not null and ${wbCases.feedbackAt} is null and ${wbCases.closedAt} is null and ${caseFeedbackBySql} > ${at} then ${caseFeedbackBySql} end)`;
  const [row] = await db
    .select({
      received: sql<number>`count(*) filter (where ${wbCases.status} = 'received')`,
      acknowledged: sql<number>`count(*) filter (where ${wbCases.status} = 'acknowledged')`,
      investigating: sql<number>`count(*) filter (where ${wbCases.status} = 'investigating')`,
      overdue: sql<number>`count(*) filter (where ${overdueCaseSql(now)})`,
      nextDeadline: sql<Date | string | null>`min(${ahead})`,
    })
    .from(wbCases)
    .where(sql`${wbCases.status} <> 'closed'`);
  return {
    received: Number(row?.received ?? 0),
    acknowledged: Number(row?.acknowledged ?? 0),
    investigating: Number(row?.investigating ?? 0),
    overdue: Number(row?.overdue ?? 0),
    nextDeadline: toDate(row?.nextDeadline),
  };
}

/**
 * The "new" count per queue for the navigation, by the entry's href (the
 * signed-in `staff` the frame already checked; the same scoped queries).
 */
export async function newCounts(staff: Staff): Promise<Map<string, number>> {
  const { db } = await database();
  // Counting writes nothing to the audit log.
  const ctx: InboxContext = { db, staff, audit: async () => {} };
  const [queues, cases] = await Promise.all([queueCounts(ctx), caseCounts(db, staff)]);
  const counts = new Map<string, number>();
  for (const queue of queues) counts.set(`/admin/inbox/${queue.kind}`, queue.new);
  if (cases) counts.set("/admin/cases", cases.received);
  return counts;
}

const ASSIGNED_LIMIT = 50;

/** The open items (new, answered or in progress) assigned to the asker, across the queues they work, oldest first: what waits longest comes first. */
export async function assignedToMe(ctx: InboxContext, limit = ASSIGNED_LIMIT): Promise<AssignedItem[]> {
  const kinds = workableKinds(ctx.staff);
  if (kinds.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: submissions.id,
      kind: submissions.kind,
      reference: submissions.reference,
      receivedAt: submissions.createdAt,
      workflow: inboxStates.workflow,
    })
    .from(inboxStates)
    .innerJoin(submissions, eq(submissions.id, inboxStates.submissionId))
    .where(
      and(
        eq(inboxStates.assigneeId, ctx.staff.id),
        inArray(inboxStates.workflow, ["new", "answered", "in_progress"]),
        inArray(submissions.kind, kinds),
      ),
    )
    .orderBy(submissions.createdAt, desc(submissions.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, kind: row.kind as SubmissionInboxKind }));
}
