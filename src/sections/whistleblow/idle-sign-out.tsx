"use client";

import { useEffect, useRef, useState } from "react";
import { followUpCopy as copy } from "@content/whistleblow-case";
import { buttonClass } from "@/components/ui/button-class";

/** Ends the session on the server too (its clock may not have run out yet), then shows the receipt form. */
async function signOut() {
  await fetch("/api/whistleblow/follow-up/sign-out", { method: "POST", credentials: "same-origin" }).catch(() => undefined);
  window.location.replace("/whistleblow/follow-up?e=expired");
}

/**
 * The follow-up page's idle sign-out, on screen: a minute before the server ends the session (15
 * minutes without a request), a warning with a button that keeps it (a request to the page); at the
 * end, the page is replaced by the signed-out receipt form, so a report does not stay on a shared
 * screen. Without JavaScript the server ends the session all the same; the page stays until the next
 * click, which then asks for the receipt.
 */
export function IdleSignOut({ seconds }: { seconds: number }) {
  const [warning, setWarning] = useState(false);
  const [restart, setRestart] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const warn = window.setTimeout(() => setWarning(true), (seconds - 60) * 1000);
    const end = window.setTimeout(signOut, seconds * 1000);
    return () => {
      window.clearTimeout(warn);
      window.clearTimeout(end);
    };
  }, [seconds, restart]);
  useEffect(() => {
    if (warning) button.current?.focus();
  }, [warning]);

  async function stay() {
    // Any request to the page counts as activity for the session.
    const response = await fetch("/whistleblow/follow-up", { cache: "no-store", credentials: "same-origin" }).catch(() => null);
    if (!response?.ok) return signOut();
    setWarning(false);
    setRestart((n) => n + 1);
  }

  return (
    <div
      role="alert"
      className={
        warning ? "fixed inset-x-4 bottom-4 z-50 mx-auto max-w-xl rounded-lg border border-ink/20 bg-white p-4 shadow-lg" : "sr-only"
      }
    >
      {warning ? (
        <>
          <p>{copy.case.idleWarning}</p>
          <button ref={button} type="button" onClick={stay} className={`${buttonClass({ size: "sm" })} mt-3`}>
            {copy.case.staySignedIn}
          </button>
        </>
      ) : null}
    </div>
  );
}
