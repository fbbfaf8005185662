import * as z from "zod/mini";
import { bookingForm as copy } from "@content/forms";
import { MAX, requiredEmail, requiredText, cleanText } from "@/forms/shared/fields";

/** Spec §5 booking form: name, e-mail and date required. */
export const BookingSchema = z.object({
  roomTitle: requiredText("Room", "Room is required", MAX.short),
  name: requiredText(copy.labels.name, copy.errors.nameRequired, MAX.name),
  email: requiredEmail(copy.labels.email, copy.errors.emailRequired, copy.errors.emailInvalid),
  date: z
    .string(copy.errors.dateRequired)
    .check(
      cleanText(),
      z.minLength(1, copy.errors.dateRequired),
      z.refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), copy.errors.dateInvalid),
    ),
});
export type Booking = z.infer<typeof BookingSchema>;
