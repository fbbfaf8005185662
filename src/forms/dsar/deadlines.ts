import "server-only";
import { COMPLAINT_ACKNOWLEDGEMENT_HOURS } from "@content/constants";

import { lagosDay, lagosTime, lagosToday } from "@/lib/lagos-clock";

/**
 * When a data subject access request must be acknowledged (72 hours after
 * it arrived) and resolved (one month: the same day of the next month, or
 * that month's last day when it is shorter), as the privacy team reads
 * dates: on the Lagos clock.
 */
export function dsarDeadlines(received: Date): { received: string; acknowledgeBy: string; resolveBy: string } {
  const [year, month, day] = lagosToday(received).split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const resolveBy = new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
  return {
    received: lagosTime(received),
    acknowledgeBy: lagosTime(new Date(received.getTime() + COMPLAINT_ACKNOWLEDGEMENT_HOURS * 3_600_000)),
    resolveBy: lagosDay(resolveBy),
  };
}
