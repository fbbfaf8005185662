import { describe, expect, it } from "vitest";
import { CACHE_POLICY, cachedResponse, etagOf } from "./http-cache";

describe("cachedResponse", () => {
  it("sends the body with its type, cache policy and an ETag that follows the bytes", async () => {
    const response = cachedResponse("<rss/>", { contentType: "application/rss+xml", cacheControl: CACHE_POLICY.feed });
    expect(response.headers.get("content-type")).toBe("application/rss+xml");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=3600\b/);
    expect(response.headers.get("etag")).toBe(etagOf("<rss/>"));
    expect(await response.text()).toBe("<rss/>");
  });

  it("gives the same bytes the same strong ETag, and other bytes another", () => {
    expect(etagOf("a")).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(etagOf(new TextEncoder().encode("a"))).toBe(etagOf("a"));
    expect(etagOf("b")).not.toBe(etagOf("a"));
  });
});
