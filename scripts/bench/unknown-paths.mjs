// What a crawl of made-up paths leaves behind (decision 109): requests N
// paths of keys that do not exist on each dynamic published surface
// (/news/<x>, /og/news-<x>, /<x>, /vcard/<x>, /og/staff-<x>) and prints the
// files and bytes added under each folder given (a build's server/ folder,
// nginx's cache folder).
//
//   npm exec -- node scripts/bench/unknown-paths.mjs <base URL> <count> <folder>...
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const UNKNOWN_PATH_SHAPES = [
  (x) => `/news/${x}`,
  (x) => `/og/news-${x}`,
  (x) => `/${x}`,
  (x) => `/vcard/${x}`,
  (x) => `/og/staff-${x}`,
];

/** Files and bytes under a folder (0 and 0 when it does not exist). */
export function footprint(dir) {
  let files = 0;
  let bytes = 0;
  const walk = (path) => {
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
export async function crawlUnknownPaths(base, count, concurrency = 4) {
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const path = UNKNOWN_PATH_SHAPES[i % UNKNOWN_PATH_SHAPES.length](`made-up-${randomBytes(6).toString("hex")}`);
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, count = "1000", ...folders] = process.argv.slice(2);
  if (!base) {
    console.error("usage: unknown-paths.mjs <base URL> <count> <folder>...");
    process.exit(1);
  }
  const before = folders.map(footprint);
  const started = Date.now();
  const statuses = await crawlUnknownPaths(base, Number(count));
  const seconds = (Date.now() - started) / 1000;
  console.log(`${count} made-up paths in ${seconds.toFixed(1)} s, statuses ${JSON.stringify(statuses)}`);
  folders.forEach((folder, i) => {
    const after = footprint(folder);
    const files = after.files - before[i].files;
    const bytes = after.bytes - before[i].bytes;
    console.log(
      `${folder}: +${files} files, +${(bytes / 1e6).toFixed(2)} MB (${after.files} files, ${(after.bytes / 1e6).toFixed(2)} MB in all)`,
    );
  });
}
