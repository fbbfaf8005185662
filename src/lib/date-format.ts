/**
 * An Intl.DateTimeFormat made on its first use, not when its module loads.
 * Making one costs a browser 13–58 ms of main thread (its locale and time-zone
 * data; Chromium 156, unthrottled), and the modules that hold them are in
 * pages' scripts where their formatters never run: /news's cards import the
 * calendar dates for isoDate alone (issue 50).
 */
export function lazyDateFormat(locales: string, options: Intl.DateTimeFormatOptions): { format(date: Date | number): string } {
  let made: Intl.DateTimeFormat | undefined;
  return { format: (date) => (made ??= new Intl.DateTimeFormat(locales, options)).format(date) };
}
