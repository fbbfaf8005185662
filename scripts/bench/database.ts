// The database a benchmark measures: a schema of its own on DATABASE_URL's PostgreSQL (dropped
// afterwards), else a fresh PGlite folder under .bench/<name>.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../src/server/db/client";

export async function openBenchDatabase(name: string): Promise<{ database: Database; cleanUp: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const schemaName = `bench_${randomBytes(4).toString("hex")}`;
    const database = await openDatabase({ url: process.env.DATABASE_URL, schemaName });
    return {
      database,
      cleanUp: async () => {
        await database.db.execute(sql.raw(`DROP SCHEMA "${schemaName}" CASCADE`));
        await database.close();
      },
    };
  }
  const dir = resolve(".bench", name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ pgliteDir: dir });
  return { database, cleanUp: () => database.close() };
}

/** One warm-up, then `runs` timed rounds of `round`: the median with its spread, as the database benchmarks print it. */
export async function medianOf(round: () => Promise<unknown>, runs: number): Promise<string> {
  await round();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await round();
    times.push(performance.now() - t0);
  }
  const sorted = times.sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms (min ${sorted[0]!.toFixed(1)}, max ${sorted.at(-1)!.toFixed(1)}, ${times.length} runs)`;
}
