import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Small rules written once, so that a fix reaches every use: whether the site runs on HTTPS (its
 * cookies' Secure flag), absolute URLs on the site, mailto: and tel: links, HTML and XML escaping, the brand's colours outside CSS, and the back office's pager.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield relative(ROOT, join(ROOT, path));
  }
}
const containing = (dir: string, pattern: RegExp) => [...files(dir)].filter((file) => pattern.test(readFileSync(join(ROOT, file), "utf8")));

describe("one helper for each small rule", () => {
  it("SITE_URL's https: check is siteIsHttps (src/server/http/site-url.ts)", () => {
    expect(containing("src", /protocol\s*===\s*["']https:["']/)).toEqual(["src/server/http/site-url.ts"]);
  });

  it("a path is made an absolute URL of the site by absoluteUrl (src/lib/site-url.ts): feed, sitemap, structured data, e-mails' links", () => {
    expect(containing("src", /new URL\([^,()]+,\s*(?:siteUrl|base)\b/)).toEqual(["src/lib/site-url.ts"]);
  });

  it("mailto: and tel: links are made by mailtoHref and telHref (content/constants.ts)", () => {
    expect(containing("src", /[`"']mailto:|[`"']tel:/)).toEqual([]);
  });

  it("HTML and XML are escaped by one function (src/lib/escape.ts): mails, hand-written pages, JobPosting, RSS, sitemap", () => {
    expect(containing("src", /["']&amp;["']/)).toEqual(["src/lib/escape.ts"]);
  });

  it("the brand's colours, where CSS does not reach, come from one palette (src/lib/brand-colours.ts)", () => {
    const BRAND_HEX = /#(?:0e3b2e|14503f|c9a227|7d5e0e|f6f1e7|15191e|4a525c|a4462b)\b/i;
    expect(containing("src", BRAND_HEX)).toEqual(["src/lib/brand-colours.ts"]);
  });

  it("the back office's paged lists share one pager (the kit's, src/admin/pager.tsx)", () => {
    expect([...containing("src/app/admin", /aria-current="page"/), ...containing("src/admin", /aria-current="page"/)]).toEqual([
      "src/admin/pager.tsx",
    ]);
  });
});
