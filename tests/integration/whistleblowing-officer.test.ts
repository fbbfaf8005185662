import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "@content/site";
import { CASE_NOTE_MAX_CHARS } from "@content/admin-cases";
import { rowsOf } from "@/server/db/client";
import { auditLog, maintenanceOwed, outbox, wbAttachments, wbCaseKeys, wbCases, wbMessages, wbReminders } from "@/server/db/schema";
import type { ItemAuditEntry } from "@/server/audit-entry";
import { dispatchAll } from "@/server/mail/dispatcher";
import { smtpTransport } from "@/server/mail/transport";
import { createAccount, staffOf } from "@/server/staff/accounts";
import { writeAudit } from "@/server/staff/audit-log";
import { ROLES, type Role, type Staff } from "@/server/staff/roles";
import { createCase, openCaseByReceipt, readCase, type ReportFields } from "@/server/whistleblowing/cases";
import type { PrivateKey } from "@/server/whistleblowing/crypto";
import { officerKeyAtSignIn } from "@/server/whistleblowing/officer-keys";
import { caseDeadlines, overdueCaseSql, retentionEnd } from "@/server/whistleblowing/case-clock";
import { attachmentForOfficer, listCases, openCase, type CaseContext } from "@/server/whistleblowing/officer";
import { addCaseNote, grantCaseTo, sendToReporter, setCaseStatus } from "@/server/whistleblowing/officer-changes";
import { queueCaseReminders } from "@/server/whistleblowing/reminders";
import { CASE_REWRITE_TASK, purgeClosedCases } from "@/server/whistleblowing/retention";
import { confirmOfficersForTest, openTestDatabase, startSmtp, type TestDatabase } from "./helpers";

/**
 * The ethics team's side of the cases (issue 31) below the pages, on PGlite
 * and on PostgreSQL, with real OpenPGP keys and a real SMTP server: who may
 * read and change a case, what the audit log and the e-mails say (never its
 * words), the deadlines and their reminders, and the retention purge.
 */
const PASSWORD = "a long and memorable passphrase";
const SITE = "http://127.0.0.1:3999";
const FROM = `Savannah Crest Group <${site.mailboxes.noReply}>`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const RETENTION = { retentionMonths: 12 };

const report = (comments: string): ReportFields => ({
  natureOfConduct: "Kickbacks on loading slots",
  officerNames: "The depot manager",
  comments,
  contactPreference: "No",
  yourName: "",
  yourEmail: "",
  yourPhoneNumber: "",
});

