// Loaded before Next.js (`node --import`, see nextStartEnv in ./next-start.mjs):
// sets the request header `x-client-address` to the visitor's address, which
// the rate limits count (src/server/rate-limit.ts). A header of that name
// sent by the visitor is overwritten, so it cannot be chosen.
//
// Next.js fills X-Forwarded-For with the connection's address only when the
// request has none, so a visitor who sends one picks the address the site
// sees. Here the address is the connection's own, or, behind
// TRUSTED_PROXY_HOPS reverse proxies that each append the address they were
// reached from, the entry that many places from the right of
// X-Forwarded-For followed by the connection's address (decision 079).
import diagnostics from "node:diagnostics_channel";

export const CLIENT_ADDRESS_HEADER = "x-client-address";
const ACTIVE = Symbol.for("savannah-crest.client-address");

/** TRUSTED_PROXY_HOPS as a count of proxies (0 when unset or not a whole number 0–10; the app's env check names a bad value). */
export function trustedHops(value) {
  const hops = Number(value ?? "0");
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}

/**
 * The visitor's address: each trusted proxy appended the address it was
 * reached from, and the connection's address comes last, so the visitor is
 * `hops` places from the right. A shorter chain (a proxy that did not
 * append) gives its leftmost entry.
 */
export function resolveClientAddress(forwardedFor, socketAddress, hops) {
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  chain.push(socketAddress || "unknown");
  return chain[Math.max(0, chain.length - 1 - hops)];
}

if (!globalThis[ACTIVE]) {
  const hops = trustedHops(process.env.TRUSTED_PROXY_HOPS);
  globalThis[ACTIVE] = { hops };
  // Published for every request before the server's 'request' event, so before Next.js reads the headers.
  diagnostics.subscribe("http.server.request.start", ({ request, socket }) => {
    request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(request.headers["x-forwarded-for"], socket?.remoteAddress, hops);
  });
}
