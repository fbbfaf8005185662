import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { WEBSITE_COPY_RETENTION_DAYS } from "@content/constants";
import { site } from "@content/site";
import { rowsOf } from "@/server/db/client";
import { maintenanceOwed, newsletterSubscribers, outbox, submissions } from "@/server/db/schema";
import { dispatchAll } from "@/server/mail/dispatcher";
import { requeueFailed } from "@/server/mail/outbox";
import { smtpTransport } from "@/server/mail/transport";
import { agentSpec } from "@/forms/agent/server";
import { contactSpec } from "@/forms/contact/server";
import { newsletterSpec } from "@/forms/newsletter/server";
import { legacyWhistleblowSpec as whistleblowSpec } from "./legacy-whistleblow";
import { confirmSubscription, unsubscribe } from "@/server/newsletter/subscribers";
import { processForm } from "@/server/submissions/action";
import type { FormSpec } from "@/server/submissions/contract";
import { PURGE_LOCK, purgeExpired } from "@/server/retention/purge";
import { REWRITE_TASK } from "@/server/retention/reclaim";
import { expectRefusalLogged, formData, onPostgres, startSmtp, testLimiter, useDatabaseAndSmtp } from "./helpers";

const FROM = `Savannah Crest Group <${site.mailboxes.noReply}>`;
const SITE = "http://127.0.0.1:3999";
const DAY = 24 * 60 * 60_000;
const KEEP = WEBSITE_COPY_RETENTION_DAYS;
/** A moment `days` from now. */
const inDays = (days: number) => new Date(Date.now() + days * DAY);

