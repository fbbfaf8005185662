import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { FolderInUseError, lockPathFor } from "./folder-lock";

const dirs: string[] = [];
function folder(): string {
  const dir = join(mkdtempSync(join(tmpdir(), "folder-lock-")), "pglite");
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(join(dir, ".."), { recursive: true, force: true });
});

describe("one process per PGlite data folder", () => {
  it("a second process stops at once, with a message naming the folder and the process that holds it", async () => {
    const dir = folder();
    // Another live process holds the folder (its lock, as a running site writes it).
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      writeFileSync(
        lockPathFor(dir),
        JSON.stringify({ pid: other.pid, port: 3000, token: "x".repeat(48), since: "2026-11-26T05:00:00.000Z" }),
      );
      const opening = openDatabase({ pgliteDir: dir });
      await expect(opening).rejects.toBeInstanceOf(FolderInUseError);
      await expect(opening).rejects.toThrow(
        new RegExp(`${dir.replaceAll("/", "\\/")} is in use by process ${other.pid} \\(the site on port 3000\\)`),
      );
      // Nothing was opened: PGlite never touched the folder.
      expect(existsSync(join(dir, "PG_VERSION"))).toBe(false);
    } finally {
      other.kill();
    }
  });

  it("the lock of a process that is gone is taken over; the lock goes when the database is closed", async () => {
    const dir = folder();
    const gone = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise((resolve) => gone.once("exit", resolve));
    writeFileSync(
      lockPathFor(dir),
      JSON.stringify({ pid: gone.pid, port: null, token: "y".repeat(48), since: "2026-11-26T05:00:00.000Z" }),
    );
    const database = await openDatabase({ pgliteDir: dir, port: 3131 });
    const lock = JSON.parse(readFileSync(lockPathFor(dir), "utf8")) as { pid: number; port: number };
    expect(lock).toMatchObject({ pid: process.pid, port: 3131 });
    await database.close();
    expect(existsSync(lockPathFor(dir))).toBe(false);
  }, 120_000);
});
