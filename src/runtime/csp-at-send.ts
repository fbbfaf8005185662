// Step 4 of every page request (src/runtime/handler.ts): gives every HTML page
// the script hashes of the bytes actually sent (decisions 070, 100 and 101).
//
// The build's csp-manifest.json lists each prerendered page's inline scripts.
// A page that is rendered again after the build (a publication revalidates
// /news, the home page, a new article) carries other inline scripts (its React
// flight data holds the new story), which that list cannot name: the browser
// would block them and the page would not hydrate. So for each HTML response
// hashAtSend holds the body until its end, hashes its inline scripts
// (inlineScriptHashes of src/csp.ts, as the manifest does) and puts exactly
// those hashes in the policy's script-src before the headers go out. Pages
// answered with a nonce (the back office, the newsletter links) are left as
// they are. A 304 carries no policy: the browser keeps the one that came with
// the body it holds.
//
// Next.js gives every page it sends whole (prerendered or rendered again, not
// streamed) an ETag made from the HTML itself. The hashes of a body already
// seen are kept by that ETag (HASHES_KEPT, least recently used dropped): such
// a response is passed on as it comes, policy set, neither held nor
// decompressed nor hashed again. A page rendered again has another body, so
// another ETag, and is hashed on its first answer; a response without an ETag
// is hashed every time.
//
// It wraps the methods of the one response object it is given, before Next.js
// (and its compression) wrap them, so it sees the bytes last.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { inlineScriptHashes } from "../csp.ts";

/** Bodies whose hashes are kept: far more than the site's pages (a few dozen), a few hundred KB at most. */
const HASHES_KEPT = 256;
type Kept = { received: string; hashes: string[]; sent: string };
/** ETag → the policy it came with and the policy sent, most recently used last. */
const byEtag = new Map<string, Kept>();

/** The policy to send for a body of this ETag, when its hashes are known; marks it recently used. */
function keptPolicy(etag: string, policy: string): string | null {
  const kept = byEtag.get(etag);
  if (!kept) return null;
  byEtag.delete(etag);
  byEtag.set(etag, kept);
  return kept.received === policy ? kept.sent : withScriptHashes(policy, kept.hashes);
}

function keep(etag: string, kept: Kept): void {
  byEtag.delete(etag);
  byEtag.set(etag, kept);
  if (byEtag.size > HASHES_KEPT) byEtag.delete(byEtag.keys().next().value!);
}

/** The policy with script-src's hashes replaced by `hashes`; a nonce or unsafe-inline policy unchanged. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split(";")
    .map((directive) => {
      const words = directive.trim().split(/\s+/);
      if (words[0] !== "script-src" || words.some((w) => w.startsWith("'nonce-") || w === "'unsafe-inline'")) return directive.trim();
      return ["script-src", ...words.slice(1).filter((w) => !w.startsWith("'sha256-")), ...hashes.map((h) => `'${h}'`)].join(" ");
    })
    .join("; ");
}

function decoded(body: Buffer, encoding: string): Buffer {
  if (encoding === "gzip") return zlib.gunzipSync(body);
  if (encoding === "br") return zlib.brotliDecompressSync(body);
  if (encoding === "deflate") return zlib.inflateSync(body);
  return body;
}

function shouldHold(response: ServerResponse, statusCode: number): boolean {
  if (statusCode === 304 || statusCode === 204) return false;
  const type = String(response.getHeader("content-type") ?? "");
  const policy = String(response.getHeader("content-security-policy") ?? "");
  return (
    type.startsWith("text/html") &&
    policy.includes("script-src") &&
    !/'nonce-|'unsafe-inline'/.test(policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "")
  );
}

type Callback = (error?: Error | null) => void;
type Chunk = string | Buffer | Uint8Array;

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.from(chunk);
}

/** Wraps one page response (a GET) so that its policy names the hashes of the HTML it sends. */
export function hashAtSend(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== "GET") return;
  const writeHead = response.writeHead.bind(response) as (statusCode: number, ...rest: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
  const end = response.end.bind(response) as (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;
  const flushHeaders = response.flushHeaders.bind(response);
  let held: { statusCode: number; chunks: Buffer[] } | null = null;
  let decided = false;

  /** Once, before the headers go out: a 304 loses its policy; a body seen before gets its kept policy; any other hashed page is held. */
  function decide(statusCode: number): void {
    decided = true;
    if (statusCode === 304) response.removeHeader("content-security-policy");
    if (!shouldHold(response, statusCode)) return;
    const etag = response.getHeader("etag");
    const policy = etag ? keptPolicy(String(etag), String(response.getHeader("content-security-policy"))) : null;
    if (policy) response.setHeader("content-security-policy", policy);
    else held = { statusCode, chunks: [] };
  }

  response.writeHead = function heldWriteHead(statusCode: number, ...rest: unknown[]) {
    if (held) return response;
    if (!decided) {
      const headers = rest.find((r) => r && typeof r === "object");
      if (headers && !Array.isArray(headers))
        for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
          if (value !== undefined) response.setHeader(name, value);
      decide(statusCode);
      if (held) return response;
      const reason = rest.find((r) => typeof r === "string");
      return reason ? writeHead(statusCode, reason) : writeHead(statusCode);
    }
    return writeHead(statusCode, ...rest);
  } as ServerResponse["writeHead"];

  response.flushHeaders = function heldFlushHeaders() {
    if (!held) flushHeaders();
  };

  // Written without writeHead: decided here, and Node.js then sends its implicit headers (a whole body's length included).
  response.write = function heldWrite(chunk: Chunk, encoding?: unknown, callback?: unknown) {
    if (!decided && !response.headersSent) decide(response.statusCode);
    if (!held) return write(chunk, encoding, callback);
    if (chunk != null) held.chunks.push(toBuffer(chunk, encoding));
    const done = (typeof encoding === "function" ? encoding : callback) as Callback | undefined;
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse["write"];

  response.end = function heldEnd(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk === "function") [chunk, callback] = [undefined, chunk];
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (!decided && !response.headersSent) decide(response.statusCode);
    if (!held) return end(chunk, encoding, callback);
    if (chunk != null) held.chunks.push(toBuffer(chunk as Chunk, encoding));
    const body = Buffer.concat(held.chunks);
    try {
      const html = decoded(body, String(response.getHeader("content-encoding") ?? "")).toString("utf8");
      const received = String(response.getHeader("content-security-policy"));
      const hashes = inlineScriptHashes(html);
      const sent = withScriptHashes(received, hashes);
      response.setHeader("content-security-policy", sent);
      const etag = response.getHeader("etag");
      if (etag) keep(String(etag), { received, hashes, sent });
    } catch (error) {
      console.error(`[csp] could not hash ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.getHeader("transfer-encoding")) response.setHeader("content-length", body.length);
    writeHead(held.statusCode);
    held = null;
    return end(body, callback);
  } as ServerResponse["end"];
}