describe("retention: the website deletes its copies on the privacy policy's terms, and never an undelivered lead", () => {
  const ctx = useDatabaseAndSmtp();
  const submit = <F extends object>(spec: FormSpec<F>, fields: Record<string, string>) =>
    processForm(spec, formData(fields), { database: ctx.db, limiter: testLimiter(ctx.db), clientKey: "203.0.113.30" });
  const deliver = (smtpUrl = ctx.smtp.url) => dispatchAll(ctx.db.db, smtpTransport(smtpUrl), FROM, { alertTo: "webteam@example.org" });
  /** Rows of the database in which this text still appears, table by table. */
  async function whereStored(text: string) {
    const like = `%${text}%`;
    const result = await ctx.db.db.execute(sql`
      SELECT (SELECT count(*) FROM submissions WHERE fields::text ILIKE ${like})::int AS submissions,
             (SELECT count(*) FROM outbox WHERE text_body ILIKE ${like} OR html_body ILIKE ${like} OR subject ILIKE ${like})::int AS outbox
    `);
    return rowsOf<{ submissions: number; outbox: number }>(result)[0];
  }
  const counts = async () => ({
    submissions: (await ctx.db.db.select().from(submissions)).length,
    mails: (await ctx.db.db.select().from(outbox)).length,
  });

  it("a whistleblowing report: its website copy goes at the first purge after delivery, and not before", async () => {
    const report = {
      natureOfConduct: "Bribery",
      comments: "The gate officer at the Jahi site takes cash to pass unchecked trucks.",
      officerNames: "Officer Tanko",
    };
    const ok = await submit(whistleblowSpec, report);
    expect(ok.status).toBe("success");

    // Not delivered yet (the mail server is down): the purge keeps it, however late.
    expect(await purgeExpired(ctx.db.db, { now: inDays(400) })).toEqual({ mails: 0, submissions: 0, subscribers: 0 });
    expect(await whereStored("unchecked trucks")).toEqual({ submissions: 1, outbox: 1 });

    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    expect(ctx.smtp.received[0]?.to).toEqual([site.mailboxes.ethics]);
    expect(ctx.smtp.received[0]?.text).toContain("unchecked trucks");

    // Delivered: the next purge, whenever it runs, leaves no word of it; other leads keep their 30 days.
    await submit(contactSpec, { name: "Adaeze Okafor", email: "adaeze@example.com", message: "Please call me about the Guzape estate." });
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(await purgeExpired(ctx.db.db)).toEqual({ mails: 1, submissions: 1, subscribers: 0 });
    for (const words of ["unchecked trucks", "Officer Tanko", ok.reference!])
      expect(await whereStored(words)).toEqual({ submissions: 0, outbox: 0 });
    expect(await whereStored("Guzape estate")).toEqual({ submissions: 1, outbox: 1 });
  });

  it("a whistleblowing report the ethics mailbox refused stays until it is sent again", async () => {
    expectRefusalLogged();
    await submit(whistleblowSpec, { natureOfConduct: "Fraud", comments: "Two invoices for the same cement delivery." });
    const refusing = await startSmtp({ reject: 550, rejectTo: [site.mailboxes.ethics] });
    try {
      expect(await deliver(refusing.url)).toMatchObject({ sent: 1, failed: 1 });
    } finally {
      await refusing.close();
    }
    expect(await purgeExpired(ctx.db.db, { now: inDays(400) })).toMatchObject({ submissions: 0 });
    expect(await whereStored("same cement delivery")).toEqual({ submissions: 1, outbox: 1 });
    expect(await requeueFailed(ctx.db.db)).toBe(1);
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    expect(await purgeExpired(ctx.db.db)).toMatchObject({ submissions: 1 });
    expect(await whereStored("same cement delivery")).toEqual({ submissions: 0, outbox: 0 });
  });

  it("a lead not yet delivered is never deleted, however old: the mail server down for a year loses nothing", async () => {
    await submit(contactSpec, { name: "Adaeze Okafor", email: "adaeze@example.com", message: "Please call me about the Guzape estate." });
    expect(await purgeExpired(ctx.db.db, { now: inDays(400) })).toEqual({ mails: 0, submissions: 0, subscribers: 0 });
    expect(await counts()).toEqual({ submissions: 1, mails: 1 });
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(ctx.smtp.received[0]?.text).toContain("Guzape estate");
  });

  it("a lead a team's mailbox refused stays until it is sent again; a visitor's refused copy goes with the rest", async () => {
    expectRefusalLogged();
    const applicant = { fullName: "Halima Bello", email: "halima@example.com", phoneNumber: "08005550123" };
    await submit(agentSpec, applicant);
    const refusing = await startSmtp({ reject: 550, rejectTo: [site.mailboxes.agents] });
    try {
      // The applicant's confirmation and the web team's alert go out; the lead is refused.
      expect(await deliver(refusing.url)).toEqual({ sent: 2, retried: 0, failed: 1 });
    } finally {
      await refusing.close();
    }
    // A year on, only the lead and its submission are left (the sent mails went after 30 days).
    expect(await purgeExpired(ctx.db.db, { now: inDays(365) })).toEqual({ mails: 2, submissions: 0, subscribers: 0 });
    const left = await ctx.db.db.select().from(outbox);
    expect(left.map((r) => [r.recipient, r.status])).toEqual([[site.mailboxes.agents, "failed"]]);
    expect(await whereStored("08005550123")).toEqual({ submissions: 1, outbox: 1 });

    // Mended and sent: then it goes too, once its own 30 days are over.
    expect(await requeueFailed(ctx.db.db)).toBe(1);
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    expect(ctx.smtp.received.at(-1)?.text).toContain("08005550123");
    expect(await purgeExpired(ctx.db.db, { now: inDays(KEEP - 1) })).toMatchObject({ mails: 0, submissions: 0 });
    expect(await purgeExpired(ctx.db.db, { now: inDays(KEEP + 1) })).toMatchObject({ mails: 1, submissions: 1 });
    expect(await counts()).toEqual({ submissions: 0, mails: 0 });
  });

  it("an address a visitor typed wrong, refused for good, is deleted after the same 30 days with its submission", async () => {
    expectRefusalLogged();
    await submit(agentSpec, { fullName: "Musa Bello", email: "musa@example.invalid", phoneNumber: "08005550199" });
    const refusing = await startSmtp({ reject: 550, rejectTo: ["musa@example.invalid"] });
    try {
      expect(await deliver(refusing.url)).toEqual({ sent: 1, retried: 0, failed: 1 });
    } finally {
      await refusing.close();
    }
    expect(await purgeExpired(ctx.db.db, { now: inDays(KEEP - 1) })).toMatchObject({ mails: 0, submissions: 0 });
    expect(await purgeExpired(ctx.db.db, { now: inDays(KEEP + 1) })).toMatchObject({ mails: 2, submissions: 1 });
    expect(await whereStored("08005550199")).toEqual({ submissions: 0, outbox: 0 });
  });

  it("newsletter: a confirmed address stays; an unconfirmed sign-up and an unsubscribed address go 30 days on", async () => {
    const spec = newsletterSpec(SITE);
    for (const email of ["kept@example.com", "never-confirmed@example.com", "left@example.com"]) await submit(spec, { email });
    await deliver();
    const tokenFor = (email: string, kind: "confirm" | "unsubscribe") =>
      ctx.smtp.received.findLast((m) => m.to.includes(email))!.text.match(new RegExp(`${kind}\\?token=([\\w-]+)`))![1]!;
    for (const email of ["kept@example.com", "left@example.com"])
      expect(await confirmSubscription(ctx.db.db, tokenFor(email, "confirm"), { siteUrl: SITE })).toBe(true);
    await deliver();
    const leftAt = inDays(10);
    expect(await unsubscribe(ctx.db.db, tokenFor("left@example.com", "unsubscribe"), { now: leftAt })).toBe(true);

    // The unconfirmed link expired after 48 hours; 30 days after that, the address goes.
    expect(await purgeExpired(ctx.db.db, { now: inDays(KEEP + 1) })).toMatchObject({ subscribers: 0 });
    expect(await purgeExpired(ctx.db.db, { now: inDays(KEEP + 3) })).toMatchObject({ subscribers: 1 });
    // The unsubscribed one 30 days after unsubscribing.
    expect(await purgeExpired(ctx.db.db, { now: new Date(leftAt.getTime() + (KEEP + 1) * DAY) })).toMatchObject({ subscribers: 1 });
    expect(await purgeExpired(ctx.db.db, { now: inDays(3650) })).toMatchObject({ subscribers: 0 });
    const rows = await ctx.db.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => [r.email, r.status])).toEqual([["kept@example.com", "confirmed"]]);
    // The unsubscribe link of an address deleted since still answers (the page says it may have been removed).
    expect(await unsubscribe(ctx.db.db, tokenFor("left@example.com", "unsubscribe"))).toBe(false);
  });

  it("a table rewrite owed after a report was deleted is kept in the database, and the next purge (of any instance) does it", async () => {
    await submit(whistleblowSpec, { natureOfConduct: "Fraud", comments: "Two invoices for the same cement delivery." });
    expect(await deliver()).toMatchObject({ sent: 1 });
    // As left by an instance whose rewrite failed or that died after deleting a report: recorded, not in any process's memory.
    await ctx.db.db.insert(maintenanceOwed).values({ task: REWRITE_TASK });
    expect(await ctx.db.db.select({ task: maintenanceOwed.task }).from(maintenanceOwed)).toEqual([{ task: REWRITE_TASK }]);
    expect(await purgeExpired(ctx.db.db)).toEqual({ mails: 1, submissions: 1, subscribers: 0 });
    expect(await ctx.db.db.select().from(maintenanceOwed)).toEqual([]);
    expect(await purgeExpired(ctx.db.db)).toEqual({ mails: 0, submissions: 0, subscribers: 0 });
  });

  if (onPostgres) {
    it("one instance purges at a time: while another holds the purge's lock, a purge skips its round", async () => {
      await submit(contactSpec, { name: "Adaeze Okafor", email: "adaeze@example.com", message: "Please call me about the Guzape estate." });
      expect(await deliver()).toMatchObject({ sent: 1 });
      const holder = await ctx.db.pool!.connect();
      try {
        await holder.query(`SELECT pg_advisory_lock(hashtext('${PURGE_LOCK}:' || current_schema()))`);
        expect(await purgeExpired(ctx.db.db, { now: inDays(KEEP + 1) })).toBeNull();
        expect(await counts()).toEqual({ submissions: 1, mails: 1 });
        await holder.query(`SELECT pg_advisory_unlock(hashtext('${PURGE_LOCK}:' || current_schema()))`);
      } finally {
        holder.release();
      }
      expect(await purgeExpired(ctx.db.db, { now: inDays(KEEP + 1) })).toEqual({ mails: 1, submissions: 1, subscribers: 0 });
    });
  }
});
