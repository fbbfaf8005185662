/**
 * Escapes text for HTML or XML, in content or a quoted attribute: the five
 * characters that could end either (`'` as `&#39;`, which both read). Mails,
 * the server's hand-written pages, JobPosting descriptions, the RSS feed and
 * the sitemap all use this one.
 */
export function escapeMarkup(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
