import "server-only";
import { isIPv6 } from "node:net";
import { serverEnv } from "@/env";

import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_RESOLVED, PROXY_LIMITED_HEADER } from "@/lib/runtime-contract";

export { CLIENT_ADDRESS_HEADER };

/** Whether this server is the site's runtime (src/runtime/server.ts: npm start, npm run dev, the tests' servers), which sets CLIENT_ADDRESS_HEADER. */
export function clientAddressResolved(): boolean {
  return Boolean((globalThis as { [CLIENT_ADDRESS_RESOLVED]?: unknown })[CLIENT_ADDRESS_RESOLVED]);
}

/**
 * The network an address stands for in a rate limit: an IPv4 address itself
 * (an IPv4-mapped IPv6 form included), an IPv6 address's /64. One household
 * or server is usually given a whole /64, so counting single IPv6 addresses
 * would let it send from a new one every time.
 */
export function limitKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return address;
  const [head = "", tail] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The visitor, as the rate limits count them: the address the runtime sets
 * from the connection (and TRUSTED_PROXY_HOPS), which a visitor cannot
 * choose, as its limitKey. A server started without it (plain `next start`)
 * falls back to the rightmost X-Forwarded-For entry, which a visitor who
 * reaches the server directly can set; the start-up check says so.
 */
export function clientAddress(headers: Headers): string {
  const resolved = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (resolved && clientAddressResolved()) return limitKey(resolved);
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return limitKey(last || headers.get("x-real-ip")?.trim() || "unknown");
}

/**
 * Whether the reverse proxy says this request is over its whistleblowing limit. Believed only
 * behind a configured proxy (TRUSTED_PROXY_HOPS > 0), which sets the header itself (nginx sets or
 * clears it on every request; the runtime drops one from a client that is not a trusted proxy); without one,
 * each process's own limit is the only one (decision 120).
 */
export function limitedByProxy(headers: Headers): boolean {
  return (serverEnv().TRUSTED_PROXY_HOPS ?? 0) > 0 && headers.get(PROXY_LIMITED_HEADER) === "1";
}
