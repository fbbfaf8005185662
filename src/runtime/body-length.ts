// Every request's response (src/runtime/handler.ts): Content-Length for a
// route handler that knows its body's length (an uploaded picture or
// document, src/server/publishing/serve.ts). Next.js drops the
// Content-Length a route handler sets, since it may compress or otherwise
// re-frame the body, so a HEAD answered without a length and a download
// without a progress bar (issue 39). Such a route names its length in
// BODY_LENGTH_HEADER instead; here it becomes Content-Length when the body
// goes out as it was given (no Content-Encoding, not chunked), and is never
// sent itself.
import type { ServerResponse } from "node:http";
import { BODY_LENGTH_HEADER } from "../lib/runtime-contract.ts";

/** The Content-Length to send for a response about to write its headers, or null to leave it as it is. */
function bodyLength(headers: { get(name: string): unknown }, statusCode: number): number | null {
  const named = headers.get(BODY_LENGTH_HEADER);
  if (named === undefined || statusCode === 304 || statusCode === 204) return null;
  if (headers.get("content-encoding") !== undefined || headers.get("transfer-encoding") !== undefined) return null;
  const length = Number(named);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

/** Wraps one response's writeHead (Node.js calls it for implicit headers too) to turn BODY_LENGTH_HEADER into Content-Length. */
export function restoreBodyLength(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (statusCode: number, ...rest: unknown[]) => ServerResponse;
  response.writeHead = function lengthWriteHead(statusCode: number, ...rest: unknown[]) {
    if (response.hasHeader(BODY_LENGTH_HEADER)) {
      const length = bodyLength({ get: (name) => response.getHeader(name) }, statusCode);
      response.removeHeader(BODY_LENGTH_HEADER);
      if (length !== null) response.setHeader("content-length", length);
    }
    return writeHead(statusCode, ...rest);
  } as ServerResponse["writeHead"];
}
