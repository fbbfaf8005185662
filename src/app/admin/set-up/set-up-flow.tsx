"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useRef } from "react";
import { admin } from "@content/admin";
import { buttonClass } from "@/components/ui/button-class";
import { Field } from "@/components/ui/field";
import { AddPasskey } from "../passkey-buttons";
import { setUpAction, type SetUpState } from "./actions";
import { usePermalink } from "@/admin/post-form";

/** The set-up link's steps: a password, the authenticator (its key as text), then the recovery codes, shown once. */
export function SetUpFlow({ token, email, valid }: { token: string; email: string; valid: boolean }) {
  const [state, action, pending] = useActionState<SetUpState, FormData>(
    setUpAction,
    { step: "password" },
    // The page reads its link's token from the address: a form posted before scripts run comes back to it.
    `${usePermalink()}?token=${encodeURIComponent(token)}`,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const shownStep = useRef(state.step);
  const words = admin.setUp;
  const router = useRouter();
  useEffect(() => {
    const newStep = shownStep.current !== state.step;
    shownStep.current = state.step;
    if (newStep) {
      heading.current?.focus();
      // Signed in now: the frame (layout) renders again with the new session (this step's state is kept).
      if (state.step === "done") router.refresh();
      return;
    }
    // A refusal puts focus on the field it names, which reads out its error (sending had disabled the button).
    const name = state.step === "password" ? state.field : state.step === "totp" && state.error ? "code" : undefined;
    const field = name ? form.current?.elements.namedItem(name) : null;
    if (field instanceof HTMLElement) field.focus();
  }, [state, router]);

  const title =
    state.step === "password"
      ? words.heading
      : state.step === "totp"
        ? words.totpHeading
        : state.step === "done"
          ? words.recoveryHeading
          : words.heading;
  return (
    <div className="grid gap-6">
      <h1 ref={heading} tabIndex={-1} className="font-display text-3xl text-forest focus:outline-none">
        {title}
      </h1>
      {state.step === "invalid" || (state.step === "password" && !valid) ? (
        <p role="alert">{words.invalid}</p>
      ) : state.step === "done" ? (
        <>
          <p>{words.recoveryIntro}</p>
          <ul aria-label={words.recoveryHeading} className="grid max-w-md grid-cols-2 gap-2 font-mono text-lg">
            {state.recoveryCodes.map((code) => (
              <li key={code} className="rounded bg-sand-200 px-3 py-1">
                {code}
              </li>
            ))}
          </ul>
          <AddPasskey />
          <p>
            <Link href="/admin" className={buttonClass()}>
              {words.done}
            </Link>
          </p>
        </>
      ) : (
        <form ref={form} action={action} className="grid max-w-md gap-4" key={state.step}>
          <input type="hidden" name="token" value={token} />
          {state.step === "password" ? (
            <>
              <p>{words.passwordIntro(email)}</p>
              <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
              <Field
                name="password"
                type="password"
                label={words.password}
                autoComplete="new-password"
                required
                minLength={12}
                maxLength={128}
                error={state.field === "password" ? state.error : undefined}
              />
              <Field
                name="confirm"
                type="password"
                label={words.confirm}
                autoComplete="new-password"
                required
                maxLength={128}
                error={state.field === "confirm" ? state.error : undefined}
              />
              <button type="submit" className={buttonClass()} disabled={pending}>
                {words.passwordSubmit}
              </button>
            </>
          ) : (
            <>
              <p>{words.totpIntro}</p>
              <div className="grid gap-1">
                <p className="font-medium">{words.keyLabel}</p>
                <p className="font-mono text-lg break-all" data-totp-key>
                  {state.key.match(/.{1,4}/g)?.join(" ")}
                </p>
                <p className="text-sm text-ink-muted">{words.keyHelp}</p>
                <p>
                  <a href={state.uri} className="text-forest underline underline-offset-4">
                    {words.openApp}
                  </a>
                </p>
              </div>
              <Field
                name="code"
                label={words.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]{6,7}"
                maxLength={7}
                required
                error={state.error}
              />
              <button type="submit" className={buttonClass()} disabled={pending}>
                {words.codeSubmit}
              </button>
            </>
          )}
        </form>
      )}
    </div>
  );
}
