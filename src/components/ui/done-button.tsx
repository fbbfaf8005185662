"use client";

import { useEffect, useRef } from "react";
import { buttonClass } from "./button-class";

/**
 * The button that ends a form's success in a modal (booking, enquiry): it
 * takes focus when it appears, as an alert's OK would, so a keyboard or
 * screen-reader user is left on the control that closes the modal rather
 * than on the page underneath (sending disabled the button they pressed).
 */
export function DoneButton({ label, onClick }: { label: string; onClick: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <button ref={ref} type="button" onClick={onClick} className={buttonClass({ variant: "secondary", size: "sm" })}>
      {label}
    </button>
  );
}
