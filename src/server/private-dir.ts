import "server-only";
import { chmod, mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";

/**
 * Makes `dir` a folder only the site's own account can open (0700), and
 * narrows one an earlier version left readable by everyone: the embedded
 * database and the mail files hold leads and whistleblowing reports. A
 * folder the site may write in but not chmod (owned by another user) is left
 * as it is: a lead must not wait on the folder's mode.
 *
 * It also sets the process's umask to 077, so that every file the site
 * creates from then on is born readable by its own account only: PGlite
 * creates its files (WAL segments, tables) with 0666 less the umask, and a
 * copy or backup of a file keeps the file's mode, not its folder's.
 */
export async function makePrivateDir(dir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700).catch(() => undefined);
}

/**
 * makePrivateDir, then every folder (0700) and file (0600) under `dir`:
 * PGlite unpacks its initial database with the archive's modes (0666), which
 * no umask narrows.
 */
export async function makePrivateTree(dir: string): Promise<void> {
  await makePrivateDir(dir);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    await chmod(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600).catch(() => undefined);
  }
}
