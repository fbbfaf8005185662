import "server-only";

/**
 * CSV (RFC 4180) for the inbox's exports. The spreadsheet-formula guard is
 * the one of src/server/submissions/newsletter-export.ts (OWASP's advice on
 * CSV injection): a cell that starts with = + - @, a tab or a carriage return
 * gets a leading single quote. That module keeps it private, and it is not
 * this helper's file to change; the two should become one shared function.
 */
function inert(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function field(value: string): string {
  const cell = inert(value);
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** Rows as CSV with a header line and CRLF line ends. */
export function toCsv(header: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [header.map(field).join(",")];
  for (const row of rows) lines.push(row.map(field).join(","));
  return lines.join("\r\n") + "\r\n";
}
