import { existsSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { E2E_PORT } from "./routes";
import { staffPage } from "./staff-helpers";

/**
 * No 500 from hostile input (issue 47): every page, route handler and server action of the build the suite
 * serves, none listed by hand (the build's app-paths-manifest.json and server-reference-manifest.json), is
 * posted malformed bodies as a visitor who is not signed in, and answers each with anything but a 5xx. Then the
 * review's own cases, one by one, and an absolute-form request line, which must never send the visitor to
 * another host.
 */
const DIST_DIR = process.env.TEST_DIST_DIR || ".next-test";
const BASE = `http://127.0.0.1:${E2E_PORT}`;

/** A value for each dynamic segment: one that exists where it matters (better-auth's sign-in), else a made-up one. */
const PARAMETERS: Record<string, string> = { all: "sign-in/email", kind: "contact", folder: "news", file: "x.webp" };

/**
 * The build's pages and route handlers as paths ("/(site)/news/[slug]/page" → "/news/x"), and whether each answers
 * GET (a page, a metadata route, or a route handler whose source exports GET).
 */
function builtPaths(): { path: string; get: boolean }[] {
  const manifest = JSON.parse(readFileSync(join(DIST_DIR, "server/app-paths-manifest.json"), "utf8")) as Record<string, string>;
  const found = new Map<string, boolean>();
  for (const entry of Object.keys(manifest).filter((name) => !name.startsWith("/_"))) {
    const path =
      entry
        .replace(/\/(page|route)$/, "")
        .replace(/\/\([^)]*\)/g, "")
        .replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => PARAMETERS[name] ?? "x") || "/";
    const source = join("src/app", `${entry}.ts`);
    found.set(path, !existsSync(source) || /export\s+(?:async\s+function|const|function)\s+GET\b/.test(readFileSync(source, "utf8")));
  }
  return [...found].map(([path, get]) => ({ path, get }));
}

/** The build's server actions, each with a page it is on. */
function builtActions(): { id: string; name: string; page: string }[] {
  const manifest = JSON.parse(readFileSync(join(DIST_DIR, "server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName: string; filename: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).map(([id, action]) => {
    const worker = Object.keys(action.workers).find((name) => name.endsWith("/page"))!;
    const page = worker
      .replace(/^app/, "")
      .replace(/\/page$/, "")
      .replace(/\/\([^)]*\)/g, "")
      .replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => PARAMETERS[name] ?? "x");
    return { id, name: `${action.filename}#${action.exportedName}`, page: page || "/" };
  });
}

type Body = { label: string; type: string; data: string | Buffer };
const BOUNDARY = "----hostile";
const multipart = (parts: [string, string][], end = true) =>
  parts.map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("") +
  (end ? `--${BOUNDARY}--\r\n` : "");
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** Malformed bodies, for any path. */
const BODIES: Body[] = [
  { label: "multipart without a boundary", type: "multipart/form-data", data: multipart([["name", "x"]]) },
  { label: "broken multipart", type: MULTIPART, data: multipart([["name", "x"]], false).slice(0, -6) },
  { label: "wrong content type", type: "application/xml", data: "<name>x</name>" },
  { label: "broken JSON", type: "application/json", data: '{"name": "x", "message": ' },
  { label: "lone surrogates", type: "application/json", data: '{"name":"\\ud800","message":"\\udfff x","\\ud800":1}' },
  { label: "NUL", type: "application/x-www-form-urlencoded", data: "name=a%00b&message=%00&%00=1" },
  { label: "__proto__", type: "application/json", data: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"toString":1}' },
  { label: "huge numbers", type: "application/json", data: '{"id":1e309,"fillMs":-1e309,"revision":123456789012345678901234567890}' },
  {
    label: "multipart of every kind",
    type: MULTIPART,
    data: multipart([
      ["id", "1e309"],
      ["__proto__", "x"],
      ["name", "a\u0000b"],
      ["message", "\ud800"],
    ]),
  },
];

/** What a server action is sent besides BODIES: an argument list React never makes. */
const ACTION_BODIES: Body[] = [
  ...BODIES,
  { label: "text", type: "text/plain;charset=UTF-8", data: "hello" },
  { label: "JSON object", type: "text/plain;charset=UTF-8", data: '{"a":1}' },
  { label: "no arguments", type: "text/plain;charset=UTF-8", data: "[]" },
  { label: "huge number argument", type: "text/plain;charset=UTF-8", data: "[1e309, 1e309]" },
  { label: "__proto__ arguments", type: "text/plain;charset=UTF-8", data: '[{"__proto__":{"x":1}},"__proto__"]' },
  {
    label: "form fields",
    type: MULTIPART,
    data: multipart([
      ["_1_id", "1e309"],
      ["_1___proto__", "\ud800"],
      ["0", '[{},"$K1"]'],
    ]),
  },
];

let visitor = 0;
/** Posts each body; the paths whose answer was a 5xx, with the body that made it. */
async function fiveHundreds(request: APIRequestContext, path: string, bodies: Body[], headers: Record<string, string> = {}) {
  const found: string[] = [];
  for (const { label, type, data } of bodies) {
    visitor += 1;
    const response = await request.fetch(path, {
      method: "POST",
      headers: {
        "Content-Type": type,
        Origin: BASE,
        // Each post a visitor of its own (the suite's server stands in for one proxy): no rate limit answers first.
        "X-Forwarded-For": `198.18.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`,
        // A connection per request: one kept idle could be closed by the server (5 s) just as it is reused.
        Connection: "close",
        ...headers,
      },
      data: typeof data === "string" ? Buffer.from(data, "utf8") : data,
      maxRedirects: 0,
    });
    if (response.status() >= 500)
      found.push(`${path} ${headers["Next-Action"] ? `(${headers["Next-Action"]}) ` : ""}${label}: ${response.status()}`);
  }
  return found;
}

