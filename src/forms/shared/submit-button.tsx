import type { ReactNode } from "react";
import { common } from "@content/forms";

export type SubmitButtonProps = { pending: boolean; children: ReactNode; compact?: boolean };

/** A form's submit button: "Sending..." while the form is sent (spec §4). */
export function SubmitButton({ pending, children, compact = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`rounded bg-forest px-6 font-semibold text-white hover:bg-forest/90 disabled:opacity-70 ${compact ? "py-2.5" : "py-3"}`}
    >
      {pending ? common.sending : children}
    </button>
  );
}
