import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whistleblowForm } from "@content/forms";
import { followUpCopy, whistleblowMails } from "@content/whistleblow-case";
import { site } from "@content/site";
import { openDatabase, type Database } from "@/server/db/client";
import { outbox, submissions, wbCases } from "@/server/db/schema";
import { dispatchAll } from "@/server/mail/dispatcher";
import { fileTransport, smtpTransport } from "@/server/mail/transport";
import { processForm } from "@/server/submissions/action";
import { whistleblowSpec } from "@/forms/whistleblow/server";
import { contactSpec } from "@/forms/contact/server";
import { openCaseByReceipt, readCase, setRecoveryPublicKey } from "@/server/whistleblowing/cases";
import { newRecoveryKeyPair, parseReceipt } from "@/server/whistleblowing/crypto";
import {
  MESSAGE_MAX,
  openFollowUp,
  postFollowUp,
  receiptLimiters,
  signOutFollowUp,
  type ReceiptLimiters,
} from "@/server/whistleblowing/follow-up";
import { ReceiptGate } from "@/server/whistleblowing/receipt-gate";
import { REPORTER_COOKIE, reporterSession } from "@/server/whistleblowing/reporter-session";
import { createLimiter, senderLimit } from "@/server/rate-limit";
import { formData, onPostgres, openTestDatabase, startSmtp, testLimiter, type TestDatabase } from "./helpers";

/**
 * The reporter's side of issue 31 below the browser: a report becomes an encrypted case with a
 * receipt and a content-free e-mail; the receipt opens it on the follow-up posts (rate limited);
 * a follow-up with a file goes in encrypted. And the proof: a unique token of the report and of
 * the follow-up is in no file of the database (PGlite's folder; PostgreSQL's data directory), the
 * mail files or the SMTP server's messages, before and after delivery.
 */
const FROM = `Savannah Crest Group <${site.mailboxes.noReply}>`;
const token = (label: string) => `${label}-${randomBytes(8).toString("hex")}`;

/** For each needle, the files under `dir` whose bytes hold it (one pass over the files). */
function filesHolding(dir: string, needles: string[]): Record<string, string[]> {
  const found: Record<string, string[]> = Object.fromEntries(needles.map((n) => [n, []]));
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      try {
        const stat = statSync(path);
        if (stat.isDirectory()) walk(path);
        else if (stat.isFile()) {
          const bytes = readFileSync(path);
          for (const needle of needles) if (bytes.includes(needle)) found[needle]!.push(relative(dir, path));
        }
      } catch {
        // a file removed while walking (the server runs)
      }
    }
  };
  walk(dir);
  return found;
}

function limiters(database: Database): ReceiptLimiters {
  const name = randomBytes(4).toString("hex");
  return {
    perAddress: createLimiter(`a${name}`, { database, points: 5, durationSeconds: 60 }),
    recentWrong: createLimiter(`r${name}`, { database, points: 1, durationSeconds: 60 }),
  };
}

const postReceipt = (receipt: string) =>
  new Request("http://localhost/api/whistleblow/follow-up/open", { method: "POST", body: new URLSearchParams({ receipt }) });

function cookieFrom(response: Response): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith("sc-wb-follow-up-post="));
  return set!.split(";")[0]!.split("=")[1]!;
}

async function report(db: Database, fields: Record<string, string>) {
  return processForm(whistleblowSpec, formData(fields), { database: db, limiter: testLimiter(db), clientKey: "hashed-client" });
}

