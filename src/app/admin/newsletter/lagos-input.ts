/**
 * A datetime-local value ("2026-12-01T09:30") read on the Lagos clock. West
 * Africa Time is UTC+1 all year (no daylight saving), so the offset is fixed.
 */
export function parseLagosDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(`${value}:00+01:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A moment as a datetime-local value on the Lagos clock. */
export function lagosInputValue(at: Date): string {
  return new Date(at.getTime() + 60 * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local value for a schedule: the moment when it is valid and still to come, else null. */
export function futureLagosDateTime(value: string, now: Date = new Date()): Date | null {
  const at = parseLagosDateTime(value);
  return at && at.getTime() > now.getTime() ? at : null;
}
