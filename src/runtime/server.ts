// The site's server: `npm start` (production) and `npm run dev` (`--dev`) run
// this file with plain Node (it strips the types), so its imports are
// relative with their .ts extension. Next.js's documented custom server
// (`next()`, `prepare()`, `getRequestHandler()`), in front of which every
// request passes the steps of ./handler.ts, in their order.
//
// In production (NODE_ENV=production, as the service units set it) it never
// builds: it serves the build that `npm run build` made, and without one it
// stops with a message. Otherwise (a fresh clone: `npm ci && npm start`) it
// builds first when no current build exists, unless another process is
// serving the build it would replace (src/build/build.mjs).
//
// It listens on the loopback (127.0.0.1) unless told otherwise (-H, or
// BIND_ADDRESS): the reverse proxy on the same machine reaches it, nothing
// else does (decision 131).
//
// SIGTERM or SIGINT (systemd restarts the instances in turn): it stops
// accepting connections, answers what arrives on those open (closing each
// after its answer) and exits once none is left: at most about 5 s.
import { createServer } from "node:http";
import { Server as NetServer } from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ensureBuild, hasBuild, markServing } from "../build/build.mjs";
import { announceClientAddress, trustedHops, trustedProxies } from "./client-address.ts";
import { siteRequestHandler } from "./handler.ts";
import { createLogger, instanceName, routeConsole } from "./logging.ts";
import { collectProcessMetrics, loadRouteMatcher } from "./metrics.ts";
import { loadActionManifest } from "./stale-action.ts";

const ROOT = new URL("../..", import.meta.url).pathname;
const { values: options } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    hostname: { type: "string", short: "H" },
    port: { type: "string", short: "p" },
  },
});
const dev = options.dev;
const port = Number(options.port ?? process.env.PORT ?? 3000);
const hostname = options.hostname || process.env.BIND_ADDRESS || "127.0.0.1";
const distDir = process.env.NEXT_DIST_DIR || ".next";
// From here on every console line is one JSON object (./logging.ts); `npm run dev` keeps Next.js's own output.
if (!dev) routeConsole(createLogger(instanceName(port)));
process.chdir(ROOT);
// This machine reaches no network but the npm registry: Next's telemetry is off unless asked for.
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

if (!dev) {
  if (process.env.NODE_ENV === "production") {
    if (!hasBuild(distDir)) {
      console.error(
        `No build in ${distDir}. With NODE_ENV=production, npm start serves an existing build and never builds: run \`npm run build\` first (docs/deploy.md).`,
      );
      process.exit(1);
    }
  } else {
    try {
      await ensureBuild({ distDir });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
}
// Marked as served, so that a build elsewhere waits for this process to be gone.
const unmark = dev ? () => undefined : markServing(distDir, [process.pid]);

// Set before Next.js (and React) load: they pick their production or development code by it.
Object.assign(process.env, { NODE_ENV: dev ? "development" : "production" });
// Before prepare(), which runs src/instrumentation.ts: its start-up check asks whether the address is resolved.
announceClientAddress();
const { default: next } = await import("next");
const app = next({ dev, dir: ROOT, hostname, port });
await app.prepare();

collectProcessMetrics();
const hops = trustedHops(process.env.TRUSTED_PROXY_HOPS);
let proxies;
try {
  proxies = trustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const handle = siteRequestHandler({
  next: app.getRequestHandler(),
  hops,
  proxies,
  actions: dev ? null : loadActionManifest(join(ROOT, distDir)),
  route: loadRouteMatcher(join(ROOT, distDir)),
});
const netServerClose = NetServer.prototype.close;
let stopping = false;
const server = createServer((request, response) => {
  // Stopping: the connection ends with this answer, so nginx sends nothing more on it.
  if (stopping) response.setHeader("Connection", "close");
  return handle(request, response);
});
// keepAliveTimeout stays Node's 5 s, as under `next start`: longer than nginx's upstream keepalive_timeout (4 s),
// so nginx, not this server, closes an idle upstream connection and never sends a request on one closing here.
server.listen(port, hostname, () => {
  console.log(
    `> Ready on http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port} (${dev ? "development" : "production"}, ${distDir})`,
  );
});

function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  // Stops accepting and calls back once every connection has ended. Not http's close(), which also cuts the idle
  // keep-alive connections at once: a request nginx has just written on one is then lost, and a POST (a form, a
  // report) is never sent again elsewhere: a 502. Left alone, nginx drops them after its keepalive_timeout (4 s),
  // this server after its keepAliveTimeout (5 s); the requests on them meanwhile are answered.
  netServerClose.call(server, () => {
    app
      .close()
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        unmark();
        process.exit(signal === "SIGINT" ? 130 : 143);
      });
  });
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stop(signal));
