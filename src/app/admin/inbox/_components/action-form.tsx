"use client";

import { useActionState, type ReactNode } from "react";
import { FormStatus } from "@/components/ui/form-status";

export type ActionState = { tone?: "success" | "error"; message?: string };
type Action = (previous: ActionState, data: FormData) => Promise<ActionState>;

/**
 * A form of the inbox that posts to a server action and announces its answer
 * (a live region, FormStatus). Without JavaScript the form posts all the
 * same and the page comes back with the answer. The fields and buttons are
 * the server component's; `hidden` names the item.
 */
export function ActionForm({
  action,
  hidden,
  children,
  className = "",
}: {
  action: Action;
  hidden: Record<string, string>;
  children: ReactNode;
  className?: string;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className={className} aria-busy={pending || undefined}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <FormStatus tone={state.tone} message={state.message} className="mt-3" />
    </form>
  );
}
