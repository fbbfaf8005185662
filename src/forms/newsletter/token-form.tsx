"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useActionState, useEffect, useRef } from "react";
import { newsletterForm } from "@content/forms";
import { FormStatus } from "@/components/ui/form-status";
import { SubmitButton } from "@/forms/shared/submit-button";
import type { TokenState } from "./token-actions";

type TokenFormCopy = {
  askHeading: string;
  ask: string;
  button: string;
  doneHeading: string;
  done: string;
  invalidHeading: string;
  invalid: string;
};

export type TokenFormProps = {
  token: string | null;
  action: (state: TokenState, data: FormData) => Promise<TokenState>;
  copy: TokenFormCopy;
  /** Whether "Subscribe again" shows after success too (unsubscribe) or only for a bad link (confirm). */
  resubscribeWhenDone: boolean;
};

/**
 * The page behind a newsletter e-mail's link (confirm, unsubscribe). Opening
 * the link changes nothing, so a mail scanner that fetches every link cannot
 * confirm or cancel a subscription; the visitor presses the button. Works
 * without JavaScript (the form posts to the server action); with it, focus
 * moves to the new heading so the answer is read out.
 */
export function TokenForm({ token, action, copy, resubscribeWhenDone }: TokenFormProps) {
  const initial: TokenState = { status: token ? "idle" : "invalid" };
  // The form's action attribute: this page with its code (React writes action="" without one, not valid HTML).
  const pathname = usePathname();
  const permalink = token ? `${pathname}?token=${encodeURIComponent(token)}` : pathname;
  const [state, formAction, pending] = useActionState(action, initial, permalink);
  const heading = useRef<HTMLHeadingElement>(null);
  const answered = state.status === "done" || state.status === "invalid";
  useEffect(() => {
    if (answered && token) heading.current?.focus();
  }, [answered, token]);

  // Opened without its code (a link cut short when copied), the page says so rather than "expired".
  const { heading: title, text } = !token
    ? newsletterForm.linkIncomplete
    : state.status === "done"
      ? { heading: copy.doneHeading, text: copy.done }
      : state.status === "invalid"
        ? { heading: copy.invalidHeading, text: copy.invalid }
        : { heading: copy.askHeading, text: copy.ask };
  const resubscribe = state.status === "invalid" || (state.status === "done" && resubscribeWhenDone);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-20 md:px-6">
      <h1 ref={heading} tabIndex={-1} className="text-4xl font-semibold focus:outline-none">
        {title}
      </h1>
      <p className="mt-4 text-lg">{text}</p>
      {answered ? null : (
        <form action={formAction} className="mt-6 grid gap-4">
          <input type="hidden" name="token" value={token ?? ""} />
          <div>
            <SubmitButton pending={pending}>{copy.button}</SubmitButton>
          </div>
          <FormStatus
            tone={state.status === "error" ? "error" : undefined}
            message={state.status === "error" ? (state.message ?? newsletterForm.failure) : undefined}
          />
        </form>
      )}
      {resubscribe ? (
        <p className="mt-6">
          <Link href="/newsletter" className="font-semibold text-forest underline">
            {newsletterForm.resubscribe}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
