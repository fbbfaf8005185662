// The edge of the documented deployment (docs/deploy.md, issue 39): what passes through nginx and what
// the instances believe of it. Two instances of one build on PostgreSQL behind
// deploy/nginx/savannah-crest.conf; every request here goes through nginx unless it says otherwise.
// `npx vitest run --config tests/deploy/vitest.config.ts tests/deploy/edge.test.ts`.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { type Browser, type Page } from "@playwright/test";
import { TOTP } from "otpauth";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { common } from "@content/forms";
import { followUpCopy } from "@content/whistleblow-case";
import { freshDatabase, launchChromium, listeningAddresses, NGINX, PORTS, ROOT, startInstance, startNginx, type Instance } from "./harness";

const SERVER_URL = process.env.TEST_DATABASE_URL || "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const origin = (port: number) => `http://127.0.0.1:${port}`;
const tag = () => randomBytes(4).toString("hex");

let database: Awaited<ReturnType<typeof freshDatabase>>;
let shared: Record<string, string>;
let a: Instance;
let b: Instance;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let browser: Browser;

beforeAll(async () => {
  database = await freshDatabase(SERVER_URL, { suffix: "deploy_edge" });
  // /etc/savannah-crest/site.env (deploy/site.env.example), with this machine's values; mail to files.
  shared = {
    DATABASE_URL: database.url,
    SITE_URL: NGINX,
    RATE_LIMIT_SECRET: randomBytes(32).toString("hex"),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: "test-results/deploy-edge-data",
  };
  [a, b] = await Promise.all([startInstance(PORTS.a, shared), startInstance(PORTS.b, shared)]);
  nginx = await startNginx();
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  for (const agent of visitors.values()) agent.destroy();
  await browser?.close();
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
}, 60_000);

type Answer = { status: number; headers: Record<string, string>; text: string };

const visitors = new Map<string, Agent>();
/**
 * A visitor at `localAddress` (another loopback address is another visitor to nginx), with one
 * connection kept open, as a browser does: one nginx worker answers it, and that worker's round robin
 * sends the visitor's requests to each instance in turn.
 */
function visitor(localAddress: string): Agent {
  let agent = visitors.get(localAddress);
  if (!agent) visitors.set(localAddress, (agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress })));
  return agent;
}

/** One HTTP request from the visitor at `localAddress`. */
function call(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    localAddress = "127.0.0.1",
  }: { method?: string; headers?: Record<string, string>; body?: Buffer; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {
      method,
      agent: visitor(localAddress),
      headers: body ? { ...headers, "content-length": String(body.length) } : headers,
    };
    const req = httpRequest(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          text: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name.replace("$", "\\$")}="([^"]*)"`).exec(tag)?.[1];
const unescapeHtml = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The hidden inputs of the form holding `field` on a page (they name its server action), as served. */
async function hiddenInputs(base: string, path: string, field: string, localAddress: string): Promise<[string, string][]> {
  const page = await call(`${base}${path}`, { localAddress });
  const form = page.text
    .split("<form")
    .map((chunk) => chunk.split("</form>")[0]!)
    .find((chunk) => chunk.includes(`name="${field}"`));
  if (!form) throw new Error(`no form with ${field} on ${path}`);
  const hidden: [string, string][] = [];
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(input, "name");
    if (name && / type="hidden"/.test(input)) hidden.push([unescapeHtml(name), unescapeHtml(attribute(input, "value") ?? "")]);
  }
  return hidden;
}

/**
 * A form posted as a browser without JavaScript does: the form holding the first of `fields` is
 * filled (its hidden inputs from the page, fetched unless given) and posted to the page.
 */
async function postForm(
  base: string,
  path: string,
  fields: Record<string, string>,
  {
    localAddress = "127.0.0.1",
    headers = {},
    hidden,
  }: { localAddress?: string; headers?: Record<string, string>; hidden?: [string, string][] } = {},
): Promise<Answer> {
  const data = new FormData();
  for (const [name, value] of hidden ?? (await hiddenInputs(base, path, Object.keys(fields)[0]!, localAddress))) data.append(name, value);
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  const encoded = new Request("http://form.invalid/", { method: "POST", body: data });
  return call(`${base}${path}`, {
    method: "POST",
    localAddress,
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type")!, origin: base, ...headers },
  });
}

const REPORTED = "Thank you. Your report has been received";
const report = (base: string, localAddress: string, n: number, hidden?: [string, string][]) =>
  postForm(
    base,
    "/whistleblow",
    { natureOfConduct: "Fraud", comments: `Report ${n}: two invoices for one delivery.` },
    { localAddress, hidden },
  );

/** The lines of nginx's access log for one request line's start ("POST /whistleblow"), and the instances that answered them. */
function upstreamsOf(requestStart: string): Set<string> {
  return new Set(
    nginx
      .accessLog()
      .split("\n")
      .filter((line) => line.includes(`"${requestStart} `))
      .map((line) => line.split(" ").at(-1)!),
  );
}

/** Every file under a folder (nginx's temporary folders). */
function filesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((name) => statSync(join(folder, name)).isFile());
}

