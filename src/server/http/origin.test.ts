import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetServerEnv } from "@/env";
import { isSameOrigin } from "./origin";

const post = (headers: Record<string, string>) => new Request("http://127.0.0.1:3000/api/send-email", { method: "POST", headers });

describe("isSameOrigin", () => {
  const saved = process.env.SITE_URL;
  beforeEach(() => {
    process.env.SITE_URL = "https://www.savannahcrest.example";
    resetServerEnv();
  });
  afterEach(() => {
    process.env.SITE_URL = saved;
    resetServerEnv();
  });

  it("accepts an Origin equal to the Host", () => {
    expect(isSameOrigin(post({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }))).toBe(true);
  });
  it("accepts an Origin equal to SITE_URL", () => {
    expect(isSameOrigin(post({ host: "10.0.0.5:3000", origin: "https://www.savannahcrest.example" }))).toBe(true);
  });
  it("falls back to the Referer when Origin is absent", () => {
    expect(isSameOrigin(post({ host: "127.0.0.1:3000", referer: "http://127.0.0.1:3000/commodities" }))).toBe(true);
    expect(isSameOrigin(post({ host: "127.0.0.1:3000", referer: "https://evil.example/page" }))).toBe(false);
  });
  it("rejects another origin", () => {
    expect(isSameOrigin(post({ host: "127.0.0.1:3000", origin: "https://evil.example" }))).toBe(false);
  });
  it("rejects a request with neither Origin nor Referer", () => {
    expect(isSameOrigin(post({ host: "127.0.0.1:3000" }))).toBe(false);
  });
  it("rejects a malformed Origin", () => {
    expect(isSameOrigin(post({ host: "127.0.0.1:3000", origin: "null" }))).toBe(false);
  });
});