describe("the ethics back office's data functions", () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const officers: Record<string, { staff: Staff; key: PrivateKey }> = {};
  const audits: ItemAuditEntry[] = [];

  /** The context a page builds: the staff, their opened key, and an audit log written for real. */
  const as = (staff: Staff, key: PrivateKey | null = null): CaseContext => ({
    db: db.db,
    staff,
    key,
    audit: async (entry) => {
      audits.push(entry);
      await writeAudit(db, {
        staff,
        action: entry.action,
        target: entry.target,
        address: null,
        details: Object.fromEntries(
          Object.entries(entry.details ?? {}).filter((e): e is [string, string | number | boolean] => e[1] !== null),
        ),
      });
    },
  });
  const officer = (name: string) => as(officers[name]!.staff, officers[name]!.key);

  async function account(email: string, roles: Role[]): Promise<Staff> {
    return (await staffOf(db, (await createAccount(db, { email, name: email.split("@")[0], roles })).id))!;
  }
  async function newOfficer(name: string) {
    const staff = await account(`${name}@savannahcrest.example`, ["ethics"]);
    officers[name] = { staff, key: await officerKeyAtSignIn(db, staff, PASSWORD) };
    await confirmOfficersForTest(db, staff.id);
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    smtp = await startSmtp();
    await newOfficer("ada");
  });
  beforeEach(async () => {
    await db.db.execute(sql`TRUNCATE wb_cases, outbox, maintenance_owed RESTART IDENTITY CASCADE`);
    audits.length = 0;
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await smtp.close();
    await db.close();
    await db.drop();
  });

  it("every other role, administrators and privacy included, gets nothing of a case and changes nothing", async () => {
    const { caseId } = await createCase(db.db, {
      fields: report("TOKEN-roles words"),
      files: [{ name: "ledger.txt", type: "text/plain", bytes: new TextEncoder().encode("ledger") }],
    });
    const [file] = await db.db.select({ id: wbAttachments.id }).from(wbAttachments);
    const others = [...ROLES.filter((r) => r !== "ethics").map((r) => [r]), ["admin", "privacy"], ROLES.filter((r) => r !== "ethics"), []];
    for (const roles of others as Role[][]) {
      const who = as(await account(`${roles.join("-") || "none"}@savannahcrest.example`, roles), officers.ada!.key);
      const id = String(caseId);
      expect(await listCases(who), roles.join()).toBeNull();
      expect(await openCase(who, id, RETENTION), roles.join()).toBeNull();
      expect(await attachmentForOfficer(who, id, String(file!.id))).toBeNull();
      expect(await setCaseStatus(who, id, "acknowledged", "received", null)).toBeNull();
      expect(await sendToReporter(who, id, "hello")).toBeNull();
      expect(await addCaseNote(who, id, "note")).toBeNull();
      expect(await grantCaseTo(who, id, officers.ada!.staff.id)).toBeNull();
    }
    const [row] = await db.db.select().from(wbCases);
    expect(row).toMatchObject({ status: "received", acknowledgedAt: null });
    expect(await db.db.select().from(wbMessages)).toEqual([]);
    expect(audits).toEqual([]);
  });

  it("an officer reads the report and its file, writes to the reporter and notes; the reporter reads the message, never the note", async () => {
    const photo = new TextEncoder().encode("TOKEN-file contents");
    const { caseId, reference, receipt } = await createCase(db.db, {
      fields: report("TOKEN-report: cash changes hands at gate 3"),
      files: [{ name: "gate-3.txt", type: "text/plain", bytes: photo }],
    });
    const ada = officer("ada");
    const id = String(caseId);

    const list = await listCases(ada);
    expect(list?.items).toEqual([expect.objectContaining({ reference, status: "received", readable: true })]);

    const view = (await openCase(ada, id, RETENTION))!;
    expect(view.locked).toBeNull();
    expect(view.content?.report.comments).toBe("TOKEN-report: cash changes hands at gate 3");
    expect(view.content?.attachments.map((a) => a.meta)).toEqual([{ name: "gate-3.txt", type: "text/plain", size: photo.byteLength }]);
    expect(view.openings).toEqual([{ who: "ada", at: expect.any(Date) }]);
    const download = await attachmentForOfficer(ada, id, String(view.content!.attachments[0]!.id));
    expect(Buffer.from(download!.bytes).toString()).toBe("TOKEN-file contents");

    expect(await sendToReporter(ada, id, "   ")).toEqual({ ok: false, error: "empty" });
    expect(await sendToReporter(ada, id, "x".repeat(5001))).toEqual({ ok: false, error: "too-long", length: 5001 });
    expect(await sendToReporter(ada, id, "Thank you. Which day did this happen? TOKEN-question")).toEqual({ ok: true });
    expect(await addCaseNote(ada, id, "TOKEN-note: check the gate log")).toEqual({ ok: true });
    // A note as long as its field lets an officer type, 40 lines: the browser posts each line break as
    // CR LF, which the field's maxlength counted as one character. It is taken, with its lines as typed.
    const lines = Array.from({ length: 40 }, (_, i) => `${i}`.padEnd(CASE_NOTE_MAX_CHARS / 40 - 1, "n")).join("\n");
    expect(lines.length).toBeLessThanOrEqual(CASE_NOTE_MAX_CHARS);
    expect(await addCaseNote(ada, id, lines.replace(/\n/g, "\r\n"))).toEqual({ ok: true });

    const [row] = await db.db.select().from(wbCases);
    // The first answer acknowledges the report and is its first feedback.
    expect(row).toMatchObject({ status: "acknowledged", acknowledgedAt: expect.any(Date), feedbackAt: expect.any(Date) });

    const reporter = (await openCaseByReceipt(db.db, receipt))!;
    const seen = (await readCase(db.db, reporter.caseId, reporter.caseKey, { notes: false }))!;
    expect(seen.messages.map((m) => [m.author, m.text])).toEqual([["officer", "Thank you. Which day did this happen? TOKEN-question"]]);
    const notes = (await readCase(db.db, caseId, reporter.caseKey, { notes: true }))!.messages.filter((m) => m.author === "note");
    expect(notes.map((m) => m.text)).toEqual(["TOKEN-note: check the gate log", lines]);

    // Nothing written in clear: not the messages' rows, not the audit log, which names the reference only.
    const stored = await db.db.select({ body: wbMessages.body }).from(wbMessages);
    for (const { body } of stored) expect(Buffer.from(body).includes("TOKEN")).toBe(false);
    const log = await db.db.select().from(auditLog).where(eq(auditLog.target, reference));
    expect(log.map((e) => e.action)).toEqual([
      "ethics.case.open",
      "ethics.attachment.download",
      "ethics.case.message",
      "ethics.case.note",
      "ethics.case.note",
    ]);
    expect(JSON.stringify(log)).not.toContain("TOKEN");

    // Opened again in the same sitting (the page is rendered anew after each change): one line; an earlier sitting is a line of its own.
    const earlier = new Date(Date.now() - 2 * HOUR);
    await db.db
      .insert(auditLog)
      .values({ staffId: ada.staff.id, staffEmail: ada.staff.email, action: "ethics.case.open", target: reference, at: earlier });
    expect((await openCase(ada, id, RETENTION))!.openings).toEqual([
      { who: "ada", at: expect.any(Date) },
      { who: "ada", at: earlier },
    ]);
    // Another case's file under this case's id, or a malformed id: nothing.
    expect(await attachmentForOfficer(ada, id, "999")).toBeNull();
    expect(await openCase(ada, "1; DROP TABLE wb_cases", RETENTION)).toBeNull();
    expect(await openCase(ada, "99", RETENTION)).toBeNull();
  });

  it("status: received → acknowledged → investigating → closed with an outcome, from the state the page showed; reopened", async () => {
    const { caseId } = await createCase(db.db, { fields: report("status words") });
    const ada = officer("ada");
    const id = String(caseId);
    expect(await setCaseStatus(ada, id, "closed", "received", "substantiated")).toEqual({ ok: false, error: "not-allowed" });
    expect(await setCaseStatus(ada, id, "acknowledged", "received", null)).toEqual({ ok: true });
    // A second tab still showing "received": its change is stale, not applied twice.
    expect(await setCaseStatus(ada, id, "acknowledged", "received", null)).toEqual({ ok: false, error: "stale" });
    expect(await setCaseStatus(ada, id, "investigating", "acknowledged", null)).toEqual({ ok: true });
    expect(await setCaseStatus(ada, id, "closed", "investigating", null)).toEqual({ ok: false, error: "outcome-missing" });
    expect(await setCaseStatus(ada, id, "closed", "investigating", "made-up")).toEqual({ ok: false, error: "outcome-missing" });
    const closedAt = new Date();
    expect(await setCaseStatus(ada, id, "closed", "investigating", "not-substantiated", closedAt)).toEqual({ ok: true });
    let [row] = await db.db.select().from(wbCases);
    expect(row).toMatchObject({ status: "closed", outcome: "not-substantiated", closedAt });
    const view = (await openCase(ada, id, RETENTION))!;
    expect(view.deleteOn).toEqual(retentionEnd(closedAt, 12));
    expect(await setCaseStatus(ada, id, "investigating", "closed", null)).toEqual({ ok: true });
    [row] = await db.db.select().from(wbCases);
    expect(row).toMatchObject({ status: "investigating", outcome: null, closedAt: null, acknowledgedAt: expect.any(Date) });
  });

  it("a second officer sees the case locked until the first gives access; then reads it", async () => {
    const { caseId } = await createCase(db.db, { fields: report("TOKEN-grant words") });
    await newOfficer("bayo");
    const bayo = officer("bayo");
    const id = String(caseId);
    const before = (await openCase(bayo, id, RETENTION))!;
    expect(before).toMatchObject({ locked: "no-grant", content: null });
    expect(before.holders.map((h) => h.name)).toEqual(["ada"]);
    expect(await sendToReporter(bayo, id, "hello")).toEqual({ ok: false, error: "not-allowed" });
    expect(await grantCaseTo(bayo, id, bayo.staff.id)).toEqual({ ok: false, error: "not-allowed" });
    expect((await listCases(bayo))!.items[0]!.readable).toBe(false);

    const ada = officer("ada");
    expect((await openCase(ada, id, RETENTION))!.grantable.map((o) => o.name)).toEqual(["bayo"]);
    // Ada without her key open in this browser cannot give what she cannot open.
    expect(await grantCaseTo(as(ada.staff, null), id, bayo.staff.id)).toEqual({ ok: false, error: "no-key" });
    const admin = await account("root@savannahcrest.example", ["admin"]);
    expect(await grantCaseTo(ada, id, admin.id)).toEqual({ ok: false, error: "not-allowed" });
    expect(await grantCaseTo(ada, id, bayo.staff.id)).toEqual({ ok: true, name: "bayo" });

    const after = (await openCase(bayo, id, RETENTION))!;
    expect(after.content?.report.comments).toBe("TOKEN-grant words");
    expect(after.grantable).toEqual([]);
    const grant = await db.db.select().from(wbCaseKeys).where(eq(wbCaseKeys.staffId, bayo.staff.id));
    expect(grant).toEqual([expect.objectContaining({ grantedBy: ada.staff.id })]);
    // Without the key open (a passkey sign-in), the grant alone shows nothing.
    expect((await openCase(as(bayo.staff, null), id, RETENTION))!).toMatchObject({ locked: "no-key", content: null });
  });

  it("deadlines: 7 days to acknowledge, 3 calendar months (Lagos) to give feedback; the overdue filter agrees with them", async () => {
    // 30 November 2026, 10:00 in Lagos: feedback by the end of 28 February 2027 (Lagos).
    const received = new Date(Date.UTC(2026, 10, 30, 9));
    const { acknowledgeBy, feedbackBy } = caseDeadlines(received);
    expect(acknowledgeBy).toEqual(new Date(Date.UTC(2026, 11, 7, 9)));
    expect(feedbackBy).toEqual(new Date(Date.UTC(2027, 1, 28, 23)));
    // 31 December, 23:30 in Lagos is still 31 December there: feedback by the end of 31 March.
    expect(caseDeadlines(new Date(Date.UTC(2026, 11, 31, 22, 30))).feedbackBy).toEqual(new Date(Date.UTC(2027, 2, 31, 23)));

    const { caseId: late } = await createCase(db.db, { fields: report("late"), now: received });
    const { caseId: fresh } = await createCase(db.db, { fields: report("fresh"), now: new Date(received.getTime() + 6 * DAY) });
    const overdueAt = async (now: Date) =>
      rowsOf<{ id: number }>(await db.db.execute(sql`SELECT id FROM wb_cases WHERE ${overdueCaseSql(now)} ORDER BY id`)).map((r) =>
        Number(r.id),
      );
    const ada = officer("ada");
    expect(await overdueAt(new Date(acknowledgeBy.getTime() - 1))).toEqual([]);
    expect(await overdueAt(acknowledgeBy)).toEqual([late]);
    const list = await listCases(ada, { overdue: true }, acknowledgeBy);
    expect(list?.items.map((i) => i.id)).toEqual([late]);

    await setCaseStatus(ada, String(late), "acknowledged", "received", null, acknowledgeBy);
    await sendToReporter(ada, String(fresh), "Received, thank you", new Date(received.getTime() + 7 * DAY));
    expect(await overdueAt(new Date(feedbackBy.getTime() - 1))).toEqual([]);
    // Acknowledged but never answered: overdue at the feedback deadline; the answered one is not.
    expect(await overdueAt(feedbackBy)).toEqual([late]);
  });

  it("reminders: to the ethics mailbox a day before and when due, once each however many instances run, without a word of the case", async () => {
    const received = new Date(Date.UTC(2027, 2, 1, 8));
    const { caseId, reference } = await createCase(db.db, { fields: report("TOKEN-reminder words"), now: received });
    await db.db.delete(outbox); // the new-report mail: the reminders are what this test reads
    const run = (now: Date) => queueCaseReminders(db.db, { now, siteUrl: SITE });
    const { acknowledgeBy, feedbackBy } = caseDeadlines(received);

    expect(await run(new Date(acknowledgeBy.getTime() - DAY - HOUR))).toBe(0);
    const soon = new Date(acknowledgeBy.getTime() - DAY + HOUR);
    expect((await Promise.all([run(soon), run(soon), run(soon)])).reduce((a, b) => a + b)).toBe(1);
    expect(await run(new Date(soon.getTime() + HOUR))).toBe(0);
    expect(await run(acknowledgeBy)).toBe(1);
    expect(await run(new Date(acknowledgeBy.getTime() + 5 * HOUR))).toBe(0);

    // Answered in time: acknowledged and fed back at once; no feedback reminder ever.
    await sendToReporter(officer("ada"), String(caseId), "Thank you", new Date(acknowledgeBy.getTime() + 6 * HOUR));
    expect(await run(new Date(feedbackBy.getTime() - HOUR))).toBe(0);
    expect(await run(feedbackBy)).toBe(0);

    expect(await dispatchAll(db.db, smtpTransport(smtp.url), FROM)).toMatchObject({ sent: 2, failed: 0 });
    expect(smtp.received.map((m) => [m.to, m.subject])).toEqual([
      [[site.mailboxes.ethics], `Due within a day: acknowledge case ${reference}`],
      [[site.mailboxes.ethics], `Due now: acknowledge case ${reference}`],
    ]);
    for (const mail of smtp.received) {
      expect(mail.text).toContain(`${SITE}/admin/cases/${caseId}`);
      expect(mail.raw).not.toContain("TOKEN");
      expect(mail.text).not.toMatch(/loading slots|depot manager/);
    }
    expect(await db.db.select().from(wbReminders)).toHaveLength(2);
  });

  it("retention: a case closed 12 months ago goes with its keys, messages, files and reminders, and its tables are written anew", async () => {
    const ada = officer("ada");
    const made = async (closedAt: Date | null, reopened = false) => {
      const { caseId } = await createCase(db.db, {
        fields: report("retention"),
        files: [{ name: "a.txt", type: "text/plain", bytes: new TextEncoder().encode("a") }],
      });
      await sendToReporter(ada, String(caseId), "message");
      if (closedAt) {
        await setCaseStatus(ada, String(caseId), "investigating", "acknowledged", null);
        await setCaseStatus(ada, String(caseId), "closed", "investigating", "referred", closedAt);
        if (reopened) await setCaseStatus(ada, String(caseId), "investigating", "closed", null);
      }
      await db.db.insert(wbReminders).values({ caseId, deadline: "acknowledge", stage: "soon" });
      return caseId;
    };
    const now = new Date(Date.UTC(2027, 5, 15, 12));
    const old = await made(new Date(Date.UTC(2026, 5, 15, 11)));
    const recent = await made(new Date(Date.UTC(2026, 5, 15, 13)));
    const open = await made(null);
    const reopened = await made(new Date(Date.UTC(2025, 0, 1)), true);
    // This test's own table (regclass follows the search path): on PostgreSQL each test file has its schema, each with a wb_attachments.
    const fileNode = async () =>
      rowsOf<{ node: string }>(
        await db.db.execute(sql`SELECT relfilenode::text AS node FROM pg_class WHERE oid = 'wb_attachments'::regclass`),
      )[0]!.node;
    const before = await fileNode();

    expect(await purgeClosedCases(db.db, { now, months: 12 })).toBe(1);
    const ids = (await db.db.select({ id: wbCases.id }).from(wbCases)).map((r) => r.id).sort();
    expect(ids).toEqual([recent, open, reopened].sort());
    for (const table of [wbCaseKeys, wbMessages, wbAttachments, wbReminders] as const) {
      const left = await db.db.select({ caseId: table.caseId }).from(table as typeof wbMessages);
      expect(left.some((r) => r.caseId === old)).toBe(false);
    }
    // Written anew: the table's file is another one, and nothing is owed.
    expect(await fileNode()).not.toBe(before);
    expect(await db.db.select().from(maintenanceOwed).where(eq(maintenanceOwed.task, CASE_REWRITE_TASK))).toEqual([]);
    // Nothing more to delete: no rewrite.
    const unchanged = await fileNode();
    expect(await purgeClosedCases(db.db, { now, months: 12 })).toBe(0);
    expect(await fileNode()).toBe(unchanged);
    // A shorter setting reaches the case closed just under a year ago.
    expect(await purgeClosedCases(db.db, { now, months: 6 })).toBe(1);
  });
});
