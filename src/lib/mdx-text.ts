/**
 * Plain text of an MDX source (for reading time and the search index): drops
 * import/export lines, JSX tags and expressions, and Markdown syntax, keeps
 * the words. Headings become their own lines so callers can split sections.
 */
export function mdxToText(source: string): string {
  return source
    .replace(/^[ \t]*(import|export)\s.*$/gm, "")
    .replace(/<[A-Za-z][^>]*\/>/g, " ")
    .replace(/<\/?[A-Za-z][^>]*>/g, " ")
    .replace(/\{[^{}]*\}/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/^[ \t]*[-*+][ \t]+/gm, "")
    .replace(/(\*\*|__|\*|_|`)/g, "")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Splits MDX into sections at its `## ` headings: [{ heading, text }]; the part before the first heading has heading null. */
export function mdxSections(source: string): { heading: string | null; text: string }[] {
  const parts: { heading: string | null; lines: string[] }[] = [{ heading: null, lines: [] }];
  for (const line of source.split("\n")) {
    const match = /^##\s+(.+)$/.exec(line);
    if (match) parts.push({ heading: match[1]!.trim(), lines: [] });
    else parts[parts.length - 1]!.lines.push(line);
  }
  return parts
    .map((p) => ({ heading: p.heading, text: mdxToText(p.lines.join("\n")) }))
    .filter((p) => p.heading !== null || p.text.length > 0);
}

/** The id a heading gets in the page (mdx-components.tsx uses the same rule). */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
