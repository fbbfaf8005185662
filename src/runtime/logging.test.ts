import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { trustedProxies } from "./client-address.ts";
import { siteRequestHandler } from "./handler.ts";
import { createLogger, routeConsole } from "./logging.ts";

let server: Server | undefined;
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  server?.close();
});

/** The logger's lines, parsed, while console is routed to it. */
function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  restore = routeConsole(createLogger("test-host:3000", sink as never));
  return lines;
}

/** The runtime (trusting 127.0.0.1 as its proxy) in front of a stand-in for Next.js that logs, and fails on /broken. */
async function serve() {
  server = createServer(
    siteRequestHandler({
      hops: 1,
      proxies: trustedProxies("127.0.0.1"),
      actions: null,
      next: async (request, response) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        console.info("rendered", 3, "sections");
        if (request.url?.startsWith("/broken"))
          throw Object.assign(new Error("render failed"), { digest: "4242", detail: "Key (email)=(ada@example.com)" });
        response.end("ok");
      },
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, path: string, headers: Record<string, string> = {}, localAddress = "127.0.0.1") {
  return new Promise<{ status: number; id: string | undefined }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers, localAddress }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, id: res.headers["x-request-id"] as string | undefined }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("structured logs (src/runtime/logging.ts)", () => {
  it("writes each console line as one JSON object with level, time, message, instance and the request's id", async () => {
    const lines = capture();
    const port = await serve();
    console.warn("outside any request");
    console.error("[outbox] mail #7 rejected for good: 550 5.1.1 <ada.obi@example.com>: Recipient address rejected");
    const fromNginx = "0123456789abcdef0123456789abcdef";
    const first = await get(port, "/news", { "X-Request-Id": fromNginx, "X-Forwarded-For": "198.51.100.7" });
    // Another client's id is not believed (127.0.0.2 is no trusted proxy): the runtime makes one.
    const second = await get(port, "/news", { "X-Request-Id": fromNginx }, "127.0.0.2");
    const broken = await get(port, "/broken?q=my+secret+words", {
      "X-Request-Id": "fedcba9876543210fedcba9876543210",
      "X-Forwarded-For": "198.51.100.7",
    });

    expect(first).toEqual({ status: 200, id: fromNginx });
    expect(second.id).toMatch(/^[0-9a-f]{32}$/);
    expect(second.id).not.toBe(fromNginx);
    expect(broken.status).toBe(500);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const line of parsed) {
      expect(line).toMatchObject({ level: expect.any(String), msg: expect.any(String), instance: "test-host:3000" });
      expect(new Date(line.time as string).toISOString()).toBe(line.time);
    }
    expect(parsed[0]).toMatchObject({ level: "warn", msg: "outside any request" });
    expect(parsed[0]).not.toHaveProperty("request_id");
    expect(parsed[1]!.msg).toBe("[outbox] mail #7 rejected for good: 550 5.1.1 <[address]>: Recipient address rejected");
    expect(parsed.filter((line) => line.msg === "rendered 3 sections").map((line) => line.request_id)).toEqual([
      fromNginx,
      second.id,
      "fedcba9876543210fedcba9876543210",
    ]);
    // The failure's line carries the request's id and the digest the error page shows; not the query, nor the error's other fields.
    const failure = parsed.find((line) => line.level === "error" && line.err)!;
    expect(failure).toMatchObject({ request_id: "fedcba9876543210fedcba9876543210", err: { message: "render failed", digest: "4242" } });
    expect(lines.join("\n")).not.toMatch(/secret|ada@example\.com/);
  });
});