describe("a report and its follow-up", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
    await setRecoveryPublicKey(db.db, (await newRecoveryKeyPair()).publicKey);
  });
  afterAll(async () => {
    await db.close();
    await db.drop();
  });

  it("a report is a case: the receipt once (16 digits in fours), no submission row, one content-free e-mail", async () => {
    const answer = await report(db, { natureOfConduct: "Fraud", comments: "Invoices are paid twice to one supplier." });
    expect(answer.status).toBe("success");
    expect(answer.message).toBe(whistleblowForm.success);
    expect(answer.detail).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    expect(await db.db.select().from(submissions)).toEqual([]);
    const [stored] = await db.db.select().from(wbCases);
    expect(answer.reference).toBe(stored!.reference);
    const mails = await db.db.select().from(outbox);
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([
      [site.mailboxes.ethics, whistleblowMails.newReport.subject(stored!.reference)],
    ]);
    expect(mails[0]!.textBody).not.toContain("supplier");
    const opened = await openCaseByReceipt(db.db, parseReceipt(answer.detail!)!);
    expect((await readCase(db.db, opened!.caseId, opened!.caseKey, { notes: false }))!.report.comments).toContain("paid twice");
    // Invalid reports are answered as before, with what was typed.
    const invalid = await report(db, { natureOfConduct: "", comments: "" });
    expect(invalid.errors).toMatchObject({ natureOfConduct: whistleblowForm.errors.natureOfConductRequired });
  });

  it("the receipt: a wrong shape is said so; five wrong receipts a minute, then 429; the right one opens a session (no lasting cookie)", async () => {
    const answer = await report(db, { natureOfConduct: "Theft", comments: "Diesel leaves the depot at night." });
    const receipt = answer.detail!;
    const deps = { database: db, limiters: limiters(db), gate: new ReceiptGate(), clientKey: "hash-of-an-address", secure: false };

    const shape = await openFollowUp(postReceipt("1234 5678"), deps);
    expect([shape.status, shape.headers.get("location")]).toEqual([303, "/whistleblow/follow-up?e=shape"]);
    expect(followUpCopy.errors.shape).toMatch(/16 digits/);

    const right = await openFollowUp(postReceipt(receipt), deps);
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/whistleblow/follow-up");
    const cookies = right.headers.getSetCookie();
    expect(cookies.map((c) => c.split("=")[0])).toEqual([REPORTER_COOKIE, "sc-wb-follow-up-post"]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/HttpOnly; SameSite=Strict/);
      expect(cookie).not.toMatch(/Max-Age|Expires/i);
    }
    expect(await reporterSession(db.db, cookieFrom(right))).not.toBeNull();

    const wrong = receipt.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    for (let i = 0; i < 5; i++) {
      const response = await openFollowUp(postReceipt(wrong), deps);
      expect(response.headers.get("location")).toBe("/whistleblow/follow-up?e=wrong");
    }
    const sixth = await openFollowUp(postReceipt(wrong), deps);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await sixth.text()).toContain("Too many attempts");
    // Even the right receipt waits now, from that address; another address is not held up.
    expect((await openFollowUp(postReceipt(receipt), deps)).status).toBe(429);
    expect((await openFollowUp(postReceipt(receipt), { ...deps, clientKey: "another-address" })).status).toBe(303);
  });

  it(`nothing derived from a reporter's address reaches ${onPostgres ? "PostgreSQL" : "the database"}: the report's limit and wrong receipts count in memory, and still hold`, async () => {
    // As the server action and the receipt route wire them (senderLimit, receiptLimiters).
    const address = "203.0.113.77";
    const limit = senderLimit(whistleblowSpec, db, address);
    expect(limit.clientKey).not.toContain(address);
    const send = (i: number) =>
      processForm(whistleblowSpec, formData({ natureOfConduct: "Fraud", comments: `Report ${i} on one address.` }), {
        database: db,
        ...limit,
      });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await send(i));
    expect(answers.map((a) => a.status)).toEqual(["success", "success", "success", "success", "success", "error"]);
    const wrong = answers[0]!.detail!.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    const deps = { database: db, limiters: receiptLimiters(), gate: new ReceiptGate(), clientKey: limit.clientKey, secure: false };
    expect((await openFollowUp(postReceipt(wrong), deps)).headers.get("location")).toBe("/whistleblow/follow-up?e=wrong");
    // The shared table holds no key, count or expiry time of that address: a keyed hash of an IPv4
    // address is reversed by hashing all 2^32 with the secret every instance holds.
    const rows = (await db.db.execute(sql`SELECT key FROM rate_limits`)) as unknown as { rows: { key: string }[] };
    expect(
      rows.rows.filter((r) => r.key.includes("whistleblow") || r.key.includes("wb-receipt") || r.key.includes(limit.clientKey)),
    ).toEqual([]);
  });

  it("a flood of wrong receipts from many addresses holds up none but its own: a reporter from another address opens the case", async () => {
    const answer = await report(db, { natureOfConduct: "Fraud", comments: "Fuel vouchers resold." });
    const deps = { database: db, limiters: limiters(db), gate: new ReceiptGate(), clientKey: "", secure: false };
    // The minute after a flood of 105 wrong receipts from 21 addresses, more than the total of a
    // hundred that used to refuse everyone (counted as openFollowUp counts them; running 105 scrypts
    // here would only make the test slow): each of those addresses waits…
    await Promise.all(
      Array.from({ length: 21 }, async (_, address) => {
        for (let wrong = 0; wrong < 5; wrong++) await deps.limiters.perAddress.consume(`flood-${address}`);
        await deps.limiters.recentWrong.consume(`flood-${address}`);
      }),
    );
    expect((await openFollowUp(postReceipt(answer.detail!), { ...deps, clientKey: "flood-7" })).status).toBe(429);
    // …and a reporter from any other address opens their case at once.
    const reporter = await openFollowUp(postReceipt(answer.detail!), { ...deps, clientKey: "a-reporter" });
    expect([reporter.status, reporter.headers.get("location")]).toEqual([303, "/whistleblow/follow-up"]);
  }, 90_000);

  it("while checks queue up, a reporter waits ahead of addresses with wrong receipts; a full queue turns one of those away (503)", async () => {
    const answer = await report(db, { natureOfConduct: "Theft", comments: "Cement sold off site." });
    const deps = { database: db, limiters: limiters(db), gate: new ReceiptGate({ running: 1, waiting: 2 }), clientKey: "", secure: false };
    const wrong = answer.detail!.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    for (const address of ["f1", "f2"]) await deps.limiters.recentWrong.consume(address);
    const finished: string[] = [];
    const post = (clientKey: string, receipt: string) =>
      openFollowUp(postReceipt(receipt), { ...deps, clientKey }).then((response) => {
        finished.push(clientKey);
        return response;
      });
    // A check in progress holds the gate (scrypt is quick on a quiet machine: this one waits for the test).
    let release!: () => void;
    const inProgress = deps.gate.run("earlier", false, () => new Promise<void>((resolve) => (release = resolve)));
    // The flood queues behind it, one after the other (each through its limit look-ups first).
    const f1 = post("f1", wrong);
    await expect.poll(() => deps.gate.waiting).toBe(1);
    const f2 = post("f2", wrong);
    await expect.poll(() => deps.gate.waiting).toBe(2);
    const reporter = post("reporter", answer.detail!);
    // The queue was full: f2, the latest of the flood, makes room and is turned away at once, counted as nothing.
    const turnedAway = await f2;
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.headers.get("retry-after")).toBe("5");
    expect(await turnedAway.text()).toContain(followUpCopy.errors.busy);
    expect((await deps.limiters.perAddress.check("f2")).ok).toBe(true);
    release();
    await inProgress;
    const opened = await reporter;
    expect([opened.status, opened.headers.get("location")]).toEqual([303, "/whistleblow/follow-up"]);
    expect(opened.headers.getSetCookie()).toHaveLength(2);
    expect((await f1).headers.get("location")).toBe("/whistleblow/follow-up?e=wrong");
    // The reporter was checked before f1, which was waiting first.
    expect(finished).toEqual(["f2", "reporter", "f1"]);
  }, 90_000);

  it("the session ends after 15 minutes idle, and at sign-out", async () => {
    const answer = await report(db, { natureOfConduct: "Theft", comments: "Cement bags go missing." });
    const deps = { database: db, limiters: limiters(db), gate: new ReceiptGate(), clientKey: "k", secure: false };
    const t0 = new Date();
    const cookie = cookieFrom(await openFollowUp(postReceipt(answer.detail!), { ...deps, now: t0 }));
    expect(await reporterSession(db.db, cookie, { now: new Date(t0.getTime() + 14 * 60_000) })).not.toBeNull();
    expect(await reporterSession(db.db, cookie, { now: new Date(t0.getTime() + 28 * 60_000) })).not.toBeNull();
    expect(await reporterSession(db.db, cookie, { now: new Date(t0.getTime() + 44 * 60_000) })).toBeNull();

    const again = cookieFrom(await openFollowUp(postReceipt(answer.detail!), deps));
    const out = await signOutFollowUp(
      new Request("http://localhost/api/whistleblow/follow-up/sign-out", {
        method: "POST",
        headers: { cookie: `sc-wb-follow-up-post=${again}` },
      }),
      deps,
    );
    expect(out.headers.getSetCookie().every((c) => /Max-Age=0/.test(c))).toBe(true);
    expect(await reporterSession(db.db, again)).toBeNull();

    // A message posted after the session ended (typed for 15 minutes without JavaScript) is not lost:
    // it comes back on the answer, to be copied, and is stored nowhere.
    const late = (message: string) => {
      const body = new FormData();
      body.set("message", message);
      body.append("attachments", new File(["a note"], "note.txt", { type: "text/plain" }));
      return postFollowUp(
        new Request("http://localhost/api/whistleblow/follow-up", {
          method: "POST",
          body,
          headers: { cookie: `sc-wb-follow-up-post=${again}` },
        }),
        deps,
      );
    };
    const messages = async () =>
      ((await db.db.execute(sql`SELECT count(*)::int AS n FROM wb_messages`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const stored = await messages();
    const unsent = await late("The <b>depot</b> keys\r\nare copied at night.");
    expect([unsent.status, unsent.headers.get("cache-control")]).toEqual([403, "no-store"]);
    const page = await unsent.text();
    expect(page).toContain(followUpCopy.unsent.text);
    expect(page).toContain("The &lt;b&gt;depot&lt;/b&gt; keys\nare copied at night.</textarea>");
    expect(await messages()).toBe(stored);
    // Nothing typed: the follow-up page says why, as before.
    expect((await late("  ")).headers.get("location")).toBe("/whistleblow/follow-up?e=expired");
  });

  it("a follow-up message with a file goes into the case encrypted; a file that lies about its type is refused with a clear message", async () => {
    const answer = await report(db, { natureOfConduct: "Bribery", comments: "The inspector was paid." });
    const deps = { database: db, limiters: limiters(db), gate: new ReceiptGate(), clientKey: "k2", secure: false };
    const cookie = cookieFrom(await openFollowUp(postReceipt(answer.detail!), deps));
    const post = (body: FormData) =>
      postFollowUp(
        new Request("http://localhost/api/whistleblow/follow-up", {
          method: "POST",
          body,
          headers: { cookie: `sc-wb-follow-up-post=${cookie}` },
        }),
        deps,
      );

    const lying = new FormData();
    lying.set("message", "Here is the receipt book");
    lying.append("attachments", new File([Buffer.from("MZ\x90\x00 not really a pdf")], "receipts.pdf", { type: "application/pdf" }));
    expect((await post(lying)).headers.get("location")).toBe("/whistleblow/follow-up");
    // Refused with the reason, and what was typed comes back with it.
    const refused = await reporterSession(db.db, cookie, { takeFlash: true });
    expect(refused!.flash).toMatchObject({ error: expect.stringContaining("receipts.pdf"), message: "Here is the receipt book" });

    const good = new FormData();
    good.set("message", "Here is the receipt book");
    good.append("attachments", new File(["page 1: 40,000 naira"], "book.txt", { type: "text/plain" }));
    await post(good);
    const session = await reporterSession(db.db, cookie, { takeFlash: true });
    expect(session!.flash).toEqual({ sent: true });
    const read = await readCase(db.db, session!.caseId, session!.caseKey, { notes: false });
    expect(read!.messages.map((m) => [m.author, m.text, m.attachments.map((a) => a.meta.name)])).toEqual([
      ["reporter", "Here is the receipt book", ["book.txt"]],
    ]);
    const mails = await db.db.select({ subject: outbox.subject }).from(outbox);
    expect(mails.map((m) => m.subject)).toContain(whistleblowMails.newMessage.subject(read!.reference));

    // A message as long as the field lets a reporter type, 50 lines: the browser posts each line break
    // as CR LF, which the field's maxlength counted as one character. It is taken, with its lines.
    const lines = Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(MESSAGE_MAX / 50 - 1, "w")).join("\n");
    expect(lines.length).toBeLessThanOrEqual(MESSAGE_MAX);
    const long = new FormData();
    long.set("message", lines.replace(/\n/g, "\r\n"));
    await post(long);
    expect((await reporterSession(db.db, cookie, { takeFlash: true }))!.flash).toEqual({ sent: true });
    expect((await readCase(db.db, session!.caseId, session!.caseKey, { notes: false }))!.messages.at(-1)!.text).toBe(lines);

    // Files without a message join the report's own.
    const files = new FormData();
    files.append("attachments", new File(["a photo's words"], "note.txt", { type: "text/plain" }));
    await post(files);
    expect((await readCase(db.db, session!.caseId, session!.caseKey, { notes: false }))!.attachments.map((a) => a.meta.name)).toEqual([
      "note.txt",
    ]);
  });
});

