// After `next build`: hashes every prerendered page's inline scripts and writes
// <distDir>/csp-manifest.json, which src/proxy.ts serves as each page's
// Content-Security-Policy (decision 070). `npm run build` and every build the
// scripts make (start, test, benchmarks) run it.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { cspManifestFromDist } from "../csp.ts";

export function writeCspManifest(distDir) {
  const manifest = cspManifestFromDist(distDir);
  const routes = Object.keys(manifest.routes).length;
  if (routes === 0) throw new Error(`No prerendered pages found in ${distDir}/server/app: was the site built?`);
  writeFileSync(join(distDir, "csp-manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`CSP manifest: ${routes} pages hashed into ${distDir}/csp-manifest.json`);
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeCspManifest(process.env.NEXT_DIST_DIR || ".next");
}
