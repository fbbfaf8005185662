"use client";

import { agentForm as copy, common } from "@content/forms";
import { Field } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { MAX } from "@/forms/shared/limits";
import { HiddenFields } from "@/forms/shared/hidden-fields";
import { useSubmissionForm } from "@/forms/shared/use-submission-form";
import { submitAgent } from "./actions";

/** The shared schema, loaded when the form is first used (zod stays out of first-load JavaScript). */
const loadAgentSchema = () => import("./schema").then((m) => m.AgentSchema);

/** /AgentRegistration: the Create Account form; stored as pending, the team and the applicant are e-mailed. */
export function AgentForm() {
  const form = useSubmissionForm(submitAgent, loadAgentSchema, { failure: copy.failure });
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
      <p className="text-ink-muted">{copy.notice}</p>
      <fieldset disabled={form.pending} className="grid gap-5">
        <Field name="fullName" label={copy.labels.fullName} required autoComplete="name" maxLength={MAX.name} defaultValue={form.valueOf("fullName")} error={form.errors.fullName} />
        <Field name="email" type="email" label={copy.labels.email} required autoComplete="email" maxLength={MAX.email} defaultValue={form.valueOf("email")} error={form.errors.email} />
        <Field
          name="phoneNumber"
          type="tel"
          inputMode="numeric"
          label={copy.labels.phoneNumber}
          required
          autoComplete="tel"
          maxLength={MAX.phone}
          defaultValue={form.valueOf("phoneNumber")}
          error={form.errors.phoneNumber}
        />
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
