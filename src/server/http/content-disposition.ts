/**
 * `Content-Disposition: attachment` for a file name a visitor chose: always a
 * download, never shown inline. The quoted `filename` is a plain-ASCII
 * fallback (quotes, backslashes, control and non-ASCII characters become
 * `_`, so the header cannot be broken out of); `filename*` carries the real
 * name in UTF-8 (RFC 6266, RFC 8187), which every current browser prefers.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
