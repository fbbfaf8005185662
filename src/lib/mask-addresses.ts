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
