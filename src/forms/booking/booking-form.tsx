"use client";

import { bookingForm as copy, common } from "@content/forms";
import { Field } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { MAX } from "@/forms/shared/limits";
import { HiddenFields } from "@/forms/shared/hidden-fields";
import { useSubmissionForm } from "@/forms/shared/use-submission-form";
import { submitBooking } from "./actions";

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
  const { state } = form;
  const done = state.status === "success";
  return (
    <form
      id={form.formId}
      action={form.formAction}
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      onFocus={form.onFocus}
      noValidate
      aria-label={`${copy.submit}: ${roomTitle}`}
      className="relative grid gap-4"
    >
      <input type="hidden" name="roomTitle" value={roomTitle} />
      <fieldset disabled={form.pending} className="grid gap-4">
        <Field name="name" label={copy.labels.name} required autoComplete="name" maxLength={MAX.name} defaultValue={form.valueOf("name")} error={form.errors.name} />
        <Field name="email" type="email" label={copy.labels.email} required autoComplete="email" maxLength={MAX.email} defaultValue={form.valueOf("email")} error={form.errors.email} />
        <Field name="date" type="date" label={copy.labels.date} required defaultValue={form.valueOf("date")} error={form.errors.date} />
        <HiddenFields />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="rounded bg-forest px-6 py-3 font-semibold text-white hover:bg-forest/90 disabled:opacity-70">
            {form.pending ? common.sending : copy.submit}
          </button>
        </div>
      </fieldset>
      <FormStatus
        tone={done ? "success" : state.status === "error" ? "error" : undefined}
        message={done || state.status === "error" ? state.message : undefined}
        detail={done ? state.detail : undefined}
      />
      {done && onDone ? (
        <div>
          <button type="button" onClick={onDone} className="rounded border border-forest px-4 py-2 font-semibold text-forest hover:bg-sand">
            Done
          </button>
        </div>
      ) : null}
    </form>
  );
}
