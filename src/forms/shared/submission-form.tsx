import type { FormEvent, ReactNode } from "react";
import { common } from "@content/forms";
import { FormStatus } from "@/components/ui/form-status";
import { HiddenFields } from "./hidden-fields";
import type { FormState } from "@/lib/form-protocol";
import { SubmitButton } from "./submit-button";
import type { SubmissionFormApi } from "./use-submission-form";

export type SubmissionFormProps = {
  /** What `useSubmissionForm` returned. */
  form: SubmissionFormApi;
  /** The form's accessible name. */
  label: string;
  /** The submit button's text. */
  submit: string;
  /** The visible fields. */
  children: ReactNode;
  /** Above the fields: a notice, hidden inputs of the form's own. */
  intro?: ReactNode;
  /** Under the status: what follows a success (a Done button). */
  after?: ReactNode;
  /** How the success detail reads (default: the detail as text). */
  renderDetail?: (detail: string) => ReactNode;
  /** Another way of sending (the contact form's EmailJS path), with its own pending state and answer. */
  send?: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; pending: boolean; state: FormState };
  className?: string;
  /** The layout of the fields and the button. */
  fieldsClassName?: string;
  actionsClassName?: string;
  compactButton?: boolean;
  /** Whether to explain the required fields' asterisk above the form (not in the one-field footer form). */
  requiredNote?: boolean;
};

/**
 * The frame every stored form shares: the <form> wired to the server action
 * (which also serves the no-JavaScript post) and to the browser-side
 * validation, the fields (each disabled while sending: form.field), the
 * hidden fields, the submit button, and the live status region: green on
 * success (with its detail), red on failure. No <fieldset> around the
 * fields: the form is their group and has the name (`label`); a second,
 * unnamed group is what checkers flag (issue 33).
 */
export function SubmissionForm({
  form,
  label,
  submit,
  children,
  intro,
  after,
  renderDetail = (detail) => detail,
  send,
  className = "gap-5",
  fieldsClassName = "grid gap-5",
  actionsClassName,
  compactButton,
  requiredNote = true,
}: SubmissionFormProps) {
  const state = send?.state ?? form.state;
  const pending = send?.pending ?? form.pending;
  const success = state.status === "success";
  const shown = success || state.status === "error";
  return (
    <form
      id={form.formId}
      action={form.formAction}
      onSubmit={send?.onSubmit ?? form.onSubmit}
      onChange={form.onChange}
      onFocus={form.onFocus}
      noValidate
      aria-label={label}
      className={`relative grid ${className}`}
    >
      {requiredNote ? (
        // For sighted visitors: the asterisk is hidden from screen readers, which hear "required" from each field.
        <p aria-hidden="true" className="text-sm text-ink-muted">
          {common.requiredNote}
        </p>
      ) : null}
      {intro}
      <div className={fieldsClassName}>
        {children}
        <HiddenFields />
        <div className={actionsClassName}>
          <SubmitButton pending={pending} compact={compactButton}>
            {submit}
          </SubmitButton>
        </div>
      </div>
      <FormStatus
        tone={success ? "success" : shown ? "error" : undefined}
        message={shown ? state.message : undefined}
        detail={success && state.detail ? renderDetail(state.detail) : undefined}
      />
      {success ? after : null}
    </form>
  );
}
