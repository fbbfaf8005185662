import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { trustedProxies } from "./client-address.ts";
import { siteRequestHandler } from "./handler.ts";
import { routeMatcher } from "./metrics.ts";

let server: Server | undefined;
afterEach(() => server?.close());

const route = routeMatcher({
  staticRoutes: [{ page: "/" }, { page: "/news" }],
  dynamicRoutes: [{ page: "/news/[slug]", regex: "^/news/([^/]+?)(?:/)?$" }],
});

/** The runtime in front of a stand-in for Next.js: /news… answers 200, anything else 404. */
async function serve() {
  server = createServer(
    siteRequestHandler({
      hops: 1,
      proxies: trustedProxies("127.0.0.1"),
      actions: null,
      route,
      next: async (request, response) => {
        response.statusCode = request.url?.startsWith("/news") ? 200 : 404;
        response.end("from Next.js");
      },
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, path: string, headers: Record<string, string> = {}, localAddress = "127.0.0.1") {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers, localAddress }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, type: String(res.headers["content-type"]), body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const count = (text: string, series: string) =>
  Number(
    text
      .split("\n")
      .find((l) => l.startsWith(`${series} `))
      ?.split(" ")[1] ?? 0,
  );

describe("/metrics (src/runtime/metrics.ts)", () => {
  it("counts requests by route pattern and status, with their latency, never by the path asked", async () => {
    const port = await serve();
    const before = (await get(port, "/metrics")).body;
    await get(port, "/news/harvest-2026");
    await get(port, "/news/another-story?utm=x");
    await get(port, "/made-up/path/one");
    const scrape = await get(port, "/metrics");
    expect(scrape.status).toBe(200);
    expect(scrape.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = scrape.body;
    const series = 'http_requests_total{method="GET",route="/news/[slug]",status="200"}';
    expect(count(after, series)).toBe(count(before, series) + 2);
    expect(count(after, 'http_requests_total{method="GET",route="other",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(count(after, 'http_request_duration_seconds_count{method="GET",route="/news/[slug]"}')).toBe(
      count(before, 'http_request_duration_seconds_count{method="GET",route="/news/[slug]"}') + 2,
    );
    expect(after).not.toMatch(/harvest-2026|made-up|utm/);
  });

  it("answers local scrapers only: a request through the proxy, or from another address, is passed to Next.js (404)", async () => {
    const port = await serve();
    expect((await get(port, "/metrics")).status).toBe(200);
    const proxied = await get(port, "/metrics", { "X-Forwarded-For": "198.51.100.7" });
    expect(proxied).toMatchObject({ status: 404, body: "from Next.js" });
    expect((await get(port, "/metrics", {}, "127.0.0.2")).status).toBe(404);
  });

  it("maps paths to the build's patterns, and every path to one of a few labels without a build", () => {
    expect(route("/")).toBe("/");
    expect(route("/news/")).toBe("/news");
    expect(route("/news/x")).toBe("/news/[slug]");
    expect(route("/_next/static/chunks/a.js")).toBe("/_next/static");
    expect(route("/whatever")).toBe("other");
    expect(routeMatcher(null)("/news/x")).toBe("unknown");
  });
});
