"use client";

import type { ReactNode } from "react";
import { useFormStatus } from "react-dom";
import { publishedItemsCopy as words } from "@content/admin-published-items";

/**
 * A publication control's button: while its form is on its way it says so and
 * cannot be pressed again (a second press would name the revision the first
 * one changed, and come back as "someone else changed this item").
 */
export function ControlButton({ className, children }: { className: string; children: ReactNode }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending ? words.working : children}
    </button>
  );
}
