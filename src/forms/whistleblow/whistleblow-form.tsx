"use client";

import { AttachmentsInput } from "./attachments-input";
import { whistleblowForm as copy } from "@content/forms";
import { followUpCopy, receiptCopy } from "@content/whistleblow-case";
import { buttonClass } from "@/components/ui/button-class";
import { IntentLink } from "@/components/ui/intent-link";
import { Field } from "@/components/ui/field";
import { MAX } from "@/forms/shared/limits";
import { SubmissionForm } from "@/forms/shared/submission-form";
import { useSubmissionForm } from "@/forms/shared/use-submission-form";
import { PendingSubmit } from "@/components/ui/pending-submit";
import { submitWhistleblow } from "./actions";

/** The shared schema, loaded when the form is first used (zod stays out of first-load JavaScript). */
const loadWhistleblowSchema = () => import("./schema").then((m) => m.WhistleblowSchema);

/** The success detail: the receipt (shown this once, kept nowhere), set apart to be copied down. */
function receiptDetail(receipt: string, reference: string | undefined) {
  return (
    <>
      {receiptCopy.intro}{" "}
      <span className="my-2 block text-ink">
        <span className="sr-only">{receiptCopy.label}: </span>
        <strong data-testid="report-receipt" className="font-mono text-2xl tracking-wider">
          {receipt}
        </strong>
      </span>
      <span className="block text-ink">{receiptCopy.keepIt}</span>
      {reference ? (
        <span className="mt-1 block text-ink">
          {receiptCopy.referenceBefore} <strong data-testid="report-reference">{reference}</strong>
        </span>
      ) : null}
    </>
  );
}

/**
 * After the report: files for it (the follow-up's multipart post, which the report's own form
 * cannot carry: a page's post stops at 32 KB), in the session the report started, and the way back.
 */
function ReportFiles() {
  return (
    <form
      method="post"
      action="/api/whistleblow/follow-up"
      encType="multipart/form-data"
      className="mt-6 grid gap-3 rounded-xl border border-forest/20 bg-white p-6"
      aria-labelledby="report-files-heading"
    >
      <h3 id="report-files-heading" className="text-xl font-semibold">
        {receiptCopy.filesHeading}
      </h3>
      <p>{receiptCopy.filesIntro}</p>
      <AttachmentsInput id="report-attachments" />
      <div className="flex flex-wrap items-center gap-4">
        <PendingSubmit pending={followUpCopy.sending} className={buttonClass()}>
          {receiptCopy.filesSubmit}
        </PendingSubmit>
        <IntentLink href="/whistleblow/follow-up" className="font-semibold text-forest underline">
          {receiptCopy.followUpLink}
        </IntentLink>
      </div>
    </form>
  );
}

/**
 * The whistleblowing report: natureOfConduct and comments required. The
 * contact fields show only when the preference is Yes (CSS :has, so it also
 * works without JavaScript). Stored encrypted, without IP, user agent or
 * cookie; the reporter is shown a receipt once, then may add files.
 */
export function WhistleblowForm() {
  const form = useSubmissionForm(submitWhistleblow, loadWhistleblowSchema, { failure: copy.failure });
  const preference = form.valueOf("contactPreference") === "Yes" ? "Yes" : "No";
  return (
    <>
      <SubmissionForm
        form={form}
        label={copy.heading}
        submit={copy.submit}
        className="group gap-5"
        intro={<p className="text-ink-muted">{copy.anonymityNote}</p>}
        renderDetail={(receipt) => receiptDetail(receipt, form.state.reference)}
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
          <Field
            {...form.field("yourPhoneNumber")}
            type="tel"
            label={copy.labels.yourPhoneNumber}
            autoComplete="tel"
            maxLength={MAX.phone}
          />
        </div>
      </SubmissionForm>
      {form.state.status === "success" && form.state.detail ? <ReportFiles /> : null}
    </>
  );
}
