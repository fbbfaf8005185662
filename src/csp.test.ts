import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildCsp, hashesForPath, inlineScriptHashes, routeOfHtmlFile } from "./csp";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("buildCsp", () => {
  it("is strict in production: hashes only, never unsafe-inline or unsafe-eval in script-src", () => {
    const csp = buildCsp({ scriptHashes: ["sha256-abc="] });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc='");
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
  });
  it("relaxes script-src in development only", () => {
    expect(buildCsp({ dev: true })).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline executable scripts, skipping external scripts and JSON-LD data blocks", () => {
    const html = `<script src="/a.js" async=""></script><script>self.__next_f.push([0])</script>
      <script type="application/ld+json">{"@type":"Organization"}</script><script id="_R_">boot()</script>
      <script>self.__next_f.push([0])</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("self.__next_f.push([0])"), sha("boot()")]);
  });
});

describe("routes", () => {
  it("maps prerendered files to paths", () => {
    expect(routeOfHtmlFile("index.html")).toBe("/");
    expect(routeOfHtmlFile("news/identifying-high-value-properties.html")).toBe("/news/identifying-high-value-properties");
  });
  it("finds a path's hashes, ignoring a trailing slash, else the 404 page's", () => {
    const manifest = { version: 1 as const, routes: { "/": ["h-home"], "/newsinsights": ["h-news"] }, fallback: ["h-404"] };
    expect(hashesForPath(manifest, "/")).toEqual(["h-home"]);
    expect(hashesForPath(manifest, "/newsinsights/")).toEqual(["h-news"]);
    expect(hashesForPath(manifest, "/nope")).toEqual(["h-404"]);
  });
});
