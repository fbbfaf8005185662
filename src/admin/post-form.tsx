"use client";

import { useActionState, type ReactNode } from "react";
import { usePathname } from "next/navigation";

/**
 * The address a server-action form posts to before JavaScript runs. React
 * writes `action=""` on every form whose action is a server action, which
 * HTML does not allow (the W3C checker: "Bad value for attribute action:
 * Must be non-empty"); given a permalink (useActionState's third argument) it
 * writes that instead. The page's own path is where an empty action posts
 * anyway, so nothing changes but the markup.
 */
export function usePermalink(): string {
  return usePathname();
}

/**
 * A form for a server action that answers by redirecting (disable, sign out,
 * publish): valid HTML with or without JavaScript (usePermalink). The action
 * takes the previous state first, as useActionState calls it.
 */
export function PostForm({
  action,
  className,
  children,
}: {
  action: (previous: null, form: FormData) => Promise<null>;
  className?: string;
  children: ReactNode;
}) {
  const [, formAction] = useActionState(action, null, usePermalink());
  return (
    <form action={formAction} className={className}>
      {children}
    </form>
  );
}
