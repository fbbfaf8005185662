"use client";

import { useEffect, useRef, useState } from "react";
import { followUpCopy as copy } from "@content/whistleblow-case";
import { buttonClass } from "@/components/ui/button-class";

const KEEP_ALIVE_MS = 60_000;

/** Ends the session on the server too (its clock may not have run out yet), then shows the receipt form. */
async function signOut() {
  await fetch("/api/whistleblow/follow-up/sign-out", { method: "POST", credentials: "same-origin" }).catch(() => undefined);
  window.location.replace("/whistleblow/follow-up?e=expired");
}

/**
 * The follow-up page's idle sign-out, on screen: a minute before the server ends the session (15
 * minutes without a request), a warning with a button that keeps it (a request to the page); at the
 * end, the page is replaced by the signed-out receipt form, so a report does not stay on a shared
 * screen. Typing in the page counts as activity. Without JavaScript the server ends the session all the same; the page stays until the next
 * click, which then asks for the receipt.
 */
export function IdleSignOut({ seconds }: { seconds: number }) {
  const [warning, setWarning] = useState(false);
  const [restart, setRestart] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  /** When a request last kept the session. */
  const kept = useRef(0);
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

  /** Any request to the page counts as activity for the session: the timers start again. */
  async function keep(): Promise<boolean> {
    kept.current = Date.now();
    const response = await fetch("/whistleblow/follow-up", { cache: "no-store", credentials: "same-origin" }).catch(() => null);
    if (!response?.ok) return false;
    setWarning(false);
    setRestart((n) => n + 1);
    return true;
  }

  async function stay() {
    if (!(await keep())) await signOut();
  }

  // Typing is activity: a reporter writing a long message is not signed out, and their words not
  // lost, for sending no request. At most one request a minute keeps the session.
  useEffect(() => {
    kept.current = Date.now();
    const onInput = () => {
      // A failed request changes nothing: the words stay, and the timers run on.
      if (Date.now() - kept.current >= KEEP_ALIVE_MS) void keep();
    };
    document.addEventListener("input", onInput);
    return () => document.removeEventListener("input", onInput);
  }, []);

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
