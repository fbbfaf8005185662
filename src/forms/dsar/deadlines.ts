import "server-only";
import { COMPLAINT_ACKNOWLEDGEMENT_HOURS } from "@content/constants";

import { dayOf, onLagosClock, timeOf } from "@/server/lagos-clock";

/**
 * When a data subject access request must be acknowledged (72 hours after
 * it arrived) and resolved (one month: the same day of the next month, or
 * that month's last day when it is shorter), as the privacy team reads
 * dates: on the Lagos clock.
 */
export function dsarDeadlines(received: Date): { received: string; acknowledgeBy: string; resolveBy: string } {
  const lagos = onLagosClock(received);
  const year = lagos.getUTCFullYear();
  const month = lagos.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const resolveBy = new Date(Date.UTC(year, month, Math.min(lagos.getUTCDate(), lastDay)));
  return {
    received: timeOf(lagos),
    acknowledgeBy: timeOf(onLagosClock(new Date(received.getTime() + COMPLAINT_ACKNOWLEDGEMENT_HOURS * 3_600_000))),
    resolveBy: dayOf(resolveBy),
  };
}
