import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { SMTPServer } from "smtp-server";
import type { Browser, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { asClient } from "./forms-helpers";
import { E2E_PORT } from "./routes";
import { completeSetUp, uniqueEmail } from "./staff-helpers";

/**
 * Issue 43, end to end: a marketing account writes a campaign, previews it,
 * sends itself a test and sends it to 50 confirmed subscribers (and not to
 * the unconfirmed or unsubscribed ones). A real SMTP server (smtp-server)
 * receives exactly one message per confirmed subscriber, whose unsubscribe
 * link works; the archive shows the issue within a minute; axe finds nothing
 * on the new pages. The site runs here as a server of its own (the suite's
 * shared one writes mail to files): the end-to-end build with SMTP_URL, on a
 * fresh embedded database (PGlite, as `npm start`), into which the subscribers
 * are written while the site is stopped (one process per data folder).
 */
test.describe.configure({ mode: "serial" });

const PORT = E2E_PORT + 5;
const SMTP_PORT = E2E_PORT + 6;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `test-results/e2e-data-${PORT}`;
const SUFFIX = Date.now().toString(36);
const SUBJECT = `Harvest notes from Kano (${SUFFIX})`;
const BODY = "## The season\n\nSesame and soya came in early this year.\n\n- Three new buyers\n- One new warehouse";
const CONFIRMED = Array.from({ length: 50 }, (_, i) => `reader${i}.${SUFFIX}@example.com`);
const PENDING = Array.from({ length: 5 }, (_, i) => `pending${i}.${SUFFIX}@example.com`);
const UNSUBSCRIBED = Array.from({ length: 5 }, (_, i) => `gone${i}.${SUFFIX}@example.net`);

/** `raw` as it arrived; `text` with quoted-printable undone (its links readable). */
type Received = { to: string; subject: string; raw: string; text: string };
const received: Received[] = [];
let smtp: SMTPServer;
let site: ChildProcess;
let editor: Page;
let editorEmail: string;

/** Undoes quoted-printable soft breaks and escapes, enough to read a link. */
const decode = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const subjectOf = (raw: string) =>
  (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw.split(/\r?\n\r?\n/)[0] ?? "")?.[1] ?? "").replace(/\r?\n(?=[ \t])/g, "");

async function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, subject: subjectOf(raw), raw, text: decode(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, "127.0.0.1", resolve));
}

const SETTINGS = {
  ...process.env,
  NODE_ENV: "production" as const,
  NEXT_DIST_DIR: ".next-test",
  NEXT_TELEMETRY_DISABLED: "1",
  DATA_DIR,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  SITE_URL: BASE,
  PORT: String(PORT),
  TRUSTED_PROXY_HOPS: "1",
  NEWSLETTER_RATE_PER_MINUTE: "600",
  AUTH_SECRET: randomBytes(32).toString("hex"),
  RATE_LIMIT_SECRET: randomBytes(16).toString("hex"),
};

async function startSite() {
  site = spawn(join(process.cwd(), "node_modules", ".bin", "next"), ["start", "-p", String(PORT), "-H", "127.0.0.1"], {
    env: SETTINGS,
    stdio: ["ignore", "inherit", "inherit"],
  });
  await expect
    .poll(async () => (await fetch(`${BASE}/healthz`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [500] })
    .toBe(200);
}

async function stopSite() {
  if (!site || site.exitCode !== null || site.signalCode !== null) return;
  const exited = new Promise((resolve) => site.once("exit", resolve));
  site.kill("SIGTERM");
  await exited;
}

/**
 * A marketing account of this site (`npm run staff -- add`, run while the site is stopped: the command
 * then opens the data folder itself); returns its set-up link.
 */
async function addMarketing(): Promise<string> {
  editorEmail = uniqueEmail("campaigns");
  const { stdout } = await promisify(execFile)(
    "npx",
    ["tsx", "--conditions=react-server", "scripts/staff.ts", "add", editorEmail, "--role", "marketing"],
    { env: SETTINGS },
  );
  const link = /http:\/\/\S+\/admin\/set-up\?token=\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`no link in: ${stdout}`);
  return link;
}

/** The account set up through its link in a browser, as its owner does. */
async function marketingPage(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: BASE })).newPage();
  await asClient(page);
  await completeSetUp(page, link);
  return page;
}

/** The subscribers, written into the site's database while it is stopped (it created the tables at its first start). */
async function seedSubscribers() {
  const db = new PGlite(join(process.cwd(), DATA_DIR, "pglite"));
  const rows = [
    ...CONFIRMED.map((email) => [email, "confirmed"]),
    ...PENDING.map((email) => [email, "pending"]),
    ...UNSUBSCRIBED.map((email) => [email, "unsubscribed"]),
  ];
  try {
    for (const [email, status] of rows)
      await db.query(
        `INSERT INTO newsletter_subscribers (email, status, unsubscribe_token, confirmed_at, unsubscribed_at)
         VALUES ($1, $2, $3, CASE WHEN $2 = 'confirmed' THEN now() END, CASE WHEN $2 = 'unsubscribed' THEN now() END)`,
        [email, status, randomBytes(32).toString("base64url")],
      );
  } finally {
    await db.close();
  }
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  await startSmtp();
  await startSite();
  await stopSite();
  await seedSubscribers();
  const link = await addMarketing();
  await startSite();
  editor = await marketingPage(browser, link);
});

