// Issue 43's "Done when", on the documented deployment (docs/deploy.md): one
// build as two instances on PostgreSQL behind nginx with
// deploy/nginx/savannah-crest.conf, mail through a real SMTP server
// (smtp-server), driven by Debian Chromium through nginx. Marketing writes,
// previews, test-sends and sends a campaign to 50 confirmed subscribers (and
// not to the unconfirmed or unsubscribed ones); each of the 50 receives one
// message whose unsubscribe link works; the archive shows the issue within a
// minute. Both instances run the campaigns job and the outbox dispatcher, so
// the send is two instances sending at once. Run by `npm test` with the
// multi-instance suite; `npx vitest run --config tests/deploy/vitest.config.ts tests/deploy/campaign-journey.test.ts`.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminNewsletter as words } from "@content/admin-newsletter";
import { newsletterForm } from "@content/forms";
import { campaignCopy } from "@content/newsletter-campaigns";
import { withEverySectionDrawn } from "../e2e/every-section-drawn";
import { startSmtp, type ReceivedMail } from "../integration/helpers";
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
const TAG = randomBytes(3).toString("hex");
/** The issue's bound: the archive shows a sent issue within a minute. */
const MINUTE = 60_000;

const SUBJECT = `Harvest notes from Kano (${TAG})`;
const PREHEADER = "What the season brought";
const BODY = "## The season\n\nSesame and soya came in early this year.\n\n- Three new buyers\n- One new warehouse";
const subscribers = (prefix: string, n: number, domain: string) =>
  Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}.${TAG}@${domain}`, token: randomBytes(32).toString("base64url") }));
const CONFIRMED = subscribers("reader", 50, "example.com");
const PENDING = subscribers("pending", 5, "example.net");
const UNSUBSCRIBED = subscribers("gone", 5, "example.org");

let database: Awaited<ReturnType<typeof freshDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let shared: Record<string, string>;
let instances: Instance[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>>;
let browser: Browser;
let sql: pg.Client;

beforeAll(async () => {
  database = await freshDatabase(SERVER_URL, { suffix: "deploy_campaigns" });
  smtp = await startSmtp({ port: PORTS.smtp });
  // /etc/savannah-crest/site.env (deploy/site.env.example), with this machine's values; a rate that sends the 50 at once.
  shared = {
    DATABASE_URL: database.url,
    SITE_URL: NGINX,
    SMTP_URL: smtp.url,
    RATE_LIMIT_SECRET: randomBytes(32).toString("hex"),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: "test-results/deploy-campaigns-data",
    NEWSLETTER_RATE_PER_MINUTE: "1000",
  };
  instances = await Promise.all([startInstance(PORTS.a, shared), startInstance(PORTS.b, shared)]);
  [nginx, browser] = await Promise.all([startNginx(), launchChromium()]);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  // The list as double opt-in leaves it (the sign-up forms have tests of their own): written straight into the database.
  for (const [list, status] of [
    [CONFIRMED, "confirmed"],
    [PENDING, "pending"],
    [UNSUBSCRIBED, "unsubscribed"],
  ] as const)
    await sql.query(
      `INSERT INTO newsletter_subscribers (email, status, unsubscribe_token, confirmed_at, unsubscribed_at)
       SELECT email, $3, token, CASE WHEN $3 <> 'pending' THEN now() - interval '1 day' END,
              CASE WHEN $3 = 'unsubscribed' THEN now() - interval '1 hour' END
         FROM unnest($1::text[], $2::text[]) AS s(email, token)`,
      [list.map((s) => s.email), list.map((s) => s.token), status],
    );
}, 180_000);

afterAll(async () => {
  await browser?.close();
  // What the servers said, for a failure in CI: test-results/deploy-campaigns/.
  const logs = join(ROOT, "test-results/deploy-campaigns");
  mkdirSync(logs, { recursive: true });
  writeFileSync(join(logs, "instances.log"), instances.map((instance) => `== ${instance.port}\n${instance.log.join("")}`).join("\n"));
  if (nginx) writeFileSync(join(logs, "nginx-access.log"), nginx.accessLog());
  await nginx?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await sql?.end();
  await smtp?.close();
  await database?.drop();
}, 60_000);

// --- Helpers ---

/**
 * WCAG 2.2 AA, as tests/e2e/axe.ts checks it. A sandboxed frame (the e-mail's
 * preview) runs no script, so axe cannot run in it and would wait for it for
 * ever: it is left out here, and the e-mail is checked as a page of its own.
 */
async function expectNoAxeViolations(page: Page, state: string) {
  const results = await withEverySectionDrawn(page, () =>
    new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).exclude("iframe[sandbox]").analyze(),
  );
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe violations, ${state}`).toEqual([]);
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: NGINX });
  context.setDefaultTimeout(30_000);
  return context.newPage();
}

