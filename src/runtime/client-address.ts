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
// X-Forwarded-For followed by the connection's address.
import type { IncomingMessage } from "node:http";
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_RESOLVED } from "../lib/runtime-contract.ts";

/** TRUSTED_PROXY_HOPS as a count of proxies (0 when unset or not a whole number 0–10; the app's env check names a bad value). */
export function trustedHops(value: string | undefined): number {
  const hops = Number(value ?? "0");
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
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
