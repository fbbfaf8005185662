import type { ReactNode } from "react";

/**
 * The back office's charts (issue 42, decision 130): SVG drawn on the server,
 * so a chart costs no JavaScript and no library. Each is an image named by
 * its title and described by a sentence that says what it shows (its
 * <title> and <desc>); each series is told apart by a pattern and a legend
 * in words, never by colour alone; a horizontal bar carries its value as
 * text beside it. The page puts a DataTable of the same numbers beside
 * every chart: the table is what a screen reader and the keyboard read.
 * Wider than a phone, a chart scrolls in its own named region, never the page.
 */

export type ChartSeries = { key: string; label: string };
export type ChartColumn = {
  key: string;
  /** What the column is, for its tooltip ("Week of 17 November 2025"). */
  label: string;
  /** Written under the axis when set (a month's first week): first line, and an optional second (the year). */
  tick?: readonly [string, string?];
};

/** The fills, in series order: solid, hatched, dotted, crossed, striped; each distinct in greyscale and without colour. */
const FILLS = [
  { pattern: null, className: "fill-forest" },
  { pattern: <path d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" className="stroke-clay" strokeWidth="2" />, className: "" },
  { pattern: <circle cx="3" cy="3" r="1.6" className="fill-deep-gold" />, className: "" },
  { pattern: <path d="M0,0 L6,6 M6,0 L0,6" className="stroke-ink" strokeWidth="1" />, className: "" },
  { pattern: <path d="M0,1.5 H6 M0,4.5 H6" className="stroke-forest-700" strokeWidth="1.5" />, className: "" },
] as const;

/** A series' fill, outlined in ink (so touching segments stay apart): the pattern's url, or the solid fill's class. */
const fillOf = (prefix: string, index: number) => {
  const fill = FILLS[index % FILLS.length]!;
  return fill.pattern
    ? { className: "stroke-ink", fill: `url(#${prefix}-p${index % FILLS.length})` }
    : { className: `stroke-ink ${fill.className}` };
};

function Patterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      {FILLS.map((fill, index) =>
        fill.pattern ? (
          <pattern key={index} id={`${prefix}-p${index}`} width="6" height="6" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" fill="white" />
            {fill.pattern}
          </pattern>
        ) : null,
      )}
    </defs>
  );
}

