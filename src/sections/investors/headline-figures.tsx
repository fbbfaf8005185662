import { changePercent, formatFigure, type QuarterResults } from "@content/earnings";

/**
 * The three figures a quarter puts on the home page, each with its change on the year before. Not named
 * of its own: the quarter's heading names what holds it (validators flag a name on a `dl`).
 */
export function HeadlineFigures({ results }: { results: QuarterResults }) {
  return (
    <dl className="mt-8 grid gap-4 sm:grid-cols-3">
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
  );
}
