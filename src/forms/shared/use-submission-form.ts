"use client";

import { usePathname } from "next/navigation";
import { useActionState, useEffect, useId, useRef, useState, useTransition, type FormEvent } from "react";
import type * as z from "zod/mini";
import { fillTime } from "./fill-time";
import { HIDDEN, initialFormState, validate, type FieldErrors, type FormState } from "@/lib/form-protocol";

export type FormAction = (state: FormState, data: FormData) => Promise<FormState>;

/** Random hex from the Web Crypto API (also on plain-http origins). */
export function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Text values of a form. */
export function formValues(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [k, v] of data) if (typeof v === "string") values[k] = v;
  return values;
}

/** A form's schema, imported on demand: zod stays out of the page's first-load JavaScript. */
export type SchemaLoader = () => Promise<z.ZodMiniType>;

/**
 * Validates values with a lazily loaded schema (and the zod behind it): it
 * keeps about 21 KB of compressed JavaScript off each form page's first
 * load (measured once, decision 091; issue 28's stop rule keeps it above 3 KB).
 */
export async function validateLazily<S extends z.ZodMiniType>(loadSchema: () => Promise<S>, values: Record<string, string>) {
  return validate(await loadSchema(), values);
}

/**
 * The client half of every form. With JavaScript: validates with the shared
 * schema on submit (loaded when the form is first focused or submitted) (errors under the fields, focus on the first), then runs
 * the server action in a transition; errors clear as their field is edited;
 * after success the fields are cleared and a new idempotency key is drawn.
 * Without JavaScript the <form action> posts to the same server action.
 */
export function useSubmissionForm(
  action: FormAction,
  loadSchema: SchemaLoader,
  {
    failure,
    onSuccess,
    busy = false,
  }: {
    failure: string;
    onSuccess?: (state: FormState) => void;
    /** Sending another way (the contact form's EmailJS path): the fields are disabled as while sending. */
    busy?: boolean;
  },
) {
  // The action state serves the no-JavaScript post (the page re-renders with it). The page's path is the
  // form's action attribute (React writes action="" without one, which is not valid HTML), so a post
  // made before the script has loaded comes back to this page.
  const [postedState, formAction] = useActionState(action, initialFormState, usePathname());
  // With JavaScript the action is called directly, so a network failure
  // becomes the form's failure message instead of an error page.
  const [clientState, setClientState] = useState<FormState | null>(null);
  const [pending, startTransition] = useTransition();
  const state = clientState ?? postedState;
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  const [seen, setSeen] = useState(state);
  /** The form's id (the form element renders it; effects find the form by it). */
  const formId = useId();
  // Bumped when the browser's validation fails: focus goes to the first error once it has rendered.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (focusRequest > 0 && form instanceof HTMLFormElement) focusFirstError(form);
  }, [focusRequest, formId]);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });

  if (seen !== state) {
    // A new answer from the server replaces the errors shown.
    setSeen(state);
    setClientErrors(null);
    setCleared(new Set());
  }

  const source = clientErrors ?? (state.status === "invalid" ? (state.errors ?? {}) : {});
  const errors: FieldErrors = Object.fromEntries(Object.entries(source).filter(([k]) => !cleared.has(k)));

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    if (state.status === "success") {
      form.reset();
      const key = form.elements.namedItem(HIDDEN.idempotencyKey);
      if (key instanceof HTMLInputElement) key.value = randomKey();
      onSuccessRef.current?.(state);
    } else if (state.status === "invalid") {
      focusFirstError(form);
    }
  }, [state, formId]);

  /** Starts loading the schema as soon as the visitor enters the form. */
  function onFocus() {
    void loadSchema().catch(() => undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submitForm(event.currentTarget);
  }

  /** Validates in the browser, then sends to the server action. */
  async function submitForm(form: HTMLFormElement) {
    fillTime(form);
    const data = new FormData(form);
    let result: Awaited<ReturnType<typeof validateLazily>>;
    try {
      result = await validateLazily(loadSchema, formValues(data));
    } catch {
      // The schema could not be loaded (offline): the server validates anyway.
      result = { ok: true, data: undefined };
    }
    if (!result.ok) {
      setClientErrors(result.errors);
      setCleared(new Set());
      setFocusRequest((n) => n + 1);
      return;
    }
    setClientErrors(null);
    startTransition(async () => {
      let next: FormState;
      try {
        next = await action(state, data);
      } catch {
        next = { status: "error", message: failure, at: Date.now() };
      }
      startTransition(() => setClientState(next));
    });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) setCleared((prev) => new Set(prev).add(name));
  }

  /** The value to show again after a no-JavaScript error answer. */
  const valueOf = (name: string) => (state.status !== "success" ? state.values?.[name] : undefined);

  /** Whether the fields are disabled: while the form is sent. */
  const disabled = pending || busy;

  /** A field's name, the value to show again, its error, and whether it is disabled: spread into a <Field>. */
  const field = (name: string) => ({ name, defaultValue: valueOf(name), error: errors[name], disabled });

  return { state, pending, disabled, errors, formId, formAction, onSubmit, submitForm, onChange, onFocus, valueOf, field };
}

/** What `useSubmissionForm` gives a form component (and `SubmissionForm` takes). */
export type SubmissionFormApi = ReturnType<typeof useSubmissionForm>;

function focusFirstError(form: HTMLFormElement) {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
