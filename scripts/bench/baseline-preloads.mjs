// The server preloads (scripts/lib/*.mjs, loaded by `node --import` before
// Next.js) as they were at a git revision, so that a benchmark can serve the
// same build behind the current preloads and behind an older revision's, side
// by side, and runs such variants in turn. Used by csp-at-send.mjs and
// stale-action.mjs in this folder.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { nextStartEnv } from "../lib/next-start.mjs";
import { BENCH_DIR, ROOT, median } from "./lib.mjs";

/**
 * Writes scripts/lib/*.mjs of `revision` into .bench/preloads-<revision>/
 * (src linked back to the worktree's, which they import) and returns the
 * folder's scripts/lib.
 */
export function preloadsAt(revision) {
  const commit = execFileSync("git", ["rev-parse", "--short", revision], { cwd: ROOT, encoding: "utf8" }).trim();
  const dir = join(BENCH_DIR, `preloads-${commit}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "scripts", "lib"), { recursive: true });
  symlinkSync(join(ROOT, "src"), join(dir, "src"));
  const files = execFileSync("git", ["ls-tree", "--name-only", commit, "scripts/lib/"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((file) => file.endsWith(".mjs"));
  for (const file of files) writeFileSync(join(dir, file), execFileSync("git", ["show", `${commit}:${file}`], { cwd: ROOT }));
  return { commit, libDir: join(dir, "scripts", "lib") };
}

/** nextStartEnv(env), its --import preloads taken from `libDir` instead of the worktree's scripts/lib. */
export function envWithPreloadsFrom(libDir, env = process.env) {
  const current = new URL("../lib/", import.meta.url).href;
  const started = nextStartEnv(env);
  return { ...started, NODE_OPTIONS: started.NODE_OPTIONS.replaceAll(current, `file://${libDir}/`) };
}

/**
 * Runs `script --child <module>` once for each [name, module] of `variants`,
 * in turn, `runs` times (A B floor A B floor …: a drift of the machine's speed
 * falls on all alike); each run prints a JSON object of figures as its last
 * line. Prints each figure's median per variant and, but for the last variant
 * (the floor), its cost over the floor.
 */
export function printAlternatingRuns({ title, script, variants, runs, env }) {
  const results = variants.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [i, [, module]] of variants.entries()) {
      const out = execFileSync(process.execPath, [script, "--child", module], { cwd: ROOT, encoding: "utf8", env });
      results[i].push(JSON.parse(out.trim().split("\n").at(-1)));
    }
  }
  console.log(title);
  const floorRuns = results.at(-1);
  for (const key of Object.keys(floorRuns[0])) {
    const floor = median(floorRuns.map((r) => r[key]));
    const cells = variants.map(([name], i) => {
      const value = median(results[i].map((r) => r[key]));
      return `${name} ${value.toFixed(0).padStart(5)} µs${i === variants.length - 1 ? "" : ` (+${(value - floor).toFixed(0)})`}`;
    });
    console.log(`${key.padEnd(20)} ${cells.join("   ")}`);
  }
}
