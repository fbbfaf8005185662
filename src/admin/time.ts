import { lagosTime } from "@/lib/lagos-clock";

/** A moment as the teams read it: "23 November 2026, 20:05", Lagos time, in a <time> element's text. */
export const shown = (moment: Date) => lagosTime(moment);
