"use client";

import { common, dsarForm as copy } from "@content/forms";
import { Field } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { MAX } from "@/forms/shared/limits";
import { HiddenFields } from "@/forms/shared/hidden-fields";
import { useSubmissionForm } from "@/forms/shared/use-submission-form";
import { submitDsar } from "./actions";

/** The shared schema, loaded when the form is first used (zod stays out of first-load JavaScript). */
const loadDsarSchema = () => import("./schema").then((m) => m.DsarSchema);

/** The privacy policy's data subject access request: stored, e-mailed to the privacy team, confirmed to the requester. */
export function DsarForm() {
  const form = useSubmissionForm(submitDsar, loadDsarSchema, { failure: copy.failure });
  const { state } = form;
  return (
    <form
      id={form.formId}
      action={form.formAction}
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      onFocus={form.onFocus}
      noValidate
      aria-label={copy.heading}
      className="relative grid gap-5"
    >
      <fieldset disabled={form.pending} className="grid gap-5">
        <Field name="fullName" label={copy.labels.fullName} required autoComplete="name" maxLength={MAX.name} defaultValue={form.valueOf("fullName")} error={form.errors.fullName} />
        <Field name="email" type="email" label={copy.labels.email} required autoComplete="email" maxLength={MAX.email} defaultValue={form.valueOf("email")} error={form.errors.email} />
        <Field as="select" name="requestType" label={copy.labels.requestType} defaultValue={form.valueOf("requestType") ?? "access"} error={form.errors.requestType}>
          {copy.requestTypes.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Field>
        <Field as="textarea" name="details" label={copy.labels.details} required rows={5} maxLength={MAX.message} defaultValue={form.valueOf("details")} error={form.errors.details} />
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
      />
    </form>
  );
}
