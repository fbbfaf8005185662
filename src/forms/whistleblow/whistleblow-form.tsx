"use client";

import { whistleblowForm as copy } from "@content/forms";
import { Field } from "@/components/ui/field";
import { MAX } from "@/forms/shared/limits";
import { SubmissionForm } from "@/forms/shared/submission-form";
import { useSubmissionForm } from "@/forms/shared/use-submission-form";
import { submitWhistleblow } from "./actions";

/** The shared schema, loaded when the form is first used (zod stays out of first-load JavaScript). */
const loadWhistleblowSchema = () => import("./schema").then((m) => m.WhistleblowSchema);

/** The success detail, with the reference code set apart (and findable by tests). */
function referenceDetail(detail: string) {
  return (
    <>
      {copy.referenceNote} <strong data-testid="report-reference">{detail.replace(copy.referenceNote, "").trim()}</strong>
    </>
  );
}

/**
 * The whistleblowing report: natureOfConduct and comments required. The
 * contact fields show only when the preference is Yes (CSS :has, so it also
 * works without JavaScript). Stored without IP, user agent or cookie; the
 * reporter is shown a reference code.
 */
export function WhistleblowForm() {
  const form = useSubmissionForm(submitWhistleblow, loadWhistleblowSchema, { failure: copy.failure });
  const preference = form.valueOf("contactPreference") === "Yes" ? "Yes" : "No";
  return (
    <SubmissionForm
      form={form}
      label={copy.heading}
      submit={copy.submit}
      className="group gap-5"
      intro={<p className="text-ink-muted">{copy.anonymityNote}</p>}
      renderDetail={referenceDetail}
    >
      {/* autoComplete off: the browser keeps no history of what a report said, or of whom (a shared or work computer). */}
      <Field {...form.field("natureOfConduct")} label={copy.labels.natureOfConduct} required maxLength={MAX.short} autoComplete="off" />
      <Field {...form.field("officerNames")} label={copy.labels.officerNames} maxLength={MAX.short} autoComplete="off" />
      <Field
        as="textarea"
        {...form.field("comments")}
        label={copy.labels.comments}
        required
        rows={6}
        maxLength={MAX.message}
        autoComplete="off"
      />
      <fieldset className="grid gap-2">
        <legend className="font-medium text-ink">{copy.labels.contactPreference}</legend>
        <div className="flex gap-6">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="contactPreference"
              value="No"
              disabled={form.disabled}
              defaultChecked={preference === "No"}
              className="h-4 w-4 accent-forest"
            />
            {copy.labels.no}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="contactPreference"
              value="Yes"
              data-contact-yes=""
              disabled={form.disabled}
              defaultChecked={preference === "Yes"}
              className="h-4 w-4 accent-forest"
            />
            {copy.labels.yes}
          </label>
        </div>
      </fieldset>
      <div className="hidden gap-5 group-has-[[data-contact-yes]:checked]:grid" data-testid="whistleblow-contact-fields">
        <Field {...form.field("yourName")} label={copy.labels.yourName} autoComplete="name" maxLength={MAX.name} />
        <Field {...form.field("yourEmail")} type="email" label={copy.labels.yourEmail} autoComplete="email" maxLength={MAX.email} />
        <Field {...form.field("yourPhoneNumber")} type="tel" label={copy.labels.yourPhoneNumber} autoComplete="tel" maxLength={MAX.phone} />
      </div>
    </SubmissionForm>
  );
}
