import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, APIResponse, BrowserContext, Page } from "@playwright/test";
import { admin as adminWords } from "../../content/admin";
import { inboxKindNames } from "../../content/admin-inbox";
import { expect, test, visit } from "./fixtures";
import { asClient, findForm, humanPause, marker } from "./forms-helpers";
import { htmlProblems } from "./html-validate";
import { staffPage } from "./staff-helpers";

/**
 * Every back-office page, route handler and server action, asked over HTTP
 * by every role and by nobody signed in. Nothing here is listed by hand:
 * - the pages and route handlers are the files under src/app/admin (each
 *   method a route handler exports; one that may change something is sent
 *   only by those who must be refused);
 * - the server actions are the build's (server-reference-manifest.json),
 *   each posted to a page that has it;
 * - who may open what is what the navigation shows each role: a path
 *   belongs to the longest navigation entry it starts with, and only the
 *   roles shown that entry (or the few named in ALSO_OPEN) may open it.
 * A new admin page or action is therefore walked as soon as it exists; one
 * that no navigation entry covers, and that is not listed below as public or
 * for everyone signed in, fails the test until its place is decided.
 *
 * Expected: signed out, a redirect to the sign-in page; a role the path is
 * not for, 403 or 404; a role it is for, 200 (404 for an id that does not
 * exist). Every action refuses a post without Origin or Referer (403), and
 * every action of another role's page refuses that role.
 */
const ROLES = Object.keys(adminWords.roles);
const KINDS = Object.keys(inboxKindNames);
/** Open to anyone: signing in and the set-up link. */
const PUBLIC = ["/admin/sign-in", "/admin/set-up"];
/** Open to everyone signed in, whatever their roles. */
const EVERYONE = ["/admin", "/admin/account", "/admin/inbox"];
/** Roles a section is open to beyond those its navigation entry is shown to. */
const ALSO_OPEN: Record<string, string[]> = {
  // The agents team reaches the approved agents from its inbox; the entry is residences'.
  "/admin/agents": ["agents"],
};
/** A uuid no row has: an item page for it answers 404 to everyone, 403 to a role the section is not for. */
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

const ADMIN_DIR = join(process.cwd(), "src/app/admin");
const DIST_DIR = process.env.TEST_DIST_DIR || ".next-test";

type Route = { pattern: string; methods: string[] };
const METHODS = /export\s+(?:async\s+function|const|function)\s+(GET|HEAD|POST|PUT|PATCH|DELETE)\b/g;

/**
 * The admin pages and route handlers, as URL patterns ("/admin/inbox/[kind]/[id]") with the methods they answer
 * (a page: GET; a route handler: the ones it exports); route groups and private folders left out.
 */
function adminRoutes(dir = ADMIN_DIR, prefix = "/admin"): Route[] {
  const found: Route[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name.startsWith("_") || entry.name.startsWith("@")) continue;
      const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
      found.push(...adminRoutes(join(dir, entry.name), `${prefix}${segment}`));
    } else if (/^page\.(tsx|ts|mdx)$/.test(entry.name)) found.push({ pattern: prefix, methods: ["GET"] });
    else if (/^route\.(ts|tsx)$/.test(entry.name)) {
      const source = readFileSync(join(dir, entry.name), "utf8");
      found.push({ pattern: prefix, methods: [...new Set([...source.matchAll(METHODS)].map((m) => m[1]!))] });
    }
  }
  return found;
}

/** A pattern's concrete paths: [kind] as every inbox kind, any other parameter as an id (the real one for agent applications). */
function expand(pattern: string, agentId: string): { path: string; missingId: boolean }[] {
  let paths = [{ path: pattern, missingId: false, kind: "" }];
  for (const [, name] of pattern.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)) {
    const placeholder = new RegExp(`\\[(?:\\.\\.\\.)?${name}\\]`);
    paths = paths.flatMap((p) =>
      name === "kind"
        ? KINDS.map((kind) => ({ ...p, kind, path: p.path.replace(placeholder, kind) }))
        : [{ ...p, path: p.path.replace(placeholder, p.kind === "agent" ? agentId : NO_SUCH_ID), missingId: p.kind !== "agent" }],
    );
  }
  return paths.map(({ path, missingId }) => ({ path, missingId }));
}

