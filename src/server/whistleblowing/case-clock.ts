import "server-only";
import { CASE_ACKNOWLEDGE_DAYS, CASE_FEEDBACK_MONTHS } from "@content/admin-cases";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { lagosToday } from "@/lib/lagos-clock";
import { wbCases } from "../db/schema";

// A case's clock: the two promises to the reporter (acknowledge, feed back) and the day a closed case is deleted.
const DAY_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;

export type CaseDeadlines = {
  /** 7 days after receipt. */
  acknowledgeBy: Date;
  /** The end of the Lagos day 3 months after the day of receipt (the month's last day when it is shorter). */
  feedbackBy: Date;
};

export function caseDeadlines(receivedAt: Date): CaseDeadlines {
  const [year, month, date] = lagosToday(receivedAt).split("-").map(Number) as [number, number, number];
  const target = month - 1 + CASE_FEEDBACK_MONTHS;
  const lastDay = new Date(Date.UTC(year, target + 1, 0)).getUTCDate();
  return {
    acknowledgeBy: new Date(receivedAt.getTime() + CASE_ACKNOWLEDGE_DAYS * DAY_MS),
    // Midnight after that day in Lagos (UTC+1 all year), as a moment.
    feedbackBy: new Date(Date.UTC(year, target, Math.min(date, lastDay) + 1) - HOUR_MS),
  };
}

/** The same deadlines in SQL, for the overdue filter; PostgreSQL's `+ interval '3 months'` keeps to the month's last day. */
export const caseAcknowledgeBySql = sql`(${wbCases.receivedAt} + interval '${sql.raw(String(CASE_ACKNOWLEDGE_DAYS))} days')`;
export const caseFeedbackBySql = sql`((date_trunc('day', (${wbCases.receivedAt} AT TIME ZONE 'UTC') + interval '1 hour') + interval '${sql.raw(String(CASE_FEEDBACK_MONTHS))} months' + interval '1 day' - interval '1 hour') AT TIME ZONE 'UTC')`;

/** Acknowledged once an officer has acknowledged it; fed back once an officer wrote to the reporter, or it closed. */
export function overdueCaseSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`((${wbCases.acknowledgedAt} IS NULL AND ${caseAcknowledgeBySql} <= ${at}) OR (${wbCases.feedbackAt} IS NULL AND ${wbCases.closedAt} IS NULL AND ${caseFeedbackBySql} <= ${at}))`;
}

/** The next deadline a case has not met, and whether it has passed; null when both are met. */
export function nextDeadline(
  c: { receivedAt: Date; acknowledgedAt: Date | null; feedbackAt: Date | null; closedAt: Date | null },
  now: Date,
): { which: "acknowledge" | "feedback"; by: Date; overdue: boolean } | null {
  const { acknowledgeBy, feedbackBy } = caseDeadlines(c.receivedAt);
  if (!c.acknowledgedAt) return { which: "acknowledge", by: acknowledgeBy, overdue: now >= acknowledgeBy };
  if (!c.feedbackAt && !c.closedAt) return { which: "feedback", by: feedbackBy, overdue: now >= feedbackBy };
  return null;
}

/** The day a case closed at `closedAt` is deleted: `months` calendar months later. */
export function retentionEnd(closedAt: Date, months: number): Date {
  const end = new Date(closedAt);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** Cases closed at least `months` ago, and still closed (a reopened case is kept). */
export function expiredCasesSql(now: Date, months: number): SQL {
  return and(
    eq(wbCases.status, "closed"),
    sql`${wbCases.closedAt} IS NOT NULL`,
    sql`${wbCases.closedAt} + make_interval(months => ${months}) <= ${now.toISOString()}::timestamptz`,
  )!;
}
