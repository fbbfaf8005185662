import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, STALE_PAGE_HEADER } from "../lib/runtime-contract.ts";
import { trustedProxies } from "./client-address.ts";
import { siteRequestHandler } from "./handler.ts";

let server: Server | undefined;
afterEach(() => server?.close());

/** The runtime in front of a stand-in for Next.js that answers with the request headers it was given. */
async function serve(hops: number, proxies?: string) {
  const seen: IncomingHttpHeaders[] = [];
  server = createServer(
    siteRequestHandler({
      hops,
      proxies: trustedProxies(proxies),
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

function send(port: number, method: string, path: string, headers: Record<string, string> = {}, localAddress = "127.0.0.1") {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers, localAddress }, (res) => {
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

  it("behind a proxy, believes the forwarded headers only from the proxy's address: another client is counted as itself (decision 131)", async () => {
    const { port, seen } = await serve(1);
    const forged = {
      "X-Forwarded-For": "198.51.100.6",
      "X-Forwarded-Host": "attacker.example",
      "X-Forwarded-Proto": "https",
      "X-Whistleblowing-Limited": "1",
    };
    // Linux answers the whole 127.0.0.0/8 on the loopback: 127.0.0.2 is a client that is not the proxy (127.0.0.1).
    await send(port, "GET", "/", forged, "127.0.0.2");
    expect(seen[0]![CLIENT_ADDRESS_HEADER]).toBe("127.0.0.2");
    for (const name of ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-whistleblowing-limited"]) {
      expect(seen[0]![name], name).toBeUndefined();
    }
    await send(port, "GET", "/", forged, "127.0.0.1");
    expect(seen[1]![CLIENT_ADDRESS_HEADER]).toBe("198.51.100.6");
    expect(seen[1]!["x-forwarded-host"]).toBe("attacker.example");
  });

  it("an absolute-form request line for another host gets 400, never a redirect there; for its own host it is served", async () => {
    const { port, seen } = await serve(0);
    expect(await send(port, "GET", "http://evil.example/news")).toMatchObject({ status: 400 });
    expect(seen).toHaveLength(0);
    expect(await send(port, "GET", `http://127.0.0.1:${port}/news`)).toEqual({ status: 200, body: "from Next.js" });
  });

  it("answers what the guard refuses without asking Next.js", async () => {
    const { port, seen } = await serve(0);
    expect(await send(port, "TRACE", "/")).toMatchObject({ status: 405 });
    expect(await send(port, "GET", "/%ZZ")).toMatchObject({ status: 400 });
    expect(seen).toHaveLength(0);
  });
});
