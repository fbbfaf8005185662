import type { ReactNode } from "react";

export type Column<Row> = {
  /** The header cell's text. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's body cells (a monospace reference, muted text). */
  className?: string;
  /** Its cells name their rows (a queue's name): header cells of their rows. */
  rowHeader?: boolean;
};

type DataAttributes = { [name: `data-${string}`]: string };

/**
 * A back-office list as a table: a caption naming it, a header cell per
 * column, a row per item. The page's body breaks a long word anywhere (so
 * prose never pushes a phone's page sideways), which in a narrow column
 * reads "Publish / ed" or one letter a line: here words stay whole and wrap
 * only between words. A table wider than the screen scrolls inside its own
 * region, named by the caption and reachable by keyboard, never the page.
 */
export function DataTable<Row>({
  id,
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  rowData,
  empty = null,
  maxHeight,
}: {
  /** Unique on the page: the caption's id is `${id}-caption`. */
  id: string;
  caption: string;
  /** The caption read by screen readers only, where the page's heading already says it. */
  hideCaption?: boolean;
  columns: (Column<Row> | false | null | undefined)[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** data-* attributes of a row (for a test's or a script's hold on it). */
  rowData?: (row: Row) => DataAttributes;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** A long table (a year of weeks) scrolls within this height (a CSS length), its header kept in view. */
  maxHeight?: string;
}) {
  if (rows.length === 0) return <>{empty}</>;
  const shown = columns.filter((column): column is Column<Row> => Boolean(column));
  const captionId = `${id}-caption`;
  return (
    // A named section is a region: a table wider than the screen scrolls here, reachable by keyboard.
    <section
      className="max-w-full overflow-x-auto"
      style={maxHeight ? { maxHeight, overflowY: "auto" } : undefined}
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table id={id} className="w-full border-collapse text-left [overflow-wrap:normal] [word-break:normal]">
        <caption id={captionId} className={hideCaption ? "sr-only" : "mb-2 text-left font-medium"}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-ink/30">
            {shown.map((column) => (
              <th key={column.label} scope="col" className={`py-2 pr-3 font-semibold ${maxHeight ? "sticky top-0 bg-sand" : ""}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-ink/10 align-top" {...rowData?.(row)}>
              {shown.map((column) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell key={column.label} scope={column.rowHeader ? "row" : undefined} className={`py-2 pr-3 ${column.className ?? ""}`}>
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
