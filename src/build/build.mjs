// The site's build, in src/ because the server needs it (src/runtime/server.ts
// builds first outside production). `npm run build` (this file run directly) always builds;
// `npm start` outside production and the test and benchmark drivers build
// only when no current build exists (ensureBuild): a build is current when
// the fingerprint of its sources and build-time settings matches the one
// written next to it after it was made.
//
// One build is one artefact that any number of instances serve unchanged:
// its Server Action IDs and action encryption key are made once, in the
// build, and its deployment id (NEXT_DEPLOYMENT_ID, else the fingerprint) is
// stamped on its pages and assets (docs/deploy.md). A build never replaces
// one that a running server is serving (servingProcesses).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./run.mjs";
import { writeCspManifest } from "./csp-manifest.mjs";

const ROOT = new URL("../..", import.meta.url).pathname;
const SOURCES = [
  "src",
  "content",
  "public",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
  "mdx-components.tsx",
];

/** Read by Node, never built: the server runtime (src/runtime/server.ts), whose changes need no new build. */
const NOT_BUILT = new Set(["src/runtime"]);

function walk(path, hash) {
  const full = join(ROOT, path);
  if (!existsSync(full) || NOT_BUILT.has(path)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(full).sort()) walk(join(path, entry), hash);
  } else {
    hash.update(path).update("\0").update(readFileSync(full)).update("\0");
  }
}

export function sourceFingerprint(env = process.env) {
  const hash = createHash("sha256");
  for (const source of SOURCES) walk(source, hash);
  const settings = Object.keys(env)
    .filter((key) => key.startsWith("NEXT_PUBLIC_") || key === "SITE_URL" || key === "NEXT_DEPLOYMENT_ID")
    .sort()
    .map((key) => `${key}=${env[key]}`);
  hash.update(settings.join("\n"));
  return hash.digest("hex");
}

/** Whether distDir holds a finished build. */
export function hasBuild(distDir) {
  return existsSync(join(ROOT, distDir, "BUILD_ID"));
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

const SERVING = "serving";

/** Marks distDir as served by these processes (src/runtime/server.ts); the returned function unmarks it. */
export function markServing(distDir, pids) {
  const dir = join(ROOT, distDir, SERVING);
  const files = pids.map((pid) => join(dir, String(pid)));
  try {
    mkdirSync(dir, { recursive: true });
    for (const file of files) writeFileSync(file, `${new Date().toISOString()}\n`);
  } catch (error) {
    // A build this account may not write to (a release built by another user) cannot be rebuilt by it either.
    console.warn(`[start] could not mark ${distDir} as served (${error.code ?? error.message}); serving it anyway.`);
  }
  return () => {
    for (const file of files) rmSync(file, { force: true });
  };
}

/** The live processes serving distDir (markers of processes that are gone are removed). */
export function servingProcesses(distDir) {
  const dir = join(ROOT, distDir, SERVING);
  if (!existsSync(dir)) return [];
  const live = [];
  for (const entry of readdirSync(dir)) {
    const pid = Number(entry);
    if (Number.isInteger(pid) && pid !== process.pid && alive(pid)) live.push(pid);
    else if (pid !== process.pid) rmSync(join(dir, entry), { force: true });
  }
  return live;
}

/** Builds into distDir (refusing while a server serves it: its pages would stop matching what it serves). */
export async function build({ distDir = ".next", env = {} } = {}) {
  const buildEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env, NEXT_DIST_DIR: distDir };
  const serving = servingProcesses(distDir);
  if (serving.length > 0) {
    throw new Error(
      `The build in ${distDir} is being served by process ${serving.join(", ")}: building would replace it under that server. ` +
        `Stop it first, or build into another folder (NEXT_DIST_DIR=…).`,
    );
  }
  const lock = join(ROOT, `${distDir}.building`);
  try {
    writeFileSync(lock, String(process.pid), { flag: "wx" });
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
    const pid = Number(readFileSync(lock, "utf8"));
    if (alive(pid)) throw new Error(`Process ${pid} is building into ${distDir} already: wait for it, then start again.`);
    writeFileSync(lock, String(process.pid));
  }
  try {
    const fingerprint = sourceFingerprint(buildEnv);
    // One id per build of these sources, unless the deployment names its own.
    buildEnv.NEXT_DEPLOYMENT_ID ||= fingerprint.slice(0, 16);
    console.log(`Building the site into ${distDir} (deployment ${buildEnv.NEXT_DEPLOYMENT_ID}) …`);
    await run("next", ["build"], { env: buildEnv });
    writeCspManifest(join(ROOT, distDir));
    writeFileSync(join(ROOT, distDir, "deployment-id"), buildEnv.NEXT_DEPLOYMENT_ID);
    writeFileSync(join(ROOT, distDir, "source-fingerprint"), fingerprint);
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Builds into distDir unless a build of the same sources is already there. */
export async function ensureBuild({ distDir = ".next", env = {} } = {}) {
  const fingerprint = sourceFingerprint({ ...process.env, ...env });
  const marker = join(ROOT, distDir, "source-fingerprint");
  if (hasBuild(distDir) && existsSync(marker) && readFileSync(marker, "utf8") === fingerprint) {
    console.log(`Build in ${distDir} is current.`);
    return;
  }
  await build({ distDir, env });
}

// `npm run build`: always builds, into NEXT_DIST_DIR (.next).
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await build({ distDir: process.env.NEXT_DIST_DIR || ".next" });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
