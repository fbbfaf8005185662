import type { ReactNode } from "react";

/** A part of a back-office page under its own heading (h2), named by it. */
export function Section({
  id,
  heading,
  className = "",
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`grid gap-3 ${className}`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
