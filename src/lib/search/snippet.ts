export type SnippetPart = { text: string; mark: boolean };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A short excerpt of `text` around the first occurrence of any of `terms`,
 * split into parts with the matched words marked (rendered as <mark>).
 * Matching is case-insensitive and also marks words that start with a term
 * (MiniSearch matches prefixes).
 */
function termPattern(terms: string[]): RegExp | null {
  const clean = terms.map((t) => t.trim()).filter((t) => t.length > 0);
  if (clean.length === 0) return null;
  return new RegExp(
    `(${clean
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|")})[\\p{L}\\p{N}]*`,
    "giu",
  );
}

function markParts(text: string, pattern: RegExp): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}

/** The whole of `text` (a result's title) with the matched words marked. */
export function highlight(text: string, terms: string[]): SnippetPart[] {
  const pattern = termPattern(terms);
  return pattern ? markParts(text, pattern) : [{ text, mark: false }];
}

export function buildSnippet(text: string, terms: string[], radius = 80): SnippetPart[] {
  const pattern = termPattern(terms);
  if (!pattern) return [{ text: shorten(text, radius * 2), mark: false }];
  const first = pattern.exec(text);
  pattern.lastIndex = 0;
  let start = 0;
  let end = Math.min(text.length, radius * 2);
  if (first) {
    start = Math.max(0, first.index - radius);
    // A match near the start uses the unused part of the window after it.
    end = Math.min(text.length, Math.max(first.index + first[0].length + radius, start + radius * 2));
    // Start and end on word boundaries.
    if (start > 0) {
      const space = text.indexOf(" ", start);
      if (space >= 0 && space < first.index) start = space + 1;
    }
    if (end < text.length) {
      const space = text.lastIndexOf(" ", end);
      if (space > first.index + first[0].length) end = space;
    }
  }
  const excerpt = text.slice(start, end);
  const parts: SnippetPart[] = [];
  if (start > 0) parts.push({ text: "… ", mark: false });
  parts.push(...markParts(excerpt, pattern));
  if (end < text.length) parts.push({ text: " …", mark: false });
  return parts;
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(" ", max);
  return `${text.slice(0, cut > 0 ? cut : max)} …`;
}
