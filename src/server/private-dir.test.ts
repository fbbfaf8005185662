import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";

/** Every path under `dir` whose mode lets anyone but the owner in, with that mode. */
function openToOthers(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => [name, statSync(join(dir, name)).mode & 0o777] as const)
    .filter(([, mode]) => (mode & 0o077) !== 0)
    .map(([name, mode]) => `${name} ${mode.toString(8)}`);
}

describe("the embedded database's files", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("are the site's account's alone, those PGlite unpacks at first start and those it writes later", async () => {
    const dir = mkdtempSync(join(tmpdir(), "site-private-"));
    dirs.push(dir);
    const database = await openDatabase({ pgliteDir: join(dir, "pglite") });
    // New files after start: a table's relation file and the write-ahead log.
    await database.db.execute(sql`CREATE TABLE private_check (x int)`);
    await database.db.execute(sql`INSERT INTO private_check SELECT generate_series(1, 1000)`);
    await database.db.execute(sql`CHECKPOINT`);
    await database.close();
    expect(readdirSync(join(dir, "pglite")).length).toBeGreaterThan(5);
    expect(openToOthers(join(dir, "pglite"))).toEqual([]);
    expect(statSync(join(dir, "pglite")).mode & 0o777).toBe(0o700);
    // A first start of PGlite on disk, as the integration suite's hooks allow it.
  }, 60_000);
});
