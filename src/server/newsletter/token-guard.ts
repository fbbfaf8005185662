import "server-only";
import type { Database } from "../db/client";
import { limiterFor, type Limiter } from "../rate-limit";
import { TOKEN_MISSES_ALLOWED } from "@content/constants";

/** The process's limiter of wrong newsletter codes. */
export function tokenLimiter(database: Database): Limiter {
  return limiterFor("newsletter-token", database, { points: TOKEN_MISSES_ALLOWED });
}

export type GuardedResult = { ok: true; done: boolean } | { ok: false; retryAfterSeconds: number };

/**
 * Runs one code operation for a client: refused (nothing looked up) once the
 * client has sent TOKEN_MISSES_ALLOWED wrong codes; otherwise done or not,
 * and a wrong code is counted.
 */
export async function guardTokenOperation(limiter: Limiter, clientKey: string, operate: () => Promise<boolean>): Promise<GuardedResult> {
  const allowed = await limiter.admit(clientKey);
  if (!allowed.ok) return allowed;
  const done = await operate();
  if (!done) await limiter.consume(clientKey);
  return { ok: true, done };
}
