"use client";

import { useActionState, useEffect, useRef } from "react";
import { admin } from "@content/admin";
import { buttonClass } from "@/components/ui/button-class";
import { Field } from "@/components/ui/field";
import { changePasswordAction, recoveryCodesAction, type PasswordState, type RecoveryState } from "./actions";
import { usePermalink } from "@/admin/post-form";

const words = admin.account;

function focusField(form: HTMLFormElement | null, name: string) {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}

/** Lets a password manager file the change under the right account. */
const Username = ({ email }: { email: string }) => (
  <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
);

export function PasswordForm({ email }: { email: string }) {
  const [state, action, pending] = useActionState<PasswordState, FormData>(changePasswordAction, {}, usePermalink());
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.ok) form.current?.reset();
    // A refusal puts focus on the field it names, which reads out its error: sending had disabled the
    // button, so focus had fallen to the page and nothing was announced.
    else if (state.field) focusField(form.current, state.field);
  }, [state]);
  const error = (name: PasswordState["field"]) => (!state.ok && state.field === name ? state.message : undefined);
  return (
    <section aria-labelledby="password-heading" className="grid max-w-md gap-4">
      <h2 id="password-heading" className="text-xl font-semibold">
        {words.passwordHeading}
      </h2>
      <p>{words.passwordIntro}</p>
      <form ref={form} action={action} className="grid gap-4">
        <Username email={email} />
        <Field
          name="current"
          type="password"
          label={words.current}
          autoComplete="current-password"
          required
          maxLength={128}
          error={error("current")}
        />
        <Field
          name="next"
          type="password"
          label={words.newPassword}
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={128}
          error={error("next")}
        />
        <Field
          name="confirm"
          type="password"
          label={words.confirm}
          autoComplete="new-password"
          required
          maxLength={128}
          error={error("confirm")}
        />
        <button type="submit" className={buttonClass({ className: "justify-self-start" })} disabled={pending}>
          {words.passwordSubmit}
        </button>
      </form>
      <p role="status">{state.ok ? state.message : ""}</p>
    </section>
  );
}

export function RecoveryCodesForm({ email }: { email: string }) {
  const [state, action, pending] = useActionState<RecoveryState, FormData>(recoveryCodesAction, {}, usePermalink());
  const made = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.codes) made.current?.focus();
    else if (state.error) focusField(form.current, "current");
  }, [state]);
  return (
    <section aria-labelledby="recovery-heading" className="grid max-w-md gap-4">
      <h2 id="recovery-heading" className="text-xl font-semibold">
        {words.recoveryHeading}
      </h2>
      <p>{words.recoveryIntro}</p>
      {state.codes ? (
        <>
          <p ref={made} tabIndex={-1} className="font-semibold focus:outline-none">
            {words.recoveryMade}
          </p>
          <ul aria-label={words.recoveryList} className="grid grid-cols-2 gap-2 font-mono text-lg">
            {state.codes.map((code) => (
              <li key={code} className="rounded bg-sand-200 px-3 py-1">
                {code}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <form ref={form} action={action} className="grid gap-4">
          <Username email={email} />
          <Field
            name="current"
            type="password"
            label={words.current}
            autoComplete="current-password"
            required
            maxLength={128}
            error={state.error}
          />
          <button type="submit" className={buttonClass({ className: "justify-self-start" })} disabled={pending}>
            {words.recoverySubmit}
          </button>
        </form>
      )}
    </section>
  );
}
