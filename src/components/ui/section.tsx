import type { ReactNode } from "react";

/** A titled page section with the site's width and rhythm, drawn only once it nears the screen (globals.css). */
export function Section({
  id,
  title,
  eyebrow,
  children,
  className = "",
}: {
  id?: string;
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`render-near-screen scroll-mt-20 py-14 md:py-20 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-widest text-deep-gold uppercase">{eyebrow}</p> : null}
        <h2 id={headingId} className="text-3xl font-semibold md:text-4xl">
          {title}
        </h2>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
