import "server-only";
import { COMPLAINT_ACKNOWLEDGEMENT_HOURS } from "@content/constants";
import { sql, type SQL } from "drizzle-orm";
import { inboxStates, submissions } from "../db/schema";
import { lagosToday } from "@/lib/lagos-clock";

const HOUR_MS = 3_600_000;
/** Nigeria keeps UTC+1 all year (src/lib/lagos-clock.ts). */
const LAGOS_OFFSET = sql.raw("interval '1 hour'");

export type DsarDeadlines = {
  /** 72 hours after the request arrived. */
  acknowledgeBy: Date;
  /**
   * The end of the resolution day on the Lagos calendar: one month after the
   * day it arrived (the same day of the next month, or that month's last day
   * when it is shorter), so a request of 31 January is due by the end of 28
   * (or 29) February.
   */
  resolveBy: Date;
};

export function dsarDeadlines(received: Date): DsarDeadlines {
  const [year, month, date] = lagosToday(received).split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date, lastDay);
  return {
    acknowledgeBy: new Date(received.getTime() + COMPLAINT_ACKNOWLEDGEMENT_HOURS * HOUR_MS),
    // Midnight after the resolution day, Lagos time, as a moment.
    resolveBy: new Date(Date.UTC(year, month, day + 1) - HOUR_MS),
  };
}

/** The same two deadlines in SQL (the "overdue" filter); PostgreSQL's `+ interval '1 month'` keeps to the month's last day. */
export const acknowledgeBySql: SQL = sql`(${submissions.createdAt} + interval '${sql.raw(String(COMPLAINT_ACKNOWLEDGEMENT_HOURS))} hours')`;
export const resolveBySql: SQL = sql`((date_trunc('day', (${submissions.createdAt} AT TIME ZONE 'UTC') + ${LAGOS_OFFSET}) + interval '1 month' + interval '1 day' - ${LAGOS_OFFSET}) AT TIME ZONE 'UTC')`;

/**
 * A request is acknowledged once it has left `new`, resolved once it is done
 * (or spam); it is overdue when either promise is past and not kept.
 */
export function overdueSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`((${inboxStates.startedAt} IS NULL AND ${acknowledgeBySql} <= ${at}) OR (${inboxStates.closedAt} IS NULL AND ${resolveBySql} <= ${at}))`;
}
