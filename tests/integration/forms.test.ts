import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { agentForm, bookingForm, dsarForm, newsletterForm, whistleblowForm } from "@content/forms";
import { site } from "@content/site";
import { mailCopy } from "@content/mails";
import { newsletterSubscribers, outbox, submissions } from "@/server/db/schema";
import { dispatchAll } from "@/server/mail/dispatcher";
import { smtpTransport } from "@/server/mail/transport";
import { agentSpec } from "@/forms/agent/server";
import { bookingSpec } from "@/forms/booking/server";
import { dsarSpec } from "@/forms/dsar/server";
import { newsletterSpec } from "@/forms/newsletter/server";
import { whistleblowSpec } from "@/forms/whistleblow/server";
import { openCaseByReceipt, readCase, setRecoveryPublicKey } from "@/server/whistleblowing/cases";
import { newRecoveryKeyPair } from "@/server/whistleblowing/crypto";
import { confirmSubscription, CONFIRM_RESEND_AFTER_MS, CONFIRM_TOKEN_TTL_MS, unsubscribe } from "@/server/newsletter/subscribers";
import { recentMailsTo, VISITOR_MAILS_PER_DAY } from "@/server/mail/visitor-budget";
import { processForm } from "@/server/submissions/action";
import type { FormSpec } from "@/server/submissions/contract";
import { formData, openTestDatabase, startSmtp, testLimiter, useDatabaseAndSmtp } from "./helpers";
import { bookableDates } from "@/forms/booking/bookable-dates";
import { addDays } from "@/lib/calendar-date";

/** A day a booking request may be for, whenever the tests run. */
const STAY = addDays(bookableDates().first, 30);
/** STAY as the residences team reads it ("Saturday 5 December 2026"), worked out without Intl. */
const STAY_DAY = (() => {
  const [year, month, day] = STAY.split("-").map(Number) as [number, number, number];
  const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  return `${weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]} ${day} ${months[month - 1]} ${year}`;
})();

const FROM = `Savannah Crest Group <${site.mailboxes.noReply}>`;
const SITE = "http://127.0.0.1:3999";

