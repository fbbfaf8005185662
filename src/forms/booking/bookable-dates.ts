import { BOOKING_HORIZON_DAYS } from "@content/constants";
import { addDays } from "@/lib/calendar-date";
import { lagosToday } from "@/lib/lagos-clock";

/** The first and last day a booking request may be for: today in Abuja, and BOOKING_HORIZON_DAYS later. */
export function bookableDates(now: Date = new Date()): { first: string; last: string } {
  const first = lagosToday(now);
  return { first, last: addDays(first, BOOKING_HORIZON_DAYS) };
}
