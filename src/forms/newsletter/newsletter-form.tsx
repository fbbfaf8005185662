"use client";

import { newsletterForm as copy } from "@content/forms";
import { Field } from "@/components/ui/field";
import { MAX } from "@/forms/shared/limits";
import { SubmissionForm } from "@/forms/shared/submission-form";
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
  return (
    <SubmissionForm
      form={form}
      label={copy.heading}
      submit={copy.submit}
      className="gap-4"
      fieldsClassName={compact ? "flex flex-wrap items-start gap-3" : "grid gap-4"}
      actionsClassName={compact ? "pt-7" : undefined}
      compactButton
      requiredNote={!compact}
    >
      <Field
        {...form.field("email")}
        type="email"
        label={copy.labels.email}
        required
        autoComplete="email"
        maxLength={MAX.email}
        className={compact ? "min-w-60 flex-1" : ""}
      />
    </SubmissionForm>
  );
}
