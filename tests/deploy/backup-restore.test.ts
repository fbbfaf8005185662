// Backup and restore as docs/deploy.md (section 6) gives them, every step run here as written there,
// with this machine's paths (issue 39, item 8). PostgreSQL: two instances serve while pg_dump runs;
// the dump is restored into a new database, the old one is gone, the instances start on the new one.
// PGlite: the data folder, copied while the site is stopped, put back. Run with the deploy suite;
// `npx vitest run --config tests/deploy/vitest.config.ts tests/deploy/backup-restore.test.ts`.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { type Browser, type Page } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "@/server/db/client";
import { newsCollection } from "@/server/publishing/news";
import { createItem, publish } from "@/server/publishing/store";
import { storeImage } from "@/server/publishing/uploads";
import type { Staff } from "@/server/staff/roles";
import { startSmtp } from "../integration/helpers";
import {
  freshDatabase,
  launchChromium,
  NGINX,
  PORTS,
  ROOT,
  setUpAndSignIn,
  staffAdd,
  startInstance,
  startNginx,
  type Instance,
} from "./harness";

const SERVER_URL = process.env.TEST_DATABASE_URL || "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const DOC = readFileSync(join(ROOT, "docs/deploy.md"), "utf8");
const tag = () => randomBytes(4).toString("hex");
const backups = mkdtempSync(join(tmpdir(), "savannah-crest-backups-"));

/**
 * Runs one of docs/deploy.md's commands, as written there (the test checks the document holds it),
 * in bash with `env` standing in for site.env and the document's variables.
 */
async function documented(command: string, env: Record<string, string>): Promise<string> {
  expect(DOC, "docs/deploy.md gives this command").toContain(command);
  const { stdout } = await promisify(execFile)("bash", ["-euc", command], { cwd: ROOT, env: { ...process.env, ...env } });
  return stdout;
}

type Answer = { status: number; headers: Record<string, string>; text: string };
function call(
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(url, { method, headers: body ? { ...headers, "content-length": String(body.length) } : headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          // Set-Cookie's several values one a line.
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join("\n") : String(v)])),
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
  text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/** A whistleblowing report sent as a browser without JavaScript sends it: the receipt shown. */
async function sendReport(base: string, words: string): Promise<string> {
  const page = await call(`${base}/whistleblow`);
  const form = page.text
    .split("<form")
    .map((chunk) => chunk.split("</form>")[0]!)
    .find((chunk) => chunk.includes('name="natureOfConduct"'))!;
  const data = new FormData();
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(input, "name");
    if (name && / type="hidden"/.test(input)) data.append(unescapeHtml(name), unescapeHtml(attribute(input, "value") ?? ""));
  }
  data.set("natureOfConduct", "Kickbacks on loading slots");
  data.set("comments", words);
  const encoded = new Request("http://form.invalid/", { method: "POST", body: data });
  const answer = await call(`${base}/whistleblow`, {
    method: "POST",
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type")!, origin: base },
  });
  const receipt = /data-testid="report-receipt"[^>]*>([^<]+)</.exec(answer.text)?.[1]?.trim();
  if (!receipt) throw new Error(`no receipt in the answer (${answer.status})`);
  return receipt;
}

