"use client";

import { bookingForm as copy } from "@content/forms";
import { Field } from "@/components/ui/field";
import { MAX } from "@/forms/shared/limits";
import { SubmissionForm } from "@/forms/shared/submission-form";
import { useSubmissionForm } from "@/forms/shared/use-submission-form";
import { submitBooking } from "./actions";
import { DoneButton } from "@/components/ui/done-button";
import { bookableDates } from "./bookable-dates";

/** The shared schema, loaded when the form is first used (zod stays out of first-load JavaScript). */
const loadBookingSchema = () => import("./schema").then((m) => m.BookingSchema);

export type BookingFormProps = { roomTitle: string; onDone?: () => void };

/**
 * The residences' booking request (in the room's modal): stored and e-mailed
 * to the residences mailbox; 'Room booked:' and the room title, and that the
 * team confirms by e-mail. Also the external booking page (spec §7 call 3).
 */
export function BookingForm({ roomTitle, onDone }: BookingFormProps) {
  const form = useSubmissionForm(submitBooking, loadBookingSchema, { failure: copy.failure });
  // The date picker offers only the days the schema takes (the form renders in the browser, in a modal).
  const dates = bookableDates();
  return (
    <SubmissionForm
      form={form}
      label={`${copy.submit}: ${roomTitle}`}
      submit={copy.submit}
      className="gap-4"
      fieldsClassName="grid gap-4"
      actionsClassName="flex flex-wrap items-center gap-4"
      intro={<input type="hidden" name="roomTitle" value={roomTitle} />}
      after={
        onDone ? (
          <div>
            <DoneButton label={copy.done} onClick={onDone} />
          </div>
        ) : null
      }
    >
      <Field {...form.field("name")} label={copy.labels.name} required autoComplete="name" maxLength={MAX.name} />
      <Field {...form.field("email")} type="email" label={copy.labels.email} required autoComplete="email" maxLength={MAX.email} />
      <Field {...form.field("date")} type="date" label={copy.labels.date} required min={dates.first} max={dates.last} />
    </SubmissionForm>
  );
}
