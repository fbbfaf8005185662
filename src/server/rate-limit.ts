import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { serverEnv } from "@/env";
import type { Database } from "./db/client";
import { rateLimitRefusals } from "./observability/metrics";

/** Per client, per form: 5 submissions in 10 minutes. */
const RATE_LIMIT = { points: 5, durationSeconds: 600 } as const;

type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };
export type Limiter = {
  /** Counts one for `key`; not ok once its points are spent. */
  consume(key: string): Promise<LimitResult>;
  /** Whether `key` has points left, counting nothing. */
  check(key: string): Promise<LimitResult>;
  /** `check` as a gate: a refusal is a request refused, counted in rate_limit_refusals_total as consume's are. */
  admit(key: string): Promise<LimitResult>;
  /** Forgets `key`'s count (a success ends a run of failures). */
  reset(key: string): Promise<void>;
};

/**
 * rate-limiter-flexible: in PostgreSQL (table rate_limits, created by our
 * migrations) when DATABASE_URL is set, so every instance shares the counts
 * and N instances allow each limit once, not N times (the whistleblowing
 * form's included: its key is a keyed hash of the address, hashedClientKey,
 * never the address itself). With the embedded database, which one process
 * serves, in that process's memory, so nothing about a reporter reaches the
 * disk.
 */
export function createLimiter(
  name: string,
  {
    database,
    points = RATE_LIMIT.points,
    durationSeconds = RATE_LIMIT.durationSeconds,
    clearExpired = false,
  }: { database?: Database; points?: number; durationSeconds?: number; clearExpired?: boolean } = {},
): Limiter {
  const options = { keyPrefix: `form:${name}`, points, duration: durationSeconds };
  const limiter: RateLimiterAbstract = database?.pool
    ? new RateLimiterPostgres({
        ...options,
        storeClient: database.pool,
        storeType: "pool",
        tableName: "rate_limits",
        tableCreated: true,
        clearExpiredByTimeout: clearExpired,
      })
    : new RateLimiterMemory(options);
  const check = async (key: string): Promise<LimitResult> => {
    const used = await limiter.get(key);
    if (used && used.consumedPoints >= points) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) };
    return { ok: true };
  };
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { ok: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          rateLimitRefusals().inc({ limit: name });
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
    check,
    async admit(key) {
      const result = await check(key);
      if (!result.ok) rateLimitRefusals().inc({ limit: name });
      return result;
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

const KEY = Symbol.for("savannah-crest.rate-limiters");
/** The process's limiters by database (one in a server; the tests open several), then by name. */
type Holder = { [KEY]?: WeakMap<Database, Map<string, Limiter>> };

/**
 * The process's limiter for a form (or another counted action, with its own
 * points): shared on PostgreSQL, in memory on PGlite (see createLimiter).
 */
export function limiterFor(
  name: string,
  database: Database,
  {
    points = RATE_LIMIT.points as number,
    durationSeconds = RATE_LIMIT.durationSeconds as number,
    anonymous = false,
  }: { points?: number; durationSeconds?: number; anonymous?: boolean } = {},
): Limiter {
  const holder = globalThis as Holder;
  const byDatabase = (holder[KEY] ??= new WeakMap());
  let map = byDatabase.get(database);
  if (!map) byDatabase.set(database, (map = new Map()));
  let limiter = map.get(name);
  if (!limiter) {
    // The process's limiters also delete expired rows every 5 minutes (an unref'd timer). An anonymous
    // one (whistleblowing) is in this process's memory even on PostgreSQL: see anonymousLimiter.
    limiter = anonymous
      ? anonymousLimiter(name, { points, durationSeconds })
      : createLimiter(name, { database, points, durationSeconds, clearExpired: true });
    map.set(name, limiter);
  }
  return limiter;
}

/**
 * A limiter counting whistleblowers (the report, wrong receipts): always in this process's memory,
 * never in `rate_limits`, whatever the database (decisions 051 and 120). Its keys are HMACs of
 * addresses, and the HMAC's secret (RATE_LIMIT_SECRET) sits beside the database on every instance:
 * anyone holding both could hash every IPv4 address in minutes and read, from a row and its expiry
 * (kept by the write-ahead log and backups too), which address reported when. Each instance counts
 * on its own, so N instances allow each limit N times: for a report, 5 × N in 10 minutes; for
 * receipts, the receipt gate bounds each instance's checks anyway (decision 115).
 */
export function anonymousLimiter(
  name: string,
  { points = RATE_LIMIT.points as number, durationSeconds = RATE_LIMIT.durationSeconds as number } = {},
): Limiter {
  return createLimiter(name, { points, durationSeconds });
}

/** A limiter that refuses every key: the answer when the reverse proxy has already counted the address over its limit. */
export function refusingLimiter(retryAfterSeconds: number): Limiter {
  const refused = async (): Promise<LimitResult> => ({ ok: false, retryAfterSeconds });
  const consume = async (): Promise<LimitResult> => {
    rateLimitRefusals().inc({ limit: "proxy" });
    return refused();
  };
  return { consume, check: refused, admit: consume, reset: async () => undefined };
}

const SECRET_KEY = Symbol.for("savannah-crest.rate-limit-secret");

/**
 * A keyed hash (HMAC-SHA256) of a client address. The secret is
 * RATE_LIMIT_SECRET, which every instance sharing a PostgreSQL database must
 * be given alike (a production start with DATABASE_URL refuses to run
 * without it, src/instrumentation.ts); without it, on the embedded database
 * (one process), a random one per process. The address itself is never
 * stored, and the hash cannot be reversed by trying every address.
 */
export function hashedClientKey(address: string): string {
  const holder = globalThis as { [SECRET_KEY]?: string };
  const secret = serverEnv().RATE_LIMIT_SECRET ?? (holder[SECRET_KEY] ??= randomBytes(32).toString("hex"));
  return createHmac("sha256", secret).update(address).digest("hex").slice(0, 40);
}

/**
 * The sender's limit for a form: its limiter and the sender's key in it. An anonymous form
 * (whistleblowing) counts a keyed hash of the address in this process's memory only (anonymousLimiter,
 * decision 120); any other form counts the address, shared on PostgreSQL.
 */
export function senderLimit(
  form: { kind: string; anonymous?: boolean },
  database: Database,
  address: string,
): { limiter: Limiter; clientKey: string } {
  return form.anonymous
    ? { limiter: limiterFor(form.kind, database, { anonymous: true }), clientKey: hashedClientKey(address) }
    : { limiter: limiterFor(form.kind, database), clientKey: address };
}
