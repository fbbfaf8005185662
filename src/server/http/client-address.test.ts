import { request as httpRequest, createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The runtime's first step (src/runtime/handler.ts), as `npm start` runs it before Next.js.
import { announceClientAddress, setClientAddress } from "../../runtime/client-address.ts";
import { CLIENT_ADDRESS_HEADER, clientAddress, clientAddressResolved, limitKey } from "./client-address";

describe("what one rate limit counts", () => {
  it("an IPv4 address itself, written plainly or IPv4-mapped", () => {
    expect(limitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });
  it("an IPv6 address's /64, however it is written: a household cannot count as a new visitor per address", () => {
    const network = "2001:db8:85a3:8d3::/64";
    for (const address of [
      "2001:db8:85a3:8d3:1319:8a2e:370:7348",
      "2001:0db8:85a3:08d3::1",
      "[2001:db8:85a3:8d3::abcd]",
      "2001:DB8:85A3:8D3:0:0:0:9",
      "2001:db8:85a3:8d3::1%eth0",
    ]) {
      expect(limitKey(address), address).toBe(network);
    }
    expect(limitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitKey("::1")).toBe("0:0:0:0::/64");
    expect(limitKey("2001:db8:85a3:8d4::1")).not.toBe(network);
  });
  it("anything else as it is", () => {
    expect(limitKey("unknown")).toBe("unknown");
  });
});

describe("a server that runs the runtime's client-address step", () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    announceClientAddress();
    server = createServer((req, res) => {
      setClientAddress(req, 0);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      res.end(clientAddress(headers));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const addressSeen = (headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve(body));
      });
      req.on("error", reject);
      req.end();
    });

  it("counts the connection, not an address the visitor wrote in X-Forwarded-For or in the header itself", async () => {
    expect(clientAddressResolved()).toBe(true);
    expect(await addressSeen({ "X-Forwarded-For": "198.51.100.77" })).toBe("127.0.0.1");
    expect(await addressSeen({ [CLIENT_ADDRESS_HEADER]: "198.51.100.78", "X-Real-IP": "198.51.100.79" })).toBe("127.0.0.1");
  });
});