/** The legend in words, each beside a swatch of its series' fill. */
function Legend({ id, series }: { id: string; series: readonly ChartSeries[] }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-hidden="true">
      {series.map((s, index) => (
        <li key={s.key} className="flex items-center gap-2">
          <svg width="18" height="18" viewBox="0 0 18 18" focusable="false">
            <Patterns prefix={`${id}-legend-${index}`} />
            <rect x="0.5" y="0.5" width="17" height="17" strokeWidth="1" {...fillOf(`${id}-legend-${index}`, index)} />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** A maximum for the axis: 1, 2 or 5 times a power of ten, at least the highest value. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((m) => m >= max)!;
}

/** The image's frame: named by its title, described by a sentence; scrolls in its own region when wider than the screen. */
function ChartFrame({
  id,
  title,
  description,
  width,
  height,
  minWidth,
  children,
}: {
  id: string;
  title: string;
  description: string;
  width: number;
  height: number;
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <section className="max-w-full overflow-x-auto" aria-labelledby={`${id}-title`} tabIndex={0}>
      <svg
        id={id}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${width} ${height}`}
        className="block h-auto w-full"
        style={{ minWidth }}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
    </section>
  );
}

/**
 * Stacked columns, one per category (a week), one stack per series, with
 * a value axis and the categories' ticks below. For many categories.
 */
export function ColumnChart({
  id,
  title,
  description,
  columns,
  series,
  value,
}: {
  id: string;
  title: string;
  description: string;
  columns: readonly ChartColumn[];
  series: readonly ChartSeries[];
  value: (column: string, series: string) => number;
}) {
  const width = 900;
  const height = 320;
  const left = 48;
  const right = 8;
  const top = 12;
  const bottom = 48;
  const plotHeight = height - top - bottom;
  const step = (width - left - right) / Math.max(1, columns.length);
  const totals = columns.map((c) => series.reduce((sum, s) => sum + value(c.key, s.key), 0));
  const max = niceMax(Math.max(0, ...totals));
  // Whole-number steps: a fifth, a quarter or half of the maximum, whichever is whole first.
  const stepValue = [max / 5, max / 4, max / 2, max].find((v) => Number.isInteger(v))!;
  const ticks = Array.from({ length: Math.round(max / stepValue) + 1 }, (_, i) => i * stepValue);
  const y = (v: number) => top + plotHeight - (v / max) * plotHeight;
  return (
    <div className="grid gap-2">
      <ChartFrame id={id} title={title} description={description} width={width} height={height} minWidth="42rem">
        <Patterns prefix={id} />
        <g className="text-[14px]" aria-hidden="true">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={left} x2={width - right} y1={y(t)} y2={y(t)} className="stroke-ink/20" strokeWidth="1" />
              <text x={left - 6} y={y(t) + 5} textAnchor="end" className="fill-ink-muted">
                {t}
              </text>
            </g>
          ))}
          {columns.map((column, index) => {
            const x = left + index * step;
            let base = 0;
            return (
              <g key={column.key}>
                <title>{`${column.label}: ${totals[index]}`}</title>
                {series.map((s, si) => {
                  const v = value(column.key, s.key);
                  if (v <= 0) return null;
                  const rect = (
                    <rect
                      key={s.key}
                      x={x + step * 0.12}
                      width={Math.max(1, step * 0.76)}
                      y={y(base + v)}
                      height={y(base) - y(base + v)}
                      strokeWidth="0.75"
                      {...fillOf(id, si)}
                    />
                  );
                  base += v;
                  return rect;
                })}
                {column.tick && (
                  <text x={x + step / 2} y={height - bottom + 18} textAnchor="middle" className="fill-ink-muted">
                    {column.tick[0]}
                    {column.tick[1] && (
                      <tspan x={x + step / 2} dy="16">
                        {column.tick[1]}
                      </tspan>
                    )}
                  </text>
                )}
              </g>
            );
          })}
          <line x1={left} x2={width - right} y1={y(0)} y2={y(0)} className="stroke-ink" strokeWidth="1" />
        </g>
      </ChartFrame>
      {series.length > 1 && <Legend id={id} series={series} />}
    </div>
  );
}

export type ChartBar = {
  key: string;
  label: string;
  /** The bar's length; null draws none (no figure). */
  value: number | null;
  /** The value as the page writes it, drawn beside the bar ("3 h 05 min", "none answered"). */
  text: string;
};

/** Horizontal bars, one a row, each labelled on its left and its value written at its end: read without colour or legend. */
export function BarChart({ id, title, description, bars }: { id: string; title: string; description: string; bars: readonly ChartBar[] }) {
  const width = 600;
  const row = 30;
  const labelWidth = 240;
  const valueWidth = 120;
  const height = bars.length * row + 8;
  const max = Math.max(0, ...bars.map((b) => b.value ?? 0)) || 1;
  const span = width - labelWidth - valueWidth;
  return (
    <ChartFrame id={id} title={title} description={description} width={width} height={height} minWidth="30rem">
      <g className="text-[14px]" aria-hidden="true">
        {bars.map((bar, index) => {
          const top = 4 + index * row;
          const length = bar.value === null ? 0 : Math.max(bar.value > 0 ? 2 : 0, (bar.value / max) * span);
          return (
            <g key={bar.key}>
              <text x={labelWidth - 8} y={top + row / 2 + 4} textAnchor="end" className="fill-ink">
                {bar.label}
              </text>
              {length > 0 && <rect x={labelWidth} y={top + 4} width={length} height={row - 8} className="fill-forest" />}
              <text x={labelWidth + length + 6} y={top + row / 2 + 4} className="fill-ink">
                {bar.text}
              </text>
            </g>
          );
        })}
        <line x1={labelWidth} x2={labelWidth} y1={0} y2={height} className="stroke-ink" strokeWidth="1" />
      </g>
    </ChartFrame>
  );
}

/**
 * A chart and its table of the same numbers: side by side where the screen
 * is wide, the table under the chart on a phone; `below` keeps a wide chart
 * (a year of weeks) at the full width, its table under it.
 */
export function ChartWithTable({ chart, table, below = false }: { chart: ReactNode; table: ReactNode; below?: boolean }) {
  return (
    <div className={`grid items-start gap-4 ${below ? "" : "xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"}`}>
      <div className="min-w-0">{chart}</div>
      <div className="min-w-0">{table}</div>
    </div>
  );
}
