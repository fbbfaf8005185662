// Loaded before Next.js (`node --import`, see nextStartEnv in ./next-start.mjs):
// gives every HTML page the script hashes of the bytes actually sent
// (decisions 070, 100 and 101).
//
// The build's csp-manifest.json lists each prerendered page's inline scripts.
// A page that is rendered again after the build (a publication revalidates
// /news, the home page, a new article) carries other inline scripts (its React
// flight data holds the new story), which that list cannot name: the browser
// would block them and the page would not hydrate. So for each HTML response
// this module holds the body until its end, hashes its inline scripts
// (inlineScriptHashes of src/csp.ts, as the manifest does) and puts exactly
// those hashes in the policy's script-src before the headers go out. Pages
// answered with a nonce (the back office, the newsletter links) are left as
// they are. A 304 carries no policy: the browser keeps the one that came with
// the body it holds.
//
// Next.js gives every page it sends whole (prerendered or rendered again, not
// streamed) an ETag made from the HTML itself (a 52-bit FNV-1a hash and the
// length, generateETag in next/dist/server/lib/etag.js). The hashes of a body
// already seen are kept by that ETag (HASHES_KEPT, least recently used
// dropped): such a response is passed on as it comes, policy set, neither held
// nor decompressed nor hashed again. A page rendered again has another body,
// so another ETag, and is hashed on its first answer; a response without an
// ETag is hashed every time.
import http from "node:http";
import zlib from "node:zlib";
import { inlineScriptHashes } from "../../src/csp.ts";

const ACTIVE = Symbol.for("savannah-crest.csp-at-send");
/** Bodies whose hashes are kept: far more than the site's pages (a few dozen), a few hundred KB at most. */
export const HASHES_KEPT = 256;
/** ETag → the policy it came with and the policy sent, most recently used last. */
const byEtag = new Map();

/** The policy to send for a body of this ETag, when its hashes are known; marks it recently used. */
function keptPolicy(etag, policy) {
  const kept = byEtag.get(etag);
  if (!kept) return null;
  byEtag.delete(etag);
  byEtag.set(etag, kept);
  return kept.received === policy ? kept.sent : withScriptHashes(policy, kept.hashes);
}

function keep(etag, received, hashes, sent) {
  byEtag.delete(etag);
  byEtag.set(etag, { received, hashes, sent });
  if (byEtag.size > HASHES_KEPT) byEtag.delete(byEtag.keys().next().value);
}

/** The policy with script-src's hashes replaced by `hashes`; a nonce or unsafe-inline policy unchanged. */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(";")
    .map((directive) => {
      const words = directive.trim().split(/\s+/);
      if (words[0] !== "script-src" || words.some((w) => w.startsWith("'nonce-") || w === "'unsafe-inline'")) return directive.trim();
      return ["script-src", ...words.slice(1).filter((w) => !w.startsWith("'sha256-")), ...hashes.map((h) => `'${h}'`)].join(" ");
    })
    .join("; ");
}

function decoded(body, encoding) {
  if (encoding === "gzip") return zlib.gunzipSync(body);
  if (encoding === "br") return zlib.brotliDecompressSync(body);
  if (encoding === "deflate") return zlib.inflateSync(body);
  return body;
}

function shouldHold(response, statusCode) {
  if (statusCode === 304 || statusCode === 204) return false;
  const type = String(response.getHeader("content-type") ?? "");
  const policy = String(response.getHeader("content-security-policy") ?? "");
  return (
    type.startsWith("text/html") &&
    policy.includes("script-src") &&
    !/'nonce-|'unsafe-inline'/.test(policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "")
  );
}

/** Wraps one response (before Next.js and its compression wrap it, so this layer sees the bytes last). */
export function hashAtSend(request, response) {
  if (request.method !== "GET") return;
  const { writeHead, write, end, flushHeaders } = response;
  let held = null; // { statusCode, chunks }
  let decided = false;

  /** Once, before the headers go out: a 304 loses its policy; a body seen before gets its kept policy; any other hashed page is held. */
  function decide(statusCode) {
    decided = true;
    if (statusCode === 304) response.removeHeader("content-security-policy");
    if (!shouldHold(response, statusCode)) return;
    const etag = response.getHeader("etag");
    const policy = etag ? keptPolicy(String(etag), String(response.getHeader("content-security-policy"))) : null;
    if (policy) response.setHeader("content-security-policy", policy);
    else held = { statusCode, chunks: [] };
  }

  response.writeHead = function heldWriteHead(statusCode, ...rest) {
    if (held) return this;
    if (!decided) {
      const headers = rest.find((r) => r && typeof r === "object");
      if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
      decide(statusCode);
      if (held) return this;
      const reason = rest.find((r) => typeof r === "string");
      return reason ? writeHead.call(this, statusCode, reason) : writeHead.call(this, statusCode);
    }
    return writeHead.call(this, statusCode, ...rest);
  };
  response.flushHeaders = function heldFlushHeaders() {
    if (!held) return flushHeaders.call(this);
  };
  // Written without writeHead: decided here, and Node.js then sends its implicit headers (a whole body's length included).
  response.write = function heldWrite(chunk, encoding, callback) {
    if (!decided && !this.headersSent) decide(this.statusCode);
    if (!held) return write.call(this, chunk, encoding, callback);
    if (chunk != null)
      held.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    const done = typeof encoding === "function" ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  response.end = function heldEnd(chunk, encoding, callback) {
    if (typeof chunk === "function") [chunk, callback] = [undefined, chunk];
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (!decided && !this.headersSent) decide(this.statusCode);
    if (!held) return end.call(this, chunk, encoding, callback);
    if (chunk != null) held.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding ?? "utf8"));
    const body = Buffer.concat(held.chunks);
    try {
      const html = decoded(body, String(this.getHeader("content-encoding") ?? "")).toString("utf8");
      const received = String(this.getHeader("content-security-policy"));
      const hashes = inlineScriptHashes(html);
      const sent = withScriptHashes(received, hashes);
      this.setHeader("content-security-policy", sent);
      const etag = this.getHeader("etag");
      if (etag) keep(String(etag), received, hashes, sent);
    } catch (error) {
      console.error(`[csp] could not hash ${request.url}: ${error.message}`);
    }
    if (!this.getHeader("transfer-encoding")) this.setHeader("content-length", body.length);
    writeHead.call(this, held.statusCode);
    held = null;
    return end.call(this, body, callback);
  };
}

if (!globalThis[ACTIVE]) {
  globalThis[ACTIVE] = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function cspEmit(event, request, response, ...rest) {
    if (event === "request" && response && !request.url?.startsWith("/_next/")) hashAtSend(request, response);
    return emit.call(this, event, request, response, ...rest);
  };
}
