import "server-only";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { inboxStates, submissions, type AgentDecision } from "../db/schema";
import { lagosToday } from "@/lib/lagos-clock";
import type { InboxContext } from "./context";
import { acknowledgeBySql, overdueSql, resolveBySql } from "./deadlines";
import { workableKinds, type SubmissionInboxKind } from "./kinds";

/**
 * The teams' numbers (issue 42, /admin/reports): submissions per week over
 * the last 12 months, by business and by form (an agent application by its
 * decision), the median time to first answer, and the access requests
 * overdue now. Every function takes the asker and counts only the kinds
 * their roles work (workableKinds), like every inbox read; a kind they do
 * not work answers null. Each is one grouped query over the
 * (kind, created_at) index's range, so a year of 100,000 submissions is
 * counted in the database, never carried to the page. Items marked spam are
 * not counted: they are not the team's work.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const REPORT_MONTHS = 12;

/** A submission's moment as a Lagos wall-clock timestamp (UTC+1 all year, as deadlines.ts). */
const lagosLocal = sql`((${submissions.createdAt} AT TIME ZONE 'UTC') + interval '1 hour')`;
const notSpam = sql`coalesce(${inboxStates.workflow}, 'new') <> 'spam'`;

export type ReportPeriod = {
  /** The first moment counted: Monday 00:00 in Lagos of the week 12 months ago. */
  from: Date;
  /** Every week's Monday (Lagos calendar, YYYY-MM-DD), oldest first, the current week last. */
  weeks: string[];
  /** Every month (YYYY-MM) the weeks touch, oldest first. */
  months: string[];
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The weeks (Monday to Sunday on the Lagos calendar) from the one that held this day 12 months ago to the current one. */
export function reportPeriod(now: Date = new Date()): ReportPeriod {
  const [year, month, day] = lagosToday(now).split("-").map(Number) as [number, number, number];
  const today = Date.UTC(year, month - 1, day);
  const mondayOf = (ms: number) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS;
  // The same day 12 months before (or that month's last day when it is shorter).
  const lastDay = new Date(Date.UTC(year, month - 1 - REPORT_MONTHS + 1, 0)).getUTCDate();
  const first = mondayOf(Date.UTC(year, month - 1 - REPORT_MONTHS, Math.min(day, lastDay)));
  const weeks: string[] = [];
  for (let at = first; at <= mondayOf(today); at += 7 * DAY_MS) weeks.push(isoDay(at));
  const months: string[] = [];
  for (let m = new Date(first); m.getTime() <= today; m = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1))) {
    months.push(m.toISOString().slice(0, 7));
  }
  return { from: new Date(first - HOUR_MS), weeks, months };
}

/** The kinds asked for, as far as the asker works them: null when they work none of them. */
function kindsFor(ctx: InboxContext, kind?: string): SubmissionInboxKind[] | null {
  const kinds = workableKinds(ctx.staff).filter((k) => kind === undefined || k === kind);
  return kinds.length > 0 ? kinds : null;
}

export type WeeklyCount = {
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
  kind: SubmissionInboxKind;
  /** The business an enquiry named, else null. */
  business: string | null;
  /** An agent application's decision, null while pending (and for other kinds). */
  decision: AgentDecision | null;
  count: number;
};

/** Submissions per Lagos week since `period.from`, by kind, business and decision: only non-zero groups. */
export async function weeklySubmissions(ctx: InboxContext, period: ReportPeriod, kind?: string): Promise<WeeklyCount[] | null> {
  const kinds = kindsFor(ctx, kind);
  if (!kinds) return null;
  const week = sql<string>`to_char(date_trunc('week', ${lagosLocal}), 'YYYY-MM-DD')`;
  const business = sql<string | null>`${submissions.fields} ->> 'business'`;
  const rows = await ctx.db
    .select({ week, kind: submissions.kind, business, decision: inboxStates.decision, count: sql<number>`count(*)` })
    .from(submissions)
    .leftJoin(inboxStates, eq(inboxStates.submissionId, submissions.id))
    .where(and(inArray(submissions.kind, kinds), gte(submissions.createdAt, period.from), notSpam))
    .groupBy(week, submissions.kind, business, inboxStates.decision)
    .orderBy(week);
  return rows.map((row) => ({
    week: row.week,
    kind: row.kind as SubmissionInboxKind,
    business: row.business ?? null,
    decision: row.decision ?? null,
    count: Number(row.count),
  }));
}

