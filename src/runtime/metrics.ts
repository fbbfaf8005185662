// Prometheus metrics (prom-client): the process's one registry, the requests
// by route pattern and status with their latency, and /metrics, answered
// here, before Next.js, to local scrapers only. The application's own series
// (outbox, jobs, forms, limits, database pool) are registered in the same
// registry by src/server/observability/metrics.ts.
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import client from "prom-client";
import { METRICS_REGISTRY } from "../lib/runtime-contract.ts";

const { Counter, Histogram, Registry, collectDefaultMetrics } = client;

/** The process's registry (shared with the application through globalThis, see METRICS_REGISTRY). */
function metricsRegistry(): InstanceType<typeof Registry> {
  const holder = globalThis as { [METRICS_REGISTRY]?: InstanceType<typeof Registry> };
  return (holder[METRICS_REGISTRY] ??= new Registry());
}

/** The process's defaults (memory, CPU, handles, event-loop lag, GC), once per process. */
export function collectProcessMetrics(): void {
  const registry = metricsRegistry();
  if (registry.getSingleMetric("process_cpu_seconds_total")) return;
  collectDefaultMetrics({ register: registry });
}

function httpMetrics() {
  const registry = metricsRegistry();
  const requests =
    (registry.getSingleMetric("http_requests_total") as InstanceType<typeof Counter<"method" | "route" | "status">> | undefined) ??
    new Counter({
      name: "http_requests_total",
      help: "Requests answered, by method, route pattern and status.",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    });
  const duration =
    (registry.getSingleMetric("http_request_duration_seconds") as InstanceType<typeof Histogram<"method" | "route">> | undefined) ??
    new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from the request to the response's end, by method and route pattern.",
      labelNames: ["method", "route"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
  return { requests, duration };
}

/** Maps a path to its route pattern (`/news/[slug]`), so that labels stay bounded whatever paths are asked. */
export type RouteMatcher = (path: string) => string;

type RoutesManifest = { staticRoutes?: { page: string }[]; dynamicRoutes?: { page: string; regex: string }[] };

/**
 * The build's routes (routes-manifest.json): a static route is its own
 * pattern, a dynamic one its page (`/news/[slug]`); Next.js's files are
 * grouped; anything else (a 404, a rewrite, a public file) is "other".
 */
export function routeMatcher(manifest: RoutesManifest | null): RouteMatcher {
  const statics = new Set((manifest?.staticRoutes ?? []).map((route) => route.page));
  const dynamics = (manifest?.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (path) => {
    if (path.startsWith("/_next/static/")) return "/_next/static";
    if (path.startsWith("/_next/image")) return "/_next/image";
    if (path.startsWith("/_next/")) return "/_next";
    if (path === "/metrics") return "/metrics";
    const plain = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
    if (statics.has(plain)) return plain;
    return dynamics.find((route) => route.regex.test(path))?.page ?? (manifest ? "other" : "unknown");
  };
}

/** The build's route matcher; every path "unknown" without a build (development). */
export function loadRouteMatcher(distDir: string): RouteMatcher {
  try {
    return routeMatcher(JSON.parse(readFileSync(join(distDir, "routes-manifest.json"), "utf8")) as RoutesManifest);
  } catch {
    return routeMatcher(null);
  }
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Counts the request and its latency when its response ends (or its connection closes first). */
export function recordRequest(request: IncomingMessage, response: ServerResponse, route: RouteMatcher): void {
  const started = process.hrtime.bigint();
  const path = (request.url ?? "/").split("?")[0]!;
  const method = METHODS.has(request.method ?? "") ? request.method! : "other";
  const { requests, duration } = httpMetrics();
  response.once("close", () => {
    const labels = { method, route: route(path) };
    requests.inc({ ...labels, status: String(response.statusCode) });
    duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
  });
}

function isLoopback(address: string | undefined): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

/**
 * Whether the request is a local scraper's GET /metrics: from the loopback
 * and not through a proxy (nginx, on the same machine, is a loopback peer
 * too, but it adds X-Forwarded-For; it also refuses /metrics itself).
 */
export function isLocalScrape(request: IncomingMessage): boolean {
  const path = (request.url ?? "/").split("?")[0];
  return (
    path === "/metrics" &&
    (request.method === "GET" || request.method === "HEAD") &&
    isLoopback(request.socket.remoteAddress) &&
    request.headers["x-forwarded-for"] === undefined &&
    request.headers["forwarded"] === undefined
  );
}

/** Answers the scrape with every series of the registry, in Prometheus's text format. */
export async function sendMetrics(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const registry = metricsRegistry();
  const body = await registry.metrics();
  response.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(body) });
  response.end(request.method === "HEAD" ? undefined : body);
}