test.afterAll(async () => {
  await stopSite();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test("marketing writes, previews, test-sends and sends a campaign: one message per confirmed subscriber, each unsubscribe link works, the archive shows it", async () => {
  test.setTimeout(240_000);
  const page = editor;
  await page.goto("/admin/newsletter");
  await expect(page.getByRole("heading", { name: "Newsletter campaigns", level: 1 })).toBeVisible();
  await expectNoViolations(page, "campaign list");

  // Write.
  await page.getByRole("link", { name: "New campaign" }).click();
  await expect(page.getByRole("heading", { name: "New campaign", level: 1 })).toBeVisible();
  await expectNoViolations(page, "new campaign");
  await page.getByLabel("Subject").fill(SUBJECT);
  await page.getByLabel("Preheader", { exact: false }).fill("What the season brought");
  await page.getByLabel("Body (Markdown)", { exact: false }).fill(BODY);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: SUBJECT, level: 1 })).toBeVisible();
  await expect(page.getByText("Saved.")).toBeVisible();

  // Preview: the e-mail in a sandboxed frame, and its plain-text part.
  const frame = page.frameLocator(`iframe[title="Preview of the e-mail: ${SUBJECT}"]`);
  await expect(frame.getByRole("heading", { name: "The season" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Plain-text part" })).toBeVisible();
  await expect(page.locator("pre")).toContainText("- Three new buyers");
  await expect(page.locator("pre")).toContainText("14 Crestview Close");
  await expectNoViolations(page, "campaign with preview");

  // A test to the signed-in person, through the outbox and the SMTP server.
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByText(`Test sent to ${editorEmail}.`)).toBeVisible();
  await expect.poll(() => received.filter((m) => m.to === editorEmail && m.subject === `[Test] ${SUBJECT}`).length).toBe(1);

  // Send now, through the confirmation step.
  await page.getByRole("link", { name: "Send now…" }).click();
  await expect(page.getByRole("heading", { name: "Send this campaign now?", level: 1 })).toBeVisible();
  await expect(page.getByText("50 confirmed subscribers")).toBeVisible();
  await expectNoViolations(page, "confirm sending");
  await page.getByRole("button", { name: "Yes, send it now" }).click();
  await expect(page.getByRole("heading", { name: "Report" })).toBeVisible();

  await expect.poll(() => received.filter((m) => m.subject === SUBJECT).length, { timeout: 60_000 }).toBe(50);
  // Every queued message has been handed over (the report counts 50 sent), and still 50: nobody got two.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole("definition").allInnerTexts();
      },
      { timeout: 60_000 },
    )
    .toEqual(["50", "50", "0", "0"]);
  const issue = received.filter((m) => m.subject === SUBJECT);
  expect(issue.map((m) => m.to).sort()).toEqual([...CONFIRMED].sort());

  // Each message's own unsubscribe link: the first followed in the browser, the rest as mail programs do (RFC 8058).
  const links = issue.map((m) => /https?:\/\/[^\s"<>]+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(m.text)![0]);
  const oneClick = issue.map((m) => /^List-Unsubscribe: <([^>]+)>/m.exec(m.raw.replace(/\r?\n[ \t]+/g, " "))![1]!);
  expect(new Set(links).size).toBe(50);
  const visitor = await (await page.context().browser()!.newContext({ baseURL: BASE })).newPage();
  await asClient(visitor);
  await visitor.goto(links[0]!);
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
  for (const url of oneClick.slice(1)) {
    const response = await visitor.request.post(url, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(response.status()).toBe(200);
  }
  // The report counts them: each of the 50 unsubscribed since (those unsubscribed before are not its).
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole("definition").allInnerTexts();
      },
      { timeout: 30_000 },
    )
    .toEqual(["50", "50", "0", "50"]);

  // The archive, within a minute, with the site's strict CSP and nothing for axe.
  await expect
    .poll(async () => (await (await visitor.request.get("/newsletter/archive")).text()).includes(SUBJECT), {
      timeout: 60_000,
      intervals: [1_000, 2_000],
    })
    .toBe(true);
  await visitor.goto("/newsletter");
  await visitor.getByRole("link", { name: "Read past issues" }).click();
  await expectNoViolations(visitor, "archive");
  await visitor.getByRole("link", { name: SUBJECT }).click();
  await expect(visitor.getByRole("heading", { name: SUBJECT, level: 1 })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "The season", level: 2 })).toBeVisible();
  await expectNoViolations(visitor, "archived issue");
  const response = await visitor.request.get(new URL(visitor.url()).pathname);
  const scriptSrc = /script-src [^;]*/.exec(response.headers()["content-security-policy"] ?? "")?.[0] ?? "";
  expect(scriptSrc).toMatch(/^script-src 'self'/);
  expect(scriptSrc).not.toContain("unsafe-inline");
});
