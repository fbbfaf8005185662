import "server-only";
import { timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/env";
import { ownLock } from "./folder-lock";
import { pgliteDirFor } from "./client";

/** The header that carries the PGlite folder lock's token (scripts/lib/local-site.ts sends it). */
export const LOCAL_TOKEN_HEADER = "x-local-token";

/**
 * Whether a request may use the maintenance endpoints under /api/local: only
 * while this process holds an embedded database (PGlite admits one process,
 * so `npm run outbox` and `npm run subscribers` go through the running
 * site), and only with the token this process wrote in the folder's lock,
 * which only the site's account can read. The deployment's nginx does not
 * pass /api/local at all (deploy/nginx/site.conf).
 */
export function localAccessAllowed(headers: Headers): boolean {
  const env = serverEnv();
  if (env.DATABASE_URL) return false;
  const lock = ownLock(pgliteDirFor(env.DATA_DIR));
  const given = headers.get(LOCAL_TOKEN_HEADER) ?? "";
  if (!lock || given.length !== lock.token.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(lock.token));
}

export function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
}
