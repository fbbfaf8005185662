import { isoDate } from "./calendar-date";

/** Lagos keeps West Africa Time all year (no summer time): UTC+1. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The time of day a story without a time of its own (the seed's: a date only) is dated: 09:00 in Lagos. */
const SEED_HOUR = 9;

/** Midnight in Lagos at the start of a story's date ("July 26, 2025"). */
function lagosMidnight(textDate: string): number {
  return Date.parse(`${isoDate(textDate)}T00:00:00Z`) - LAGOS_OFFSET_MS;
}

/**
 * When a story was published and last changed, as instants (RSS pubDate, NewsArticle's
 * datePublished and dateModified, og:article times). `liveSince` is when the version shown went
 * live (src/server/publishing/store.ts), null for the seed's.
 * - Seed: 09:00 in Lagos on its date, or now if that is still to come.
 * - From the back office: modified when it went live. Published then too, when that was on or
 *   before its date; when it went live after its date (an edit later on, or a story dated back),
 *   09:00 in Lagos on its date, the day its card shows, rather than the day of the last edit.
 * Never a time after `now`, never a modification before the publication.
 */
export function storyTimes(story: { date: string }, liveSince: Date | null, now: Date = new Date()): { published: Date; modified: Date } {
  const midnight = lagosMidnight(story.date);
  const onItsDate = Math.min(midnight + SEED_HOUR * 60 * 60 * 1000, now.getTime());
  if (!liveSince) return { published: new Date(onItsDate), modified: new Date(onItsDate) };
  const modified = Math.min(liveSince.getTime(), now.getTime());
  const published = modified < midnight + DAY_MS ? modified : Math.min(onItsDate, modified);
  return { published: new Date(published), modified: new Date(modified) };
}

/** An instant in ISO 8601 on the Lagos clock, with its offset: "2026-11-27T06:12:09+01:00" (schema.org, Open Graph). */
export function lagosIsoTime(at: Date): string {
  return `${new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 19)}+01:00`;
}

/** The end of a calendar day ("2027-01-31") in Lagos: "2027-01-31T23:59:59+01:00" (JobPosting validThrough). */
export function lagosEndOfDay(date: string): string {
  return `${date}T23:59:59+01:00`;
}
