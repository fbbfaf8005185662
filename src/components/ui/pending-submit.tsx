"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * The submit button of a plain HTML form that posts without JavaScript too (the whistleblowing
 * follow-up's): once the form is sent it says so, on the button and to screen readers, and a second
 * press is ignored, so a slow upload (up to 50 MB) or receipt check is not sent twice. The page a browser brings back
 * from its history shows the button as it was before.
 */
export function PendingSubmit({ children, pending: pendingText, className }: { children: ReactNode; pending: string; className: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const sent = useRef(false);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (sent.current) event.preventDefault();
      sent.current = true;
      setPending(true);
    };
    const onPageShow = () => {
      sent.current = false;
      setPending(false);
    };
    form.addEventListener("submit", onSubmit);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      form.removeEventListener("submit", onSubmit);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, []);
  return (
    <>
      <button ref={button} type="submit" aria-disabled={pending || undefined} className={className}>
        {pending ? pendingText : children}
      </button>
      <span role="status" className="sr-only">
        {pending ? pendingText : ""}
      </span>
    </>
  );
}
