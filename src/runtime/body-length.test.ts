import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { BODY_LENGTH_HEADER } from "../lib/runtime-contract.ts";
import { restoreBodyLength } from "./body-length.ts";

let server: Server | undefined;
afterEach(() => server?.close());

/** A server answering as Next.js answers a route handler (headers by setHeader, the body streamed), its response wrapped as the runtime wraps it. */
async function serve(gzip = false) {
  const body = Buffer.from("%PDF-1.7 a results file");
  server = createServer((request, response) => {
    restoreBodyLength(response);
    response.setHeader("Content-Type", "application/pdf");
    response.setHeader(BODY_LENGTH_HEADER, String(body.length));
    if (gzip) response.setHeader("Content-Encoding", "gzip");
    response.write(gzip ? gzipSync(body) : body.subarray(0, 5));
    response.end(gzip ? undefined : body.subarray(5));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, length: body.length };
}

function send(port: number, method: string) {
  return new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path: "/files/uploads/results.pdf" }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.headers));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("body-length: a route's named length goes out as Content-Length", () => {
  it("on GET and HEAD, instead of a chunked body, and the named header is not sent", async () => {
    const { port, length } = await serve();
    for (const method of ["GET", "HEAD"]) {
      const headers = await send(port, method);
      expect(headers["content-length"], method).toBe(String(length));
      expect(headers["transfer-encoding"], method).toBeUndefined();
      expect(headers[BODY_LENGTH_HEADER], method).toBeUndefined();
    }
  });

  it("not when the body was compressed on the way (its length is another)", async () => {
    const { port } = await serve(true);
    const headers = await send(port, "GET");
    expect(headers["content-length"]).toBeUndefined();
    expect(headers[BODY_LENGTH_HEADER]).toBeUndefined();
  });
});
