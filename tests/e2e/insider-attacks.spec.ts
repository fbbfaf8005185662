import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { newPage, staffPage } from "./staff-helpers";

/**
 * Issue 41: each finding of the insiders' review, run as the attack against
 * the production build, and its refusal (publishing's own checks are in
 * tests/integration/insider-attacks.test.ts). Nothing here is listed by hand
 * where the build can say it: the route handlers are the build's
 * (app-paths-manifest.json), the server actions too (server-reference-manifest.json).
 */
const DIST_DIR = process.env.TEST_DIST_DIR || ".next-test";
const FILE_POLICY = "default-src 'none'; sandbox";
/** Every role but ethics (whose cases need a key of their own): the account that reaches deepest into the back office. */
const STAFF_ROLES = ["admin", "sales", "residences", "agents", "privacy", "marketing", "investors", "hr"];

/** Hostile texts: a NUL, a lone surrogate, names of built-in properties. */
const NUL = "a\u0000@x";
const PROPERTY_NAMES = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"];

const METHODS = /export\s+(?:async\s+function|const|function)\s+(GET|HEAD|POST|PUT|PATCH|DELETE)\b|export\s*\{([^}]*)\}/g;

/** The build's route handlers: URL pattern ("/media/uploads/[folder]/[file]") and the methods their source exports. */
function routeHandlers(): { pattern: string; methods: string[] }[] {
  const manifest = JSON.parse(readFileSync(join(DIST_DIR, "server/app-paths-manifest.json"), "utf8")) as Record<string, string>;
  return Object.keys(manifest)
    .filter((key) => key.endsWith("/route"))
    .flatMap((key) => {
      const dir = join("src/app", key.replace(/\/route$/, ""));
      // Metadata files made from src/app/icon.tsx and the like are routes too, without a route file: GET only, no input.
      const file = existsSync(dir) && statSync(dir).isDirectory() ? readdirSync(dir).find((name) => /^route\.tsx?$/.test(name)) : undefined;
      if (!file) return [];
      const source = readFileSync(join(dir, file), "utf8");
      const methods = new Set<string>();
      for (const [, direct, list] of source.matchAll(METHODS)) {
        if (direct) methods.add(direct);
        for (const [, name] of (list ?? "").matchAll(/\bas\s+(GET|HEAD|POST|PUT|PATCH|DELETE)\b/g)) methods.add(name!);
      }
      return [{ pattern: key.replace(/\/route$/, "").replace(/\/\([^)]*\)/g, "") || "/", methods: [...methods] }];
    });
}

type Action = { id: string; name: string; page: string };

