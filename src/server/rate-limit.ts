import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { serverEnv } from "@/env";
import type { Database } from "./db/client";

/** Per client, per form: 5 submissions in 10 minutes. */
export const RATE_LIMIT = { points: 5, durationSeconds: 600 } as const;

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };
export type Limiter = {
  /** Counts one for `key`; not ok once its points are spent. */
  consume(key: string): Promise<LimitResult>;
  /** Whether `key` has points left, counting nothing. */
  check(key: string): Promise<LimitResult>;
};

/**
 * rate-limiter-flexible: in memory with the embedded database; in PostgreSQL
 * (table rate_limits, created by our migrations) when DATABASE_URL is set, so
 * every instance shares the counts. `memoryOnly` keeps a limiter in this
 * process whatever the database (whistleblowing: nothing about the reporter
 * reaches a disk).
 */
export function createLimiter(
  name: string,
  {
    database,
    memoryOnly = false,
    points = RATE_LIMIT.points,
    durationSeconds = RATE_LIMIT.durationSeconds,
    clearExpired = false,
  }: { database?: Database; memoryOnly?: boolean; points?: number; durationSeconds?: number; clearExpired?: boolean } = {},
): Limiter {
  const options = { keyPrefix: `form:${name}`, points, duration: durationSeconds };
  const limiter: RateLimiterAbstract =
    !memoryOnly && database?.pool
      ? new RateLimiterPostgres({
          ...options,
          storeClient: database.pool,
          storeType: "pool",
          tableName: "rate_limits",
          tableCreated: true,
          clearExpiredByTimeout: clearExpired,
        })
      : new RateLimiterMemory(options);
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { ok: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        throw rejection;
      }
    },
    async check(key) {
      const used = await limiter.get(key);
      if (used && used.consumedPoints >= points) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) };
      return { ok: true };
    },
  };
}

const KEY = Symbol.for("savannah-crest.rate-limiters");
type Holder = { [KEY]?: Map<string, Limiter> };

/** The process's limiter for a form (or another counted action, with its own points). */
export function limiterFor(name: string, database: Database, { memoryOnly = false, points = RATE_LIMIT.points as number } = {}): Limiter {
  const holder = globalThis as Holder;
  const map = (holder[KEY] ??= new Map());
  let limiter = map.get(name);
  if (!limiter) {
    // The process's limiters also delete expired rows every 5 minutes (an unref'd timer).
    limiter = createLimiter(name, { database, memoryOnly, points, clearExpired: true });
    map.set(name, limiter);
  }
  return limiter;
}

const SECRET_KEY = Symbol.for("savannah-crest.rate-limit-secret");

/**
 * A keyed hash (HMAC-SHA256) of a client address. The secret is
 * RATE_LIMIT_SECRET, else random per process; the address itself is never
 * stored, and the hash cannot be reversed by trying every address.
 */
export function hashedClientKey(address: string): string {
  const holder = globalThis as { [SECRET_KEY]?: string };
  const secret = serverEnv().RATE_LIMIT_SECRET ?? (holder[SECRET_KEY] ??= randomBytes(32).toString("hex"));
  return createHmac("sha256", secret).update(address).digest("hex").slice(0, 40);
}
