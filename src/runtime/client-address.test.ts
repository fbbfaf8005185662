import { describe, expect, it } from "vitest";
import { isTrustedProxy, resolveClientAddress, trustedHops, trustedProxies } from "./client-address.ts";

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
  it("believes only the proxies of TRUSTED_PROXIES: by default this machine's 127.0.0.1 and ::1 (decision 131)", () => {
    const loopback = trustedProxies(undefined);
    expect(["127.0.0.1", "::ffff:127.0.0.1", "::1"].map((address) => isTrustedProxy(loopback, address))).toEqual([true, true, true]);
    expect(["127.0.0.2", "192.0.2.2", "::2", "", undefined].map((address) => isTrustedProxy(loopback, address))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    const named = trustedProxies("10.0.0.4, 192.0.2.0/24 2001:db8::/32");
    expect(["10.0.0.4", "192.0.2.77", "2001:db8::9", "127.0.0.1", "10.0.0.5"].map((address) => isTrustedProxy(named, address))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    for (const bad of ["nginx.local", "10.0.0.0/33", "10.0.0.1/x"]) expect(() => trustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
  });
});
