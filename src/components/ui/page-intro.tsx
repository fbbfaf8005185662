import type { ReactNode } from "react";
import { pageMeta } from "@content/pages";

/** The band at the top of an inner page: its one main heading and intro line. */
export function PageIntro({ page, children }: { page: string; children?: ReactNode }) {
  const meta = pageMeta(page);
  return (
    <div className="bg-forest text-white on-dark">
      <div className="mx-auto max-w-7xl px-4 py-14 md:px-6 md:py-20">
        <h1 className="text-4xl font-semibold text-white md:text-5xl">{meta.heading}</h1>
        {meta.intro ? <p className="mt-4 max-w-2xl text-lg text-white/90">{meta.intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
