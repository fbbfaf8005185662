import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { contactForm } from "@content/forms";
import { HIDDEN } from "@/lib/form-protocol";
import { site } from "@content/site";
import { outbox, submissions } from "@/server/db/schema";
import { DELAY_ALERT_ATTEMPT, dispatchAll, dispatchOnce } from "@/server/mail/dispatcher";
import { claimLeaseMs, outboxStats, requeueFailed } from "@/server/mail/outbox";
import { smtpTransport, type MailTransport } from "@/server/mail/transport";
import { contactSpec } from "@/forms/contact/server";
import { processForm } from "@/server/submissions/action";
import { MAX } from "@/forms/shared/limits";
import { expectRefusalLogged, formData, startSmtp, testLimiter, truncateAll, useTestDatabase } from "./helpers";

const FROM = `Savannah Crest Group <${site.mailboxes.noReply}>`;
const valid = { name: "Adaeze Okafor", email: "adaeze@example.com", message: "Please call me about the Guzape estate." };

describe("submission pipeline (contact form)", () => {
  const db = useTestDatabase();

  const submit = (data: FormData, limiter = testLimiter(db), clientKey = "203.0.113.7") =>
    processForm(contactSpec, data, { database: db, limiter, clientKey });

  it("returns every spec §5 message for bad input and stores nothing", async () => {
    const empty = await submit(formData({ name: "", email: "", message: "" }));
    expect(empty.status).toBe("invalid");
    expect(empty.errors).toEqual({
      name: "Name is required",
      email: "Email is required",
      message: "Message is required",
    });
    const bad = await submit(formData({ name: "A", email: "adaeze@example", message: "   short   " }));
    expect(bad.errors).toEqual({
      email: "Please enter a valid email address",
      message: "Message should be at least 10 characters",
    });
    expect(bad.values?.email).toBe("adaeze@example");
    const long = await submit(formData({ ...valid, name: "x".repeat(101) }));
    expect(long.errors?.name).toBe("Name must be at most 100 characters");
    expect(await db.db.select().from(submissions)).toHaveLength(0);
  });

  it("stores the submission and its e-mail in one go, and SMTP receives it at the info mailbox", async () => {
    const result = await submit(formData(valid));
    expect(result.status).toBe("success");
    expect(result.message).toBe(contactForm.success);
    const [row] = await db.db.select().from(submissions);
    expect(row?.kind).toBe("contact");
    expect(row?.fields).toEqual(valid);
    expect(row?.reference).toBe(result.reference);
    const queued = await db.db.select().from(outbox);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: "pending", recipient: site.mailboxes.info, submissionId: row?.id, replyTo: valid.email });

    const smtp = await startSmtp();
    try {
      const sent = await dispatchAll(db.db, smtpTransport(smtp.url), FROM);
      expect(sent).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual([site.mailboxes.info]);
      expect(smtp.received[0]?.text).toContain(valid.message);
      expect(smtp.received[0]?.text).toContain("Content-Type: text/plain");
      expect(smtp.received[0]?.text).toContain("Content-Type: text/html");
      const [after] = await db.db.select().from(outbox);
      expect(after?.status).toBe("sent");
      expect(after?.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it("escapes submitted text in the HTML body", async () => {
    await submit(formData({ ...valid, message: '<script>alert("x")</script> & more text' }));
    const [mail] = await db.db.select().from(outbox);
    expect(mail?.htmlBody).not.toContain("<script>");
    expect(mail?.htmlBody).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more text");
    expect(mail?.textBody).toContain('<script>alert("x")</script>');
  });

  it("stores a message with a pasted NUL or other control character (removed), not an error", async () => {
    const result = await submit(formData({ ...valid, message: "Pasted from a PDF:\u0000 the Guzape\u0007 estate,\tplease." }));
    expect(result.status).toBe("success");
    const [row] = await db.db.select().from(submissions);
    expect((row?.fields as { message: string }).message).toBe("Pasted from a PDF: the Guzape estate,\tplease.");
  });

  it("counts a line break as one character, as the textarea does, though the browser posts CRLF", async () => {
    const paragraph = "x".repeat(99);
    const typed = Array.from({ length: 50 }, () => paragraph).join("\n"); // 4,999 characters in the textarea
    expect(typed.length).toBeLessThanOrEqual(MAX.message);
    const result = await submit(formData({ ...valid, message: typed.replaceAll("\n", "\r\n") }));
    expect(result.status).toBe("success");
    const [row] = await db.db.select().from(submissions);
    expect((row?.fields as { message: string }).message).toBe(typed);
  });

  it("a name posted with line breaks is stored and mailed as one line, so it cannot add rows to the e-mail", async () => {
    const result = await submit(
      formData({ ...valid, name: "Eve\r\nBcc: victim@example.net\nX-Injected:  1", message: "First line.\nSecond line." }),
    );
    expect(result.status).toBe("success");
    const [row] = await db.db.select().from(submissions);
    expect(row?.fields).toMatchObject({ name: "Eve Bcc: victim@example.net X-Injected: 1", message: "First line.\nSecond line." });
    const smtp = await startSmtp();
    try {
      await dispatchAll(db.db, smtpTransport(smtp.url), FROM);
      const text = smtp.received[0]?.text ?? "";
      expect(text).toContain(`${contactForm.labels.name}: Eve Bcc: victim@example.net X-Injected: 1`);
      expect(text).not.toMatch(/^Bcc:/m);
      // The message keeps its line break: in the plain text (later lines indented) and in the HTML.
      expect(text).toMatch(new RegExp(`${contactForm.labels.message}: First line\\.\\r?\\n {4}Second line\\.`));
      expect(text).toContain("First line.<br>Second line.");
    } finally {
      await smtp.close();
    }
  });

  it("refuses an address a mail library would read as a comment, a display name or two addresses", async () => {
    for (const email of ["a(b@c.d", "ceo,x@example.com", "x<y@example.com", '"x"@example.com', "a;b@example.com", "a:b@example.com"]) {
      const result = await submit(formData({ ...valid, email }));
      expect(result.errors, email).toEqual({ email: contactForm.errors.emailInvalid });
    }
    expect(await db.db.select().from(submissions)).toHaveLength(0);
  });

  // "a(b@c.d" is read as no recipient by the mail library; "a>b@c.d" is refused by the server (501).
  it.each(["a(b@c.d", "a>b@c.d"])(
    "a stored address %s that cannot be delivered is failed at once, not retried for ever",
    async (recipient) => {
      expectRefusalLogged();
      await submit(formData(valid));
      await db.db.update(outbox).set({ recipient });
      const smtp = await startSmtp();
      try {
        expect(await dispatchAll(db.db, smtpTransport(smtp.url), FROM)).toEqual({ sent: 0, retried: 0, failed: 1 });
        expect(smtp.received).toHaveLength(0);
      } finally {
        await smtp.close();
      }
    },
  );

  it("answers a bot (honeypot, or posted too fast) with success, stores nothing, and logs each one without its content", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const honeypot = await submit(formData(valid, { [HIDDEN.honeypot]: "https://spam.example" }));
      expect(honeypot.status).toBe("success");
      expect(honeypot.message).toBe(contactForm.success);
      const tooFast = await submit(formData(valid, { [HIDDEN.fillMs]: "300" }));
      expect(tooFast.status).toBe("success");
      expect(await db.db.select().from(submissions)).toHaveLength(0);
      expect(await db.db.select().from(outbox)).toHaveLength(0);
      const lines = warn.mock.calls.map((call) => call.join(" "));
      expect(lines).toEqual([
        "[forms] a contact post was taken for a bot's (honeypot) and not stored",
        "[forms] a contact post was taken for a bot's (sent too fast) and not stored",
      ]);
      for (const line of lines) expect(line).not.toContain(valid.email);
    } finally {
      warn.mockRestore();
    }
  });

  it("stores one submission for a double click or a resubmission (idempotency key)", async () => {
    const data = formData(valid);
    const [a, b] = await Promise.all([submit(data), submit(data)]);
    const c = await submit(data);
    expect(a.reference).toBe(b.reference);
    expect(c.reference).toBe(a.reference);
    expect(await db.db.select().from(submissions)).toHaveLength(1);
    expect(await db.db.select().from(outbox)).toHaveLength(1);
  });

  it("the same form resent with its text corrected is stored too, not answered with the first one's reference", async () => {
    const first = formData(valid);
    const corrected = formData(
      { ...valid, message: `${valid.message} Corrected: the Maitama estate.` },
      { _key: String(first.get("_key")) },
    );
    const a = await submit(first);
    const b = await submit(corrected);
    expect(b.status).toBe("success");
    expect(b.reference).not.toBe(a.reference);
    const rows = await db.db.select().from(submissions);
    expect(rows.map((r) => (r.fields as { message: string }).message).sort()).toEqual(
      [valid.message, `${valid.message} Corrected: the Maitama estate.`].sort(),
    );
  });

  it("without JavaScript (no key, no stamp) a browser resubmission still stores one", async () => {
    const noJs = () => {
      const d = new FormData();
      for (const [k, v] of Object.entries(valid)) d.set(k, v);
      return d;
    };
    const a = await submit(noJs());
    const b = await submit(noJs());
    expect(a.status).toBe("success");
    expect(b.reference).toBe(a.reference);
    expect(await db.db.select().from(submissions)).toHaveLength(1);
  });

  it("without JavaScript, two visitors who send the same words are two submissions, each told only their own reference", async () => {
    const noJs = () => {
      const d = new FormData();
      for (const [k, v] of Object.entries(valid)) d.set(k, v);
      return d;
    };
    const first = await submit(noJs(), testLimiter(db), "203.0.113.7");
    const second = await submit(noJs(), testLimiter(db), "198.51.100.23");
    expect(second.status).toBe("success");
    expect(second.reference).not.toBe(first.reference);
    expect((await db.db.select().from(submissions)).map((row) => row.reference).sort()).toEqual([first.reference, second.reference].sort());
    expect(await db.db.select().from(outbox)).toHaveLength(2);
  });

  it("rate-limits a client: the sixth submission in ten minutes is refused with a clear message", async () => {
    const limiter = testLimiter(db);
    for (let i = 0; i < 5; i++) {
      expect((await submit(formData({ ...valid, message: `${valid.message} marker-${i}-end` }), limiter)).status).toBe("success");
    }
    const sixth = await submit(formData(valid), limiter);
    expect(sixth.status).toBe("error");
    expect(sixth.message).toMatch(/^Too many submissions from your connection\. Please try again in 10 minutes\.$/);
    expect(sixth.values?.message).toBe(valid.message);
    // Another client is not affected.
    expect((await submit(formData(valid), limiter, "198.51.100.9")).status).toBe("success");
    expect(await db.db.select().from(submissions)).toHaveLength(6);
  });

  it("SMTP down: submissions succeed and stay pending; SMTP back: each is delivered exactly once", async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    for (let i = 0; i < 3; i++)
      expect((await submit(formData({ ...valid, message: `${valid.message} marker-${i}-end` }))).status).toBe("success");
    const down = await dispatchAll(db.db, smtpTransport(`smtp://127.0.0.1:${port}`), FROM);
    expect(down).toEqual({ sent: 0, retried: 3, failed: 0 });
    let rows = await db.db.select().from(outbox);
    expect(rows.every((r) => r.status === "pending" && r.attempts === 1 && r.lastError)).toBe(true);
    // Backoff: not due yet.
    expect((await dispatchAll(db.db, smtpTransport(`smtp://127.0.0.1:${port}`), FROM)).retried).toBe(0);

    const back = await startSmtp({ port });
    try {
      const later = new Date(Date.now() + 60 * 60_000);
      const sent = await dispatchAll(db.db, smtpTransport(back.url), FROM, { now: later });
      expect(sent.sent).toBe(3);
      expect(await dispatchAll(db.db, smtpTransport(back.url), FROM, { now: new Date(later.getTime() + 60 * 60_000) })).toEqual({
        sent: 0,
        retried: 0,
        failed: 0,
      });
      expect(back.received).toHaveLength(3);
      const bodies = back.received.map((m) => m.text);
      for (let i = 0; i < 3; i++) expect(bodies.filter((b) => b.includes(`marker-${i}-end`))).toHaveLength(1);
      rows = await db.db.select().from(outbox);
      expect(rows.every((r) => r.status === "sent")).toBe(true);
    } finally {
      await back.close();
    }
  });

  it("a 4xx answer is retried; a 5xx rejection is recorded as failed and reported, never dropped", async () => {
    expectRefusalLogged();
    await submit(formData(valid));
    const busy = await startSmtp({ reject: 451 });
    try {
      expect(await dispatchAll(db.db, smtpTransport(busy.url), FROM)).toEqual({ sent: 0, retried: 1, failed: 0 });
    } finally {
      await busy.close();
    }
    const rejecting = await startSmtp({ reject: 550, rejectTo: [site.mailboxes.info] });
    try {
      const result = await dispatchAll(db.db, smtpTransport(rejecting.url), FROM, { now: new Date(Date.now() + 60 * 60_000) });
      // The lead is failed; the alert about it is sent.
      expect(result).toEqual({ sent: 1, retried: 0, failed: 1 });
    } finally {
      await rejecting.close();
    }
    const stats = await outboxStats(db.db);
    expect(stats.counts).toEqual({ pending: 0, sent: 1, failed: 1 });
    expect(stats.failed[0]?.recipient).toBe(site.mailboxes.info);
    expect(stats.failed[0]?.lastError).toMatch(/550/);
    expect(await db.db.select().from(outbox).where(eq(outbox.status, "failed"))).toHaveLength(1);
  });

  it('a team\'s mailbox that keeps answering "try again later" is told to the web team once, about five hours on; an unreachable server raises no alert', async () => {
    const { reference } = await submit(formData(valid));
    /** Every pass an hour after the last, so each finds the lead due again (backoff is capped at an hour). */
    let at = Date.now();
    const hourly = async (url: string, passes: number) => {
      for (let pass = 0; pass < passes; pass++, at += 61 * 60_000) {
        await dispatchAll(db.db, smtpTransport(url), FROM, { alertTo: "webteam@example.org", now: new Date(at) });
      }
    };
    const full = await startSmtp({ reject: 452, rejectTo: [site.mailboxes.info] });
    const gone = await startSmtp();
    await gone.close();
    try {
      await hourly(full.url, DELAY_ALERT_ATTEMPT - 1);
      expect(full.received).toEqual([]);
      // The attempt that would have raised it finds no server at all: the next deferral does.
      await hourly(gone.url, 1);
      await hourly(full.url, 3);
      expect(full.received.map((mail) => [mail.to, mail.subject])).toEqual([
        [["webteam@example.org"], `Not delivered yet: a message to ${site.mailboxes.info} [${reference}]`],
      ]);
      const text = full.received[0]!.text;
      expect(text).toContain(`tried ${DELAY_ALERT_ATTEMPT + 1} times`);
      expect(text).toContain("452");
      for (const typed of [valid.name, valid.email, valid.message]) expect(text).not.toContain(typed);
    } finally {
      await full.close();
    }
    expect((await outboxStats(db.db)).counts).toEqual({ pending: 1, sent: 1, failed: 0 });

    // A server that cannot be reached holds every message alike: no alert is queued, however long.
    await truncateAll(db);
    await submit(formData(valid));
    await hourly(gone.url, DELAY_ALERT_ATTEMPT + 2);
    expect(await db.db.select().from(outbox)).toHaveLength(1);
  });

  it("a team's mailbox refusing a lead for good is told to the web team at once: mailbox, reference, answer, never the words", async () => {
    expectRefusalLogged();
    const { reference } = await submit(formData(valid));
    const smtp = await startSmtp({ reject: 550, rejectTo: [site.mailboxes.info] });
    try {
      expect(await dispatchAll(db.db, smtpTransport(smtp.url), FROM, { alertTo: "webteam@example.org" })).toEqual({
        sent: 1,
        retried: 0,
        failed: 1,
      });
      expect(smtp.received).toHaveLength(1);
      const [alert] = smtp.received;
      expect(alert?.to).toEqual(["webteam@example.org"]);
      expect(alert?.subject).toBe(`Undelivered: a message to ${site.mailboxes.info} [${reference}]`);
      expect(alert?.text).toContain("550");
      expect(alert?.text).toContain("npm run outbox -- --retry-failed");
      for (const typed of [valid.name, valid.email, valid.message]) expect(alert?.text).not.toContain(typed);
    } finally {
      await smtp.close();
    }
    // Once mended, the lead itself goes out; the alert is not sent again.
    expect(await requeueFailed(db.db)).toBe(1);
    const mended = await startSmtp();
    try {
      expect(await dispatchAll(db.db, smtpTransport(mended.url), FROM, { alertTo: "webteam@example.org" })).toEqual({
        sent: 1,
        retried: 0,
        failed: 0,
      });
      expect(mended.received[0]?.to).toEqual([site.mailboxes.info]);
      expect(mended.received[0]?.text).toContain(valid.message);
    } finally {
      await mended.close();
    }
  });

  it("no alert for a visitor's own address refused, and an alert refused in turn raises no other", async () => {
    expectRefusalLogged();
    await submit(formData(valid));
    await db.db.update(outbox).set({ recipient: "nobody@example.net" });
    const refusingAll = await startSmtp({ reject: 550 });
    try {
      expect(await dispatchAll(db.db, smtpTransport(refusingAll.url), FROM, { alertTo: "webteam@example.org" })).toEqual({
        sent: 0,
        retried: 0,
        failed: 1,
      });
      await submit(formData({ ...valid, message: `${valid.message} Second.` }));
      expect(await dispatchAll(db.db, smtpTransport(refusingAll.url), FROM, { alertTo: "webteam@example.org" })).toEqual({
        sent: 0,
        retried: 0,
        failed: 2,
      });
    } finally {
      await refusingAll.close();
    }
    const rows = await db.db.select().from(outbox);
    expect(rows.map((r) => r.recipient).sort()).toEqual(["nobody@example.net", "webteam@example.org", site.mailboxes.info].sort());
    expect(rows.every((r) => r.status === "failed")).toBe(true);
  });

  it("a mail sent late (after an outage) is dated when the visitor sent it", async () => {
    await submit(formData(valid));
    const queuedAt = new Date(Date.now() - 3 * 60 * 60_000);
    queuedAt.setMilliseconds(0);
    await db.db.update(outbox).set({ createdAt: queuedAt });
    const smtp = await startSmtp();
    try {
      await dispatchAll(db.db, smtpTransport(smtp.url), FROM);
      const date = /^Date: (.+)$/m.exec(smtp.received[0]?.raw ?? "")?.[1];
      expect(new Date(date ?? "").getTime()).toBe(queuedAt.getTime());
    } finally {
      await smtp.close();
    }
  });

  it("a 5xx to the site's login or sender address is retried, not failed: it is the configuration, not the lead", async () => {
    await submit(formData(valid));
    const refusing = await startSmtp({ rejectLogin: true });
    try {
      const url = `smtp://site:rotated-password@127.0.0.1:${refusing.port}`;
      expect(await dispatchAll(db.db, smtpTransport(url), FROM)).toEqual({ sent: 0, retried: 1, failed: 0 });
    } finally {
      await refusing.close();
    }
    const strict = await startSmtp({ rejectSender: 553 });
    try {
      const later = new Date(Date.now() + 60 * 60_000);
      expect(await dispatchAll(db.db, smtpTransport(strict.url), FROM, { now: later })).toEqual({ sent: 0, retried: 1, failed: 0 });
    } finally {
      await strict.close();
    }
    const [row] = await db.db.select().from(outbox);
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row?.lastError).toMatch(/553/);
  });

  it("failed rows can be queued again and are then delivered", async () => {
    expectRefusalLogged();
    await submit(formData(valid));
    const rejecting = await startSmtp({ reject: 550 });
    try {
      expect((await dispatchAll(db.db, smtpTransport(rejecting.url), FROM, { alertTo: null })).failed).toBe(1);
    } finally {
      await rejecting.close();
    }
    expect(await requeueFailed(db.db)).toBe(1);
    const smtp = await startSmtp();
    try {
      expect(await dispatchAll(db.db, smtpTransport(smtp.url), FROM)).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(smtp.received[0]?.text).toContain(valid.message);
    } finally {
      await smtp.close();
    }
    expect((await outboxStats(db.db)).counts).toEqual({ pending: 0, sent: 1, failed: 0 });
  });

  it("concurrent dispatchers never send the same row twice (FOR UPDATE SKIP LOCKED)", async () => {
    for (let i = 0; i < 6; i++) await submit(formData({ ...valid, message: `${valid.message} marker-${i}-end` }));
    const smtp = await startSmtp();
    try {
      const t = smtpTransport(smtp.url);
      const results = await Promise.all([dispatchAll(db.db, t, FROM, { limit: 2 }), dispatchAll(db.db, t, FROM, { limit: 2 })]);
      expect(results[0].sent + results[1].sent).toBe(6);
      expect(smtp.received).toHaveLength(6);
    } finally {
      await smtp.close();
    }
  });
  it("a row still being sent is not claimed by a second instance, and a row one took over is not sent again by the first", async () => {
    for (let i = 0; i < 3; i++) await submit(formData({ ...valid, message: `${valid.message} marker-${i}-end` }));
    const smtp = await startSmtp();
    const real = smtpTransport(smtp.url);
    // Instance A sends through a server that is slow to accept each message: the test lets each one through.
    const started: (() => void)[] = [];
    const release: (() => void)[] = [];
    const sending = [0, 1].map((i) => new Promise<void>((resolve) => (started[i] = resolve)));
    const gates = [0, 1].map((i) => new Promise<void>((resolve) => (release[i] = resolve)));
    let calls = 0;
    const slow: MailTransport = {
      async send(row, from) {
        const i = calls++;
        started[i]?.();
        await gates[i];
        await real.send(row, from);
      },
      close: () => real.close(),
    };
    const t0 = Date.now();
    let clockA = new Date(t0);
    try {
      const a = dispatchOnce(db.db, slow, FROM, { clock: () => clockA, limit: 3 });
      await sending[0];
      // The first message took 90 s; A renews the second one's lease as it starts on it.
      clockA = new Date(t0 + 90_000);
      release[0]!();
      await sending[1];
      // 130 s: the lease A took on all three at t0 has run out. Instance B claims only the one A has not started on.
      const b = await dispatchOnce(db.db, real, FROM, { now: new Date(t0 + claimLeaseMs() + 10_000), limit: 3 });
      expect(b).toEqual({ sent: 1, retried: 0, failed: 0 });
      // 180 s: A finishes the second and finds the third taken over.
      clockA = new Date(t0 + 180_000);
      release[1]!();
      expect(await a).toEqual({ sent: 2, retried: 0, failed: 0 });
      expect(smtp.received).toHaveLength(3);
      for (let i = 0; i < 3; i++) expect(smtp.received.filter((m) => m.text.includes(`marker-${i}-end`))).toHaveLength(1);
      expect((await outboxStats(db.db)).counts).toEqual({ pending: 0, sent: 3, failed: 0 });
    } finally {
      release.forEach((go) => go());
      await smtp.close();
    }
  });
});
