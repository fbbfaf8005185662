/** "July 26, 2025" → "2025-07-26" (for <time dateTime> and feeds), without time-zone drift. */
export function isoDate(textDate: string): string {
  const d = new Date(Date.parse(textDate));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
