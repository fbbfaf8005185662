import { useId } from "react";
import { changePercent, formatFigure, type QuarterResults } from "@content/earnings";

/**
 * The three figures a quarter puts on the home page, each with its change on the year before.
 * `label` names the list through a text of its own (aria-labelledby): validators flag aria-label on a `dl`.
 */
export function HeadlineFigures({ results, label }: { results: QuarterResults; label?: string }) {
  const id = useId();
  return (
    <>
      {label ? (
        <p id={id} className="sr-only">
          {label}
        </p>
      ) : null}
      <dl className="mt-8 grid gap-4 sm:grid-cols-3" aria-labelledby={label ? id : undefined}>
        {results.figures
          .filter((f) => f.onHome)
          .map((f) => (
            <div key={f.label} className="rounded-xl bg-white p-5">
              <dt className="text-sm text-ink-muted">
                {f.label} ({f.unit}, {results.columns.current})
              </dt>
              <dd className="mt-1 font-display text-2xl text-forest">{formatFigure(f.current, f.unit)}</dd>
              <dd className="text-sm text-ink-muted">
                {changePercent(f)} on {results.columns.previous}
              </dd>
            </div>
          ))}
      </dl>
    </>
  );
}
