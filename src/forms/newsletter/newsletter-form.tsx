"use client";

import { common, newsletterForm as copy } from "@content/forms";
import { Field } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { MAX } from "@/forms/shared/limits";
import { HiddenFields } from "@/forms/shared/hidden-fields";
import { useSubmissionForm } from "@/forms/shared/use-submission-form";
import { submitNewsletter } from "./actions";

/** The shared schema, loaded when the form is first used (zod stays out of first-load JavaScript). */
const loadNewsletterSchema = () => import("./schema").then((m) => m.NewsletterSchema);

export type NewsletterFormProps = { compact?: boolean };

/**
 * The newsletter subscribe component: double opt-in (a confirmation link by
 * e-mail); 'Thank you for subscribing!' after submission, whatever the
 * address's history.
 */
export function NewsletterForm({ compact = false }: NewsletterFormProps) {
  const form = useSubmissionForm(submitNewsletter, loadNewsletterSchema, { failure: copy.failure });
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
      className="relative grid gap-4"
    >
      <fieldset disabled={form.pending} className={compact ? "flex flex-wrap items-start gap-3" : "grid gap-4"}>
        <Field
          name="email"
          type="email"
          label={copy.labels.email}
          required
          autoComplete="email"
          maxLength={MAX.email}
          defaultValue={form.valueOf("email")}
          error={form.errors.email}
          className={compact ? "min-w-60 flex-1" : ""}
        />
        <HiddenFields />
        <div className={compact ? "pt-7" : ""}>
          <button type="submit" className="rounded bg-forest px-6 py-2.5 font-semibold text-white hover:bg-forest/90 disabled:opacity-70">
            {form.pending ? common.sending : copy.submit}
          </button>
        </div>
      </fieldset>
      <FormStatus
        tone={state.status === "success" ? "success" : state.status === "error" ? "error" : undefined}
        message={state.status === "success" || state.status === "error" ? state.message : undefined}
        detail={state.status === "success" ? state.detail : undefined}
      />
    </form>
  );
}
