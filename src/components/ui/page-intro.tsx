import type { ReactNode } from "react";
import type { PageHead } from "@content/pages";

/** The band at the top of an inner page: its one main heading and intro line, as published (decision 156). */
export function PageIntro({ head, children }: { head: Pick<PageHead, "heading" | "intro">; children?: ReactNode }) {
  return (
    <div className="bg-forest text-white on-dark">
      <div className="mx-auto max-w-7xl px-4 py-14 md:px-6 md:py-20">
        <h1 className="text-4xl font-semibold text-white md:text-5xl">{head.heading}</h1>
        {head.intro ? <p className="mt-4 max-w-2xl text-lg text-white/90">{head.intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