/** A marketing account (`npm run staff -- add`), set up through its link, then signed in with its password and authenticator code. */
async function marketing(): Promise<{ page: Page; email: string }> {
  const email = `marketing.${TAG}@example.org`;
  const link = await staffAdd(shared, email, "marketing");
  const page = await newPage();
  await setUpAndSignIn(page, link, email);
  return { page, email };
}

/** A header of a received message, unfolded. */
function header(mail: ReceivedMail, name: string): string | undefined {
  const head = (mail.raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim();
}

/** The report's four figures as the campaign's page shows them: queued, sent, refused, unsubscribed since. */
async function reportFigures(page: Page): Promise<string[]> {
  await page.reload();
  return page.getByRole("region", { name: words.detail.report }).getByRole("definition").allInnerTexts();
}

async function subscriberStatus(email: string): Promise<string> {
  const { rows } = await sql.query<{ status: string }>("SELECT status FROM newsletter_subscribers WHERE email = $1", [email]);
  return rows[0]!.status;
}

describe("a newsletter campaign on two instances behind nginx (issue 43)", () => {
  test("marketing writes, previews, test-sends and sends a campaign: each confirmed subscriber gets exactly one message with a working unsubscribe link, nobody else gets any, the archive shows it within a minute", async () => {
    const { page, email } = await marketing();
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: words.nav, exact: true }).click();
    await page.getByRole("heading", { name: words.list.heading, level: 1 }).waitFor();
    await expectNoAxeViolations(page, "campaign list, empty");

    // Write.
    await page.getByRole("link", { name: words.list.newCampaign }).click();
    await page.getByRole("heading", { name: words.editor.newHeading, level: 1 }).waitFor();
    await expectNoAxeViolations(page, "new campaign");
    const f = words.editor.fields;
    await page.getByLabel(f.subject).fill(SUBJECT);
    await page.getByLabel(f.preheader, { exact: false }).fill(PREHEADER);
    await page.getByLabel(f.body, { exact: false }).fill(BODY);
    await page.getByRole("button", { name: words.editor.save }).click();
    await page.getByRole("heading", { name: SUBJECT, level: 1 }).waitFor();
    await page.getByText(words.editor.saved).waitFor();

    // Preview: the e-mail (HTML) in a sandboxed frame, and its plain-text part with the group's postal address.
    const frame = page.locator(`iframe[title="${words.detail.previewFrame(SUBJECT)}"]`).contentFrame();
    await frame.getByRole("heading", { name: "The season" }).waitFor();
    await frame.getByRole("listitem").filter({ hasText: "Three new buyers" }).waitFor();
    const plain = await page.locator("pre").innerText();
    expect(plain).toContain("- Three new buyers");
    for (const line of campaignCopy.postalAddress) expect(plain).toContain(line);
    await expectNoAxeViolations(page, "draft with its preview");
    const mailPage = await newPage();
    await mailPage.setContent((await page.locator("iframe[sandbox]").getAttribute("srcdoc"))!);
    await expectNoAxeViolations(mailPage, "the e-mail's HTML");
    await mailPage.context().close();

    // A test to the signed-in person's own address, through the outbox and the SMTP server.
    await page.getByRole("button", { name: words.detail.test }).click();
    await page.getByText(words.detail.testSent(email)).waitFor();
    const isTest = (m: ReceivedMail) => m.subject === campaignCopy.testSubject(SUBJECT);
    await expect.poll(() => smtp.received.filter(isTest).length, { timeout: 30_000, interval: 250 }).toBe(1);
    const testMail = smtp.received.find(isTest)!;
    expect(testMail.to).toEqual([email]);
    // A test has no subscriber, so no unsubscribe address that mail programs would offer.
    expect(header(testMail, "List-Unsubscribe")).toBeUndefined();

    // Send now, through the confirmation step, which names how many receive it.
    await page.getByRole("link", { name: words.detail.sendNow }).click();
    await page.getByRole("heading", { name: words.confirm.headingNow, level: 1 }).waitFor();
    await page.getByText(words.confirm.summary(SUBJECT, CONFIRMED.length)).waitFor();
    await expectNoAxeViolations(page, "confirm sending");
    await page.getByRole("button", { name: words.confirm.yesNow }).click();
    const sent = Date.now();
    await page.getByRole("heading", { name: words.detail.report }).waitFor();

    // Every message handed over (the report: 50 queued, 50 sent), and one per confirmed subscriber, to nobody else.
    await expect.poll(() => reportFigures(page), { timeout: 60_000, interval: 1_000 }).toEqual(["50", "50", "0", "0"]);
    await expectNoAxeViolations(page, "sent campaign with its report");
    const issue = smtp.received.filter((m) => m.subject === SUBJECT);
    expect(issue.map((m) => m.to.join(",")).sort()).toEqual(CONFIRMED.map((s) => s.email).sort());
    const others = new Set([...PENDING, ...UNSUBSCRIBED].map((s) => s.email));
    expect(smtp.received.filter((m) => m.to.some((to) => others.has(to)))).toEqual([]);

    // Each message carries its subscriber's own links: in the footer and in the RFC 2369 / RFC 8058 headers.
    for (const subscriber of CONFIRMED) {
      const mail = issue.find((m) => m.to[0] === subscriber.email)!;
      const token = encodeURIComponent(subscriber.token);
      expect(mail.text).toContain(`${NGINX}/newsletter/unsubscribe?token=${token}`);
      expect(header(mail, "List-Unsubscribe")).toBe(`<${NGINX}/api/newsletter/unsubscribe?token=${token}>`);
      expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    }

    // The first subscriber follows the link in their message, through nginx, and presses the button.
    const [first, second] = [CONFIRMED[0]!, CONFIRMED[1]!];
    const firstMail = issue.find((m) => m.to[0] === first.email)!;
    const link = /https?:\/\/[^\s"<>]+\/newsletter\/unsubscribe\?token=[\w%-]+/.exec(firstMail.text)![0];
    const reader = await newPage();
    await reader.goto(link);
    await reader.getByRole("button", { name: newsletterForm.unsubscribePage.button }).click();
    await reader.getByRole("heading", { name: newsletterForm.unsubscribePage.doneHeading }).waitFor();
    expect(await subscriberStatus(first.email)).toBe("unsubscribed");
    // The second's mail program unsubscribes with one POST to the List-Unsubscribe address (RFC 8058).
    const oneClick = header(
      issue.find((m) => m.to[0] === second.email)!,
      "List-Unsubscribe",
    )!.slice(1, -1);
    const response = await fetch(oneClick, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await subscriberStatus(second.email)).toBe("unsubscribed");
    expect(await subscriberStatus(CONFIRMED[2]!.email)).toBe("confirmed");
    // The report counts them as unsubscribed since this campaign (those unsubscribed before are not its).
    await expect.poll(() => reportFigures(page), { timeout: 30_000, interval: 1_000 }).toEqual(["50", "50", "0", "2"]);
    await page.getByRole("link", { name: words.editor.back }).click();
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: SUBJECT }) });
    await row.waitFor();
    expect(await row.getByRole("cell").allInnerTexts()).toEqual([words.states.sent, expect.any(String), "50", "50", "0", "2"]);
    await expectNoAxeViolations(page, "campaign list with a sent campaign");

    // The archive within a minute of the send, on both instances and through nginx (the page is rendered again at most
    // every 20 s on each instance: one that has it says nothing of the other, which the browser may reach next), then
    // linked from the newsletter page, the issue on a page of its own.
    const archived = async () => {
      const bases = [`http://127.0.0.1:${PORTS.a}`, `http://127.0.0.1:${PORTS.b}`, NGINX];
      const shown = await Promise.all(
        bases.map(async (base) => {
          const answer = await fetch(`${base}/newsletter/archive`);
          return answer.status === 200 && (await answer.text()).includes(SUBJECT);
        }),
      );
      return shown.every(Boolean);
    };
    await expect.poll(archived, { timeout: MINUTE - (Date.now() - sent), interval: 1_000 }).toBe(true);
    await reader.goto("/newsletter");
    await reader.getByRole("link", { name: campaignCopy.archive.linkFromNewsletter }).click();
    await reader.getByRole("heading", { name: campaignCopy.archive.title, level: 1 }).waitFor();
    await expectNoAxeViolations(reader, "archive");
    await reader.getByRole("link", { name: SUBJECT }).click();
    await reader.getByRole("heading", { name: SUBJECT, level: 1 }).waitFor();
    await reader.getByRole("heading", { name: "The season", level: 2 }).waitFor();
    await expectNoAxeViolations(reader, "archived issue");
    const issuePage = await fetch(reader.url());
    expect(issuePage.status).toBe(200);
    const scriptSrc = /script-src [^;]*/.exec(issuePage.headers.get("content-security-policy") ?? "")?.[0] ?? "";
    expect(scriptSrc).toMatch(/^script-src 'self'/);
    expect(scriptSrc).not.toContain("unsafe-inline");

    // Still one message per subscriber after both instances' jobs and dispatchers have had further rounds meanwhile.
    expect(smtp.received.filter((m) => m.subject === SUBJECT)).toHaveLength(50);
    const { rows } = await sql.query<{ n: number }>("SELECT count(*)::int AS n FROM newsletter_deliveries");
    expect(rows[0]!.n).toBe(50);
    await reader.context().close();
    await page.context().close();
  }, 300_000);
});
