import "server-only";
/**
 * Times as the group's teams read them: on the Lagos clock, "23 November
 * 2026, 20:05". Nigeria keeps West Africa Time, UTC+1, all year, so a moment
 * is moved by the hour and then written as UTC (no time-zone data needed).
 */
const LAGOS_OFFSET_MS = 60 * 60_000;

/** `moment` moved onto the Lagos clock: read its UTC fields (getUTCDate…) or write it with dayOf/timeOf. */
export const onLagosClock = (moment: Date) => new Date(moment.getTime() + LAGOS_OFFSET_MS);

/** A date whose UTC fields are the day: "23 November 2026". */
export const dayOf = (lagos: Date) =>
  lagos.toLocaleDateString("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });

/** A time whose UTC fields are the moment: "23 November 2026, 20:05". */
export const timeOf = (lagos: Date) =>
  `${dayOf(lagos)}, ${lagos.toLocaleTimeString("en-GB", { timeZone: "UTC", hour: "2-digit", minute: "2-digit" })}`;

/** A moment on the Lagos clock: "23 November 2026, 20:05". */
export const lagosTime = (moment: Date) => timeOf(onLagosClock(moment));
