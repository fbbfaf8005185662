"use client";

import { useActionState, useEffect, useRef } from "react";
import { admin } from "@content/admin";
import { buttonClass } from "@/components/ui/button-class";
import { Field } from "@/components/ui/field";
import { PasskeySignIn } from "../passkey-buttons";
import { signInAction, type SignInState } from "./actions";
import { usePermalink } from "@/admin/post-form";

/** The sign-in form: e-mail and password, then the authenticator's code (or a recovery code). Works without JavaScript. */
export function SignInForm({ notice }: { notice?: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, { step: "password" }, usePermalink());
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const shownStep = useRef(state.step);
  const words = admin.signIn;
  useEffect(() => {
    const newStep = shownStep.current !== state.step;
    shownStep.current = state.step;
    // A new step moves focus to its heading, so it is read out. A refusal (announced by the status)
    // puts focus back in the field to type again: sending had disabled the button, dropping focus to the page.
    if (newStep && state.step !== "password") heading.current?.focus();
    else if (state.error) {
      // Back at the password step with the address unknown (a sign-in that took too long): the address first.
      const name = state.step !== "password" ? "code" : state.email ? "password" : "email";
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLElement) field.focus();
    }
  }, [state]);

  const status = state.error ?? (state.step === "password" ? notice : undefined);
  return (
    <div className="grid gap-6">
      <h1 ref={heading} tabIndex={-1} className="font-display text-3xl text-forest focus:outline-none">
        {state.step === "password" ? words.heading : state.step === "code" ? words.codeHeading : words.recoveryHeading}
      </h1>
      <div role="status" aria-live="polite" aria-atomic="true">
        {status ? (
          <p
            className={`rounded border-l-4 px-4 py-3 ${state.error ? "border-red-700 bg-red-50 text-red-900" : "border-green-700 bg-green-50 text-green-900"}`}
          >
            {status}
          </p>
        ) : null}
      </div>
      <form ref={form} action={action} className="grid max-w-md gap-4" key={state.step}>
        <input type="hidden" name="step" value={state.step} />
        {state.step === "password" ? (
          <>
            <Field
              name="email"
              type="email"
              label={words.email}
              autoComplete="username"
              required
              defaultValue={state.email}
              maxLength={254}
            />
            <Field name="password" type="password" label={words.password} autoComplete="current-password" required maxLength={256} />
            <button type="submit" className={buttonClass()} disabled={pending}>
              {words.submit}
            </button>
          </>
        ) : (
          <>
            <p>{state.step === "code" ? words.codeIntro : words.recoveryIntro}</p>
            {state.step === "code" ? (
              <Field
                name="code"
                label={words.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]{6,7}"
                maxLength={7}
                required
              />
            ) : (
              <Field name="code" label={words.recovery} autoComplete="off" maxLength={40} required />
            )}
            <button type="submit" className={buttonClass()} disabled={pending}>
              {state.step === "code" ? words.codeSubmit : words.recoverySubmit}
            </button>
          </>
        )}
      </form>
      {state.step === "password" ? <PasskeySignIn /> : null}
      {state.step !== "password" ? (
        <form action={action}>
          <input type="hidden" name="step" value={state.step === "code" ? "switch-recovery" : "switch-code"} />
          <button type="submit" className="text-forest underline underline-offset-4">
            {state.step === "code" ? words.useRecovery : words.useCode}
          </button>
        </form>
      ) : null}
    </div>
  );
}
