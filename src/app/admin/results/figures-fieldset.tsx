import type { QuarterResults } from "@content/earnings";
import { adminResults as words } from "@content/admin-results";
import { controlClass } from "@/components/ui/field";

const UNITS = ["₦ million", "₦ billion", "₦"] as const;
/** Blank rows under the figures, for lines a quarter adds. */
const SPARE_ROWS = 2;

/** A quarter's figures as a table of inputs, a row each, with spare rows for lines a quarter adds. */
export function FiguresFieldset({
  figures,
  errors: e,
}: {
  figures: QuarterResults["figures"];
  errors: Record<string, string | undefined>;
}) {
  const rows = [...figures, ...Array.from({ length: SPARE_ROWS }, () => null)];
  return (
    <fieldset className="grid gap-2" aria-describedby={`figures-hint${e.figures ? " figures-error" : ""}`}>
      <legend id="figures-legend" className="text-lg font-semibold">
        {words.figures.legend}
      </legend>
      <p id="figures-hint" className="text-sm text-ink-muted">
        {words.figures.hint}
      </p>
      {e.figures ? (
        <p id="figures-error" className="text-sm font-medium text-danger" data-field-error="figures">
          {e.figures}
        </p>
      ) : null}
      {/* Words stay whole and each control keeps the width of what it holds ("₦ billion", a figure):
          at a phone's width the table scrolls in its own region, named by the legend, never the page. */}
      <section className="max-w-full overflow-x-auto" aria-labelledby="figures-legend" tabIndex={0}>
        <table className="w-full text-sm [overflow-wrap:normal] [word-break:normal]">
          <thead>
            <tr className="text-left">
              <th scope="col">{words.figures.label}</th>
              <th scope="col">{words.figures.unit}</th>
              <th scope="col">{words.figures.current}</th>
              <th scope="col">{words.figures.previous}</th>
              <th scope="col">{words.figures.segment}</th>
              <th scope="col">{words.figures.onHome}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const cell = (name: string) => `figures.${i}.${name}`;
              const label = (column: string) => `${words.figures.row(i + 1)}: ${column}`;
              const error = e[cell("label")] ?? e[cell("current")] ?? e[cell("previous")];
              return (
                <tr key={i} className="align-top">
                  <td className="p-1">
                    <input
                      type="text"
                      name={cell("label")}
                      aria-label={label(words.figures.label)}
                      defaultValue={row?.label ?? ""}
                      className={`${controlClass} min-w-48`}
                      aria-invalid={error ? true : undefined}
                    />
                    {error ? <p className="text-danger">{error}</p> : null}
                  </td>
                  <td className="p-1">
                    <select
                      name={cell("unit")}
                      aria-label={label(words.figures.unit)}
                      defaultValue={row?.unit ?? UNITS[0]}
                      className={`${controlClass} min-w-32`}
                    >
                      {UNITS.map((unit) => (
                        <option key={unit}>{unit}</option>
                      ))}
                    </select>
                  </td>
                  <td className="p-1">
                    <input
                      type="text"
                      name={cell("current")}
                      inputMode="decimal"
                      aria-label={label(words.figures.current)}
                      defaultValue={row && Number.isFinite(row.current) ? row.current : ""}
                      className={`${controlClass} min-w-28`}
                    />
                  </td>
                  <td className="p-1">
                    <input
                      type="text"
                      name={cell("previous")}
                      inputMode="decimal"
                      aria-label={label(words.figures.previous)}
                      defaultValue={row && Number.isFinite(row.previous) ? row.previous : ""}
                      className={`${controlClass} min-w-28`}
                    />
                  </td>
                  <td className="p-1 text-center">
                    <input
                      type="checkbox"
                      name={cell("segment")}
                      aria-label={label(words.figures.segment)}
                      defaultChecked={row?.segment}
                      className="size-4"
                    />
                  </td>
                  <td className="p-1 text-center">
                    <input
                      type="checkbox"
                      name={cell("onHome")}
                      aria-label={label(words.figures.onHome)}
                      defaultChecked={row?.onHome}
                      className="size-4"
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </fieldset>
  );
}