/** Months in order, the whole period (null) after them. */
const monthOrder = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

export type FirstAnswer = {
  kind: SubmissionInboxKind;
  /** YYYY-MM of the submissions' arrival (Lagos), or null for the whole period. */
  month: string | null;
  received: number;
  answered: number;
  /** The median of (first answer − arrival) over the answered ones, in seconds; null when none was answered. */
  medianSeconds: number | null;
};

/**
 * The time to first answer of the submissions received since `period.from`:
 * per kind and month of arrival, and per kind over the whole period (the
 * rows with `month` null, after its months), in one query (GROUPING SETS);
 * with `byMonth: false`, only the latter (the overview of every team: one
 * sort per kind, not two).
 */
export async function firstAnswerTimes(
  ctx: InboxContext,
  period: ReportPeriod,
  kind?: string,
  { byMonth = true }: { byMonth?: boolean } = {},
): Promise<FirstAnswer[] | null> {
  const kinds = kindsFor(ctx, kind);
  if (!kinds) return null;
  const month = byMonth ? sql<string | null>`to_char(date_trunc('month', ${lagosLocal}), 'YYYY-MM')` : sql<null>`null::text`;
  const waited = sql`extract(epoch from (${inboxStates.firstRepliedAt} - ${submissions.createdAt}))`;
  const rows = await ctx.db
    .select({
      kind: submissions.kind,
      month,
      received: sql<number>`count(*)`,
      answered: sql<number>`count(${inboxStates.firstRepliedAt})`,
      medianSeconds: sql<number | string | null>`percentile_cont(0.5) within group (order by ${waited})`,
    })
    .from(submissions)
    .leftJoin(inboxStates, eq(inboxStates.submissionId, submissions.id))
    .where(and(inArray(submissions.kind, kinds), gte(submissions.createdAt, period.from), notSpam))
    // Without the months (the overview of every team), one sort per kind instead of two.
    .groupBy(byMonth ? sql`grouping sets ((${submissions.kind}, ${month}), (${submissions.kind}))` : submissions.kind);
  return rows
    .map((row) => ({
      kind: row.kind as SubmissionInboxKind,
      month: row.month ?? null,
      received: Number(row.received),
      answered: Number(row.answered),
      medianSeconds: row.medianSeconds === null ? null : Number(row.medianSeconds),
    }))
    .sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || monthOrder(a.month, b.month));
}

export type OverdueCounts = {
  /** Open requests whose 72-hour acknowledgement is past and not given. */
  acknowledgement: number;
  /** Requests whose resolution day is past and that are not resolved. */
  resolution: number;
  /** Either of the two (a request late on both counts once): the home page's "Overdue". */
  overdue: number;
  /** Open requests (not done, not spam) still within both deadlines. */
  onTime: number;
};

/**
 * The access requests overdue now, by the promise that is late, over every
 * request kept (not only the period's): the same rule as the home page's
 * count and the list's "Only overdue" (deadlines.ts). Null for anyone who
 * does not work access requests; they are the only queue with deadlines.
 */
export async function overdueNow(ctx: InboxContext, now: Date = new Date()): Promise<OverdueCounts | null> {
  if (!kindsFor(ctx, "dsar")) return null;
  const at = sql`${now.toISOString()}::timestamptz`;
  const late = overdueSql(now);
  const [row] = await ctx.db
    .select({
      acknowledgement: sql<number>`count(*) filter (where ${inboxStates.startedAt} is null and ${acknowledgeBySql} <= ${at})`,
      resolution: sql<number>`count(*) filter (where ${inboxStates.closedAt} is null and ${resolveBySql} <= ${at})`,
      overdue: sql<number>`count(*) filter (where ${late})`,
      onTime: sql<number>`count(*) filter (where not ${late} and coalesce(${inboxStates.workflow}, 'new') in ('new', 'in_progress'))`,
    })
    .from(submissions)
    .leftJoin(inboxStates, eq(inboxStates.submissionId, submissions.id))
    .where(eq(submissions.kind, "dsar"));
  return {
    acknowledgement: Number(row?.acknowledgement ?? 0),
    resolution: Number(row?.resolution ?? 0),
    overdue: Number(row?.overdue ?? 0),
    onTime: Number(row?.onTime ?? 0),
  };
}
