// One build served by two instances on one PostgreSQL behind nginx, as
// docs/deploy.md sets it up (issue 29). Run by `npm test` after the
// end-to-end build (scripts/test.mjs), on TEST_DATABASE_URL or a local
// PostgreSQL server; `npx vitest run --config tests/deploy/vitest.config.ts`.
import { request as httpRequest } from "node:http";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { connect } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { type Browser } from "@playwright/test";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inlineScriptHashes } from "@/csp";
import { startSmtp } from "../integration/helpers";
import { freshDatabase, launchChromium, NGINX, PORTS, startInstance, startNginx, type Instance } from "./harness";

const SERVER_URL = process.env.TEST_DATABASE_URL || "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const origin = (port: number) => `http://127.0.0.1:${port}`;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let shared: Record<string, string>;
let a: Instance;
let b: Instance;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let browser: Browser;

beforeAll(async () => {
  database = await freshDatabase(SERVER_URL);
  smtp = await startSmtp({ port: PORTS.smtp });
  // /etc/savannah-crest/site.env (deploy/site.env.example), with this machine's values.
  shared = {
    DATABASE_URL: database.url,
    SITE_URL: NGINX,
    SMTP_URL: smtp.url,
    RATE_LIMIT_SECRET: randomBytes(32).toString("hex"),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: `test-results/deploy-data`,
    // The rows B holds when it is killed are retried once their lease runs out: 15 s here instead of the default 2 minutes.
    OUTBOX_LEASE_MS: "15000",
  };
  // Both at once, as after a reboot: one migrates under the lock, the other waits.
  [a, b] = await Promise.all([startInstance(PORTS.a, shared), startInstance(PORTS.b, shared)]);
  nginx = await startNginx();
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.close();
  await database?.drop();
}, 60_000);

