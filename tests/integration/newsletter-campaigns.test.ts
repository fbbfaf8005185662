import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterForm } from "@content/forms";
import { site } from "@content/site";
import { openDatabase, type Database } from "@/server/db/client";
import { newsletterSubscribers, outbox, publishedFiles, staffRoles } from "@/server/db/schema";
import { deleteUnusedUploads, fileAudience } from "@/server/publishing/upload-lifecycle";
import { dispatchAll } from "@/server/mail/dispatcher";
import { recordCampaignRefusal } from "@/server/newsletter/bounces";
import { smtpTransport } from "@/server/mail/transport";
import {
  archivedCampaign,
  archivedCampaigns,
  campaignReports,
  createCampaign,
  queueRound,
  startSending,
} from "@/server/newsletter/campaigns";
import { confirmSubscription, subscribe, unsubscribe } from "@/server/newsletter/subscribers";
import { expectRefusalLogged, onPostgres, startSmtp, useDatabaseAndSmtp } from "./helpers";

const FROM = `Savannah Crest Group <${site.mailboxes.noReply}>`;
const SITE = "https://www.savannahcrest.example";
const BIG = 1_000_000;
const CONTENT = {
  subject: "Harvest season update",
  preheader: "What the season brought",
  body: "## The harvest\n\nSesame prices **rose**. See [our news](/news).\n\n![Field](/media/news/news-01.webp)",
};

/** Confirmed subscribers straight in the table (the double opt-in has its own tests). */
async function seed(db: Database, status: "confirmed" | "pending" | "unsubscribed", emails: string[]) {
  if (!emails.length) return;
  await db.db.insert(newsletterSubscribers).values(
    emails.map((email) => ({
      email,
      status,
      unsubscribeToken: randomBytes(32).toString("base64url"),
      confirmedAt: status === "confirmed" ? new Date() : null,
      unsubscribedAt: status === "unsubscribed" ? new Date() : null,
    })),
  );
}
const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);

async function sendingCampaign(db: Database) {
  const campaign = await createCampaign(db.db, CONTENT, "marketing@savannahcrest.example");
  expect(await startSending(db.db, campaign.id, "marketing@savannahcrest.example")).toBe(true);
  return campaign;
}

async function outboxPerRecipient(db: Database): Promise<Map<string, number>> {
  const rows = await db.db
    .select({ recipient: outbox.recipient, n: sql<number>`count(*)::int` })
    .from(outbox)
    .groupBy(outbox.recipient);
  return new Map(rows.map((r) => [r.recipient, Number(r.n)]));
}

