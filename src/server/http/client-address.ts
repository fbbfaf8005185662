/** Set by scripts/lib/client-address.mjs, which `npm start` loads before Next.js (same name there). */
export const CLIENT_ADDRESS_HEADER = "x-client-address";
const PRELOAD_ACTIVE = Symbol.for("savannah-crest.client-address");

/** Whether this server was started with the client-address preload (npm start, the tests' servers). */
export function clientAddressPreloaded(): boolean {
  return Boolean((globalThis as { [PRELOAD_ACTIVE]?: unknown })[PRELOAD_ACTIVE]);
}

/**
 * The visitor's address, as the rate limits count it: the header the
 * preload sets from the connection (and TRUSTED_PROXY_HOPS), which a visitor
 * cannot choose. A server started without it (plain `next start`) falls
 * back to the rightmost X-Forwarded-For entry, which a visitor who reaches
 * the server directly can set; the start-up check says so.
 */
export function clientAddress(headers: Headers): string {
  const resolved = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (resolved && clientAddressPreloaded()) return resolved;
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").map((s) => s.trim()).filter(Boolean).pop();
  return last || headers.get("x-real-ip")?.trim() || "unknown";
}
