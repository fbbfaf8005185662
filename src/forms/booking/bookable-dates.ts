import { BOOKING_HORIZON_DAYS, RESIDENCES_TIME_ZONE } from "@content/constants";
import { addDays, todayIn } from "@/lib/calendar-date";

/** The first and last day a booking request may be for: today in Abuja, and BOOKING_HORIZON_DAYS later. */
export function bookableDates(now: Date = new Date()): { first: string; last: string } {
  const first = todayIn(RESIDENCES_TIME_ZONE, now);
  return { first, last: addDays(first, BOOKING_HORIZON_DAYS) };
}
