import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { build, markServing, servingProcesses } from "./build.mjs";

const ROOT = new URL("../..", import.meta.url).pathname;
const DIST = `.next-serving-test-${process.pid}`;
afterEach(() => rmSync(join(ROOT, DIST), { recursive: true, force: true }));

describe("a build never replaces one that a running server is serving", () => {
  it("refuses, naming the serving process, and leaves the build as it is", async () => {
    mkdirSync(join(ROOT, DIST), { recursive: true });
    writeFileSync(join(ROOT, DIST, "BUILD_ID"), "served");
    const server = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    const unmark = markServing(DIST, [server.pid!]);
    try {
      await expect(build({ distDir: DIST })).rejects.toThrow(
        `The build in ${DIST} is being served by process ${server.pid}: building would replace it under that server.`,
      );
      expect(existsSync(join(ROOT, DIST, "BUILD_ID"))).toBe(true);
    } finally {
      unmark();
      server.kill();
    }
  });

  it("forgets the marks of servers that are gone", async () => {
    const gone = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise((resolve) => gone.once("exit", resolve));
    markServing(DIST, [gone.pid!]);
    expect(servingProcesses(DIST)).toEqual([]);
    expect(existsSync(join(ROOT, DIST, "serving", String(gone.pid)))).toBe(false);
  });
});
