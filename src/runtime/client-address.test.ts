import { describe, expect, it } from "vitest";
import { resolveClientAddress, trustedHops } from "./client-address.ts";

describe("the visitor's address behind trusted proxies", () => {
  it("with no proxy, the connection's own address, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("198.51.100.1, 198.51.100.2", "203.0.113.7", 0)).toBe("203.0.113.7");
    expect(resolveClientAddress(undefined, "203.0.113.7", 0)).toBe("203.0.113.7");
  });
  it("behind n proxies, the entry n places from the right of X-Forwarded-For and the connection", () => {
    // The visitor wrote "1.1.1.1"; the one proxy appended the visitor's real address.
    expect(resolveClientAddress("1.1.1.1, 203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(resolveClientAddress("1.1.1.1, 203.0.113.9, 10.0.0.3", "10.0.0.2", 2)).toBe("203.0.113.9");
    expect(resolveClientAddress(["1.1.1.1", "203.0.113.9"], "10.0.0.2", 1)).toBe("203.0.113.9");
  });
  it("a chain shorter than the proxies gives its leftmost entry", () => {
    expect(resolveClientAddress("", "10.0.0.2", 2)).toBe("10.0.0.2");
    expect(resolveClientAddress("203.0.113.9", "10.0.0.2", 5)).toBe("203.0.113.9");
  });
  it("reads TRUSTED_PROXY_HOPS as a whole number from 0 to 10, else 0", () => {
    expect([undefined, "", "0", "1", "3", "-1", "1.5", "x", "11"].map(trustedHops)).toEqual([0, 0, 0, 1, 3, 0, 0, 0, 0]);
  });
});
