import { createHash } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import { expect, test, visit, waitForLoader } from "./fixtures";
import { DYNAMIC_PAGES } from "@/csp";
import { collectViolations } from "./csp-violations";
import { ROUTES } from "./routes";

/** Directive name → its sources, from a Content-Security-Policy header. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function expectSecurityHeaders(response: APIResponse, path: string, { rendered = false } = {}) {
  const headers = response.headers();
  const csps = response.headersArray().filter((h) => h.name.toLowerCase() === "content-security-policy");
  expect(csps, `${path}: exactly one CSP header`).toHaveLength(1);
  const csp = parseCsp(csps[0]!.value);
  expect(csp.get("default-src"), path).toEqual(["'self'"]);
  expect(csp.get("object-src"), path).toEqual(["'none'"]);
  expect(csp.get("base-uri"), path).toEqual(["'none'"]);
  expect(csp.get("form-action"), path).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
  const scriptSrc = csp.get("script-src") ?? [];
  expect(scriptSrc, path).toContain("'self'");
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  expect(scriptSrc, path).not.toContain("'unsafe-eval'");
  // A page rendered per request (DYNAMIC_PAGES) carries one nonce; a prerendered page only hashes.
  expect(
    scriptSrc.filter((s) => s !== "'self'" && !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(s)),
    path,
  ).toHaveLength(rendered ? 1 : 0);

  expect(headers["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
  expect(headers["x-content-type-options"], path).toBe("nosniff");
  expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
  const permissions = headers["permissions-policy"] ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(permissions, `${path}: Permissions-Policy denies ${feature}`).toMatch(new RegExp(`(^|,\\s*)${feature}=\\(\\)`));
  }
  expect(headers["x-powered-by"], path).toBeUndefined();
  return { csp, scriptSrc };
}

/** sha256 of every inline executable script in an HTML document, computed independently of the app. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

test.describe("security headers", () => {
  for (const route of ROUTES) {
    test(`${route.path}: every header, a CSP allowing exactly its inline scripts, still prerendered`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const rendered = DYNAMIC_PAGES.includes(route.path);
      const { scriptSrc } = expectSecurityHeaders(response, route.path, { rendered });
      expect(response.headers()["referrer-policy"]).toBe(route.path === "/whistleblow" ? "no-referrer" : "strict-origin-when-cross-origin");
      const html = await response.text();
      const inline = inlineScriptHashes(html);
      expect(inline.length).toBeGreaterThan(0);
      if (rendered) {
        const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))!.slice(7, -1);
        for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
          if (/\bsrc=/.test(attributes!) || /application\/ld\+json/.test(attributes!) || !body) continue;
          // Each inline script is allowed by the response's nonce, or by its hash (added as it is sent).
          if (!attributes!.includes(`nonce="${nonce}"`))
            expect(scriptSrc, route.path).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
        }
      } else for (const hash of inline) expect(scriptSrc, `${route.path} allows ${hash}`).toContain(hash);
      // Served from the build's prerendered HTML, not rendered per request (but /search, which answers ?q= on the server).
      if (!rendered) expect(response.headers()["x-nextjs-prerender"], `${route.path} is static`).toBeTruthy();
    });
  }

  test("a form post with Origin: null from another site's frame is refused; the same post from the page itself is not", async ({
    request,
  }) => {
    const form = { natureOfConduct: "Fraud", comments: "A report posted by another site's frame." };
    const foreign = await request.post("/whistleblow", {
      headers: { Origin: "null", "Sec-Fetch-Site": "cross-site" },
      form,
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    const own = await request.post("/whistleblow", { headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" }, form, maxRedirects: 0 });
    expect(own.status()).not.toBe(403);
  });

  test("the page answered to a form posted without JavaScript allows exactly its own inline scripts", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "198.19.9.2" } });
    const page = await context.newPage();
    try {
      await page.goto("/contact-form");
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByLabel("Message").fill("short");
      const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.request().resourceType() === "document");
      await form.getByRole("button", { name: "Send Message" }).click();
      const answer = await answered;
      await expect(page.getByText("Name is required")).toBeVisible();
      const csps = (await answer.headersArray()).filter((h) => h.name.toLowerCase() === "content-security-policy");
      expect(csps).toHaveLength(1);
      const scriptSrc = parseCsp(csps[0]!.value).get("script-src") ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const html = await answer.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attributes = ""]) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes),
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes = "", body = ""] of scripts) {
        const hash = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
        const nonce = /\bnonce="([^"]+)"/.exec(attributes)?.[1];
        const allowed = scriptSrc.includes(hash) || (nonce !== undefined && scriptSrc.includes(`'nonce-${nonce}'`));
        expect(allowed, `script ${body.slice(0, 60)}… is allowed`).toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  test("404 pages, files, images and metadata routes carry the headers too", async ({ request }) => {
    const notFound = await request.get("/no-such-page");
    expect(notFound.status()).toBe(404);
    const { scriptSrc } = expectSecurityHeaders(notFound, "/no-such-page");
    for (const hash of inlineScriptHashes(await notFound.text())) expect(scriptSrc).toContain(hash);

    const home = await (await request.get("/")).text();
    const chunk = /src="(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)"/.exec(home)?.[1]?.replaceAll("&amp;", "&");
    expect(chunk).toBeTruthy();
    for (const path of [chunk!, "/sitemap.xml", "/robots.txt", "/icon.svg", "/opengraph-image", "/og/home"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const { scriptSrc: src } = expectSecurityHeaders(response, path);
      expect(src, `${path}: no inline script allowed`).toEqual(["'self'"]);
    }
  });
});

test.describe("the strict CSP in the browser", () => {
  test("client-side navigations (RSC fetches) keep working under the first page's CSP", async ({ page }) => {
    const violations = await collectViolations(page);
    await visit(page, "/");
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await nav.getByRole("button", { name: "The Firm" }).click();
    await nav.getByRole("link", { name: "Our People" }).click();
    await expect(page).toHaveURL(/\/our-people$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our People" })).toBeVisible();
    expect(documents, "navigations stayed client-side").toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test("every link to the whistleblowing page loads it in full, so its own no-referrer applies to what it then fetches", async ({
    page,
  }) => {
    const searchResult = async () => {
      await page.getByRole("searchbox", { name: "Search the site" }).fill("whistleblowing");
      return page.getByTestId("search-results").locator("a[href='/whistleblow']").first();
    };
    for (const [from, link] of [
      ["/", async () => page.locator("footer").getByRole("link", { name: "Whistleblowing" })],
      ["/the-firm", async () => page.getByRole("main").getByRole("link", { name: "Report a concern" })],
      ["/search", searchResult],
    ] as const) {
      await visit(page, from);
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      const documents: string[] = [];
      const fetched: Promise<[string, string | undefined]>[] = [];
      // Requests from the time the page is in the tab: the previous page may still be fetching its images until then.
      let arrived = false;
      const onNavigated = (frame: import("@playwright/test").Frame) =>
        void (frame === page.mainFrame() && /\/whistleblow$/.test(frame.url()) && (arrived = true));
      const onRequest = (r: import("@playwright/test").Request) => {
        if (r.resourceType() === "document") documents.push(r.url());
        else if (arrived) fetched.push(r.allHeaders().then((headers) => [r.url(), headers["referer"]]));
      };
      page.on("framenavigated", onNavigated);
      page.on("request", onRequest);
      const target = await link();
      await target.click();
      await expect(page).toHaveURL(/\/whistleblow$/);
      await waitForLoader(page);
      await expect(page.getByRole("heading", { level: 1, name: "Whistleblowing" })).toBeVisible();
      expect(documents, `${from}: a full load`).toEqual([expect.stringMatching(/\/whistleblow$/)]);
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), from).toBeUndefined();
      await expect(page.locator('meta[name="referrer"]'), from).toHaveAttribute("content", "no-referrer");
      // What the page fetches (its code, and the prefetch of a link the pointer rests on) names no page in a Referer header.
      const prefetch = page.waitForRequest((r) => new URL(r.url()).pathname === "/privacy-policy");
      await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).hover();
      await prefetch;
      page.off("request", onRequest);
      page.off("framenavigated", onNavigated);
      const referers = await Promise.all(fetched);
      expect(referers.length, from).toBeGreaterThan(0);
      // Empty for the page's own requests (a font names only the stylesheet that asked for it): none names the page.
      expect(
        referers.filter(([, referer]) => referer && new URL(referer).pathname.startsWith("/whistleblow")),
        from,
      ).toEqual([]);
    }
  });
});
