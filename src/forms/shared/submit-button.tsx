import type { ReactNode } from "react";
import { common } from "@content/forms";
import { buttonClass } from "@/components/ui/button-class";

export type SubmitButtonProps = { pending: boolean; children: ReactNode; compact?: boolean };

/** A form's submit button: "Sending..." and disabled while the form is sent (spec §4). */
export function SubmitButton({ pending, children, compact = false }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={pending} className={buttonClass({ size: compact ? "sm" : "md" })}>
      {pending ? common.sending : children}
    </button>
  );
}
