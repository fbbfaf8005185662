/**
 * Renders schema.org structured data as <script type="application/ld+json">
 * (a server component). Usage: `<JsonLd data={organizationJsonLd()} />`.
 * `<`, `>`, `&` and the JavaScript line separators are escaped, so no string in
 * the data can close the script element or break out of it. A data block is
 * never executed, so the Content-Security-Policy does not need its hash.
 */
export function serializeJsonLd(data: Record<string, unknown> | Record<string, unknown>[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
