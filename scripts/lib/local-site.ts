// The maintenance commands on PGlite: a data folder admits one process, so
// while the site runs there they ask it, on 127.0.0.1 and with the token of
// the folder's lock (src/server/db/folder-lock.ts, src/app/api/local).
import { heldBy } from "../../src/server/db/folder-lock";
import { LOCAL_TOKEN_HEADER } from "../../src/server/db/local-access";

/** The running site that holds the folder, or null when none does (the command then opens the folder itself). */
export function runningSite(pgliteDir: string): { pid: number; call(path: string, init?: RequestInit): Promise<Response> } | null {
  const lock = heldBy(pgliteDir);
  if (!lock) return null;
  if (!lock.port) {
    throw new Error(
      `${pgliteDir} is in use by process ${lock.pid}, which serves no site to ask: stop it first (one process per PGlite folder).`,
    );
  }
  return {
    pid: lock.pid,
    async call(path, init = {}) {
      const response = await fetch(`http://127.0.0.1:${lock.port}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), [LOCAL_TOKEN_HEADER]: lock.token },
      });
      if (!response.ok)
        throw new Error(`The running site (process ${lock.pid}, port ${lock.port}) answered ${response.status} to ${path}.`);
      return response;
    },
  };
}
