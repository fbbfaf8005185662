import "server-only";
import { serverEnv } from "@/env";
import { openDatabase, pgliteDirFor, type Database } from "./client";

/**
 * The process's one database, opened lazily on first use (never at build
 * time) and kept on globalThis: the instrumentation bundle (dispatcher) and
 * the app bundles (actions, route handlers) share it, which PGlite requires
 * (one instance per data folder).
 */
const KEY = Symbol.for("savannah-crest.database");
type Holder = { [KEY]?: Promise<Database> };

export function database(): Promise<Database> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const env = serverEnv();
    const opening = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: pgliteDirFor(env.DATA_DIR) });
    // A failed open is retried on the next use rather than cached.
    opening.catch(() => {
      if (holder[KEY] === opening) delete holder[KEY];
    });
    holder[KEY] = opening;
  }
  return holder[KEY];
}
