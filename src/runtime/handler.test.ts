import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, STALE_PAGE_HEADER } from "../lib/runtime-contract.ts";
import { siteRequestHandler } from "./handler.ts";

let server: Server | undefined;
afterEach(() => server?.close());

/** The runtime in front of a stand-in for Next.js that answers with the request headers it was given. */
async function serve(hops: number) {
  const seen: IncomingHttpHeaders[] = [];
  server = createServer(
    siteRequestHandler({
      hops,
      actions: null,
      next: async (request, response) => {
        seen.push(request.headers);
        response.end("from Next.js");
      },
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, seen };
}

function send(port: number, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the runtime's steps before Next.js", () => {
  it("gives Next.js the visitor's address, and drops the headers only the runtime or a proxy may set", async () => {
    const { port, seen } = await serve(0);
    const answer = await send(port, "GET", "/", {
      "X-Forwarded-For": "198.51.100.7",
      [CLIENT_ADDRESS_HEADER]: "198.51.100.8",
      [STALE_PAGE_HEADER]: "1",
      "X-Forwarded-Host": "attacker.example",
    });
    expect(answer).toEqual({ status: 200, body: "from Next.js" });
    expect(seen[0]![CLIENT_ADDRESS_HEADER]).toBe("127.0.0.1");
    expect(seen[0]![STALE_PAGE_HEADER]).toBeUndefined();
    expect(seen[0]!["x-forwarded-host"]).toBeUndefined();
  });

  it("behind a proxy, reads the address it appended and keeps the host it set", async () => {
    const { port, seen } = await serve(1);
    await send(port, "GET", "/", { "X-Forwarded-For": "198.51.100.6, 203.0.113.9", "X-Forwarded-Host": "www.example.com" });
    expect(seen[0]![CLIENT_ADDRESS_HEADER]).toBe("203.0.113.9");
    expect(seen[0]!["x-forwarded-host"]).toBe("www.example.com");
  });

  it("answers what the guard refuses without asking Next.js", async () => {
    const { port, seen } = await serve(0);
    expect(await send(port, "TRACE", "/")).toMatchObject({ status: 405 });
    expect(await send(port, "GET", "/%ZZ")).toMatchObject({ status: 400 });
    expect(seen).toHaveLength(0);
  });
});
