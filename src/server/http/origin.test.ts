import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetServerEnv } from "@/env";
import { isSameOrigin } from "./origin";

function post(url: string, headers: Record<string, string>) {
  return new Request(url, { method: "POST", headers });
}

describe("isSameOrigin", () => {
  const saved = process.env.SITE_URL;
  beforeEach(() => {
    process.env.SITE_URL = "https://www.savannahcrest.example";
    resetServerEnv();
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
    resetServerEnv();
  });

  it("accepts a POST whose Origin is the request's own host", () => {
    expect(isSameOrigin(post("http://127.0.0.1:3107/api/send-email", { origin: "http://127.0.0.1:3107" }))).toBe(true);
  });

  it("accepts a POST whose Origin is SITE_URL, even when the server sees an internal URL", () => {
    expect(isSameOrigin(post("http://10.0.0.5:3000/api/send-email", { origin: "https://www.savannahcrest.example" }))).toBe(true);
  });

  it("accepts the Host the browser used behind a proxy", () => {
    const request = post("http://10.0.0.5:3000/api/send-email", {
      origin: "https://preview.savannahcrest.example",
      host: "preview.savannahcrest.example",
      "x-forwarded-proto": "https",
    });
    expect(isSameOrigin(request)).toBe(true);
  });

  it("refuses a POST from another site", () => {
    expect(isSameOrigin(post("http://127.0.0.1:3107/api/send-email", { origin: "https://evil.example" }))).toBe(false);
  });

  it("refuses another port or scheme of the same host name", () => {
    expect(isSameOrigin(post("http://127.0.0.1:3107/api/x", { origin: "http://127.0.0.1:4000" }))).toBe(false);
    expect(isSameOrigin(post("https://www.savannahcrest.example/api/x", { origin: "http://www.savannahcrest.example" }))).toBe(false);
  });

  it("falls back to Referer when Origin is absent", () => {
    expect(isSameOrigin(post("http://127.0.0.1:3107/api/x", { referer: "http://127.0.0.1:3107/commodities" }))).toBe(true);
    expect(isSameOrigin(post("http://127.0.0.1:3107/api/x", { referer: "https://evil.example/page" }))).toBe(false);
  });

  it("refuses a POST with neither Origin nor Referer, and an opaque Origin", () => {
    expect(isSameOrigin(post("http://127.0.0.1:3107/api/x", {}))).toBe(false);
    expect(isSameOrigin(post("http://127.0.0.1:3107/api/x", { origin: "null" }))).toBe(false);
  });

  it("lets safe methods through", () => {
    expect(isSameOrigin(new Request("http://127.0.0.1:3107/api/x", { method: "GET" }))).toBe(true);
  });
});
