import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * docs/ARCHITECTURE.md names files and folders in backticks; a move that
 * forgets the page leaves it describing code that is gone. Every path it
 * names must exist: a path from the repository's root as it stands (up to
 * a `<placeholder>` or a `*`), a bare file name somewhere in the tree.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PAGE = readFileSync(join(ROOT, "docs/ARCHITECTURE.md"), "utf8");
const names = [...new Set([...PAGE.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!))];

const ROOTED = /^(src|content|docs|tests|scripts|deploy|drizzle)\//;
const BARE = /^[\w.-]+\.(ts|tsx|mjs|md|conf|json)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield entry.name;
  }
}
const basenames = new Set([
  ...readdirSync(ROOT).filter((name) => name.includes(".")),
  ...["src", "content", "tests", "scripts", "deploy"].flatMap((dir) => [...files(join(ROOT, dir))]),
]);

describe("docs/ARCHITECTURE.md names only what exists", () => {
  it("finds paths to check (the page is read as it is written)", () => {
    expect(names.filter((name) => ROOTED.test(name)).length).toBeGreaterThan(30);
  });

  it("every path from the root exists", () => {
    const missing = names
      .filter((name) => ROOTED.test(name))
      .map((name) => name.split(/[<*]/)[0]!)
      .filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it("every bare file name is a file of the tree", () => {
    const missing = names.filter((name) => BARE.test(name) && !ROOTED.test(name) && !basenames.has(basename(name)));
    expect(missing).toEqual([]);
  });
});
