import "server-only";
import { join, resolve } from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { makePrivateDir, makePrivateTree } from "../private-dir";
import { runsAfterCommit } from "./after-commit";
import { lockFolder, unlockFolder } from "./folder-lock";

/**
 * The database: PGlite (embedded PostgreSQL, one instance per process, in
 * DATA_DIR/pglite) when DATABASE_URL is unset, PostgreSQL through `pg` when it
 * is set. Same schema, same migrations (./drizzle), applied on open.
 *
 * No `server-only` here: the dispatcher (instrumentation) and `npm run outbox`
 * (tsx) import this module outside React's server bundle; nothing in the
 * browser imports it.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The pg pool (PostgreSQL only), shared with the rate limiter. */
  pool?: import("pg").Pool;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… ; unset: PGlite. */
  url?: string;
  /** PGlite folder; unset with no url: in memory. */
  pgliteDir?: string;
  /** PostgreSQL schema to work in (tests: one per file); default public. */
  schemaName?: string;
  /** The port this process serves on (written in the PGlite folder's lock, for the maintenance commands). */
  port?: number;
};

const MIGRATIONS_FOLDER = resolve(process.cwd(), "drizzle");

/** Opens a database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const schemaName = options.schemaName;
    const pool = new Pool({
      connectionString: options.url,
      max: 10,
      ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
    });
    try {
      const lock = await pool.connect();
      try {
        // Several instances may start at once: one migrates, the others wait.
        await lock.query("SELECT pg_advisory_lock(hashtext('site-migrations'))");
        if (schemaName) await lock.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
        const db = drizzle({ client: pool, schema });
        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema: schemaName ?? "drizzle" });
      } finally {
        await lock.query("SELECT pg_advisory_unlock(hashtext('site-migrations'))").catch(() => undefined);
        lock.release();
      }
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    const db = runsAfterCommit(drizzle({ client: pool, schema }) as unknown as Db);
    return { db, kind: "postgres", pool, close: () => pool.end() };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // The folder and, once PGlite has unpacked its files, each file are the site's account's alone.
  const dir = options.pgliteDir;
  if (dir) {
    await makePrivateDir(dir);
    // One process per folder: a second one stops here, naming the folder and the first (./folder-lock.ts).
    lockFolder(dir, options.port ?? null);
  }
  const client = dir ? new PGlite(dir) : new PGlite();
  const db = drizzle({ client, schema });
  const close = async () => {
    try {
      await client.close();
    } finally {
      if (dir) unlockFolder(dir);
    }
  };
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  if (dir) await makePrivateTree(dir);
  return { db: runsAfterCommit(db as unknown as Db), kind: "pglite", close };
}

/** Rows of a raw `db.execute()` (PGlite and node-postgres both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The DATA_DIR-relative PGlite folder. */
export function pgliteDirFor(dataDir: string): string {
  return join(resolve(dataDir), "pglite");
}
