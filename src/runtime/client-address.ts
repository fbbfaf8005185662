// Step 1 of every request (src/runtime/handler.ts): the visitor's address, in
// the request header CLIENT_ADDRESS_HEADER, which the rate limits count
// (src/server/http/client-address.ts, decision 079). A header of that name
// sent by the visitor is overwritten, so it cannot be chosen.
//
// Next.js fills X-Forwarded-For with the connection's address only when the
// request has none, so a visitor who sends one picks the address the site
// sees. Here the address is the connection's own, or, behind
// TRUSTED_PROXY_HOPS reverse proxies that each append the address they were
// reached from, the entry that many places from the right of
// X-Forwarded-For followed by the connection's address. The proxies are
// believed only when the connection comes from one of TRUSTED_PROXIES
// (decision 131): whoever reaches the instance directly is counted as itself.
import type { IncomingMessage } from "node:http";
import { BlockList, isIPv4, isIPv6 } from "node:net";
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_RESOLVED } from "../lib/runtime-contract.ts";

/** TRUSTED_PROXY_HOPS as a count of proxies (0 when unset or not a whole number 0–10; the app's env check names a bad value). */
export function trustedHops(value: string | undefined): number {
  const hops = Number(value ?? "0");
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}

/** The proxies' addresses when TRUSTED_PROXIES is unset: a reverse proxy on the same machine (nginx, docs/deploy.md). */
const DEFAULT_TRUSTED_PROXIES = "127.0.0.1, ::1";

/**
 * TRUSTED_PROXIES (addresses or CIDR ranges, separated by commas or spaces)
 * as a BlockList; throws naming an entry that is neither.
 */
export function trustedProxies(value: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (value?.trim() || DEFAULT_TRUSTED_PROXIES).split(/[\s,]+/).filter(Boolean)) {
    const [address = "", prefix] = entry.split("/");
    const type = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : null;
    const bits = prefix === undefined ? null : Number(prefix);
    if (!type || (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= (type === "ipv4" ? 32 : 128)))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (docs/deploy.md).`);
    }
    if (bits === null) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** Whether the connection's address is one of the proxies (an IPv4 address seen as ::ffff:a.b.c.d included). */
export function isTrustedProxy(proxies: BlockList, socketAddress: string | undefined): boolean {
  if (!socketAddress) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(socketAddress)?.[1];
  const address = mapped ?? socketAddress;
  return isIPv4(address) ? proxies.check(address, "ipv4") : isIPv6(address) && proxies.check(address, "ipv6");
}

/**
 * The visitor's address: each trusted proxy appended the address it was
 * reached from, and the connection's address comes last, so the visitor is
 * `hops` places from the right. A shorter chain (a proxy that did not
 * append) gives its leftmost entry.
 */
export function resolveClientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, hops: number): string {
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  chain.push(socketAddress || "unknown");
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}

/** Writes the visitor's address into the request's headers, before Next.js reads them. */
export function setClientAddress(request: IncomingMessage, hops: number): void {
  request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(request.headers["x-forwarded-for"], request.socket.remoteAddress, hops);
}

/** Tells the app (clientAddressResolved) that this process sets CLIENT_ADDRESS_HEADER on every request. */
export function announceClientAddress(): void {
  (globalThis as { [CLIENT_ADDRESS_RESOLVED]?: boolean })[CLIENT_ADDRESS_RESOLVED] = true;
}