describe("newsletter campaigns: each confirmed subscriber gets one message, with their own unsubscribe link", () => {
  const ctx = useDatabaseAndSmtp();
  const deliver = () => dispatchAll(ctx.db.db, smtpTransport(ctx.smtp.url), FROM);

  it("sends to confirmed subscribers only, each message with the one-click headers, its own link and the postal address", async () => {
    await seed(ctx.db, "confirmed", addresses("reader", 5));
    await seed(ctx.db, "pending", ["pending@example.com"]);
    await seed(ctx.db, "unsubscribed", ["gone@example.com"]);
    const campaign = await sendingCampaign(ctx.db);
    expect(await queueRound(ctx.db.db, campaign.id, { siteUrl: SITE, ratePerMinute: BIG })).toEqual({ queued: 5, done: true });
    await deliver();

    expect(ctx.smtp.received.map((m) => m.to[0]).sort()).toEqual(addresses("reader", 5).sort());
    const tokens = await ctx.db.db.select().from(newsletterSubscribers);
    for (const mail of ctx.smtp.received) {
      const own = tokens.find((s) => s.email === mail.to[0])!.unsubscribeToken;
      expect(mail.subject).toBe(CONTENT.subject);
      const headers = mail.raw.replace(/\r?\n[ \t]+/g, " ");
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(headers.match(/^List-Unsubscribe: <([^>]+)>$/m)?.[1]).toBe(`${SITE}/api/newsletter/unsubscribe?token=${own}`);
      expect(mail.text).toContain(`${SITE}/newsletter/unsubscribe?token=${own}`);
      expect(mail.text).toContain("14 Crestview Close, Central Business District");
      // The Markdown body: a site path made absolute, the picture's address too, and a plain-text part.
      expect(mail.text).toContain(`href="${SITE}/news"`);
      expect(mail.text).toContain(`src="${SITE}/media/news/news-01.webp"`);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    }
    const [report] = await campaignReports(ctx.db.db);
    expect(report).toMatchObject({ state: "sent", queued: 5, sent: 5, refused: 0, unsubscribedSince: 0 });

    // The archive shows the issue once it has been sent.
    const archive = await archivedCampaigns(ctx.db.db);
    expect(archive.map((a) => a.subject)).toEqual([CONTENT.subject]);
    expect((await archivedCampaign(ctx.db.db, archive[0]!.slug))?.body).toBe(CONTENT.body);
  });

  it("hands at most NEWSLETTER_RATE_PER_MINUTE messages to the outbox in any minute", async () => {
    await seed(ctx.db, "confirmed", addresses("r", 7));
    const campaign = await sendingCampaign(ctx.db);
    const t0 = new Date(Date.now() + 1000);
    const round = (at: Date) => queueRound(ctx.db.db, campaign.id, { siteUrl: SITE, ratePerMinute: 3, now: at });
    expect(await round(t0)).toEqual({ queued: 3, done: false });
    expect(await round(new Date(t0.getTime() + 30_000))).toEqual({ queued: 0, done: false });
    expect(await round(new Date(t0.getTime() + 61_000))).toEqual({ queued: 3, done: false });
    expect(await round(new Date(t0.getTime() + 122_000))).toEqual({ queued: 1, done: true });
    expect([...(await outboxPerRecipient(ctx.db)).values()]).toEqual(Array(7).fill(1));
  });

  it("marks an address refused for good (5xx) bouncing: the next campaign skips it until it confirms again", async () => {
    expectRefusalLogged();
    const refusing = await startSmtp({ reject: 550, rejectTo: ["reader1@example.com"] });
    try {
      await seed(ctx.db, "confirmed", addresses("reader", 3));
      const first = await sendingCampaign(ctx.db);
      await queueRound(ctx.db.db, first.id, { siteUrl: SITE, ratePerMinute: BIG });
      await dispatchAll(ctx.db.db, smtpTransport(refusing.url), FROM, { alertTo: null, onRefused: recordCampaignRefusal });
      expect(refusing.received.map((m) => m.to[0]).sort()).toEqual(["reader0@example.com", "reader2@example.com"]);
      expect((await campaignReports(ctx.db.db))[0]).toMatchObject({ queued: 3, sent: 2, refused: 1 });

      const second = await sendingCampaign(ctx.db);
      expect((await queueRound(ctx.db.db, second.id, { siteUrl: SITE, ratePerMinute: BIG })).queued).toBe(2);

      // Subscribing again (and confirming) puts the address back on the list.
      await subscribe(ctx.db.db, "reader1@example.com", { siteUrl: SITE });
      const confirmation = await ctx.db.db.select().from(outbox).where(eq(outbox.subject, newsletterForm.confirmSubject));
      expect(confirmation.map((m) => m.recipient)).toContain("reader1@example.com");
      await dispatchAll(ctx.db.db, smtpTransport(ctx.smtp.url), FROM);
      const token = ctx.smtp.received.findLast((m) => m.to.includes("reader1@example.com"))!.text.match(/confirm\?token=([\w-]+)/)![1]!;
      expect(await confirmSubscription(ctx.db.db, token, { siteUrl: SITE })).toBe(true);
      const third = await sendingCampaign(ctx.db);
      expect((await queueRound(ctx.db.db, third.id, { siteUrl: SITE, ratePerMinute: BIG })).queued).toBe(3);
    } finally {
      await refusing.close();
    }
  });

  it("keeps a picture a campaign names, for marketing while a draft, for everyone once it is sent", async () => {
    const path = `/media/uploads/news/${"ab".repeat(16)}.webp`;
    const old = new Date(Date.now() - 48 * 60 * 60_000);
    await ctx.db.db.delete(publishedFiles);
    await ctx.db.db
      .insert(publishedFiles)
      .values({ path, contentType: "image/webp", body: Buffer.from("x"), bytes: 1, sha256: "x", createdBy: "m2", createdAt: old });
    // Uploaded by a colleague in marketing: a campaign opens only marketing's own uploads (issue 41).
    await ctx.db.db.insert(staffRoles).values({ userId: "m2", role: "marketing" }).onConflictDoNothing();
    const campaign = await createCampaign(ctx.db.db, { ...CONTENT, body: `![Field](${path})\n\nText.` }, "m@example.com");
    const marketing = { id: "m1", email: "m@example.com", name: "M", roles: ["marketing" as const] };
    const sales = { ...marketing, id: "s1", roles: ["sales" as const] };
    expect(await fileAudience(ctx.db, path, "m2", async () => null)).toBeNull();
    expect(await fileAudience(ctx.db, path, "m2", async () => sales)).toBeNull();
    expect(await fileAudience(ctx.db, path, "m2", async () => marketing)).toBe("staff");
    // The sweep of unused uploads leaves it: a campaign names it.
    expect(await deleteUnusedUploads(ctx.db)).toEqual([]);
    await startSending(ctx.db.db, campaign.id, "m@example.com");
    expect(await fileAudience(ctx.db, path, "m2", async () => null)).toBe("public");
  });

  it("counts the subscribers who unsubscribed after the campaign reached them", async () => {
    await seed(ctx.db, "confirmed", addresses("reader", 4));
    const campaign = await sendingCampaign(ctx.db);
    await queueRound(ctx.db.db, campaign.id, { siteUrl: SITE, ratePerMinute: BIG, now: new Date(Date.now() - 60_000) });
    await deliver();
    const mail = ctx.smtp.received.find((m) => m.to[0] === "reader2@example.com")!;
    const token = mail.text.match(/newsletter\/unsubscribe\?token=([\w-]+)/)![1]!;
    expect(await unsubscribe(ctx.db.db, token)).toBe(true);
    expect((await campaignReports(ctx.db.db))[0]).toMatchObject({ queued: 4, unsubscribedSince: 1 });
  });

  // Two instances share one database only on PostgreSQL (PGlite is one process per data folder).
  if (onPostgres)
    it("two senders queuing the same campaign at once give each subscriber exactly one message", async () => {
      await seed(ctx.db, "confirmed", addresses("reader", 300));
      const campaign = await sendingCampaign(ctx.db);
      const other = await ctx.db.reopen();
      try {
        const options = { siteUrl: SITE, ratePerMinute: BIG, batch: 20 };
        const [a, b] = await Promise.all([queueRound(ctx.db.db, campaign.id, options), queueRound(other.db, campaign.id, options)]);
        expect(a.queued + b.queued).toBe(300);
        // Both took turns (each batch locks the campaign), and neither queued what the other had.
        expect(Math.min(a.queued, b.queued)).toBeGreaterThan(0);
      } finally {
        await other.close();
      }
      const counts = await outboxPerRecipient(ctx.db);
      expect(counts.size).toBe(300);
      expect(new Set(counts.values())).toEqual(new Set([1]));
      expect((await campaignReports(ctx.db.db))[0]).toMatchObject({ state: "sent", queued: 300 });
    });
});