describe("every form: stored, validated, e-mailed over real SMTP", () => {
  const ctx = useDatabaseAndSmtp();

  function submit<F extends object>(spec: FormSpec<F>, fields: Record<string, string>, extra: Record<string, string> = {}, now?: number) {
    return processForm(spec, formData(fields, extra), { database: ctx.db, limiter: testLimiter(ctx.db), clientKey: "203.0.113.20", now });
  }
  const deliver = () => dispatchAll(ctx.db.db, smtpTransport(ctx.smtp.url), FROM);
  const mailTo = (address: string) => ctx.smtp.received.filter((m) => m.to.includes(address));

  it("booking: name, e-mail and date required; stored and sent to the residences mailbox", async () => {
    const empty = await submit(bookingSpec, { roomTitle: "Studio Suite", name: "", email: "", date: "" });
    expect(empty.errors).toEqual({
      name: bookingForm.errors.nameRequired,
      email: bookingForm.errors.emailRequired,
      date: bookingForm.errors.dateRequired,
    });
    // A room that is not one of the residences' (the hidden field posted by hand) is refused on the form's banner, and nothing is stored.
    const unknown = await submit(bookingSpec, { roomTitle: "Executive Suite", name: "Chidi Eze", email: "chidi@example.com", date: STAY });
    expect(unknown).toMatchObject({ status: "error", message: bookingForm.roomUnavailable });
    expect(await deliver()).toMatchObject({ sent: 0 });
    const ok = await submit(bookingSpec, { roomTitle: "Studio Suite", name: "Chidi Eze", email: "chidi@example.com", date: STAY });
    expect(ok.status).toBe("success");
    expect(ok.message).toBe("Room booked: Studio Suite");
    expect(ok.detail).toBe(bookingForm.successDetail);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [mail] = mailTo(site.mailboxes.residences);
    expect(mail?.subject).toBe(`Booking request: Studio Suite on ${STAY_DAY} for Chidi Eze [${ok.reference}]`);
    expect(mail?.text).toContain("Studio Suite");
    expect(mail?.text).toContain(`${STAY_DAY} (${STAY})`);
    expect(mail?.text).toContain("Reply-To: chidi@example.com");
  });

  it("agent: digits-only phone; stored as pending; the team and the applicant are e-mailed", async () => {
    const bad = await submit(agentSpec, { fullName: "", email: "x@y", phoneNumber: "080-555-O123" });
    expect(bad.errors).toEqual({
      fullName: agentForm.errors.fullNameRequired,
      email: agentForm.errors.emailInvalid,
      phoneNumber: agentForm.errors.phoneDigits,
    });
    const ok = await submit(agentSpec, { fullName: "Halima Bello", email: "halima@example.com", phoneNumber: "0800 555 0123" });
    expect(ok.status).toBe("success");
    const [row] = await ctx.db.db.select().from(submissions);
    expect(row?.status).toBe("pending");
    await deliver();
    expect(mailTo(site.mailboxes.agents)[0]?.text).toContain("08005550123");
    expect(mailTo("halima@example.com")[0]?.text).toContain("notify you once it is approved");
  });

  it("whistleblowing: two required fields; contact details kept (encrypted) only with Yes; a receipt; the ethics mailbox told without content", async () => {
    await setRecoveryPublicKey(ctx.db.db, (await newRecoveryKeyPair()).publicKey);
    const empty = await submit(whistleblowSpec, { natureOfConduct: "", comments: "" });
    expect(empty.errors).toEqual({
      natureOfConduct: whistleblowForm.errors.natureOfConductRequired,
      comments: whistleblowForm.errors.commentsRequired,
    });
    const ok = await submit(whistleblowSpec, {
      natureOfConduct: "Procurement fraud",
      comments: "Invoices for the Jahi site were inflated.",
      contactPreference: "No",
      yourName: "Should not be kept",
      // Typed under Yes, then the reporter chose No: neither blocks nor is kept.
      yourEmail: "half-typed@",
    });
    expect(ok.status).toBe("success");
    expect(ok.reference).toMatch(/^WB-[0-9A-Z]{8}$/);
    expect(ok.detail).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    expect(await ctx.db.db.select().from(submissions)).toEqual([]);
    const opened = await openCaseByReceipt(ctx.db.db, ok.detail!.replace(/ /g, ""));
    const read = await readCase(ctx.db.db, opened!.caseId, opened!.caseKey, { notes: false });
    expect(read!.report).toMatchObject({ natureOfConduct: "Procurement fraud", yourName: "", yourEmail: "", yourPhoneNumber: "" });
    await deliver();
    expect(ctx.smtp.received).toHaveLength(1);
    const [mail] = mailTo(site.mailboxes.ethics);
    expect(mail?.text).toContain(`A new report (${ok.reference}) has arrived. Sign in to read it.`);
    expect(mail?.text).not.toContain("Procurement fraud");
    expect(mail?.raw).not.toMatch(/^Reply-To:/m);
    // With Yes, the same address is checked.
    const yes = await submit(whistleblowSpec, {
      natureOfConduct: "Bribery",
      comments: "A site inspector asked for cash.",
      contactPreference: "Yes",
      yourEmail: "half-typed@",
    });
    expect(yes.errors).toEqual({ yourEmail: whistleblowForm.errors.emailInvalid });
  });

  it("whistleblowing with Yes and an address: the address is in the encrypted case for the ethics team, never in an e-mail", async () => {
    await setRecoveryPublicKey(ctx.db.db, (await newRecoveryKeyPair()).publicKey);
    const ok = await submit(whistleblowSpec, {
      natureOfConduct: "Bribery",
      comments: "A site inspector asked for cash.",
      contactPreference: "Yes",
      yourName: "Kemi",
      yourEmail: "kemi@example.org",
    });
    expect(ok.status).toBe("success");
    const opened = await openCaseByReceipt(ctx.db.db, ok.detail!.replace(/ /g, ""));
    expect((await readCase(ctx.db.db, opened!.caseId, opened!.caseKey, { notes: false }))!.report.yourEmail).toBe("kemi@example.org");
    await deliver();
    expect(ctx.smtp.received.map((m) => m.to)).toEqual([[site.mailboxes.ethics]]);
    expect(ctx.smtp.received[0]!.raw).not.toContain("kemi@example.org");
  });

  it("data subject access request: sent to the privacy team and confirmed to the requester with the 72-hour promise", async () => {
    const empty = await submit(dsarSpec, { fullName: "", email: "", requestType: "access", details: "" });
    expect(empty.errors).toEqual({
      fullName: dsarForm.errors.fullNameRequired,
      email: dsarForm.errors.emailRequired,
      details: dsarForm.errors.detailsRequired,
    });
    const sentAt = Date.parse("2026-11-23T19:05:00Z");
    const fields = { fullName: "Tunde Ade", email: "tunde@example.com", requestType: "deletion", details: "Please delete my data." };
    const ok = await submit(dsarSpec, fields, {}, sentAt);
    expect(ok.message).toContain("within 72 hours");
    await deliver();
    const staff = mailTo(site.mailboxes.privacy)[0];
    expect(staff?.subject).toBe(`Data subject access request (deletion): Tunde Ade [${ok.reference}]`);
    expect(staff?.text).toContain("Please delete my data.");
    // The deadlines count from when the request arrived, on the Lagos clock (UTC+1).
    expect(staff?.text).toContain(
      "Received 23 November 2026, 20:05 (Lagos time). Acknowledge within 72 hours, by 26 November 2026, 20:05; resolve within one month, by 23 December 2026.",
    );
    // One clock: the stored row and the e-mail's Date say the same moment.
    expect(staff?.raw).toMatch(/^Date: Mon, 23 Nov 2026 19:05:00 \+0000\r?$/m);
    const [row] = await ctx.db.db.select().from(submissions);
    expect(row?.createdAt.toISOString()).toBe("2026-11-23T19:05:00.000Z");
    const confirmation = mailTo("tunde@example.com")[0];
    expect(confirmation?.text).toContain("within 72 hours");
  });

  it("newsletter: double opt-in with a one-time link; twice neither duplicates nor reveals; unsubscribe works", async () => {
    const spec = newsletterSpec(SITE);
    const empty = await submit(spec, { email: "" });
    expect(empty.errors).toEqual({ email: newsletterForm.errors.emailInvalid });

    const first = await submit(spec, { email: "Ngozi@Example.com" });
    expect(first.message).toBe(newsletterForm.success);
    await deliver();
    const confirmMail = mailTo("ngozi@example.com")[0];
    expect(confirmMail?.raw).toMatch(new RegExp(`^Reply-To: ${site.mailboxes.newsletter}\\r?$`, "m"));
    expect(confirmMail).toBeDefined();
    const link = confirmMail!.text.match(/http:\/\/127\.0\.0\.1:3999\/newsletter\/confirm\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    const token = link![1]!;

    const again = await submit(spec, { email: "ngozi@example.com" });
    expect(again).toMatchObject({ status: first.status, message: first.message, detail: first.detail });
    expect(await ctx.db.db.select().from(newsletterSubscribers)).toHaveLength(1);
    // Asked again at once: no second e-mail, and the link already sent is kept (whoever re-submits the address).
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0 });

    // A quarter of an hour later (the first e-mail may be lost), a new request draws a new link, and the first one is spent.
    await submit(spec, { email: "ngozi@example.com" }, {}, Date.now() + CONFIRM_RESEND_AFTER_MS + 60_000);
    await deliver();
    expect(mailTo("ngozi@example.com")).toHaveLength(2);
    expect(await confirmSubscription(ctx.db.db, token, { siteUrl: SITE })).toBe(false);
    const latest = mailTo("ngozi@example.com")
      .at(-1)!
      .text.match(/confirm\?token=([\w-]+)/)![1]!;
    expect(await confirmSubscription(ctx.db.db, latest, { siteUrl: SITE })).toBe(true);
    expect(await confirmSubscription(ctx.db.db, latest, { siteUrl: SITE })).toBe(false);
    const [subscriber] = await ctx.db.db.select().from(newsletterSubscribers);
    expect(subscriber?.status).toBe("confirmed");

    // A confirmed address signing up again: same answer, no mail, no new row.
    ctx.smtp.received.length = 0;
    await deliver();
    const welcome = mailTo("ngozi@example.com")[0];
    expect(welcome?.text).toContain("List-Unsubscribe:");
    ctx.smtp.received.length = 0;
    const third = await submit(spec, { email: "ngozi@example.com" });
    expect(third.message).toBe(newsletterForm.success);
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const unsubscribeToken = welcome!.text.match(/unsubscribe\?token=([\w-]+)/)![1]!;
    expect(await unsubscribe(ctx.db.db, unsubscribeToken)).toBe(true);
    const [after] = await ctx.db.db.select().from(newsletterSubscribers);
    expect(after?.status).toBe("unsubscribed");
    expect(await unsubscribe(ctx.db.db, "not-a-token")).toBe(false);
    // A link whose token carries a NUL is simply not ours (the database would refuse the byte, and log an error).
    expect(await unsubscribe(ctx.db.db, `${unsubscribeToken.slice(0, 42)}\u0000`)).toBe(false);
    expect(await confirmSubscription(ctx.db.db, `\u0000${unsubscribeToken.slice(1)}`, { siteUrl: SITE })).toBe(false);
  });

  it("newsletter: a confirmed address and a new one are answered alike, before either address is looked up", async () => {
    const spec = newsletterSpec(SITE);
    await submit(spec, { email: "known@example.com" });
    await deliver();
    const token = mailTo("known@example.com")[0]!.text.match(/confirm\?token=([\w-]+)/)![1]!;
    expect(await confirmSubscription(ctx.db.db, token, { siteUrl: SITE })).toBe(true);
    await deliver();
    ctx.smtp.received.length = 0;
    const queuedBefore = (await ctx.db.db.select().from(outbox)).length;

    // What runs after the answer is held here (in the site: Next's after()).
    const later: (() => Promise<void>)[] = [];
    const send = (email: string) =>
      processForm(spec, formData({ email }), {
        database: ctx.db,
        limiter: testLimiter(ctx.db),
        clientKey: "203.0.113.21",
        defer: (task) => void later.push(task),
      });
    const answer = async (email: string) => ({ ...(await send(email)), at: undefined });
    const known = await answer("known@example.com");
    const fresh = await answer("fresh@example.com");
    expect(fresh).toEqual(known);
    expect(known).toEqual({ status: "success", message: newsletterForm.success, detail: newsletterForm.successDetail, at: undefined });
    // Neither answer waited for the list: the new address is not on it yet, and nothing is queued.
    expect(await ctx.db.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "fresh@example.com"))).toHaveLength(
      0,
    );
    expect(await ctx.db.db.select().from(outbox)).toHaveLength(queuedBefore);

    expect(later).toHaveLength(2);
    for (const task of later) await task();
    await deliver();
    expect(mailTo("fresh@example.com").map((m) => m.subject)).toEqual([newsletterForm.confirmSubject]);
    expect(mailTo("known@example.com")).toHaveLength(0);
  });

  it("newsletter: a request while the link sent is fresh keeps that link working", async () => {
    const spec = newsletterSpec(SITE);
    await submit(spec, { email: "amaka@example.com" });
    await deliver();
    const token = mailTo("amaka@example.com")[0]!.text.match(/confirm\?token=([\w-]+)/)![1]!;
    await submit(spec, { email: "Amaka@example.com" }, {}, Date.now() + CONFIRM_RESEND_AFTER_MS - 60_000);
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await confirmSubscription(ctx.db.db, token, { siteUrl: SITE })).toBe(true);
  });

  it("a confirmation greets the visitor without repeating the name typed into the form", async () => {
    await submit(agentSpec, { fullName: "Visit spam.example now", email: "halima@example.com", phoneNumber: "08005550123" });
    await submit(dsarSpec, {
      fullName: "Visit spam.example now",
      email: "halima@example.com",
      requestType: "access",
      details: "Please send my data.",
    });
    await deliver();
    const confirmations = mailTo("halima@example.com");
    expect(confirmations).toHaveLength(2);
    for (const mail of confirmations) {
      expect(mail.text).toContain("Hello,");
      expect(mail.text).not.toContain("spam.example");
    }
    // The team still sees the name as typed.
    expect(mailTo(site.mailboxes.agents)[0]?.text).toContain("Visit spam.example now");
  });

  it(`one mailbox gets at most ${VISITOR_MAILS_PER_DAY} confirmations a day, whoever types it in, with any +tag or case; the teams get every submission`, async () => {
    const victim = "someone@example.net";
    // Each is delivered to the same inbox by most providers.
    const spellings = [victim, "someone+offers@example.net", "Someone+1@Example.NET", "SOMEONE+x.y@example.net"];
    for (const [i, email] of spellings.entries()) {
      const ok = await submit(agentSpec, { fullName: `Applicant ${i}`, email, phoneNumber: `0800555000${i}` });
      expect(ok.status).toBe("success");
    }
    await submit(newsletterSpec(SITE), { email: "someone+news@example.net" });
    await deliver();
    expect(mailTo(site.mailboxes.agents)).toHaveLength(spellings.length);
    const toVictim = ctx.smtp.received.filter((m) => m.to.some((to) => /^someone(\+[^@]*)?@example\.net$/i.test(to)));
    expect(toVictim).toHaveLength(VISITOR_MAILS_PER_DAY);
    expect(toVictim.filter((m) => m.subject === newsletterForm.confirmSubject)).toHaveLength(0);
    // Another person at the same provider keeps a budget of their own.
    await submit(agentSpec, { fullName: "Someone else", email: "someone.else@example.net", phoneNumber: "08005550777" });
    await deliver();
    expect(mailTo("someone.else@example.net")).toHaveLength(1);
    expect(await ctx.db.db.select().from(submissions)).toHaveLength(spellings.length + 1);

    // A day later the address may be written to again.
    const tomorrow = Date.now() + 24 * 60 * 60_000 + 60_000;
    await submit(agentSpec, { fullName: "Applicant later", email: victim, phoneNumber: "08005550999" }, {}, tomorrow);
    await deliver();
    expect(mailTo(victim)).toHaveLength(2);
  });

  it(`a Gmail inbox gets at most ${VISITOR_MAILS_PER_DAY} confirmations a day however its address is spelt (dots, googlemail.com, a trailing dot)`, async () => {
    // Gmail delivers every one of these to victim@gmail.com.
    const spellings = [
      "victim@gmail.com",
      "v.i.c.t.i.m@gmail.com",
      "Victim@GoogleMail.com",
      "victim@gmail.com.",
      "vic.tim+x@googlemail.com.",
    ];
    for (const [i, email] of spellings.entries()) {
      expect((await submit(agentSpec, { fullName: `Applicant ${i}`, email, phoneNumber: `0800555200${i}` })).status).toBe("success");
    }
    // Counted as queued: this test's SMTP server refuses a domain with a trailing dot, which a real one may take.
    const queued = await ctx.db.db.select().from(outbox);
    expect(queued.filter((row) => row.recipient === site.mailboxes.agents)).toHaveLength(spellings.length);
    expect(queued.filter((row) => row.subject === mailCopy.agent.applicantSubject)).toHaveLength(VISITOR_MAILS_PER_DAY);
    // Dots still count elsewhere: another provider's v.ictim@ is another inbox, with its own budget.
    await submit(agentSpec, { fullName: "Elsewhere", email: "v.ictim@example.net", phoneNumber: "08005552999" });
    await deliver();
    expect(mailTo("v.ictim@example.net")).toHaveLength(1);
  });

  it("confirmations for one mailbox sent at the same moment still stop at the budget", async () => {
    const tries = VISITOR_MAILS_PER_DAY + 3;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        processForm(agentSpec, formData({ fullName: `Rush ${i}`, email: `rush+${i}@example.net`, phoneNumber: `0800555100${i}` }), {
          database: ctx.db,
          limiter: testLimiter(ctx.db, undefined, tries),
          clientKey: `203.0.113.${30 + i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(tries).fill("success"));
    await deliver();
    expect(mailTo(site.mailboxes.agents)).toHaveLength(tries);
    expect(ctx.smtp.received.filter((m) => m.to.some((to) => to.startsWith("rush+")))).toHaveLength(VISITOR_MAILS_PER_DAY);
  });

  it("the mail budget's count is answered from the outbox's mailbox index, not by reading every mail ever sent", async () => {
    const plan = await ctx.db.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql`EXPLAIN ${recentMailsTo(ctx.db.db, "Someone+x@example.net")}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row).join(" ")).join("\n");
    });
    expect(plan).toContain("outbox_mailbox_created_idx");
    // The mailbox is looked up in the index, not filtered from every row of the day.
    expect(plan).toMatch(/Index Cond: \(\(CASE WHEN .*split_part\(lower\(recipient\)/);
  });

  it("newsletter: the confirmation link expires", async () => {
    await submit(newsletterSpec(SITE), { email: "late@example.com" });
    await deliver();
    const token = mailTo("late@example.com")[0]!.text.match(/confirm\?token=([\w-]+)/)![1]!;
    const later = new Date(Date.now() + CONFIRM_TOKEN_TTL_MS + 60_000);
    expect(await confirmSubscription(ctx.db.db, token, { siteUrl: SITE, now: later })).toBe(false);
    const [row] = await ctx.db.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "late@example.com"));
    expect(row?.status).toBe("pending");
  });

  it("every field has a length bound with a clear message", async () => {
    const long = await submit(whistleblowSpec, { natureOfConduct: "x".repeat(201), comments: "y".repeat(5001) });
    expect(long.errors).toEqual({
      natureOfConduct: "Nature of conduct must be at most 200 characters",
      comments: "Comments must be at most 5000 characters",
    });
    expect(await ctx.db.db.select().from(outbox)).toHaveLength(0);
  });
});

describe("a server restart keeps stored submissions and pending outbox rows", () => {
  it("reopens the same database with everything in it", async () => {
    const first = await openTestDatabase({ onDisk: true });
    try {
      const result = await processForm(
        bookingSpec,
        formData({ roomTitle: "Studio Suite", name: "Ife", email: "ife@example.com", date: STAY }),
        {
          database: first,
          limiter: testLimiter(first),
          clientKey: "203.0.113.30",
        },
      );
      expect(result.status).toBe("success");
      await first.close();
      const second = await first.reopen();
      try {
        const rows = await second.db.select().from(submissions).where(eq(submissions.reference, result.reference!));
        expect(rows).toHaveLength(1);
        const pending = await second.db.select().from(outbox).where(eq(outbox.status, "pending"));
        expect(pending).toHaveLength(1);
        const smtp = await startSmtp();
        try {
          expect(await dispatchAll(second.db, smtpTransport(smtp.url), FROM)).toMatchObject({ sent: 1 });
          expect(smtp.received[0]?.to).toEqual([site.mailboxes.residences]);
        } finally {
          await smtp.close();
        }
      } finally {
        await second.close();
      }
    } finally {
      await first.drop();
    }
  }, 180_000);
});
