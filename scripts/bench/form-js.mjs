// The JavaScript each form's page loads first, compressed: every script the
// prerendered HTML names (`<script src>`), gzip and Brotli, from a build's
// folder. `npm exec -- node scripts/bench/form-js.mjs [.next]`. Used to
// weigh the lazily loaded form schemas against importing them (issue 28).
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const dist = process.argv[2] ?? ".next";
const ROUTES = {
  "/contact-form": "contact-form",
  "/newsletter": "newsletter",
  "/AgentRegistration": "AgentRegistration",
  "/whistleblow": "whistleblow",
  "/privacy-policy": "privacy-policy",
  "/residences": "residences",
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`first-load JavaScript per route, ${dist}`);
console.log("route | scripts | raw | gzip | brotli");
for (const [route, file] of Object.entries(ROUTES)) {
  const html = readFileSync(join(dist, "server/app", `${file}.html`), "utf8");
  const sources = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]))];
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const src of sources) {
    const path = join(dist, src.replace(/^\/_next\//, "").replace(/\?.*$/, ""));
    if (!existsSync(path)) throw new Error(`${route}: ${src} is not in ${dist}`);
    const body = readFileSync(path);
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  console.log(`${route} | ${sources.length} | ${kb(raw)} | ${kb(gzip)} | ${kb(brotli)}`);
}
