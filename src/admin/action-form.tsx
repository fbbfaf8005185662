"use client";

import { startTransition, useActionState, useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { FormStatus } from "@/components/ui/form-status";
import { usePermalink } from "./post-form";

export type ActionState = { tone?: "success" | "error"; message?: string };
type Action = (previous: ActionState, data: FormData) => Promise<ActionState>;

/**
 * A back-office form that posts to a server action and announces its answer
 * (a live region, FormStatus). Without JavaScript the form posts all the
 * same and the page comes back with the answer. The fields and buttons are
 * the server component's; `hidden` names the item.
 *
 * React resets a form whose `action` is a function once the action is over,
 * whatever it answered: a refused note (too long) would be wiped. So the
 * submission goes through onSubmit, which React does not reset, and the
 * form is cleared only after a success. While it is on its way the fields
 * and buttons are disabled (a second click would add the note twice). The
 * fieldset that disables them is named by `legend` (read by screen readers;
 * the section's heading already shows it).
 */
export function ActionForm({
  action,
  legend,
  hidden,
  children,
  className = "",
}: {
  action: Action;
  legend: string;
  hidden: Record<string, string>;
  children: ReactNode;
  className?: string;
}) {
  const [state, formAction, pending] = useActionState(action, {}, usePermalink());
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.tone === "success") form.current?.reset();
  }, [state]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => formAction(data));
  };
  return (
    <form ref={form} action={formAction} onSubmit={submit} className={className} aria-busy={pending || undefined}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset disabled={pending} className="contents">
        <legend className="sr-only">{legend}</legend>
        {children}
      </fieldset>
      <FormStatus tone={state.tone} message={state.message} className="mt-3" />
    </form>
  );
}
