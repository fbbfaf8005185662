// Shared helpers of the benchmarks: the empty Next.js app that gives the floor, and its `next start`; Chromium for
// Lighthouse; the enquiry load of bench:load.
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { withProjectPath } from "../../src/build/run.mjs";

const ROOT = new URL("../..", import.meta.url).pathname;
export const BENCH_DIR = join(ROOT, ".bench");

/**
 * Serves the empty app (`buildEmptyApp`) with Next.js's own `next start` on `port`, and resolves once it answers;
 * returns a stop function.
 */
export async function serveEmptyApp(dir, port) {
  const child = spawn("next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    env: withProjectPath({ ...process.env, NODE_ENV: "production" }),
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i += 1) {
    try {
      const response = await fetch(`${base}/`);
      if (response.status < 500) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    await sleep(500);
  }
  return async function stop() {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)));
  };
}

/**
 * An empty Next.js 16 App Router app (one layout, one page of text), built
 * with the repo's node_modules the same way as the site: the floor that the
 * site's first-load JavaScript is measured against.
 */
export async function buildEmptyApp() {
  // Outside the project tree: inside it, Next takes the project's src/instrumentation.ts
  // and src/proxy.ts into the empty app's build (seen with Next 16.4), so the floor
  // ran the outbox and the CSP proxy. node_modules is the project's, by a symlink;
  // Turbopack's root is "/" so that the symlink resolves inside it.
  const dir = join(tmpdir(), "savannah-crest-empty-app");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app"), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "empty-app", private: true, type: "module" }));
  writeFileSync(join(dir, "next.config.mjs"), 'export default { poweredByHeader: false, turbopack: { root: "/" } };\n');
  writeFileSync(
    join(dir, "app", "layout.jsx"),
    'export const metadata = { title: "Empty", description: "An empty Next.js page." };\n' +
      'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(join(dir, "app", "page.jsx"), "export default function Page() {\n  return <main><h1>Empty</h1></main>;\n}\n");
  // Behind the deployment's nginx as the site is (bench:lighthouse), whose start waits for /healthz.
  mkdirSync(join(dir, "app", "healthz"));
  writeFileSync(join(dir, "app", "healthz", "route.js"), 'export function GET() {\n  return new Response("ok");\n}\n');
  console.log("Building the empty Next.js app (the JavaScript floor) …");
  await runIn(dir, "next", ["build"]);
  return dir;
}

function runIn(cwd, command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      env: withProjectPath({ ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" }),
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** Debian's Chromium (or CHROMIUM_PATH's, as in the end-to-end tests) for Lighthouse (chrome-launcher): pass `chrome.port` to lighthouse() and `chrome.kill()` when done. */
export function launchChromeForLighthouse() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
}

/** Every Lighthouse run is a first visit: it clears the HTTP cache, and these too (its `clearStorageTypes`). */
export const CLEAR_STORAGE = ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage", "indexeddb", "cookies"];

export function median(values) {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Warms a route before it is measured: the page itself (the server's first
 * answer after start is slow) and every optimised image and asset it refers
 * to (next/image optimises on first request and caches after), so that the
 * figures are of a running site, not of a cold start.
 */
export async function warm(base, route) {
  const html = await (await fetch(`${base}${route}`)).text();
  const urls = new Set();
  for (const match of html.matchAll(/(?:src|href|srcset|imageSrcSet)="([^"]+)"/gi)) {
    for (const part of match[1].replaceAll("&amp;", "&").split(",")) {
      const url = part.trim().split(/\s+/)[0];
      if (url?.startsWith("/_next/")) urls.add(url);
    }
  }
  // Chromium's Accept header: the image optimiser caches one entry per format it answers with.
  const headers = { accept: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8" };
  await Promise.all(
    [...urls].map((url) =>
      fetch(`${base}${url}`, { headers })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined),
    ),
  );
  await fetch(`${base}${route}`).then((r) => r.arrayBuffer());
  return urls.size;
}

let enquiries = 0;
/**
 * autocannon on POST /api/send-email: each request a new enquiry (its message carries "Run: bench-<run>")
 * from an address of its own, as X-Forwarded-For (the server trusts one proxy hop), so that the per-client
 * limit does not dominate. Adds each 2xx answer's reference to `references`. `amount`: that many requests instead.
 */
export function enquiryLoad({ origin, connections, seconds, amount, run, references }) {
  return autocannon({
    url: `${origin}/api/send-email`,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const n = (enquiries += 1);
          const message = `Type: Buy\nProduct Name: Sesame\nClient Name: Bench ${n}\nPhone Number: 08005550000\nRun: bench-${run}`;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              origin,
              "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({
              subject: "E-commerce Inquiry",
              message,
              business: "commodities",
              idempotencyKey: `bench-${run}-${n}`,
              fillMs: 5000,
            }),
          };
        },
        onResponse: (status, body) => {
          if (status >= 200 && status < 300) references.add(JSON.parse(body).reference);
        },
      },
    ],
  });
}