describe("a sender killed with SIGKILL mid-queue", () => {
  /** Runs the queuing script; with `killAfter`, SIGKILLs it after that many committed batches. */
  function runQueue(env: Record<string, string>, killAfter?: number): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "tests/fixtures/queue-campaign.ts"], {
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        if (killAfter !== undefined && out.split("batch").length - 1 >= killAfter) child.kill("SIGKILL");
      });
      child.on("error", reject);
      child.on("exit", (code, signal) => (signal === "SIGKILL" || code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${out}`))));
    });
  }

  it("leaves nobody with two messages and nobody without one once it runs again", { timeout: 120_000 }, async () => {
    const schemaName = `t_${randomBytes(6).toString("hex")}`;
    const dir = onPostgres ? undefined : mkdtempSync(join(tmpdir(), "site-pglite-"));
    const options = onPostgres ? { url: process.env.DATABASE_URL, schemaName } : { pgliteDir: dir };
    const env: Record<string, string> = onPostgres
      ? { QUEUE_DB_URL: process.env.DATABASE_URL!, QUEUE_SCHEMA: schemaName }
      : { QUEUE_PGLITE_DIR: dir! };
    let db = await openDatabase(options);
    try {
      await seed(db, "confirmed", addresses("reader", 400));
      const campaign = await sendingCampaign(db);
      // PGlite is one process's database: this one lets go of it while the child queues.
      await db.close();
      const killed = await runQueue({ ...env, CAMPAIGN_ID: String(campaign.id) }, 3);
      expect(killed).not.toContain("done");
      db = await openDatabase(options);
      const partly = await outboxPerRecipient(db);
      expect(partly.size).toBeGreaterThan(0);
      expect(partly.size).toBeLessThan(400);
      await db.close();

      expect(await runQueue({ ...env, CAMPAIGN_ID: String(campaign.id) })).toMatch(/done \d+/);
      db = await openDatabase(options);
      const counts = await outboxPerRecipient(db);
      expect(counts.size).toBe(400);
      expect(new Set(counts.values())).toEqual(new Set([1]));
      expect((await campaignReports(db.db))[0]).toMatchObject({ state: "sent", queued: 400 });
    } finally {
      await db.close().catch(() => undefined);
      if (onPostgres) {
        const admin = await openDatabase(options);
        await admin.pool!.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
        await admin.close();
      }
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });
});
