import "server-only";
import { chmod, mkdir } from "node:fs/promises";

/**
 * Makes `dir` a folder only the site's own account can open (0700), and
 * narrows one an earlier version left readable by everyone: the embedded
 * database and the mail files hold leads and whistleblowing reports. A
 * folder the site may write in but not chmod (owned by another user) is left
 * as it is: a lead must not wait on the folder's mode.
 */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700).catch(() => undefined);
}
