import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "@content/site";
import { agentSpec } from "@/forms/agent/server";
import type { Agent } from "@/forms/agent/schema";
import { outbox } from "@/server/db/schema";
import { failureAlert } from "@/server/mail/failure-alert";
import type { OutboxRow } from "@/server/mail/outbox";
import { renderReplyHtml } from "@/server/mail/render";
import { campaignMessage, renderCampaignBody } from "@/server/newsletter/campaign-mail";
import { subscribe } from "@/server/newsletter/subscribers";
import { queueInvitation } from "@/server/staff/mails";
import { openTestDatabase, type TestDatabase } from "./helpers";

const SITE = "http://127.0.0.1:3999";
const LONG_URL = `https://documents.example.org/${"annual-report-appendix-".repeat(6)}2026.pdf?download=1&lang=en`;

/**
 * The HTML part of every kind of e-mail the site sends, checked as a document
 * (issue 51): html-validate's recommended rules, less the ones a mail's
 * layout needs (inline styles, since mail programs drop stylesheets; the
 * conditional comments only Outlook reads, which give it the fixed width it
 * cannot take from CSS; role="presentation", the spelling older mail readers
 * know), and the W3C Nu checker; then the things a reader meets:
 * the subject as title, the language, addresses as links, a phone's width.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: { "no-inline-style": "off", "no-conditional-comment": "off", "attribute-boolean-style": "off", "presentation-role-style": "off" },
});

type Mail = { kind: string; subject: string; html: string };
const mails: Mail[] = [];
let t: TestDatabase;
let browser: Browser;

beforeAll(async () => {
  t = await openTestDatabase();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--headless"],
  });
  const applicant: Agent = { fullName: "Ada <b>Obi</b>", email: "ada@example.com", phoneNumber: "+234 800 555 0100" } as Agent;
  const [team, visitor] = agentSpec.mails(applicant, "AG-7K3M9Q2X", new Date());
  mails.push({ kind: "a form, to the team", ...team! }, { kind: "a form, to the visitor", ...visitor! });
  // Written to the outbox by the real paths: the newsletter's confirmation and a staff invitation.
  await subscribe(t.db, "reader@example.com", { siteUrl: SITE });
  await queueInvitation(t, { email: "new@staff.example", name: "Kemi", link: `${SITE}/admin/set-up?token=abc` });
  for (const row of await t.db.select().from(outbox))
    mails.push({ kind: `outbox: ${row.subject}`, subject: row.subject, html: row.htmlBody });
  const alert = failureAlert(
    { id: 3, recipient: site.mailboxes.info, subject: "Contact [CT-7K3M9Q2X]", headers: null, createdAt: new Date() } as OutboxRow,
    "550 Mailbox full",
    "web@example.org",
  )!;
  mails.push({ kind: "a delivery failure alert", ...alert });
  const replySubject = "Your message [CT-7K3M9Q2X]";
  mails.push({
    kind: "an inbox reply",
    subject: replySubject,
    html: renderReplyHtml(replySubject, `Dear Ada,\n\nThe report is at ${LONG_URL}.\n\nRegards`),
  });
  const campaign = renderCampaignBody(
    {
      subject: "Savannah Crest news, December",
      preheader: "Roofing at Prestige Manor",
      body: [
        `Read the appendix: ${LONG_URL}`,
        "![Prestige Manor at roof level](/media/news/news-09.webp)",
        "![a tracker](https://tracker.example.net/pixel.gif)",
        "[Our partner](//partner.example.org/page)",
      ].join("\n\n"),
    },
    SITE,
  );
  mails.push({
    kind: "a campaign",
    subject: "Savannah Crest news, December",
    ...campaignMessage(campaign, {
      unsubscribeUrl: `${SITE}/newsletter/unsubscribe?token=t1`,
      archiveUrl: `${SITE}/newsletter/archive/december`,
    }),
  });
});

afterAll(async () => {
  await browser?.close();
  await t.close();
  await t.drop();
});

describe("every e-mail's HTML part", () => {
  it("is a valid document with the subject as its title and a language", async () => {
    expect(mails.map((m) => m.kind)).toHaveLength(7);
    const problems = [];
    for (const mail of mails) {
      const report = await validator.validateString(mail.html);
      problems.push(...report.results.flatMap((r) => r.messages.map((m) => `${mail.kind}: ${m.ruleId}: ${m.message}`)));
      expect(mail.html, mail.kind).toMatch(/^<!doctype html>\s*<html lang="en">/i);
      expect(mail.html, mail.kind).toContain(
        `<title>${mail.subject.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</title>`,
      );
    }
    expect(problems).toEqual([]);
  });

  it("passes the W3C Nu checker, errors and warnings alike", async () => {
    // The checker the validators used (vnu-jar's vnu.jar), on Java: Debian's default-jre-headless (.ci/run installs it).
    const jar = createRequire(import.meta.url)("vnu-jar") as string;
    const folder = mkdtempSync(join(tmpdir(), "mails-"));
    const files = mails.map((mail, i) => {
      const file = join(folder, `${i}.html`);
      writeFileSync(file, mail.html);
      return file;
    });
    try {
      const checked = await promisify(execFile)("java", ["-jar", jar, "--format", "json", "--stdout", ...files], {
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { code?: unknown; stdout?: string }) => {
        if (error.code === "ENOENT") throw new Error("The Nu checker needs Java: apt-get install -y default-jre-headless");
        return { stdout: error.stdout ?? "" };
      });
      const { messages } = JSON.parse(checked.stdout) as { messages: { url: string; type: string; subType?: string; message: string }[] };
      const kindOf = (url: string) => mails[Number(/(\d+)\.html$/.exec(url)?.[1])]?.kind ?? url;
      expect(messages.map((m) => `${kindOf(m.url)}: ${m.subType ?? m.type}: ${m.message}`)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("fits a 390-pixel phone, long addresses wrapping, and pictures are sized", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    for (const mail of mails) {
      await page.setContent(mail.html);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), mail.kind).toBeLessThanOrEqual(390);
      for (const img of await page.locator("img").all()) {
        expect(await img.getAttribute("width"), mail.kind).toMatch(/^\d+$/);
        expect(await img.getAttribute("height"), mail.kind).toMatch(/^\d+$/);
      }
    }
    await page.close();
  });

  it("links the addresses: a reply's, the confirmation's unsubscribe page", () => {
    const reply = mails.find((m) => m.kind === "an inbox reply")!;
    expect(reply.html).toContain(`<a href="${LONG_URL.replace(/&/g, "&amp;")}">`);
    // The sentence's full stop stays outside the link.
    expect(reply.html).toContain(`</a>.`);
    const confirmation = mails.find((m) => m.kind.startsWith("outbox") && /unsubscribe\?token=/.test(m.html) && !/archive/.test(m.html))!;
    expect(confirmation.html).toMatch(/Unsubscribe: <a href="http:\/\/127\.0\.0\.1:3999\/newsletter\/unsubscribe\?token=[^"]+">/);
  });

  it("a campaign keeps the site's own pictures only, and a //host link is not made http", () => {
    const { html } = mails.find((m) => m.kind === "a campaign")!;
    expect(html).toContain(`<img src="${SITE}/media/news/news-09.webp" alt="Prestige Manor at roof level" width="536" height="357"`);
    expect(html).not.toContain("tracker.example.net");
    expect(html).toContain('href="https://partner.example.org/page"');
    expect(html).not.toContain("http://partner.example.org");
  });
});
