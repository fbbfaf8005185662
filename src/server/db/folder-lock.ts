import "server-only";
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";

/**
 * One process per PGlite data folder: two that open the same folder corrupt
 * it. The process that opens it writes `<folder>.lock` (its pid, the port
 * it serves on, and a random token, readable by the site's account only);
 * a second one stops at once with a message naming the folder and the
 * process, unless that process is gone (a stale lock is taken over).
 * The maintenance commands (`npm run outbox`, `npm run subscribers`) read
 * the lock to reach the running server instead (src/app/api/local).
 */
export type FolderLock = { pid: number; port: number | null; token: string; since: string };

export function lockPathFor(pgliteDir: string): string {
  return `${pgliteDir}.lock`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The lock of a live process other than this one, or null. */
export function heldBy(pgliteDir: string): FolderLock | null {
  let lock: FolderLock;
  try {
    lock = JSON.parse(readFileSync(lockPathFor(pgliteDir), "utf8")) as FolderLock;
  } catch {
    return null;
  }
  return lock.pid !== process.pid && alive(lock.pid) ? lock : null;
}

export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: FolderLock,
  ) {
    super(
      `The embedded database in ${folder} is in use by process ${holder.pid}` +
        `${holder.port ? ` (the site on port ${holder.port})` : ""}, running since ${holder.since}. ` +
        "PGlite allows one process per data folder: stop that process first, give this one another DATA_DIR, " +
        "or set DATABASE_URL to run several instances on one PostgreSQL server (docs/deploy.md).",
    );
    this.name = "FolderInUseError";
  }
}

const HELD = Symbol.for("savannah-crest.folder-locks");
type Holder = { [HELD]?: Map<string, FolderLock> };

/** Takes the folder for this process (idempotent); throws FolderInUseError when a live process holds it. */
export function lockFolder(pgliteDir: string, port: number | null = null): FolderLock {
  const held = ((globalThis as Holder)[HELD] ??= new Map());
  const mine = held.get(pgliteDir);
  if (mine) return mine;
  const path = lockPathFor(pgliteDir);
  const lock: FolderLock = { pid: process.pid, port, token: randomBytes(24).toString("hex"), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // `wx`: of two processes starting at once, one creates the file.
      writeFileSync(path, JSON.stringify(lock), { flag: "wx", mode: 0o600 });
      held.set(pgliteDir, lock);
      process.once("exit", () => unlockFolder(pgliteDir));
      return lock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = heldBy(pgliteDir);
      if (holder) throw new FolderInUseError(pgliteDir, holder);
      rmSync(path, { force: true }); // left by a process that is gone
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}

/** Gives the folder back (on close and at exit). */
export function unlockFolder(pgliteDir: string): void {
  const held = (globalThis as Holder)[HELD];
  const mine = held?.get(pgliteDir);
  if (!mine) return;
  held!.delete(pgliteDir);
  try {
    const current = JSON.parse(readFileSync(lockPathFor(pgliteDir), "utf8")) as FolderLock;
    if (current.token === mine.token) rmSync(lockPathFor(pgliteDir), { force: true });
  } catch {
    // already gone
  }
}

/** This process's lock of the folder, if it holds it (the local maintenance endpoint checks its token). */
export function ownLock(pgliteDir: string): FolderLock | null {
  return (globalThis as Holder)[HELD]?.get(pgliteDir) ?? null;
}
