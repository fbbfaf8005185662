/**
 * The Lagos clock: dates and times as the group's teams read them, for
 * server and browser code alike. Intl with the Africa/Lagos zone (West
 * Africa Time), so the zone's rules live in the platform's time-zone data,
 * not here.
 */
import { lazyDateFormat } from "./date-format";

const LAGOS_TIME_ZONE = "Africa/Lagos";

const calendarDate = lazyDateFormat("en-CA", { timeZone: LAGOS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const day = lazyDateFormat("en-GB", { timeZone: LAGOS_TIME_ZONE, day: "numeric", month: "long", year: "numeric" });
const weekday = lazyDateFormat("en-GB", { timeZone: LAGOS_TIME_ZONE, weekday: "long" });
const clock = lazyDateFormat("en-GB", { timeZone: LAGOS_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** A calendar date ("2026-11-25") as a moment: noon in Lagos that day, so any formatting above names that day. */
function moment(when: Date | string): Date {
  return typeof when === "string" ? new Date(`${when}T12:00:00+01:00`) : when;
}

/** The date in Lagos at `now`, as YYYY-MM-DD (en-CA writes dates so), e.g. the first bookable day. */
export function lagosToday(now: Date = new Date()): string {
  return calendarDate.format(now);
}

/** The day in Lagos of a moment, or of a YYYY-MM-DD date: "23 November 2026" ("Monday 23 November 2026" with `withWeekday`). */
export function lagosDay(when: Date | string, { withWeekday = false } = {}): string {
  const at = moment(when);
  return withWeekday ? `${weekday.format(at)} ${day.format(at)}` : day.format(at);
}

/** A moment on the Lagos clock: "23 November 2026, 20:05". */
export function lagosTime(when: Date): string {
  return `${day.format(when)}, ${clock.format(when)}`;
}

/**
 * A datetime-local value ("2026-12-01T09:30") read on the Lagos clock. West
 * Africa Time is UTC+1 all year (no daylight saving), so the offset is fixed.
 */
export function parseLagosDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(`${value}:00+01:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A datetime-local value for a schedule: the moment when it is valid and still to come, else null. */
export function futureLagosDateTime(value: string, now: Date = new Date()): Date | null {
  const at = parseLagosDateTime(value);
  return at && at.getTime() > now.getTime() ? at : null;
}
