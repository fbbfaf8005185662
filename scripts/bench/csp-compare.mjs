// Measures the cost of the two ways to a strict CSP (decision 070):
//   hashes  — the site as built: static pages, a proxy adds each page's hash list;
//   nonce   — Next.js's documented way: a proxy makes a nonce per request and the
//             root layout opts into dynamic rendering so Next can stamp it;
//   none    — the same static site without the proxy (the floor: headers only).
// Each variant is a copy of the sources in .bench/csp-<variant> (git-ignored),
// built, served on 127.0.0.1 and measured: autocannon req/s and latency on /,
// and the median time to first byte of sequential requests.
// Usage: node scripts/bench/csp-compare.mjs  (BENCH_SECONDS=10, BENCH_PORT)
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeCspManifest } from "../csp-manifest.mjs";
import { load } from "../bench-load.mjs";
import { withProjectPath } from "../lib/run.mjs";
import { BASE, BENCH_DIR, ROOT, median, serve } from "./lib.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const VARIANTS = (process.env.BENCH_VARIANTS || "hashes,nonce,none").split(",");

const NONCE_PROXY = `import { NextResponse, type NextRequest } from "next/server";
import { buildCsp } from "@/csp";

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = buildCsp().replace("script-src 'self'", \`script-src 'self' 'nonce-\${nonce}' 'strict-dynamic'\`);
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = { matcher: ["/((?!_next/static|_next/image|api/|og/|media/|favicon|icon|opengraph-image|twitter-image|sitemap\\\\.xml|robots\\\\.txt).*)"] };
`;

function copySources(variant) {
  const dir = join(BENCH_DIR, `csp-${variant}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of ["src", "content", "next.config.ts", "tsconfig.json", "postcss.config.mjs", "mdx-components.tsx", "package.json"]) {
    if (existsSync(join(ROOT, entry))) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, "public"), join(dir, "public"));
  if (variant === "none") rmSync(join(dir, "src", "proxy.ts"));
  if (variant === "nonce") {
    writeFileSync(join(dir, "src", "proxy.ts"), NONCE_PROXY);
    const layoutFile = join(dir, "src", "app", "(site)", "layout.tsx");
    const layout = readFileSync(layoutFile, "utf8")
      .replace(/^/, 'import { connection } from "next/server";\n')
      .replace(/export default function SiteLayout\(([^)]*)\) \{/, "export default async function SiteLayout($1) {\n  await connection();");
    if (!layout.includes("await connection()")) throw new Error("could not make the layout dynamic");
    writeFileSync(layoutFile, layout);
  }
  return dir;
}

function build(dir) {
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn("next", ["build"], {
      cwd: dir,
      env: withProjectPath({
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_DIST_DIR: ".next",
        NEXT_PUBLIC_PAGE_LOADER_MS: "0",
        SITE_URL: BASE,
      }),
    });
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`build failed:\n${output}`))));
  });
}

async function ttfb(url, count = 200) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    times.push(performance.now() - started);
    await response.arrayBuffer();
  }
  const sorted = times.sort((a, b) => a - b);
  return { median: median(sorted), p95: sorted[Math.floor(sorted.length * 0.95)] };
}

const results = [];
for (const variant of VARIANTS) {
  const dir = copySources(variant);
  console.log(`Building the "${variant}" variant …`);
  const output = await build(dir);
  const home = output.split("\n").find((line) => /^[┌├└]\s+\S\s+\/$/.test(line.trim()) || /^┌ \S \/$/.test(line.trim()));
  if (variant !== "nonce") writeCspManifest(join(dir, ".next"));
  const stop = await serve({ cwd: dir, env: { NEXT_DIST_DIR: ".next", SITE_URL: BASE } });
  try {
    const first = await fetch(`${BASE}/`);
    const csp = first.headers.get("content-security-policy") ?? "";
    await first.arrayBuffer();
    await ttfb(`${BASE}/`, 50); // warm-up
    const t = await ttfb(`${BASE}/`);
    const l = await load(`${BASE}/`, { duration: SECONDS });
    results.push({
      variant,
      rendering: home?.includes("ƒ") ? "dynamic (ƒ)" : "static (○)",
      csp: csp.match(/script-src [^;]*/)?.[0].slice(0, 60) ?? "",
      ...t,
      ...l,
      cache: first.headers.get("cache-control"),
    });
    console.log(results.at(-1));
  } finally {
    await stop();
  }
}

console.log(
  `\nCSP options on / (${SECONDS} s autocannon, 10 connections; TTFB: 200 sequential requests), ${new Date().toISOString().slice(0, 10)}`,
);
console.log("variant | rendering   | req/s | p50 ms | p99 ms | TTFB median ms | TTFB p95 ms | Cache-Control");
for (const r of results) {
  console.log(
    `${r.variant.padEnd(7)} | ${r.rendering.padEnd(11)} | ${r.rps.toFixed(0).padStart(5)} | ${String(r.p50).padStart(6)} | ${String(r.p99).padStart(6)} | ${r.median.toFixed(2).padStart(14)} | ${r.p95.toFixed(2).padStart(11)} | ${r.cache}`,
  );
}
