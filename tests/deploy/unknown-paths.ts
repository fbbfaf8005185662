// What a crawl of made-up paths leaves behind (decision 109): requests paths of keys that do not
// exist on each dynamic published surface, and counts the files and bytes under a folder.
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const UNKNOWN_PATH_SHAPES = [
  (x: string) => `/news/${x}`,
  (x: string) => `/og/news-${x}`,
  (x: string) => `/${x}`,
  (x: string) => `/vcard/${x}`,
  (x: string) => `/og/staff-${x}`,
];

/** Files and bytes under a folder (0 and 0 when it does not exist). */
export function footprint(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return { files, bytes };
}

/** Requests `count` made-up paths (spread over the surfaces), `concurrency` at a time; returns the statuses seen. */
export async function crawlUnknownPaths(base: string, count: number, concurrency = 4): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const path = UNKNOWN_PATH_SHAPES[i % UNKNOWN_PATH_SHAPES.length]!(`made-up-${randomBytes(6).toString("hex")}`);
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}