type Identity = { label: string; role: string | null; request: APIRequestContext; nav: string[] };
type Rule = { public: true } | { everyone: true } | { section: string; open: (who: Identity) => boolean } | { none: true };

function ruleFor(path: string, identities: Identity[]): Rule {
  if (PUBLIC.some((p) => path === p)) return { public: true };
  if (EVERYONE.some((p) => path === p)) return { everyone: true };
  const sections = [...new Set(identities.flatMap((who) => who.nav))].filter((href) => !EVERYONE.includes(href) && !PUBLIC.includes(href));
  const section = sections.filter((href) => path === href || path.startsWith(`${href}/`)).sort((a, b) => b.length - a.length)[0];
  if (!section) return { none: true };
  return { section, open: (who) => who.nav.includes(section) || (who.role !== null && (ALSO_OPEN[section] ?? []).includes(who.role)) };
}

const isSignInRedirect = (response: APIResponse) =>
  [302, 303, 307, 308].includes(response.status()) && /^\/admin\/sign-in(\?|$)/.test(response.headers()["location"] ?? "");

/**
 * The body React sends for an action's arguments: none, (formData), or (previousState, formData); the id's first
 * byte says which. The form's fields come first and the arguments ("0") last, as React sends them: Next.js decodes
 * the body as it streams in, and a form referenced before its fields arrive is empty.
 */
function actionBody(id: string, fields: Record<string, string>): FormData {
  const used = Number.parseInt(id.slice(0, 2), 16);
  const args = used & 0x20 ? [{}, "$K1"] : used & 0x40 ? ["$K1"] : [];
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append("0", JSON.stringify(args));
  return body;
}

type Action = { id: string; name: string; file: string; pages: string[] };

