import { describe, expect, it } from "vitest";
import { PAGE_POST_LIMIT_BYTES, UPLOAD_POST_LIMIT_BYTES } from "../lib/runtime-contract.ts";
import { guardRequest, toOriginForm } from "./request-guard.ts";

const get = (url: string) => guardRequest({ method: "GET", url, headers: {} });
const post = (url: string, headers: Record<string, string>) => guardRequest({ method: "POST", url, headers });

describe("the request guard in front of Next.js", () => {
  it("lets ordinary requests through", () => {
    expect(get("/")).toBeNull();
    expect(get("/news/some-story?page=2&q=%ZZ")).toBeNull();
    expect(get("/search?q=caf%C3%A9")).toBeNull();
    expect(get("/caf%C3%A9")).toBeNull();
    expect(post("/contact-form", { "content-length": String(PAGE_POST_LIMIT_BYTES) })).toBeNull();
    expect(post("/api/send-email", { "transfer-encoding": "chunked" })).toBeNull();
  });

  it("answers TRACE, TRACK and CONNECT with 405", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT"]) {
      expect(guardRequest({ method, url: "/", headers: {} })).toEqual({ status: 405, headers: { Allow: "GET, HEAD, POST" } });
    }
  });

  it("answers malformed percent-encoding in the path with 400", () => {
    for (const url of ["/%ZZ", "/contact-form%", "/%C3%28", "/news/%E0%A4%A"]) expect(get(url)?.status, url).toBe(400);
  });

  it("answers a NUL or bytes that are not UTF-8 in the path or the query with 400 (issue 41); a lone % in the query is itself", () => {
    for (const url of [
      "/media/uploads/news/%00.webp",
      "/files/uploads/a%00.pdf",
      "/admin/audit?action=%00",
      "/search?q=%ED%A0%80",
      "/x?%00=1",
    ])
      expect(get(url)?.status, url).toBe(400);
    expect(get("/search?q=50%")).toBeNull();
    expect(get("/search?q=%F0%9F%98%80")).toBeNull();
  });

  it("redirects a path that percent-encodes plain characters to its plain spelling", () => {
    expect(get("/%63ontact-form")).toEqual({ status: 308, headers: { Location: "/contact-form" } });
    expect(get("/news/%41bout%2d%7Eus?x=%63")).toEqual({ status: 308, headers: { Location: "/news/About-~us?x=%63" } });
    // Dot segments resolve as a browser would, and a Location never leaves the site.
    expect(get("/%2e%2e/%2E%2E/etc")).toEqual({ status: 308, headers: { Location: "/etc" } });
    expect(get("/%2e%2e//evil.example/%61")).toEqual({ status: 308, headers: { Location: "/evil.example/a" } });
    expect(get("/%2F%2Fevil.example")).toBeNull();
  });

  it("refuses a post to a page over the actions' body limit, or of unstated length, before reading it", () => {
    expect(post("/contact-form", { "content-length": String(PAGE_POST_LIMIT_BYTES + 1) })?.status).toBe(413);
    expect(post("/whistleblow", { "content-length": "10485760" })?.status).toBe(413);
    expect(post("/whistleblow", { "content-length": "1e3" })?.status).toBe(413);
    expect(post("/whistleblow", { "transfer-encoding": "chunked" })?.status).toBe(411);
  });

  it("lets a whistleblower's upload through up to its own limit, and no further", () => {
    const report = "/api/whistleblow/report";
    expect(post(report, { "content-length": String(10 * 1024 * 1024) })).toBeNull();
    expect(post(report, { "content-length": String(UPLOAD_POST_LIMIT_BYTES) })).toBeNull();
    expect(post(report, { "content-length": String(UPLOAD_POST_LIMIT_BYTES + 1) })?.status).toBe(413);
    expect(post(report, { "transfer-encoding": "chunked" })?.status).toBe(411);
    // The page itself keeps the page limit.
    expect(post("/whistleblow/follow-up", { "content-length": String(PAGE_POST_LIMIT_BYTES + 1) })?.status).toBe(413);
  });

  it("serves an absolute-form request line for the request's own host as its path, and refuses any other target (issue 47)", () => {
    const own = { url: "http://www.example.com/news?page=2", headers: { host: "www.example.com" } };
    toOriginForm(own);
    expect(own.url).toBe("/news?page=2");
    for (const url of ["http://evil.example/news", "https://user@www.example.com/news", "*", "news", "http://[bad/"]) {
      const request = { url, headers: { host: "www.example.com" } };
      toOriginForm(request);
      expect(request.url, url).toBe(url);
      expect(get(url)?.status, url).toBe(400);
    }
  });

  it("refuses a multipart post without a boundary, which no one can read (issue 47)", () => {
    for (const path of ["/", "/contact-form", "/api/send-email"]) {
      expect(post(path, { "content-type": "multipart/form-data", "content-length": "3" })?.status, path).toBe(400);
      expect(post(path, { "content-type": "multipart/form-data; charset=utf-8", "content-length": "3" })?.status, path).toBe(400);
      expect(post(path, { "content-type": "multipart/form-data; boundary=----x", "content-length": "3" }), path).toBeNull();
      expect(post(path, { "content-type": 'multipart/form-data; boundary="a b"', "content-length": "3" }), path).toBeNull();
    }
  });
});
