/**
 * E-mail addresses replaced by "[address]": a relay's refusal quotes the
 * recipient ("550 <someone@example.com>: unknown user"), and a visitor's
 * address is never logged nor shown on /admin/system. Read by the runtime's
 * logger (src/runtime/logging.ts) and the application (src/server/observability/system.ts).
 */
const ADDRESS = /[^\s<>()[\]"',;:]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

export function maskAddresses(text: string): string {
  return text.replace(ADDRESS, "[address]");
}

/**
 * The value PostgreSQL quotes at the end of a refusal ('invalid input syntax for type integer: "…"',
 * 'invalid input value for enum …: "…"') replaced by "[value]": it is what was sent, a visitor's words.
 * Identifiers it quotes mid-sentence ('relation "x" does not exist') stay.
 */
export function maskRefusedValues(text: string): string {
  return text.replace(/: "[^\n]*"(?=\n|$)/g, ': "[value]"');
}