describe("the proof on disk: a report's and a follow-up's words are in no database file, mail file or SMTP message", () => {
  it(`${onPostgres ? "PostgreSQL's data directory" : "PGlite's data folder"}, the .eml files and the SMTP server's messages, before and after delivery`, async () => {
    const root = mkdtempSync(join(tmpdir(), "site-wb-disk-"));
    const smtp = await startSmtp();
    const pgliteDir = join(root, "pglite");
    const db: TestDatabase | Database = onPostgres ? await openTestDatabase() : await openDatabase({ pgliteDir });
    try {
      await setRecoveryPublicKey(db.db, (await newRecoveryKeyPair()).publicKey);
      const shown = (await db.db.execute(sql`SHOW data_directory`)) as unknown as { rows: { data_directory: string }[] };
      const dataDir = onPostgres ? shown.rows[0]!.data_directory : pgliteDir;
      const reportToken = token("REPORTTOKEN");
      const followUpToken = token("FOLLOWUPTOKEN");
      const fileToken = token("FILETOKEN");
      const control = token("CONTROLTOKEN");

      const answer = await processForm(
        whistleblowSpec,
        formData({ natureOfConduct: `Fraud ${reportToken}`, comments: `The words ${reportToken}`, officerNames: reportToken }),
        { database: db, limiter: testLimiter(db), clientKey: "k" },
      );
      const deps = { database: db, limiters: receiptLimiters(), gate: new ReceiptGate(), clientKey: "disk", secure: false };
      const cookie = cookieFrom(await openFollowUp(postReceipt(answer.detail!), deps));
      const body = new FormData();
      body.set("message", `More ${followUpToken}`);
      body.append("attachments", new File([`file words ${fileToken}`], "evidence.txt"));
      await postFollowUp(
        new Request("http://localhost/api/whistleblow/follow-up", {
          method: "POST",
          body,
          headers: { cookie: `sc-wb-follow-up-post=${cookie}` },
        }),
        deps,
      );
      // A contact message stored in clear beside it: the control that the scan finds what is there.
      await processForm(contactSpec, formData({ name: "Ngozi Eze", email: "ngozi@example.com", message: `Please call ${control}` }), {
        database: db,
        limiter: testLimiter(db),
        clientKey: "203.0.113.9",
      });

      const mailDir = join(root, "mail");
      const secrets = [reportToken, followUpToken, fileToken, answer.detail!.replace(/ /g, "")];
      const check = async () => {
        await db.db.execute(sql`CHECKPOINT`);
        const inDatabase = filesHolding(dataDir, [control, ...secrets]);
        expect(inDatabase[control], "the control is found in the database files").not.toEqual([]);
        const inMail = filesHolding(root, secrets);
        for (const words of secrets) {
          expect(inDatabase[words], `${words} in the database files`).toEqual([]);
          expect(inMail[words], `${words} in the mail files`).toEqual([]);
          expect(smtp.received.filter((m) => m.raw.includes(words) || m.text.includes(words))).toEqual([]);
        }
      };
      await check();
      // Delivered both ways: as .eml files and through a real SMTP server.
      const delivered = await dispatchAll(db.db, fileTransport(mailDir), FROM);
      expect(delivered.sent).toBeGreaterThanOrEqual(3);
      await db.db.execute(sql`UPDATE outbox SET status = 'pending', sent_at = NULL, next_attempt_at = now() - interval '1 minute'`);
      await dispatchAll(db.db, smtpTransport(smtp.url), FROM);
      expect(smtp.received.length).toBeGreaterThanOrEqual(3);
      expect(smtp.received.some((m) => m.text.includes(control))).toBe(true);
      await check();
    } finally {
      await smtp.close();
      await db.close();
      if ("drop" in db) await (db as TestDatabase).drop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