test.describe("no 500 from hostile input (issue 47)", () => {
  test("every page and route handler of the build answers malformed posts with less than 500, and its GET is unharmed", async ({
    request,
  }) => {
    const built = builtPaths();
    expect(built.length).toBeGreaterThan(60);
    expect(built.map(({ path }) => path)).toContain("/api/send-email");
    const found = (await Promise.all(built.map(({ path }) => fiveHundreds(request, path, BODIES)))).flat();
    expect(found).toEqual([]);
    // A refused post is not kept as the path's answer (a POST before the first GET made /og/home a 405 for good).
    const gets = await Promise.all(
      built
        .filter(({ get }) => get)
        .map(
          async ({ path }) =>
            [
              path,
              await request.get(path, { maxRedirects: 0, headers: { Connection: "close" } }).then(
                (r) => r.status(),
                (e: Error) => e.message,
              ),
            ] as const,
        ),
    );
    expect(gets.filter(([, status]) => typeof status !== "number" || status === 405 || status >= 500)).toEqual([]);
  });

  test("every server action of the build answers malformed bodies with less than 500", async ({ request }) => {
    const actions = builtActions();
    expect(actions.length).toBeGreaterThan(30);
    const found = (
      await Promise.all(actions.map(({ id, page }) => fiveHundreds(request, page, ACTION_BODIES, { "Next-Action": id })))
    ).flat();
    expect(found).toEqual([]);
  });

  test("the review's cases answer 4xx", async ({ request }) => {
    const surrogate = await request.post("/api/send-email", {
      headers: { "Content-Type": "application/json", Origin: BASE, "X-Forwarded-For": "198.18.251.1" },
      data: Buffer.from('{"subject":"E-commerce Inquiry","message":"Type: Buy \\ud800","fillMs":5000}'),
    });
    expect(surrogate.status()).toBe(400);
    const noBoundary = await request.post("/contact-form", {
      headers: { "Content-Type": "multipart/form-data", Origin: BASE },
      data: Buffer.from("name=x"),
    });
    expect(noBoundary.status()).toBe(400);
    const contact = builtActions().find((action) => action.name.endsWith("#submitContact"))!;
    for (const [type, data] of [
      ["text/plain", "hello"],
      ["application/json", '{"name":"x"}'],
      [MULTIPART, multipart([["0", "["]], false)],
    ]) {
      const response = await request.post("/contact-form", {
        headers: { "Content-Type": type!, Origin: BASE, "Next-Action": contact.id },
        data: Buffer.from(data!),
      });
      expect(response.status(), type).toBe(400);
    }
    for (const url of ["/admin", "/api/send-email", "/media/../admin"]) {
      const image = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
      expect(image.status(), url).toBe(400);
    }
    // The site's own pictures still go through the optimiser.
    expect((await request.get(`/_next/image?url=${encodeURIComponent("/media/news/news-01.webp")}&w=64&q=75`)).status()).toBe(200);
  });

  test("saveCampaign with id=1e309, or any id no campaign can have, answers with the form's message, not a 500", async ({ browser }) => {
    const page = await staffPage(browser, "hostile.marketing", ["marketing"]);
    const save = builtActions().find((action) => action.name.endsWith("#saveCampaign"))!;
    for (const id of ["1e309", "-1", "0x10", "99999999999999999999"]) {
      // As React sends it: the form's fields first, then the arguments that reference them.
      const multipart = new FormData();
      for (const [name, value] of [
        ["_1_id", id],
        ["_1_subject", "Hostile"],
        ["_1_body", "Text"],
        ["0", '[{},"$K1"]'],
      ] as const)
        multipart.append(name, value);
      const response = await page.request.post("/admin/newsletter/new", {
        headers: { Origin: BASE, "Next-Action": save.id },
        multipart,
        maxRedirects: 0,
      });
      expect(response.status(), id).toBeLessThan(500);
      expect(await response.text(), id).toContain("it can no longer be changed");
    }
    await page.context().close();
  });
});

/** One request line and Host, sent as is on a raw socket; the answer's status line and Location. */
function rawRequest(target: string, host: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E_PORT, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const head = answer.split("\r\n\r\n")[0]!;
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), location: /^location: (.*)$/im.exec(head)?.[1] });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  });
}

test.describe("no redirect to another host (issue 47)", () => {
  test("a request line in absolute form for another host gets 400 and no Location; for the site's own host it is served", async () => {
    for (const target of ["http://evil.example/news", "http://evil.example/", "https://evil.example/%63ontact-form"]) {
      const answer = await rawRequest(target, `127.0.0.1:${E2E_PORT}`);
      expect(answer, target).toEqual({ status: 400, location: undefined });
    }
    expect(await rawRequest(`http://127.0.0.1:${E2E_PORT}/news`, `127.0.0.1:${E2E_PORT}`)).toEqual({ status: 200, location: undefined });
  });
});