/** The reporter opens the case with the receipt: its reference, or null when the site does not know the receipt. */
async function openWithReceipt(base: string, receipt: string): Promise<string | null> {
  const opened = await call(`${base}/api/whistleblow/follow-up/open`, {
    method: "POST",
    body: Buffer.from(new URLSearchParams({ receipt }).toString()),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(opened.status).toBe(303);
  if (opened.headers.location !== "/whistleblow/follow-up") return null;
  const cookie = opened.headers["set-cookie"]!.split("\n").map((c) => c.split(";")[0]!.trim());
  const page = await call(`${base}/whistleblow/follow-up`, { headers: { cookie: cookie.join("; ") } });
  return /Report (WB-[A-Z0-9-]+)/.exec(page.text)?.[1] ?? null;
}

describe("backup and restore (docs/deploy.md, section 6)", () => {
  describe("PostgreSQL, two instances behind nginx", () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let shared: Record<string, string>;
    let a: Instance | undefined;
    let b: Instance | undefined;
    let nginx: Awaited<ReturnType<typeof startNginx>>;
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    let browser: Browser;
    const restoredName = () => `${new URL(database.url).pathname.slice(1)}_restored`;

    beforeAll(async () => {
      database = await freshDatabase(SERVER_URL, { suffix: "deploy_backup", siteRole: true });
      // The mail server is down until the restore: the enquiry's message waits in the outbox.
      shared = {
        DATABASE_URL: database.siteUrl,
        SITE_URL: NGINX,
        SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
        RATE_LIMIT_SECRET: randomBytes(32).toString("hex"),
        AUTH_SECRET: randomBytes(32).toString("hex"),
        DATA_DIR: "test-results/deploy-backup-data",
      };
      [a, b] = await Promise.all([startInstance(PORTS.a, shared), startInstance(PORTS.b, shared)]);
      nginx = await startNginx();
      browser = await launchChromium();
    }, 180_000);

    afterAll(async () => {
      await browser?.close();
      await nginx?.stop();
      await Promise.all([a?.stop(), b?.stop()]);
      await smtp?.close();
      const admin = new pg.Client({ connectionString: SERVER_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${restoredName()}" WITH (FORCE)`);
      await admin.end();
      await database?.drop();
    }, 60_000);

    const command = async (script: string, ...args: string[]) =>
      (
        await promisify(execFile)("npx", ["tsx", "--conditions=react-server", script, ...args], {
          cwd: ROOT,
          env: { ...process.env, ...shared },
        })
      ).stdout;

    /**
     * An ethics officer set up through their link and signed in with password and code (their key is open), through
     * nginx, and confirmed by the recovery key's holders (docs/whistleblowing.md: the first officer), so that new
     * reports are encrypted to them.
     */
    async function officer(): Promise<Page> {
      const recoveryKey = join(mkdtempSync(join(tmpdir(), "backup-recovery-")), "recovery-key.asc");
      await command("scripts/ethics.ts", "recovery-key", "--out", recoveryKey);
      const email = `ethics.${tag()}@example.org`;
      const link = await staffAdd(shared, email, "ethics");
      const page = await (await browser.newContext()).newPage();
      await setUpAndSignIn(page, link, email);
      await command("scripts/ethics.ts", "confirm", "--key", recoveryKey, "--to", email);
      return page;
    }

    test("a backup taken while the site serves, restored into a new database: the story and its picture, the case for its officer and its reporter, and the waiting message, delivered once", async () => {
      const ethics = await officer();

      // A story with its picture, published as the back office does (through the store).
      const staff: Staff = { id: "backup-test", email: "editor@staff.example", name: "Editor", roles: ["marketing"] };
      const admin = await openDatabase({ url: database.url });
      const key = `backup-${tag()}`;
      const title = `Savannah Crest Group keeps its records (${key})`;
      let picture: string;
      try {
        const jpeg = await sharp({ create: { width: 1600, height: 1100, channels: 3, background: { r: 30, g: 110, b: 70 } } })
          .jpeg()
          .toBuffer();
        picture = (await storeImage(admin, staff, jpeg, "news", { field: "image", label: "Image" })).path;
        const created = await createItem(admin, staff, newsCollection, key, {
          title,
          date: "December 3, 2026",
          type: "Press Release",
          image: picture,
          isInternal: true,
          link: `/news/${key}`,
          body: "## Records\n\nKept twice.",
        });
        if (!created.ok) throw new Error(JSON.stringify(created));
        const published = await publish({ db: admin, staff, collection: newsCollection, key, expectedRevision: created.item.revision });
        if (!published.ok) throw new Error(JSON.stringify(published));
      } finally {
        await admin.close();
      }
      await expect
        .poll(async () => (await call(`${NGINX}/news/${key}`)).text.includes(title), { timeout: 60_000, interval: 1_000 })
        .toBe(true);
      const pictureBytes = await fetch(`${NGINX}${picture}`).then(async (r) => (r.ok ? Buffer.from(await r.arrayBuffer()) : null));
      expect(pictureBytes?.length).toBeGreaterThan(0);

      // A case, sent through the site; the reporter keeps the receipt.
      const words = `Cash changes hands at gate 3 (${tag()}).`;
      const receipt = await sendReport(NGINX, words);
      const reference = (await openWithReceipt(NGINX, receipt))!;
      expect(reference).toMatch(/^WB-/);

      // An enquiry whose message waits: the mail server is down, the instances have tried and will try again.
      const mark = `backup-${tag()}`;
      const enquiry = await fetch(`${NGINX}/api/send-email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: NGINX },
        body: JSON.stringify({
          subject: "E-commerce Inquiry",
          message: `Type: Buy\nProduct Name: Sesame\nClient Name: ${mark}\nPhone Number: 08005550000`,
          business: "commodities",
          idempotencyKey: tag(),
          fillMs: 5000,
        }),
      });
      expect(enquiry.status).toBe(201);
      const enquiryReference = ((await enquiry.json()) as { reference: string }).reference;
      const outboxOf = async (url: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const { rows } = await client.query<{ status: string; attempts: number }>(
            `SELECT o.status, o.attempts FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.reference = $1`,
            [enquiryReference],
          );
          return rows;
        } finally {
          await client.end();
        }
      };
      await expect
        .poll(async () => (await outboxOf(database.url)).map((row) => `${row.status} ${row.attempts > 0}`), { timeout: 30_000 })
        .toEqual(["pending true"]);

      // The backup, while both instances serve: every visitor's request meanwhile is answered.
      const backup = join(backups, "savannah_crest.dump");
      let serving = true;
      const statuses: number[] = [];
      const visitors = (async () => {
        while (serving) statuses.push((await call(`${NGINX}/news/${key}`)).status, (await call(`${NGINX}/healthz`)).status);
      })();
      await documented(`pg_dump --format=custom --file="$BACKUP" "$DATABASE_URL"`, { BACKUP: backup, DATABASE_URL: database.siteUrl });
      serving = false;
      await visitors;
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set([200]));

      // The restore: the instances stop; a new database, owned by the site's role; the dump into it, as that role.
      await Promise.all([a!.stop(), b!.stop()]);
      a = b = undefined;
      const server = new URL(SERVER_URL);
      const asAdministrator = {
        PGHOST: server.hostname,
        PGPORT: server.port || "5432",
        PGUSER: decodeURIComponent(server.username),
        PGPASSWORD: decodeURIComponent(server.password),
      };
      await documented(`createdb --owner="$SITE_ROLE" "$NEW_DATABASE"`, {
        ...asAdministrator,
        SITE_ROLE: database.siteRole,
        NEW_DATABASE: restoredName(),
      });
      const restoredUrl = new URL(database.siteUrl);
      restoredUrl.pathname = `/${restoredName()}`;
      await documented(`pg_restore --exit-on-error --no-owner --dbname="$NEW_DATABASE_URL" "$BACKUP"`, {
        NEW_DATABASE_URL: restoredUrl.toString(),
        BACKUP: backup,
      });
      // The old database is lost (what a restore is for): whatever is served next comes from the new one.
      const administrator = new pg.Client({ connectionString: SERVER_URL });
      await administrator.connect();
      await administrator.query(`DROP DATABASE "${new URL(database.url).pathname.slice(1)}" WITH (FORCE)`);
      await administrator.end();

      // site.env's DATABASE_URL now names the new database; the mail server is back; the instances start; nginx's cache is emptied.
      shared.DATABASE_URL = restoredUrl.toString();
      smtp = await startSmtp({ port: PORTS.smtp });
      [a, b] = await Promise.all([startInstance(PORTS.a, shared), startInstance(PORTS.b, shared)]);
      await documented(`rm -rf "$NGINX_CACHE"/*`, { NGINX_CACHE: join(nginx.dir, "cache") });
      await nginx.reload();

      // The story and its picture, on both instances and through nginx.
      for (const base of [NGINX, `http://127.0.0.1:${PORTS.a}`, `http://127.0.0.1:${PORTS.b}`]) {
        expect((await call(`${base}/news/${key}`)).text, base).toContain(title);
        const served = Buffer.from(await (await fetch(`${base}${picture}`)).arrayBuffer());
        expect(served.equals(pictureBytes!), `${base}${picture}`).toBe(true);
      }
      // The officer reads the case (their session and key came back with the database); the reporter opens it with the receipt.
      await ethics.goto(`${NGINX}/admin/cases`);
      await ethics.getByRole("link", { name: reference }).click();
      await ethics.getByRole("heading", { level: 1, name: `Case ${reference}` }).waitFor();
      await ethics.getByText(words).waitFor();
      expect(await openWithReceipt(NGINX, receipt)).toBe(reference);
      // The waiting message goes out once (when its retry is due: 30 s after the first failure, then 60 s, …), and never again.
      const delivered = () => smtp!.received.filter((mail) => mail.text.includes(mark)).length;
      await expect.poll(delivered, { timeout: 180_000, interval: 1_000 }).toBe(1);
      await expect
        .poll(async () => (await outboxOf(restoredUrl.toString())).map((row) => row.status), { timeout: 10_000 })
        .toEqual(["sent"]);
      await sleep(12_000); // two more passes of each instance's dispatcher (every 5 s)
      expect(delivered()).toBe(1);
    }, 400_000);
  });

  describe("PGlite (one instance, DATA_DIR)", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "savannah-crest-pglite-backup-"));
    const port = PORTS.a + 2;
    const base = `http://127.0.0.1:${port}`;
    const settings = { DATA_DIR: dataDir, SITE_URL: base };
    let site: Instance | undefined;
    const start = async () => (site = await startInstance(port, settings, ["DATABASE_URL", "RATE_LIMIT_SECRET", "AUTH_SECRET"]));
    const stop = async () => {
      await site?.stop();
      site = undefined;
    };

    afterAll(async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(backups, { recursive: true, force: true });
    }, 60_000);

    test("the data folder copied while the site is stopped for seconds, and put back: what came before the copy is there, what came after is not", async () => {
      await start();
      const kept = await sendReport(base, `Before the backup (${tag()}).`);
      const backup = join(backups, "pglite.tar.gz");
      const env = { DATA_DIR: dataDir, BACKUP: backup };

      await stop();
      await documented(`tar -C "$DATA_DIR" -czf "$BACKUP" pglite`, env);
      await start();
      const lost = await sendReport(base, `After the backup (${tag()}).`);
      expect(await openWithReceipt(base, lost)).toMatch(/^WB-/);

      await stop();
      await documented(`mv "$DATA_DIR/pglite" "$DATA_DIR/pglite.before-restore"`, env);
      await documented(`tar -C "$DATA_DIR" -xzf "$BACKUP"`, env);
      await start();
      expect(await openWithReceipt(base, kept)).toMatch(/^WB-/);
      expect(await openWithReceipt(base, lost)).toBeNull();
    }, 240_000);
  });
});
