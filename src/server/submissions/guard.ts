import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";

/** A person takes longer than this to fill in a form; bots post at once. */
export const MIN_FILL_MS = 1500;

/** Why a post was taken for a bot's: its honeypot was filled in, or it was sent too soon. */
export type BotSign = "honeypot" | "sent too fast";

/**
 * A bot's sign, or null for a person: the honeypot is filled in, or the form
 * was sent sooner than a person could fill it. The fill time is measured by
 * the browser itself (HIDDEN.fillMs), so the server's clock never meets the
 * visitor's: a device whose clock is wrong is not taken for a bot. Without
 * JavaScript there is no fill time; only the honeypot applies then.
 */
export function botSign({ honeypot, fillMs }: { honeypot?: string | null; fillMs?: number | string | null }): BotSign | null {
  if (honeypot && honeypot.trim() !== "") return "honeypot";
  const elapsed = typeof fillMs === "string" && fillMs.trim() !== "" ? Number(fillMs) : fillMs;
  return typeof elapsed === "number" && Number.isFinite(elapsed) && elapsed >= 0 && elapsed < MIN_FILL_MS ? "sent too fast" : null;
}

/**
 * The log line of a post answered as a bot's and not stored: what kind and
 * why, never what it said. A person taken for a bot (a browser that filled in
 * the honeypot) is then at least seen in the log, and counted.
 */
export function logBotPost(kind: string, sign: BotSign): void {
  console.warn(`[forms] a ${kind} post was taken for a bot's (${sign}) and not stored`);
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A reference like WB-7K3M9Q2X (40 random bits, Crockford base32). */
export function newReference(prefix: string): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = "";
  for (let i = 0; i < 8; i++) {
    out = CROCKFORD[Number(bits & 31n)] + out;
    bits >>= 5n;
  }
  return `${prefix}-${out}`;
}

/** Accepts a client-sent idempotency key of a sane shape. */
export function cleanKey(key: unknown): string | null {
  return typeof key === "string" && /^[\w-]{8,100}$/.test(key) ? key : null;
}

/**
 * The stored idempotency key of a submission: the browser's key for the
 * filled-in form, bound to what was sent. The same form sent twice (a double
 * click, a retry after a lost answer) stores once; the same form sent again
 * with its text changed (the visitor saw no answer, corrected a typo and
 * resent) is stored as well, not answered with the first one's reference.
 * Without a key (no JavaScript) it is derivedKey below.
 */
export function submissionKey(kind: string, clientKey: string | null, sender: string, fields: unknown, now = Date.now()): string {
  if (!clientKey) return derivedKey(kind, sender, fields, now);
  return `k-${createHash("sha256")
    .update(`${kind}\0${clientKey}\0${JSON.stringify(fields)}`)
    .digest("hex")
    .slice(0, 40)}`;
}

/** Ten-minute window of the derived key below. */
export const DERIVED_KEY_WINDOW_MS = 10 * 60_000;

/**
 * Keys the derived key below; drawn per process and never stored, so a
 * stored key cannot be turned back into the address it was made from.
 */
const DERIVED_KEY_SECRET = randomBytes(32);

/**
 * A form posted without JavaScript carries no key: the same content of the
 * same kind from the same sender (its rate-limit key: an address, or its
 * keyed hash) within the same ten-minute window counts as one submission.
 * Two visitors who send the same words are two submissions, and neither is
 * answered with the other's reference. The secret is this process's, so
 * behind several instances a repeat that reaches another one is stored again.
 */
export function derivedKey(kind: string, sender: string, fields: unknown, now = Date.now()): string {
  const window = Math.floor(now / DERIVED_KEY_WINDOW_MS);
  return `d-${createHmac("sha256", DERIVED_KEY_SECRET)
    .update(`${kind}\0${sender}\0${JSON.stringify(fields)}\0${window}`)
    .digest("hex")
    .slice(0, 40)}`;
}
