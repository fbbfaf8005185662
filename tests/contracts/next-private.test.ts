// What the runtime relies on beyond Next.js's public API (docs/ARCHITECTURE.md, "What we rely on
// beyond the public API"), one test per item, against the installed Next.js and the build the suite
// has just made. An upgrade that changes one of them fails here, naming it, before any page test
// meets the symptom.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { cspManifestFromDist } from "@/csp";
import { loadRouteMatcher } from "@/runtime/metrics";
import { loadActionManifest, postedActionIds, repointStalePost, scannedActionIds } from "@/runtime/stale-action";

const distDir = process.env.CONTRACT_DIST_DIR || ".next-test";
const built = (...parts: string[]) => join(distDir, ...parts);
// Next.js's own constants, read where Next.js keeps them: the contract is that they are still these.
const nextModule = createRequire(join(process.cwd(), "package.json"));
const nextInternal = (path: string) => nextModule(`next/dist/${path}`) as Record<string, unknown>;

const prerendered = (page: string) => readFileSync(built("server", "app", `${page}.html`), "utf8");
const unescaped = (value: string) => value.replaceAll("&quot;", '"').replaceAll("&amp;", "&");

/** The hidden fields React renders into a page's form (what a browser without JavaScript posts back). */
function hiddenFields(html: string): [string, string][] {
  return [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map(([, name, value = ""]) => [
    unescaped(name!),
    unescaped(value),
  ]);
}

describe("what the runtime relies on beyond Next.js's public API", () => {
  test("there is a build to check", () => {
    expect(existsSync(built("BUILD_ID")), `no build in ${distDir}: run the suite (it builds first) or set CONTRACT_DIST_DIR`).toBe(true);
  });

  test("cache handler: a page's tags travel in its value's x-next-cache-tags header, and pages and route handlers are APP_PAGE and APP_ROUTE", () => {
    const { NEXT_CACHE_TAGS_HEADER } = nextInternal("lib/constants.js");
    const { CachedRouteKind } = nextInternal("server/response-cache/types.js") as { CachedRouteKind: Record<string, string> };
    expect(NEXT_CACHE_TAGS_HEADER, "src/runtime/cache-handler.ts reads TAGS_HEADER: Next.js renamed it").toBe("x-next-cache-tags");
    expect(CachedRouteKind.APP_PAGE, "cache-handler.ts's isNotFound and isRefusal read value.kind").toBe("APP_PAGE");
    expect(CachedRouteKind.APP_ROUTE).toBe("APP_ROUTE");
    // A published collection's page carries the collection's tag there (decision 126).
    const meta = JSON.parse(readFileSync(built("server", "app", "careers.meta"), "utf8")) as { headers?: Record<string, string> };
    expect(meta.headers?.["x-next-cache-tags"]?.split(","), "/careers's render names its tags in that header").toContain(
      "collection:positions",
    );
  });

  test("stale forms: a form without JavaScript posts React's action fields, whose ids the build's server-reference-manifest maps to a page", () => {
    const { ACTION_HEADER } = nextInternal("client/components/app-router-headers.js");
    expect(ACTION_HEADER, "src/runtime/action-body.ts and stale-action.ts read the next-action header").toBe("next-action");
    const actions = loadActionManifest(distDir);
    expect(
      actions,
      "server/server-reference-manifest.json (its `node` map) is where stale-action.ts finds the build's actions",
    ).not.toBeNull();
    const fields = hiddenFields(prerendered("contact-form"));
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    form.append("message", "Hello");
    const ids = postedActionIds(form);
    expect(ids.length, "the contact form names its action in $ACTION_ID_… or $ACTION_REF_n with $ACTION_n:0").toBe(1);
    expect(Object.keys(actions!), "the posted id is this build's").toContain(ids[0]);
    expect(actions![ids[0]!]!.filename).toBe("src/forms/contact/actions.ts");
    // The same post from an older build's page is pointed at this build's action of that page.
    const stale = new FormData();
    for (const [name, value] of form) stale.append(name, typeof value === "string" ? value.replaceAll(ids[0]!, "00".repeat(21)) : value);
    const repointed = repointStalePost("/contact-form", stale, actions!);
    expect(
      repointed && postedActionIds(repointed),
      "the manifest's workers (app/(site)/contact-form/page) find the page's one form action",
    ).toEqual(ids);
    // The raw bytes are read the same way without parsing (most posts).
    const body = Buffer.from(
      fields.map(([name, value]) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("") + "--b--\r\n",
    );
    expect(scannedActionIds(body)).toEqual(ids);
  });

  test("CSP: the prerendered pages are HTML files under server/app, whose inline scripts the build hashes", () => {
    const manifest = cspManifestFromDist(distDir);
    for (const route of ["/", "/careers", "/contact-form", "/whistleblow"]) {
      expect(manifest.routes[route]?.length, `${route}: no server/app/….html, or no inline script in it`).toBeGreaterThan(0);
    }
    expect(manifest.fallback.length, "the 404 page (_not-found.html) has its hashes").toBeGreaterThan(0);
  });

  test("metrics: routes-manifest.json names the static routes and each dynamic route's page and pattern", () => {
    const route = loadRouteMatcher(distDir);
    expect(route("/")).toBe("/");
    expect(route("/careers")).toBe("/careers");
    expect(route("/news/any-story")).toBe("/news/[slug]");
    expect(route("/admin/careers/treasury-analyst")).toBe("/admin/careers/[key]");
    expect(route("/no/such/route/at/all")).toBe("other");
  });

  test("traces and the heartbeat: the build's id is in BUILD_ID", () => {
    expect(readFileSync(built("BUILD_ID"), "utf8").trim()).toMatch(/^\S{6,}$/);
  });
});
