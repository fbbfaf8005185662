/**
 * Input no form of the site ever sends, refused at the edge of each route
 * and action (issue 41) rather than left to fail deeper down:
 * - a NUL character, which PostgreSQL refuses in any text or JSON value (a
 *   500 for the whole request);
 * - malformed Unicode (a lone surrogate, from a JSON `\ud800` escape), which
 *   no keyboard types and which would be stored as replacement characters;
 * - a name of a built-in property (`__proto__`, `constructor`, `toString`,
 *   ...) where a value is looked up by name: `name in OBJECT` is true for them.
 * Shared by the browser's form schemas and the server.
 */
export function isHostileText(value: string): boolean {
  return value.includes("\u0000") || isMalformed(value);
}

/** A lone surrogate: with the `u` flag a pair is one code point, so only a lone half matches (older browsers lack isWellFormed). */
export const isMalformed = (value: string): boolean => /\p{Cs}/u.test(value);

/** `record[name]` when `name` is the record's own key, else undefined (never a built-in property). */
export function ownEntry<T>(record: Readonly<Record<string, T>>, name: string | null | undefined): T | undefined {
  return typeof name === "string" && Object.hasOwn(record, name) ? record[name] : undefined;
}

/**
 * Whether a URL carries hostile text: its path, or a query string's name or
 * value, percent-encodes a NUL or bytes that are not UTF-8 (`%ED%A0%80`, a
 * lone surrogate). In the query, a `%` that starts no escape (`?q=50%`) is
 * read as itself, as URLSearchParams reads it. The request guard
 * (src/runtime/request-guard.ts) answers such a URL with 400 before Next.js.
 */
export function isHostileUrl(target: string): boolean {
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt + 1).split("#")[0]!;
  const parts = [path, ...query.split(/[&=]/).map((part) => part.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"))];
  for (const part of parts) {
    try {
      if (isHostileText(decodeURIComponent(part))) return true;
    } catch {
      return true;
    }
  }
  return false;
}