/** The build's server actions, each with a page it may be posted to (the shortest, dynamic segments as "x"). */
function serverActions(): Action[] {
  const manifest = JSON.parse(readFileSync(join(DIST_DIR, "server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName: string; filename: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).flatMap(([id, action]) => {
    const pages = Object.keys(action.workers)
      .filter((worker) => worker.startsWith("app/") && worker.endsWith("/page"))
      .map((worker) => `/${worker.replace(/^app\//, "").replace(/\/?page$/, "")}`.replace(/\/\([^)]*\)/g, "").replace(/\/$/, "") || "/")
      .sort((a, b) => (a.match(/\[/g)?.length ?? 0) - (b.match(/\[/g)?.length ?? 0) || a.length - b.length);
    return pages.length ? [{ id, name: `${action.filename}#${action.exportedName}`, page: pages[0]!.replace(/\[[^\]]+\]/g, "x") }] : [];
  });
}

/** Every form field name an action or a route handler reads, from the source: `form.get("x")`, `text(form, "x")`, `name="x"`. */
function fieldNames(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(full, "utf8");
        const found = source.matchAll(
          /\((?:form|data|formData)\s*,\s*["`]([\w.-]+)["`]|\.get(?:All)?\(\s*"([\w.-]+)"\)|\bname="([\w.-]+)"/g,
        );
        for (const match of found) names.add((match[1] ?? match[2] ?? match[3])!);
      }
    }
  };
  for (const dir of ["src/app", "src/forms"]) walk(dir);
  return [...names].filter((name) => !/^(content-|x-|sec-|if-|idempotency|cookie|host|origin|referer|robots|viewport|List-)/i.test(name));
}

/** The body React sends for an action's arguments (as tests/e2e/admin-access.spec.ts): none, (formData), or (previousState, formData). */
function actionBody(id: string, fields: Record<string, string>): FormData {
  const used = Number.parseInt(id.slice(0, 2), 16);
  const args = used & 0x20 ? [{}, "$K1"] : used & 0x40 ? ["$K1"] : [];
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append("0", JSON.stringify(args));
  return body;
}

const every = (names: string[], value: string) => Object.fromEntries(names.map((name) => [name, value]));

test.describe("hostile input answers 4xx, never 500", () => {
  test.describe.configure({ timeout: 600_000 });
  let staff: Page;
  let visitor: Page;
  let origin = "";

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    origin = new URL(baseURL!).origin;
    staff = await staffPage(browser, "hostile", STAFF_ROLES);
    visitor = await newPage(browser);
  });
  test.afterAll(async () => {
    await staff?.context().close();
    await visitor?.context().close();
  });

  const who = () => [
    { label: "signed out", request: visitor.request },
    { label: "staff", request: staff.request },
  ];

  test("every route handler of the build, with a NUL, a lone surrogate or a property name in its path, query and body, signed out and signed in", async () => {
    const routes = routeHandlers();
    expect(routes.map((route) => route.pattern)).toEqual(
      expect.arrayContaining(["/media/uploads/[folder]/[file]", "/files/uploads/[file]", "/api/admin/uploads", "/api/auth/[...all]"]),
    );
    const queries = [
      "?kind=toString&folder=__proto__&field=image&name=a&action=%00&q=%00&token=%00",
      "?kind=image&folder=__proto__&field=image",
      "?kind=constructor&field=f&name=a",
      "?kind=pdf&field=__proto__&name=__proto__&q=%ED%A0%80",
    ];
    const bodies: { label: string; data: string | Buffer; type: string }[] = [
      {
        label: "json nul",
        data: JSON.stringify({ email: NUL, password: NUL, token: NUL, receipt: NUL, message: NUL, name: NUL }),
        type: "application/json",
      },
      {
        label: "json lone surrogate",
        data: JSON.stringify({ email: "\ud800@x", token: "\udfff", message: "\ud800" }),
        type: "application/json",
      },
      {
        label: "json property names",
        data: '{"__proto__":{"admin":true},"constructor":"toString","kind":"valueOf","email":"__proto__"}',
        type: "application/json",
      },
      {
        label: "form nul",
        data: `email=a%00%40x&token=%00&receipt=%00&message=%00&kind=toString`,
        type: "application/x-www-form-urlencoded",
      },
    ];
    const png = await sharp({ create: { width: 1600, height: 1100, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .png()
      .toBuffer();
    const failed: string[] = [];
    const check = (label: string, response: APIResponse) => {
      if (response.status() >= 500) failed.push(`${label}: ${response.status()}`);
    };
    for (const route of routes) {
      const hostilePath = route.pattern.replace(/\[\.\.\.[^\]]+\]/g, "sign-in/a%00").replace(/\[[^\]]+\]/g, "a%00");
      const propertyPath = route.pattern.replace(/\[\.\.\.[^\]]+\]/g, "__proto__/constructor").replace(/\[[^\]]+\]/g, "constructor");
      const plainPath = route.pattern.replace(/\[\.\.\.[^\]]+\]/g, "sign-in/email").replace(/\[[^\]]+\]/g, "x");
      for (const { label, request } of who()) {
        for (const method of route.methods) {
          const headers: Record<string, string> = method === "GET" || method === "HEAD" ? {} : { Origin: origin };
          for (const path of [hostilePath, propertyPath, ...queries.map((query) => plainPath + query)]) {
            const name = `${label} ${method} ${path}`;
            if (method === "GET" || method === "HEAD") {
              check(name, await request.fetch(path, { method, maxRedirects: 0 }));
              continue;
            }
            check(
              `${name} (image)`,
              await request.fetch(path, {
                method,
                headers: { ...headers, "Content-Type": "application/octet-stream" },
                data: png,
                maxRedirects: 0,
              }),
            );
            for (const body of bodies)
              check(
                `${name} (${body.label})`,
                await request.fetch(path, { method, headers: { ...headers, "Content-Type": body.type }, data: body.data, maxRedirects: 0 }),
              );
            const form = new FormData();
            for (const field of ["email", "message", "token", "receipt", "kind", "__proto__"]) form.append(field, NUL);
            check(`${name} (multipart nul)`, await request.fetch(path, { method, headers, multipart: form, maxRedirects: 0 }));
          }
        }
      }
    }
    expect(failed).toEqual([]);
  });

  test("every server action of the build, each field a NUL or a property name, signed out and signed in", async () => {
    const actions = serverActions();
    expect(actions.map((action) => action.name)).toEqual(
      expect.arrayContaining(["src/app/admin/news/actions.ts#saveStory", "src/app/admin/sign-in/actions.ts#signInAction"]),
    );
    const names = fieldNames();
    expect(names).toEqual(expect.arrayContaining(["email", "body", "collection", "title"]));
    const failed: string[] = [];
    for (const action of actions) {
      for (const { label, request } of who()) {
        // Signing out would end the staff session the rest of the walk posts with.
        if (label === "staff" && /#signOut/i.test(action.name)) continue;
        for (const value of [NUL, ...PROPERTY_NAMES]) {
          const response = await request.post(action.page, {
            headers: { "Next-Action": action.id, Origin: origin, Accept: "text/x-component" },
            multipart: actionBody(action.id, every(names, value)),
            maxRedirects: 0,
          });
          if (response.status() >= 500)
            failed.push(`${label} ${action.name} at ${action.page} with ${JSON.stringify(value)}: ${response.status()}`);
        }
      }
    }
    expect(failed).toEqual([]);
  });

  test("the reported cases, each refused with 400: a NUL in an upload's path, in a sign-in, in the audit log's filter, in a story", async () => {
    // Without signing in.
    for (const path of ["/media/uploads/news/%00.webp", "/files/uploads/a%00.pdf", "/media/uploads/news/%ED%A0%80.webp"])
      expect((await visitor.request.get(path)).status(), path).toBe(400);
    const actions = serverActions();
    const signIn = actions.find((action) => action.name === "src/app/admin/sign-in/actions.ts#signInAction")!;
    const signingIn = await visitor.request.post("/admin/sign-in", {
      headers: { "Next-Action": signIn.id, Origin: origin, Accept: "text/x-component" },
      multipart: actionBody(signIn.id, { step: "password", email: NUL, password: "a long and memorable passphrase" }),
      maxRedirects: 0,
    });
    expect(signingIn.status()).toBe(400);
    // Signed in.
    expect((await staff.request.get("/admin/audit?action=%00")).status()).toBe(400);
    const saveStory = actions.find((action) => action.name === "src/app/admin/news/actions.ts#saveStory")!;
    const story = await staff.request.post("/admin/news/new", {
      headers: { "Next-Action": saveStory.id, Origin: origin, Accept: "text/x-component" },
      multipart: actionBody(saveStory.id, {
        title: "Kano office",
        key: "kano-office-nul",
        date: "December 1, 2026",
        type: "Press Release",
        kind: "internal",
        image: "/media/news/placeholder.webp",
        body: "Figures\u0000 attached.",
      }),
      maxRedirects: 0,
    });
    expect(story.status()).toBe(400);
  });

  test("upload parameters naming built-in properties: kind=toString and its kin are refused with 400, folder=__proto__ stores nothing", async ({
    baseURL,
  }) => {
    const png = await sharp({ create: { width: 1600, height: 1100, channels: 3, background: { r: 4, g: 5, b: 6 } } })
      .png()
      .toBuffer();
    const post = (request: APIRequestContext, query: string) =>
      request.post(`/api/admin/uploads?${query}`, { data: png, headers: { "Content-Type": "application/octet-stream", Origin: baseURL! } });
    for (const kind of PROPERTY_NAMES) expect((await post(staff.request, `kind=${kind}&field=image&folder=news`)).status(), kind).toBe(400);
    for (const folder of PROPERTY_NAMES) {
      const response = await post(staff.request, `kind=image&field=image&folder=${folder}`);
      expect(response.status(), folder).toBe(400);
    }
    expect((await visitor.request.get("/media/uploads/__proto__/x.webp")).status()).toBe(404);
  });
});

test.describe("files keep their own policy, as the browser receives it", () => {
  test("an uploaded picture, opened by its editor and, once public, by anyone: default-src 'none'; sandbox and nosniff", async ({
    browser,
    baseURL,
  }) => {
    const editor = await staffPage(browser, "policy.marketing", ["marketing"]);
    const png = await sharp({ create: { width: 1600, height: 1100, channels: 3, background: { r: 7, g: 8, b: 9 } } })
      .png()
      .toBuffer();
    const uploaded = await editor.request.post("/api/admin/uploads?kind=image&field=image&folder=news", {
      data: png,
      headers: { "Content-Type": "application/octet-stream", Origin: baseURL! },
    });
    expect(uploaded.status()).toBe(200);
    const { path } = (await uploaded.json()) as { path: string };
    // Opened in the browser's own tab, as a document.
    const opened = await editor.goto(path);
    expect(opened?.status()).toBe(200);
    const policies = (await opened!.headersArray()).filter((h) => h.name.toLowerCase() === "content-security-policy").map((h) => h.value);
    expect(policies).toEqual([FILE_POLICY]);
    expect(opened!.headers()["x-content-type-options"]).toBe("nosniff");
    // Still shown: the picture is the document itself.
    expect(await editor.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Not yet public: anyone else is told it does not exist, under the same policy.
    const outsider = await newPage(browser);
    const unknown = await outsider.request.get(path);
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()["content-security-policy"]).toBe(FILE_POLICY);
    await outsider.context().close();
    await editor.context().close();
  });

  test("an investor relations PDF and workbook: default-src 'none'; sandbox, nosniff, the workbook as an attachment, each with its length", async ({
    browser,
    baseURL,
  }) => {
    const investors = await staffPage(browser, "policy.investors", ["investors"]);
    const pdf = readFileSync("public/files/savannah-crest-q3-2024-press-release.pdf");
    const xlsx = readFileSync("public/files/savannah-crest-q3-2024-supplemental-data.xlsx");
    for (const [kind, bytes, disposition] of [
      ["pdf", pdf, /^inline; filename="savannah-crest-policy-test\.pdf"$/],
      ["xlsx", xlsx, /^attachment; filename="savannah-crest-policy-test\.xlsx"$/],
    ] as const) {
      const uploaded = await investors.request.post(`/api/admin/uploads?kind=${kind}&field=f&name=savannah-crest-policy-test`, {
        data: bytes,
        headers: { "Content-Type": "application/octet-stream", Origin: baseURL! },
      });
      expect(uploaded.status(), kind).toBe(200);
      const { path } = (await uploaded.json()) as { path: string };
      const response = await investors.request.get(path);
      expect(response.status()).toBe(200);
      const policies = response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === "content-security-policy")
        .map((h) => h.value);
      expect(policies, kind).toEqual([FILE_POLICY]);
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["content-disposition"]).toMatch(disposition);
      // Its length, on GET and on HEAD, so a download shows its progress and a HEAD its size (issue 39).
      const length = String((await response.body()).length);
      expect(response.headers()["content-length"], kind).toBe(length);
      const head = await investors.request.head(path);
      expect(head.status(), kind).toBe(200);
      expect(head.headers()["content-length"], kind).toBe(length);
      expect(head.headers()["x-body-length"], kind).toBeUndefined();
    }
    await investors.context().close();
  });

  test("a case's attachment route answers under the file policy, not a page's (the download itself: tests/e2e/cases.spec.ts)", async ({
    browser,
  }) => {
    const officer = await staffPage(browser, "policy.ethics", ["ethics"]);
    const response = await officer.request.get("/admin/cases/999999/attachments/1");
    expect(response.status()).toBe(404);
    const policies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "content-security-policy")
      .map((h) => h.value);
    expect(policies).toEqual([FILE_POLICY]);
    await officer.context().close();
  });
});
