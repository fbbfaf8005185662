"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * The live region of a form: always in the page (so a change is announced),
 * in the theme's success and danger colours (docs/palette.md). A success scrolls into view when it
 * appears below the fold (the form's fields have just been cleared, so the
 * answer is all there is to see); field errors move focus themselves. When
 * an answer arrives and focus has been lost (sending disabled the button or
 * field that had it, so it fell to the page), the answer takes it: a
 * keyboard user goes on from the form, not from the top of the page.
 */
export function FormStatus({
  tone,
  message,
  detail,
  className = "",
}: {
  tone?: "success" | "error";
  message?: string;
  detail?: ReactNode;
  className?: string;
}) {
  const styles =
    tone === "success" ? "border-success bg-success/10 text-success" : tone === "error" ? "border-danger bg-danger/10 text-danger" : "";
  const ref = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!tone || !message) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) box.current?.focus({ preventScroll: true });
    if (tone === "success") ref.current?.scrollIntoView({ block: "nearest" });
  }, [tone, message]);
  return (
    <div ref={ref} role="status" aria-live="polite" aria-atomic="true" className={className}>
      {message ? (
        <div ref={box} tabIndex={-1} className={`rounded border-l-4 px-4 py-3 ${styles}`} data-tone={tone}>
          <p className="font-semibold">{message}</p>
          {detail ? <p className="mt-1">{detail}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
