// Builds the site only when no current build exists: a build is current when
// the fingerprint of its sources and build-time settings matches the one
// written next to it after it was made.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./run.mjs";
import { writeCspManifest } from "../csp-manifest.mjs";

const ROOT = new URL("../..", import.meta.url).pathname;
const SOURCES = [
  "scripts/csp-manifest.mjs",
  "src",
  "content",
  "public",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
  "mdx-components.tsx",
];

function walk(path, hash) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return;
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
    .filter((key) => key.startsWith("NEXT_PUBLIC_") || key === "SITE_URL")
    .sort()
    .map((key) => `${key}=${env[key]}`);
  hash.update(settings.join("\n"));
  return hash.digest("hex");
}

/** Builds into distDir unless a build of the same sources is already there. */
export async function ensureBuild({ distDir = ".next", env = {} } = {}) {
  const buildEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env, NEXT_DIST_DIR: distDir };
  const fingerprint = sourceFingerprint(buildEnv);
  const marker = join(ROOT, distDir, "source-fingerprint");
  const current = existsSync(join(ROOT, distDir, "BUILD_ID")) && existsSync(marker) && readFileSync(marker, "utf8") === fingerprint;
  if (current) {
    console.log(`Build in ${distDir} is current.`);
    return;
  }
  console.log(`Building the site into ${distDir} …`);
  await run("next", ["build"], { env: buildEnv });
  writeCspManifest(join(ROOT, distDir));
  writeFileSync(marker, fingerprint);
}
