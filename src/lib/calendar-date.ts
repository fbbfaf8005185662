/**
 * Calendar dates as the date input writes them ("2026-11-25"): a day some
 * days away, whether a string names a real day, and a story's written date in
 * that form.
 */

import { lazyDateFormat } from "./date-format";

/** Year, month (1 to 12) and day of a YYYY-MM-DD string (NaN where it has none). */
function parts(date: string): [number, number, number] {
  const [year = NaN, month = NaN, day = NaN] = date.split("-").map(Number);
  return [year, month, day];
}

/** The date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** True for YYYY-MM-DD naming a day that exists (not "2026-02-30", which Date.parse rolls into March). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = parts(value);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "July 26, 2025" (a story's date as the site writes it) → "2025-07-26", for <time dateTime> and page heads, without time-zone drift. */
export function isoDate(textDate: string): string {
  const d = new Date(Date.parse(textDate));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const SITE_FORMAT = lazyDateFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * The one place where a date input meets the site's written dates ("July 26,
 * 2025", as stories and results store and show them): the back office's date
 * fields show `forDateInput(stored)` and their actions store `fromDateInput(posted)`.
 */
export const siteDate = {
  /** "July 26, 2025" → "2025-07-26" (the input's value); "" for what names no date. */
  forDateInput(text: string): string {
    if (isCalendarDate(text)) return text;
    return text && !Number.isNaN(Date.parse(text)) ? isoDate(text) : "";
  },
  /** "2025-07-26" → "July 26, 2025"; anything else as it came, for the schema to refuse with its message. */
  fromDateInput(value: string): string {
    if (!isCalendarDate(value)) return value;
    const [year, month, day] = parts(value);
    return SITE_FORMAT.format(Date.UTC(year, month - 1, day));
  },
};