const TOTP_CODE = (key: string) => new TOTP({ secret: key, digits: 6, period: 30 }).generate();

/** A marketing account made by `npm run staff -- add` (README, Back office) and set up through its link, through nginx. */
async function marketingEditor(): Promise<Page> {
  const { stdout } = await promisify(execFile)(
    "npx",
    ["tsx", "--conditions=react-server", "scripts/staff.ts", "add", `marketing.${tag()}@example.org`, "--role", "marketing"],
    { cwd: ROOT, env: { ...process.env, ...shared } },
  );
  const link = /http:\/\/\S+\/admin\/set-up\?token=\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`no set-up link in: ${stdout}`);
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await page.getByLabel("New password").fill("a long and memorable passphrase");
  await page.getByLabel("Repeat the password").fill("a long and memorable passphrase");
  await page.getByRole("button", { name: "Save password" }).click();
  const key = (await page.locator("[data-totp-key]").innerText()).replace(/\s+/g, "");
  await page.getByLabel("6-digit code").fill(TOTP_CODE(key));
  await page.getByRole("button", { name: "Confirm code" }).click();
  await page.getByRole("link", { name: "Go to the back office" }).click();
  await page.getByRole("heading", { name: "Back office", level: 1 }).waitFor();
  return page;
}

/** A JPEG of noise (which does not compress, as a photograph barely does), of a news picture's size or more (1200 × 800). */
function photo(width: number, height: number, quality: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

describe("the edge: nginx in front of two instances", () => {
  test("a marketing account's pictures of 300 KB and 4 MB go through nginx to the site and are stored (nginx's 64 KB limit is not theirs), and are served with their length", async () => {
    const editor = await marketingEditor();
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        // About 300 KB and 4 MB.
        const pictures = [
          { picture: await photo(1600, 1100, 20), least: 290 * 1024 },
          { picture: await photo(2400, 1600, 96), least: 3.7 * 1024 * 1024 },
        ];
        for (const { picture, least } of pictures) {
          expect(picture.length).toBeGreaterThan(least);
          const response = await editor.request.post(`${NGINX}/api/admin/uploads?kind=image&folder=news&field=image&label=Image`, {
            data: picture,
            headers: { "Content-Type": "application/octet-stream", Origin: NGINX },
          });
          expect(response.status(), `${picture.length} bytes: ${await response.text()}`).toBe(200);
          const stored = (await response.json()) as { path: string };
          expect(stored.path).toMatch(/^\/media\/uploads\/news\/\w+\.webp$/);
          const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM published_files WHERE path = $1", [
            stored.path,
          ]);
          expect(rows[0]!.n).toBe(1);
          // Through nginx, GET and HEAD carry the picture's length (issue 39).
          const got = await editor.request.get(`${NGINX}${stored.path}`);
          expect(got.status()).toBe(200);
          const length = String((await got.body()).length);
          expect(got.headers()["content-length"]).toBe(length);
          const head = await editor.request.head(`${NGINX}${stored.path}`);
          expect(head.status()).toBe(200);
          expect(head.headers()["content-length"]).toBe(length);
        }
      } finally {
        await client.end();
      }
    } finally {
      await editor.context().close();
    }
  });

  test("one whistleblowing limit for both instances, in nginx's memory: the 6th report from one address is refused with the form's message, another address is not; nothing of either address in nginx's logs or folders", async () => {
    const answers: string[] = [];
    // The form's page once, then six reports in a row, as a reporter sending again and again.
    const hidden = await hiddenInputs(NGINX, "/whistleblow", "natureOfConduct", "127.0.0.2");
    for (let i = 0; i < 6; i += 1) {
      const answer = await report(NGINX, "127.0.0.2", i, hidden);
      expect(answer.status).toBe(200);
      answers.push(answer.text.includes(REPORTED) ? "received" : answer.text.includes(common.rateLimited(1)) ? "refused" : answer.text);
    }
    expect(answers).toEqual(["received", "received", "received", "received", "received", "refused"]);
    // Both instances answered reports (so neither instance's own count refused the 6th).
    expect(upstreamsOf("POST /whistleblow")).toEqual(new Set([`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`]));
    // Another visitor is not affected.
    expect((await report(NGINX, "127.0.0.3", 0)).text).toContain(REPORTED);

    // The receipt checks: five at once, then one every 12 s, whichever instance answers (each counts 5 a minute of its own).
    const checks: number[] = [];
    const form = new URLSearchParams({ receipt: "1234 5678 9012 3456" }).toString();
    let refusal = "";
    for (let i = 0; i < 6; i += 1) {
      const answer = await call(`${NGINX}/api/whistleblow/follow-up/open`, {
        method: "POST",
        localAddress: "127.0.0.4",
        body: Buffer.from(form),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      checks.push(answer.status);
      if (answer.status === 429) refusal = answer.text;
    }
    expect(checks).toEqual([303, 303, 303, 303, 303, 429]);
    expect(refusal).toContain(followUpCopy.errors.limited(1));
    expect(upstreamsOf("POST /api/whistleblow/follow-up/open")).toEqual(new Set([`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`]));

    // No trace of the addresses: not in the access log, not in the error log, no file in nginx's temporary folders.
    const logs = nginx.accessLog() + readFileSync(join(nginx.dir, "error.log"), "utf8");
    for (const address of ["127.0.0.2", "127.0.0.3", "127.0.0.4"]) expect(logs).not.toContain(address);
    for (const folder of ["body", "proxy"]) expect(filesIn(join(nginx.dir, folder)), folder).toEqual([]);
  });

  test("X-Forwarded-Host from the client is not believed: a server action or route post from another origin is refused however it is forged, through nginx and on an instance without a proxy; the site's own posts work", async () => {
    const forged = { origin: "http://attacker.example", "x-forwarded-host": "attacker.example" };
    const contact = (n: number) => ({ name: "Ngozi Okafor", email: "ngozi@example.com", message: `Posted across the edge, ${n}.` });
    const enquiry = (headers: Record<string, string>, localAddress: string, base: string) =>
      call(`${base}/api/send-email`, {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", ...headers },
        body: Buffer.from(
          JSON.stringify({
            subject: "E-commerce Inquiry",
            message: "Type: Buy\nProduct Name: Sesame\nClient Name: Edge\nPhone Number: 08005550000",
            business: "commodities",
            idempotencyKey: tag(),
            fillMs: 5000,
          }),
        ),
      });

    // An instance reached without a proxy (TRUSTED_PROXY_HOPS unset, so 0), on the same database.
    const direct = await startInstance(PORTS.a + 2, shared, ["TRUSTED_PROXY_HOPS"]);
    try {
      for (const base of [NGINX, origin(direct.port)]) {
        const refused = await postForm(base, "/contact-form", contact(1), { localAddress: "127.0.0.5", headers: forged });
        expect(refused.status, `${base} server action`).toBe(403);
        expect(refused.text).not.toContain("Thank you!");
        expect((await enquiry(forged, "127.0.0.5", base)).status, `${base} route handler`).toBe(403);
        // The site's own posts.
        const own = await postForm(base, "/contact-form", contact(2), { localAddress: "127.0.0.6" });
        expect(own.status, base).toBe(200);
        expect(own.text).toContain("Thank you! Your message has been sent successfully.");
        expect((await enquiry({ origin: base }, "127.0.0.6", base)).status, base).toBe(201);
      }
    } finally {
      await direct.stop();
    }
  });

  test("the instances, as their unit starts them, listen on the loopback only; a client on this machine that is not nginx is counted as itself and refused cross-origin, whatever X-Forwarded-For and X-Forwarded-Host it sends (issue 47)", async () => {
    for (const instance of [a, b]) {
      expect(instance.listening, `port ${instance.port}`).toEqual(["127.0.0.1"]);
      expect(listeningAddresses(instance.port)).toEqual(["127.0.0.1"]);
    }
    // This machine's other addresses do not reach an instance.
    const outside = Object.values(networkInterfaces())
      .flat()
      .filter((entry) => entry && !entry.internal && entry.family === "IPv4")
      .map((entry) => entry!.address);
    for (const address of outside) {
      const refused = await new Promise<string>((resolve) => {
        const socket = connect(PORTS.a, address);
        socket.on("connect", () => resolve((socket.destroy(), "connected")));
        socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      });
      expect(refused, address).toBe("ECONNREFUSED");
    }

    // 127.0.0.8 reaches instance A directly (Linux answers all of 127.0.0.0/8 on the loopback); the unit trusts 127.0.0.1, nginx.
    const direct = origin(PORTS.a);
    const message = (n: number) => ({ name: "Ngozi Okafor", email: "ngozi@example.com", message: `Sent around nginx, number ${n}.` });
    const hidden = await hiddenInputs(direct, "/contact-form", "name", "127.0.0.8");
    const answers: string[] = [];
    for (let n = 1; n <= 6; n += 1) {
      // A new X-Forwarded-For each time, as the review sent: 8 of 8 were stored.
      const answer = await postForm(direct, "/contact-form", message(n), {
        localAddress: "127.0.0.8",
        hidden,
        headers: { "x-forwarded-for": `203.0.113.${n}` },
      });
      expect(answer.status).toBe(200);
      answers.push(
        answer.text.includes("Thank you! Your message has been sent successfully.")
          ? "sent"
          : answer.text.includes("Too many submissions from your connection")
            ? "limited"
            : answer.text,
      );
    }
    expect(answers).toEqual(["sent", "sent", "sent", "sent", "sent", "limited"]);

    const forged = {
      origin: "http://evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "http",
      "x-forwarded-for": "203.0.113.50",
    };
    const action = await postForm(direct, "/contact-form", message(7), { localAddress: "127.0.0.9", headers: forged });
    expect(action.status).toBe(403);
    const route = await call(`${direct}/api/send-email`, {
      method: "POST",
      localAddress: "127.0.0.9",
      headers: { "content-type": "application/json", ...forged },
      body: Buffer.from(JSON.stringify({ subject: "E-commerce Inquiry", message: "Type: Buy\nProduct Name: Sesame", fillMs: 5000 })),
    });
    expect(route.status).toBe(403);
  });
});