/** The back office's server actions in the build the tests run against, each with the pages it may be posted to. */
function adminActions(): Action[] {
  const manifest = JSON.parse(readFileSync(join(DIST_DIR, "server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName: string; filename: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node)
    .filter(([, action]) => action.filename.startsWith("src/app/admin/"))
    .map(([id, action]) => ({
      id,
      name: `${action.filename}#${action.exportedName}`,
      file: action.filename,
      pages: Object.keys(action.workers)
        .filter((worker) => worker.startsWith("app/admin") && worker.endsWith("/page"))
        .map(
          (worker) =>
            `/${worker
              .replace(/^app\//, "")
              .replace(/\/page$/, "")
              .replace(/\/\([^)]*\)/g, "")}`,
        )
        .sort((a, b) => a.length - b.length),
    }));
}

async function applyAsAgent(page: Page): Promise<void> {
  await asClient(page);
  await visit(page, "/AgentRegistration");
  const form = await findForm(page, "Create Account");
  await form.getByLabel("Full Name").fill(`Walk ${marker("access")}`);
  await form.getByLabel("Email Address").fill(`${marker("access")}@example.com`);
  await form.getByLabel("Phone Number").fill("+234 800 555 0142");
  await humanPause(page);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByRole("status")).toContainText("pending approval");
}

test.describe("who may open what in the back office, over HTTP", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const identities: Identity[] = [];
  let agentId = "";
  const contexts: BrowserContext[] = [];
  test.afterAll(() => Promise.all(contexts.map((context) => context.close())));

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    const visitor = await browser.newPage();
    await applyAsAgent(visitor);
    await visitor.close();
    const anonymous = await browser.newContext();
    contexts.push(anonymous);
    identities.push({ label: "signed out", role: null, request: anonymous.request, nav: [] });
    for (const role of ROLES) {
      const page = await staffPage(browser, `access.${role}`, [role]);
      contexts.push(page.context());
      await page.goto("/admin");
      const nav = await page
        .getByRole("navigation", { name: adminWords.navLabel })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      identities.push({ label: role, role, request: page.request, nav });
      if (role === "agents") {
        await page.goto("/admin/inbox/agent");
        const href = await page.getByRole("table").getByRole("row").nth(1).getByRole("link").first().getAttribute("href");
        agentId = href!.split("/").pop()!;
      }
    }
    expect(agentId).toBeTruthy();
  });

  test("every admin page and route handler answers each role as the navigation says, and redirects the signed out; each page's HTML validates", async () => {
    const routes = adminRoutes();
    // Each page's HTML as the server sends it, once, to the first role that may open it (html-validate, issue 51).
    const validated = new Set<string>();
    const invalid: string[] = [];
    expect(routes.map((r) => r.pattern)).toEqual(expect.arrayContaining(["/admin", "/admin/staff", "/admin/inbox/[kind]/[id]"]));
    const wrong: string[] = [];
    for (const route of routes) {
      for (const { path, missingId } of expand(route.pattern, agentId)) {
        const rule = ruleFor(path, identities);
        if ("none" in rule) {
          wrong.push(`${path}: no navigation entry covers it and it is not listed as PUBLIC or EVERYONE`);
          continue;
        }
        for (const method of route.methods) {
          const changes = method !== "GET" && method !== "HEAD";
          for (const who of identities) {
            const allowed = !("public" in rule) && who.role !== null && ("everyone" in rule || rule.open(who));
            // A request that may change something is sent only by those who must be refused.
            if (changes && (allowed || "public" in rule)) continue;
            const response = await who.request.fetch(path, {
              method,
              maxRedirects: 0,
              headers: changes ? { Origin: new URL(test.info().project.use.baseURL!).origin } : {},
            });
            const got = isSignInRedirect(response) ? "sign-in" : String(response.status());
            let expected: string[];
            if ("public" in rule) expected = who.role === null ? ["200"] : ["200", "307"];
            else if (who.role === null) expected = ["sign-in"];
            else if (allowed) expected = missingId ? ["404"] : ["200"];
            else expected = ["403", "404"];
            if (!expected.includes(got)) wrong.push(`${method} ${path} as ${who.label}: ${got}, expected ${expected.join(" or ")}`);
            if (got === "200" && method === "GET" && !validated.has(path) && /^text\/html/.test(response.headers()["content-type"] ?? "")) {
              validated.add(path);
              invalid.push(...(await htmlProblems(await response.text(), path)));
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(validated.size, "back-office pages validated").toBeGreaterThan(20);
    expect(invalid).toEqual([]);
  });

  test("every admin server action refuses a post without Origin, the signed out, and every role its page is not for", async () => {
    const actions = adminActions();
    expect(actions.map((a) => a.name)).toEqual(expect.arrayContaining(["src/app/admin/inbox/actions.ts#changeWorkflow"]));
    const wrong: string[] = [];
    for (const action of actions) {
      expect(action.pages.length, `${action.name} is on no admin page`).toBeGreaterThan(0);
      // A page with a real row when there is one (the agents'); else one for an id no row has (a case's page):
      // only refusals are posted, and those come before the page looks its row up.
      const paths = expand(action.pages[0]!, agentId);
      const [path] = [...paths.filter((p) => !p.missingId), ...paths];
      const rule = ruleFor(path!.path, identities);
      const multipart = actionBody(action.id, {
        id: agentId,
        kind: "agent",
        to: "done",
        expected: "new",
        decision: "approved",
        role: "admin",
      });
      for (const who of identities) {
        const post = (headers: Record<string, string>) =>
          who.request.post(path!.path, { headers: { "Next-Action": action.id, ...headers }, multipart, maxRedirects: 0 });
        // No Origin and no Referer: the one checked path refuses before anything else.
        const blind = await post({});
        if (blind.status() !== 403) wrong.push(`${action.name} on ${path!.path} as ${who.label}, without Origin: ${blind.status()}`);
        if ("public" in rule || "none" in rule) continue;
        const origin = new URL(path!.path, test.info().project.use.baseURL).origin;
        if (who.role === null) {
          const response = await post({ Origin: origin });
          const to = response.headers()["x-action-redirect"] ?? "";
          if (!/^\/admin\/sign-in/.test(to)) wrong.push(`${action.name} signed out: ${response.status()} ${to}`);
        } else if ("section" in rule && !rule.open(who)) {
          const response = await post({ Origin: origin });
          if (![403, 404].includes(response.status()))
            wrong.push(
              `${action.name} on ${path!.path} as ${who.label}: ${response.status()} ${response.headers()["x-action-redirect"] ?? ""}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
