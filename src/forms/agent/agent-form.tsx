"use client";

import { agentForm as copy } from "@content/forms";
import { Field } from "@/components/ui/field";
import { MAX } from "@/forms/shared/limits";
import { SubmissionForm } from "@/forms/shared/submission-form";
import { useSubmissionForm } from "@/forms/shared/use-submission-form";
import { submitAgent } from "./actions";

/** The shared schema, loaded when the form is first used (zod stays out of first-load JavaScript). */
const loadAgentSchema = () => import("./schema").then((m) => m.AgentSchema);

/** /AgentRegistration: the Create Account form; stored as pending, the team and the applicant are e-mailed. */
export function AgentForm() {
  const form = useSubmissionForm(submitAgent, loadAgentSchema, { failure: copy.failure });
  return (
    <SubmissionForm form={form} label={copy.heading} submit={copy.submit}>
      <Field {...form.field("fullName")} label={copy.labels.fullName} required autoComplete="name" maxLength={MAX.name} />
      <Field {...form.field("email")} type="email" label={copy.labels.email} required autoComplete="email" maxLength={MAX.email} />
      <Field {...form.field("phoneNumber")} type="tel" label={copy.labels.phoneNumber} required autoComplete="tel" maxLength={MAX.phone} />
    </SubmissionForm>
  );
}
