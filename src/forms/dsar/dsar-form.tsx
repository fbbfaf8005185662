"use client";

import { dsarForm as copy } from "@content/forms";
import { Field } from "@/components/ui/field";
import { MAX } from "@/forms/shared/limits";
import { SubmissionForm } from "@/forms/shared/submission-form";
import { useSubmissionForm } from "@/forms/shared/use-submission-form";
import { submitDsar } from "./actions";

/** The shared schema, loaded when the form is first used (zod stays out of first-load JavaScript). */
const loadDsarSchema = () => import("./schema").then((m) => m.DsarSchema);

/** The privacy policy's data subject access request: stored, e-mailed to the privacy team, confirmed to the requester. */
export function DsarForm() {
  const form = useSubmissionForm(submitDsar, loadDsarSchema, { failure: copy.failure });
  const requestType = form.field("requestType");
  return (
    <SubmissionForm form={form} label={copy.heading} submit={copy.submit}>
      <Field {...form.field("fullName")} label={copy.labels.fullName} required autoComplete="name" maxLength={MAX.name} />
      <Field {...form.field("email")} type="email" label={copy.labels.email} required autoComplete="email" maxLength={MAX.email} />
      <Field as="select" {...requestType} defaultValue={requestType.defaultValue ?? "access"} label={copy.labels.requestType}>
        {copy.requestTypes.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </Field>
      <Field as="textarea" {...form.field("details")} label={copy.labels.details} required rows={5} maxLength={MAX.message} />
    </SubmissionForm>
  );
}
