import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { buildCsp, inlineScriptHashes } from "@/csp";
import { hashAtSend, withScriptHashes } from "./csp-at-send.ts";

const PAGE = '<!doctype html><html><body><script>self.__next_f.push([1,"a new story"])</script><script src="/x.js"></script></body></html>';
const STALE = buildCsp({ scriptHashes: ["sha256-AAAA"] });

let server: Server | undefined;
afterEach(() => server?.close());

/** A server answering like Next.js does (headers by setHeader, then the body), each response wrapped as the runtime wraps it. */
async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  server = createServer((request, response) => {
    hashAtSend(request, response);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/news", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("csp-at-send: the policy names the hashes of the HTML actually sent", () => {
  it("replaces the build's hashes of a page rendered again", async () => {
    const port = await serve((_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Security-Policy", STALE);
      res.write(PAGE.slice(0, 40));
      res.end(PAGE.slice(40));
    });
    const answer = await get(port);
    expect(answer.body.toString()).toBe(PAGE);
    const policy = String(answer.headers["content-security-policy"]);
    expect(policy).not.toContain("sha256-AAAA");
    expect(policy).toContain(`script-src 'self' '${inlineScriptHashes(PAGE)[0]}'`);
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(PAGE)));
  });

  it("reads a gzipped body to hash it, and sends it still gzipped", async () => {
    const port = await serve((_req, res) => {
      res.setHeader("Content-Type", "text/html");
      res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Security-Policy", STALE);
      res.end(gzipSync(PAGE));
    });
    const answer = await get(port);
    expect(gunzipSync(answer.body).toString()).toBe(PAGE);
    expect(String(answer.headers["content-security-policy"])).toContain(inlineScriptHashes(PAGE)[0]);
  });

  it("leaves nonce policies, other types and 304s' bodies alone; a 304 carries no policy", async () => {
    const nonce = buildCsp({ nonce: "bm9uY2U=" });
    const port = await serve((req, res) => {
      if (req.headers["x-case"] === "304") {
        res.statusCode = 304;
        res.setHeader("Content-Security-Policy", STALE);
        return res.end();
      }
      res.setHeader("Content-Type", req.headers["x-case"] === "json" ? "application/json" : "text/html");
      res.setHeader("Content-Security-Policy", req.headers["x-case"] === "json" ? STALE : nonce);
      res.end(PAGE);
    });
    expect((await get(port, { "x-case": "nonce" })).headers["content-security-policy"]).toBe(nonce);
    expect((await get(port, { "x-case": "json" })).headers["content-security-policy"]).toBe(STALE);
    const notModified = await get(port, { "x-case": "304" });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-security-policy"]).toBeUndefined();
  });

  it("sends a body it has hashed before as it comes, under the hashes kept for its ETag; a new ETag is hashed anew", async () => {
    const rerendered = PAGE.replace("a new story", "a newer story");
    let release: () => void = () => undefined;
    const port = await serve((req, res) => {
      const page = req.headers["x-case"] === "rerendered" ? rerendered : PAGE;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Security-Policy", STALE);
      res.setHeader("ETag", req.headers["x-case"] === "rerendered" ? '"etag-two"' : '"etag-one"');
      res.write(page.slice(0, 40));
      // The rest only once the client has the headers (or at once, when it does not wait for them).
      if (req.headers["x-wait"]) release = () => res.end(page.slice(40));
      else res.end(page.slice(40));
    });
    const first = await get(port);
    expect(String(first.headers["content-security-policy"])).toContain(inlineScriptHashes(PAGE)[0]);

    // Seen before: the headers come before the body has ended.
    const headersFirst = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: "/news", headers: { "x-wait": "1" } }, (res) => {
        resolve(res.headers);
        res.resume();
        release();
      });
      req.on("error", reject);
      req.end();
    });
    expect(String(headersFirst["content-security-policy"])).toBe(withScriptHashes(STALE, inlineScriptHashes(PAGE)));

    const again = await get(port, { "x-case": "rerendered" });
    expect(again.body.toString()).toBe(rerendered);
    const policy = String(again.headers["content-security-policy"]);
    expect(policy).toContain(inlineScriptHashes(rerendered)[0]);
    expect(policy).not.toContain(inlineScriptHashes(PAGE)[0]);
  });

  it("keeps every other directive", () => {
    expect(withScriptHashes(STALE, ["sha256-BBBB"])).toBe(buildCsp({ scriptHashes: ["sha256-BBBB"] }));
  });
});
