"use client";

import { common, whistleblowForm as copy } from "@content/forms";
import { Field } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { MAX } from "@/forms/shared/limits";
import { HiddenFields } from "@/forms/shared/hidden-fields";
import { useSubmissionForm } from "@/forms/shared/use-submission-form";
import { submitWhistleblow } from "./actions";

/** The shared schema, loaded when the form is first used (zod stays out of first-load JavaScript). */
const loadWhistleblowSchema = () => import("./schema").then((m) => m.WhistleblowSchema);

/**
 * The whistleblowing report: natureOfConduct and comments required. The
 * contact fields show only when the preference is Yes (CSS :has, so it also
 * works without JavaScript). Stored without IP, user agent or cookie; the
 * reporter is shown a reference code.
 */
export function WhistleblowForm() {
  const form = useSubmissionForm(submitWhistleblow, loadWhistleblowSchema, { failure: copy.failure });
  const { state } = form;
  const preference = form.valueOf("contactPreference") === "Yes" ? "Yes" : "No";
  return (
    <form
      id={form.formId}
      action={form.formAction}
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      onFocus={form.onFocus}
      noValidate
      aria-label={copy.heading}
      className="group relative grid gap-5"
    >
      <p className="text-ink-muted">{copy.anonymityNote}</p>
      <fieldset disabled={form.pending} className="grid gap-5">
        <Field name="natureOfConduct" label={copy.labels.natureOfConduct} required maxLength={MAX.short} defaultValue={form.valueOf("natureOfConduct")} error={form.errors.natureOfConduct} />
        <Field name="officerNames" label={copy.labels.officerNames} maxLength={MAX.short} defaultValue={form.valueOf("officerNames")} error={form.errors.officerNames} />
        <Field as="textarea" name="comments" label={copy.labels.comments} required rows={6} maxLength={MAX.message} defaultValue={form.valueOf("comments")} error={form.errors.comments} />
        <fieldset className="grid gap-2">
          <legend className="font-medium text-ink">{copy.labels.contactPreference}</legend>
          <div className="flex gap-6">
            <label className="flex items-center gap-2">
              <input type="radio" name="contactPreference" value="No" defaultChecked={preference === "No"} className="h-4 w-4 accent-forest" />
              {copy.labels.no}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="contactPreference" value="Yes" data-contact-yes="" defaultChecked={preference === "Yes"} className="h-4 w-4 accent-forest" />
              {copy.labels.yes}
            </label>
          </div>
        </fieldset>
        <div className="hidden gap-5 group-has-[[data-contact-yes]:checked]:grid" data-testid="whistleblow-contact-fields">
          <Field name="yourName" label={copy.labels.yourName} autoComplete="name" maxLength={MAX.name} defaultValue={form.valueOf("yourName")} error={form.errors.yourName} />
          <Field name="yourEmail" type="email" label={copy.labels.yourEmail} autoComplete="email" maxLength={MAX.email} defaultValue={form.valueOf("yourEmail")} error={form.errors.yourEmail} />
          <Field name="yourPhoneNumber" type="tel" label={copy.labels.yourPhoneNumber} autoComplete="tel" maxLength={MAX.phone} defaultValue={form.valueOf("yourPhoneNumber")} error={form.errors.yourPhoneNumber} />
        </div>
        <HiddenFields />
        <div>
          <button type="submit" className="rounded bg-forest px-6 py-3 font-semibold text-white hover:bg-forest/90 disabled:opacity-70">
            {form.pending ? common.sending : copy.submit}
          </button>
        </div>
      </fieldset>
      <FormStatus
        tone={state.status === "success" ? "success" : state.status === "error" ? "error" : undefined}
        message={state.status === "success" || state.status === "error" ? state.message : undefined}
        detail={
          state.status === "success" && state.detail ? (
            <>
              {copy.referenceNote} <strong data-testid="report-reference">{state.detail.replace(copy.referenceNote, "").trim()}</strong>
            </>
          ) : undefined
        }
      />
    </form>
  );
}
