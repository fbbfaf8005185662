/**
 * Pages that links must load in full, never by client-side navigation. A
 * client-side navigation keeps the previous page's document, so the
 * whistleblowing page would keep that page's Referrer-Policy
 * (strict-origin-when-cross-origin) instead of its own no-referrer, and its
 * HTML would not come with its own `Cache-Control: no-store`: the requests it
 * makes (its form's code, the report itself) would name the page in a
 * Referer header, and a shared computer's cache could keep the page.
 */
const FULL_LOAD_PATHS: ReadonlySet<string> = new Set(["/whistleblow", "/whistleblow/follow-up"]);

/** Whether a link to `href` (a path on this site, with or without a query or hash) must load the page in full. */
export function loadsInFull(href: string): boolean {
  return FULL_LOAD_PATHS.has(href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1"));
}
