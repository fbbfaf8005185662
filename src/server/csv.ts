import "server-only";

/**
 * The one CSV writer (RFC 4180) of every export: the inbox's, the approved
 * agents', the newsletter's subscribers. A cell a spreadsheet would not run
 * as a formula: one that starts with = + - @, a tab or a carriage return
 * gets a leading single quote (OWASP's advice on CSV injection); the e-mail
 * pattern lets such an address through ("=cmd|'/Ccalc'!A0@example.com"), and
 * staff open these lists in spreadsheets.
 */
function inert(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function field(value: string): string {
  const cell = inert(value);
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** Rows as CSV with a header line and CRLF line ends, as spreadsheets and mailing tools import it. */
export function toCsv(header: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [header.map(field).join(",")];
  for (const row of rows) lines.push(row.map(field).join(","));
  return lines.join("\r\n") + "\r\n";
}