let clients = 0;
/** A visitor address of its own (the test stands in for the reverse proxy: TRUSTED_PROXY_HOPS=1). */
function visitor(): string {
  clients += 1;
  return `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

function enquiry(label: string, key = randomBytes(8).toString("hex")) {
  return JSON.stringify({
    subject: "E-commerce Inquiry",
    message: `Type: Buy\nProduct Name: Sesame\nClient Name: ${label}\nPhone Number: 08005550000`,
    business: "commodities",
    idempotencyKey: key,
    fillMs: 5000,
  });
}

async function postEnquiry(base: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/send-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base, ...headers },
    body,
  });
}

/** A plain GET (no decoding): status, headers and the body's size as sent. */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string>; bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          bytes: body.length,
          body,
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** A header less its script hashes (only the content-security-policy has any). */
const withoutHashes = (value: string) => value.replace(/ 'sha256-[^']+'/g, "");

function messageId(raw: string): string {
  return /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? "";
}

describe("one build, two instances, one PostgreSQL, nginx in front (docs/deploy.md)", () => {
  test("both instances serve the same build: one deployment id", async () => {
    const ids = await Promise.all(
      [PORTS.a, PORTS.b].map(async (port) => /data-dpl-id="([^"]+)"/.exec(await (await fetch(`${origin(port)}/contact-form`)).text())?.[1]),
    );
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBe(ids[0]);
  });

  for (const javaScript of [true, false]) {
    test(`a form page served by instance A and posted to instance B is accepted (${javaScript ? "with" : "without"} JavaScript)`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript, extraHTTPHeaders: { "X-Forwarded-For": visitor() } });
      const page = await context.newPage();
      const posted: string[] = [];
      // The page comes from A; its post goes to B, as a load balancer may send it (B sees A's host forwarded, as behind nginx).
      await page.route(`${origin(PORTS.a)}/**`, async (route) => {
        const request = route.request();
        if (request.method() !== "POST") return route.continue();
        const url = request.url().replace(origin(PORTS.a), origin(PORTS.b));
        posted.push(url);
        const response = await route.fetch({ url, headers: { ...request.headers(), "x-forwarded-host": `127.0.0.1:${PORTS.a}` } });
        await route.fulfill({ response });
      });
      try {
        await page.goto(`${origin(PORTS.a)}/contact-form`);
        if (javaScript) await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 15_000 });
        const mark = `cross-${javaScript ? "js" : "nojs"}-${randomBytes(4).toString("hex")}`;
        const form = page.getByRole("form", { name: "Send us a message" });
        await form.getByLabel("Name").fill("Ngozi Okafor");
        await form.getByLabel("Email").fill("ngozi@example.com");
        await form.getByLabel("Message").fill(`Posted across instances. ${mark}`);
        await sleep(2_000); // a person's time to fill it in (the bot check)
        await form.getByRole("button", { name: "Send Message" }).click();
        await page.getByText("Thank you! Your message has been sent successfully.").waitFor({ timeout: 15_000 });
        expect(posted.length).toBeGreaterThan(0);
        expect(posted.every((url) => url.startsWith(origin(PORTS.b)))).toBe(true);
        await expect.poll(() => smtp.received.filter((m) => m.text.includes(mark)).length, { timeout: 20_000 }).toBe(1);
      } finally {
        await context.close();
      }
    });
  }

  test("a page of an older build posting to this one (a rolling deploy) gets the form's failure message and keeps what was typed, never a 500", async () => {
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": visitor() } });
    const page = await context.newPage();
    const statuses: number[] = [];
    // The older build's page names a Server Action this build does not have (action IDs are made per build).
    await page.route(`${origin(PORTS.a)}/**`, async (route) => {
      const request = route.request();
      if (request.method() !== "POST" || !request.headers()["next-action"]) return route.continue();
      const response = await route.fetch({ headers: { ...request.headers(), "next-action": "7f".padEnd(42, "0") } });
      statuses.push(response.status());
      await route.fulfill({ response });
    });
    try {
      await page.goto(`${origin(PORTS.a)}/contact-form`);
      await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 15_000 });
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByLabel("Name").fill("Ngozi Okafor");
      await form.getByLabel("Email").fill("ngozi@example.com");
      await form.getByLabel("Message").fill("Typed before the site was updated.");
      await sleep(2_000);
      await form.getByRole("button", { name: "Send Message" }).click();
      await form.getByText("Something went wrong. Please try again later.").waitFor({ timeout: 15_000 });
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every((status) => status < 500)).toBe(true);
      expect(await form.getByRole("textbox", { name: "Message" }).inputValue()).toBe("Typed before the site was updated.");
      expect(await form.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Ngozi Okafor");
    } finally {
      await context.close();
    }
  });

  test("the rate limit is one limit across both instances: the sixth enquiry gets 429 whichever instance answers", async () => {
    const client = { "X-Forwarded-For": visitor() };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const port = i % 2 === 0 ? PORTS.a : PORTS.b;
      statuses.push((await postEnquiry(origin(port), enquiry(`Limit ${i}`), client)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    for (const port of [PORTS.a, PORTS.b]) {
      const response = await postEnquiry(origin(port), enquiry("Over the limit"), client);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Through nginx (which passes X-Forwarded-For; the instances count the address nginx saw), both instances answering.
    const viaNginx: number[] = [];
    for (let i = 0; i < 6; i += 1) viaNginx.push((await postEnquiry(NGINX, enquiry(`Via nginx ${i}`))).status);
    expect(viaNginx).toEqual([201, 201, 201, 201, 201, 429]);
    const upstreams = new Set([...nginx.accessLog().matchAll(/"POST \/api\/send-email[^"]*" \d+ \d+ \S+ (\S+)/g)].map((m) => m[1]));
    expect(upstreams).toEqual(new Set([`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`]));
  });

  test("without nginx, the whistleblowing form's limit counts in each instance's memory, never in the shared table (without JavaScript: the form's own answers; through nginx: tests/deploy/edge.test.ts)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": visitor() } });
    const page = await context.newPage();
    let target = PORTS.a;
    await page.route(`${origin(PORTS.a)}/**`, async (route) => {
      const request = route.request();
      if (request.method() !== "POST" || target === PORTS.a) return route.continue();
      const response = await route.fetch({
        url: request.url().replace(origin(PORTS.a), origin(target)),
        headers: { ...request.headers(), "x-forwarded-host": `127.0.0.1:${PORTS.a}` },
      });
      await route.fulfill({ response });
    });
    const answers: string[] = [];
    try {
      for (let i = 0; i < 6; i += 1) {
        target = i % 2 === 0 ? PORTS.a : PORTS.b;
        await page.goto(`${origin(PORTS.a)}/whistleblow`);
        const form = page.getByRole("form", { name: "Report a concern" });
        await form.getByLabel("Nature of conduct").fill("Fraud");
        await form.getByLabel("Comments").fill(`Report ${i}: two invoices for one delivery.`);
        await sleep(2_000);
        await form.getByRole("button", { name: "Submit Report" }).click();
        const answer = page.getByText(/Thank you\. Your report has been received|Too many submissions from your connection/);
        await answer.first().waitFor({ timeout: 15_000 });
        answers.push((await answer.first().textContent()) ?? "");
      }
    } finally {
      await context.close();
    }
    // Three reports on each instance, posted to it directly: each counts its own (decision 120); nginx's count is one for both (121).
    expect(answers.every((text) => text.startsWith("Thank you. Your report has been received"))).toBe(true);
    // No key, count or expiry derived from the reporter's address is in the shared table.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE '%whistleblow%'");
      expect(rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

  test("nginx serves cached static pages with the origin's CSP and security headers; per-request pages and posts are never cached; text is compressed", async () => {
    const compared = [
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "permissions-policy",
      "cross-origin-opener-policy",
      "referrer-policy",
      "cache-control",
      "content-type",
    ];
    for (const path of ["/", "/news", "/our-people"]) {
      // nginx keeps no copy an instance served stale (a page older than its revalidate, decision 100): ask until it keeps a fresh one.
      let cached = await get(`${NGINX}${path}`);
      for (let i = 0; i < 40 && cached.headers["x-cache-status"] !== "HIT"; i += 1) {
        await sleep(250);
        cached = await get(`${NGINX}${path}`);
      }
      const direct = await get(`${origin(PORTS.a)}${path}`);
      expect(cached.headers["x-cache-status"], path).toBe("HIT");
      // The copy may be either instance's render, and two renders of one page may split React's inline data into
      // other scripts: the policy is compared less its hashes, and its hashes with the scripts of the body nginx kept.
      for (const name of compared)
        expect(withoutHashes(cached.headers[name]!), `${path} ${name}`).toBe(withoutHashes(direct.headers[name]!));
      const hashes = [...cached.headers["content-security-policy"]!.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
      expect(hashes.length, path).toBeGreaterThan(0);
      expect(hashes.sort(), `${path}: the kept policy names the kept body's scripts`).toEqual(
        inlineScriptHashes(cached.body.toString("utf8")).sort(),
      );
    }
    for (let i = 0; i < 2; i += 1) expect((await get(`${NGINX}/whistleblow`)).headers["x-cache-status"]).not.toBe("HIT");
    // Compression by nginx (the app sends these plain): Brotli when asked, else gzip.
    for (const path of ["/", "/news/rss.xml", "/sitemap.xml", "/robots.txt"]) {
      const plain = await get(`${NGINX}${path}`);
      const br = await get(`${NGINX}${path}`, { "Accept-Encoding": "br, gzip" });
      const gzip = await get(`${NGINX}${path}`, { "Accept-Encoding": "gzip" });
      expect(plain.status, path).toBe(200);
      expect(br.headers["content-encoding"], path).toBe("br");
      expect(gzip.headers["content-encoding"], path).toBe("gzip");
      expect(br.bytes, path).toBeLessThan(plain.bytes);
    }
    // The whistleblowing page's visitors are not in nginx's access log by address (docs/forms.md).
    const lines = nginx.accessLog().split("\n");
    expect(lines.filter((line) => line.includes(" /whistleblow ")).every((line) => line.startsWith("- "))).toBe(true);
    expect((await get(`${NGINX}/api/local/outbox`)).status).toBe(404);
  });

  test("200 enquiries over both instances are each delivered once, though instance B is killed (SIGKILL) midway", async () => {
    const TOTAL = 200;
    const jobs = Array.from({ length: TOTAL }, (_, i) => ({ i, key: randomBytes(8).toString("hex"), client: visitor() }));
    const references = new Map<number, string>();
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (next < TOTAL) {
        const job = jobs[next++]!;
        if (!killed && references.size >= TOTAL / 2) {
          killed = true;
          await b.stop("SIGKILL");
        }
        const body = enquiry(`Load ${job.i}`, job.key);
        const first = job.i % 2 === 0 ? PORTS.a : PORTS.b;
        const send = async (port: number) => {
          const response = await postEnquiry(origin(port), body, { "X-Forwarded-For": job.client });
          // The answer read in full here: B may die between its headers and its body.
          return { status: response.status, answer: (await response.json()) as { reference: string } };
        };
        let sent: Awaited<ReturnType<typeof send>>;
        try {
          sent = await send(first);
        } catch {
          // B is gone: sent again to A, as nginx does with a refused connection. The same key stores it once.
          sent = await send(PORTS.a);
        }
        expect([200, 201]).toContain(sent.status);
        references.set(job.i, sent.answer.reference);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(killed).toBe(true);
    expect(references.size).toBe(TOTAL);

    const acknowledged = [...new Set(references.values())];
    expect(acknowledged).toHaveLength(TOTAL);
    // Rows B had claimed when it died are retried by A once their lease (OUTBOX_LEASE_MS above, on the database's clock) runs out.
    const deliveries = () => {
      const byReference = new Map<string, Set<string>>();
      for (const mail of smtp.received) {
        const reference = /\b(EQ-[A-Z0-9-]+)/.exec(mail.subject)?.[1];
        if (reference) byReference.set(reference, (byReference.get(reference) ?? new Set()).add(messageId(mail.raw)));
      }
      return byReference;
    };
    await expect.poll(() => acknowledged.filter((ref) => deliveries().has(ref)).length, { timeout: 90_000, interval: 1_000 }).toBe(TOTAL);

    // A mail B handed to the server just before it died leaves its row claimed until the lease runs out: A then
    // sends it again and marks it sent. So every row is sent in the end, not as soon as every mail has arrived.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const statuses = async () =>
        (
          await client.query<{ status: string; n: number }>(
            `SELECT o.status, count(*)::int AS n FROM outbox o JOIN submissions s ON s.id = o.submission_id
               WHERE s.kind = 'enquiry' AND s.reference = ANY($1) GROUP BY o.status`,
            [acknowledged],
          )
        ).rows;
      await expect.poll(statuses, { timeout: 90_000, interval: 1_000 }).toEqual([{ status: "sent", n: TOTAL }]);
    } finally {
      await client.end();
    }
    const delivered = deliveries();
    // One message per enquiry (a message sent again after a crash carries the same Message-ID, which receivers deduplicate).
    expect(acknowledged.filter((ref) => delivered.get(ref)!.size !== 1)).toEqual([]);
  }, 300_000);

  test("an instance stopped while visitors browse leaves the rotation without any of them seeing a 5xx", async () => {
    // B, killed above, is started again (systemd: Restart=on-failure); then A is stopped as `systemctl stop` does.
    b = await startInstance(PORTS.b, shared);
    const statuses: number[] = [];
    let browsing = true;
    const visitor = async (n: number) => {
      for (let i = 0; browsing; i += 1) {
        // Uncached answers, so every one reaches an instance: /healthz and pages under a query string of their own.
        const path = i % 3 === 0 ? "/healthz" : `/news?v=${n}-${i}`;
        statuses.push((await get(`${NGINX}${path}`)).status);
      }
    };
    const visitors = Array.from({ length: 4 }, (_, n) => visitor(n));
    // nginx's view of A: a kept-alive connection, idle when A is told to stop, then used for one more request.
    const socket = connect(PORTS.a, "127.0.0.1");
    await once(socket, "connect");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await expect.poll(() => received).toMatch(/^HTTP\/1\.1 200/);
    received = "";
    await sleep(1_500);
    const stopped = a.stop("SIGTERM");
    await sleep(500);
    socket.write("POST /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n");
    await Promise.race([once(socket, "close"), sleep(10_000)]);
    // Answered, not cut (a POST on a cut connection is not sent again by nginx: a 502), and the connection ends with it.
    expect(received).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    await stopped;
    await sleep(4_000);
    browsing = false;
    await Promise.all(visitors);
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));
  }, 120_000);
});
