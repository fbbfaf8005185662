import * as z from "zod/mini";
import { bookingForm as copy } from "@content/forms";
import { isCalendarDate } from "@/lib/calendar-date";
import { MAX, requiredEmail, requiredText, cleanText } from "@/forms/shared/fields";
import { bookableDates } from "./bookable-dates";

/**
 * Spec §5 booking form: name, e-mail and date required. Beyond the spec, the
 * date must be a real day from today in Abuja to a year ahead (the browser
 * and the server check it alike, each by its own clock; the server decides).
 */
export const BookingSchema = z.object({
  roomTitle: requiredText(copy.labels.room, copy.errors.roomRequired, MAX.short),
  name: requiredText(copy.labels.name, copy.errors.nameRequired, MAX.name),
  email: requiredEmail(copy.labels.email, copy.errors.emailRequired, copy.errors.emailInvalid),
  date: z.string(copy.errors.dateRequired).check(
    cleanText(),
    z.minLength(1, copy.errors.dateRequired),
    z.refine((v) => v === "" || isCalendarDate(v), copy.errors.dateInvalid),
    z.superRefine((v, ctx) => {
      if (!isCalendarDate(v)) return;
      const { first, last } = bookableDates();
      if (v < first) ctx.addIssue({ code: "custom", message: copy.errors.datePast });
      else if (v > last) ctx.addIssue({ code: "custom", message: copy.errors.dateTooFar });
    }),
  ),
});
export type Booking = z.infer<typeof BookingSchema>;
