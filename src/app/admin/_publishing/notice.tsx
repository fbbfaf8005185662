"use client";

import { useEffect, useRef } from "react";
import { publishedItemsCopy as words } from "@content/admin-published-items";

const ERRORS = new Set(["conflict", "invalid", "bad-time", "not-found"]);

/**
 * The answer of a publication control or a save, where the page starts. It
 * takes the focus when it appears: the control that was used may be gone (a
 * saved form is drawn anew) or unchanged (Publish now), and a live region
 * drawn with its text already in it is not reliably read out. `at` (the
 * item's revision) makes a second identical answer (publish, then publish
 * again) take the focus again.
 */
export function ControlNotice({ notice, at }: { notice?: string; at?: number }) {
  const text = notice ? words.notices[notice] : undefined;
  const self = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) self.current?.focus();
  }, [text, at]);
  if (!text) return null;
  const error = ERRORS.has(notice!);
  return (
    <p
      ref={self}
      tabIndex={-1}
      role={error ? "alert" : "status"}
      data-testid="control-notice"
      className={`mb-4 rounded border-l-4 p-3 focus:outline-2 focus:outline-offset-2 focus:outline-forest ${error ? "border-danger bg-danger/10 text-danger" : "border-success bg-success/10 text-success"}`}
    >
      {text}
    </p>
  );
}
