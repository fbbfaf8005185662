import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { NOTE_MAX_CHARS, inboxCopy } from "@content/admin-inbox";
import { site } from "@content/site";
import { rowsOf, type Db } from "@/server/db/client";
import { confirmedSubscribers, subscribersCsv } from "@/server/newsletter/export";
import { dsarReminders, inboxEvents, inboxNotes, inboxStates, newsletterSubscribers, outbox, submissions } from "@/server/db/schema";
import { dispatchAll } from "@/server/mail/dispatcher";
import { smtpTransport } from "@/server/mail/transport";
import { purgeExpired } from "@/server/retention/purge";
import { ROLES, canWork, type Role, type Staff } from "@/server/staff/roles";
import { approvedAgents, decideAgent, exportApprovedAgents } from "@/server/inbox/agents";
import type { ItemAuditEntry } from "@/server/audit-entry";
import type { InboxContext } from "@/server/inbox/context";
import { toCsv } from "@/server/csv";
import { dsarDeadlines, overdueSql } from "@/server/inbox/deadlines";
import { addNote, assign, setWorkflow } from "@/server/inbox/changes";
import { getSubmission } from "@/server/inbox/detail";
import { exportSubmissions } from "@/server/inbox/export";
import { listSubmissions, PAGE_SIZE } from "@/server/inbox/list";
import { SUBMISSION_KINDS } from "@/server/inbox/kinds";
import { exportSubscribers, subscriberCounts } from "@/server/inbox/newsletter";
import { queueDsarReminders } from "@/server/inbox/reminders";
import { useDatabaseAndSmtp } from "./helpers";

const FROM = `Savannah Crest Group <${site.mailboxes.noReply}>`;
const SITE = "http://127.0.0.1:3999";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The newsletter's export as `npm run subscribers` writes it. */
const subscribersExport = async (db: Db) => {
  const subscribers = await confirmedSubscribers(db, SITE);
  return { csv: subscribersCsv(subscribers), count: subscribers.length };
};

const person = (roles: Role[], id = roles.join("+") || "nobody"): Staff => ({
  id,
  email: `${id}@staff.example`,
  name: `Staff ${id}`,
  roles,
});

/** Fields as each form stores them, with words a test can look for in the audit log. */
const SAMPLE_FIELDS: Record<string, Record<string, string | null>> = {
  contact: { name: "Ngozi Contact", email: "ngozi@example.com", message: "Secret contact words about a plot" },
  enquiry: { subject: "E-commerce Inquiry", message: "Type: Buy\nProduct Name: Sesame Seeds", business: "commodities" },
  booking: { roomTitle: "Deluxe Suite", name: "Bola Booker", email: "bola@example.com", date: "2026-12-05" },
  agent: { fullName: "Adaeze Agent", email: "adaeze@example.com", phoneNumber: "+2348031234567" },
  dsar: { fullName: "Tunde Requester", email: "tunde@example.com", requestType: "access", details: "Secret details of my request" },
  whistleblow: { natureOfConduct: "Bribery", comments: "Secret report words", officerNames: "" },
};

describe("the inbox: each role works its own kinds, by query", () => {
  const t = useDatabaseAndSmtp();
  let sequence = 0;
  const audits: ItemAuditEntry[] = [];
  const as = (staff: Staff): InboxContext => ({ db: t.db.db, staff, audit: async (entry) => void audits.push(entry) });

  async function seed(kind: string, options: { at?: Date; fields?: Record<string, string | null>; status?: string } = {}) {
    sequence += 1;
    const [row] = await t.db.db
      .insert(submissions)
      .values({
        kind: kind as never,
        reference: `${kind.slice(0, 2).toUpperCase()}-T${String(sequence).padStart(6, "0")}`,
        idempotencyKey: `k-${sequence}-${Math.random()}`,
        fields: (options.fields ?? SAMPLE_FIELDS[kind]) as never,
        status: options.status ?? (kind === "agent" ? "pending" : "received"),
        createdAt: options.at ?? new Date(),
      })
      .returning({ id: submissions.id, reference: submissions.reference });
    return row!;
  }
  const count = async (table: typeof inboxStates | typeof inboxEvents | typeof inboxNotes | typeof outbox) =>
    (await t.db.db.select().from(table as typeof outbox)).length;

  it("every role against every kind and every function: only its own kinds, and a 404 (null) that changes nothing elsewhere", async () => {
    const ids: Record<string, number> = {};
    for (const kind of [...SUBMISSION_KINDS, "whistleblow"]) ids[kind] = (await seed(kind)).id;
    // Each role alone, none, and every team at once (which must still not read a kind under another's name).
    const everyone = [
      ...ROLES.map((role) => person([role])),
      person([]),
      person(["sales", "residences", "agents", "privacy", "marketing", "admin", "ethics"], "every-team"),
    ];
    for (const staff of everyone) {
      for (const kind of [...SUBMISSION_KINDS, "whistleblow", "newsletter", "nonsense"]) {
        const works = canWork(staff, kind) && kind !== "newsletter";
        const label = `${staff.id} on ${kind}`;
        const id = ids[kind] ?? ids.contact!;
        const before = { states: await count(inboxStates), events: await count(inboxEvents), notes: await count(inboxNotes) };

        expect((await listSubmissions(as(staff), kind)) !== null, label).toBe(works);
        expect((await exportSubmissions(as(staff), kind, {}, inboxCopy.csv)) !== null, label).toBe(works);
        const detail = await getSubmission(as(staff), kind, id);
        expect(detail !== null, label).toBe(works);
        if (!works) {
          expect(await setWorkflow(as(staff), kind, id, "in_progress"), label).toBeNull();
          expect(await assign(as(staff), kind, id, staff), label).toBeNull();
          expect(await addNote(as(staff), kind, id, "a note"), label).toBeNull();
          expect({ states: await count(inboxStates), events: await count(inboxEvents), notes: await count(inboxNotes) }, label).toEqual(
            before,
          );
        }
        // Another kind's id under this kind's name (a tampered URL) is never read, even for a kind the role works.
        for (const other of Object.keys(ids).filter((k) => k !== kind)) {
          expect(await getSubmission(as(staff), kind, ids[other]!), `${label} reading ${other}'s id`).toBeNull();
          expect(await setWorkflow(as(staff), kind, ids[other]!, "in_progress"), `${label} moving ${other}'s id`).toBeNull();
        }
      }
      const agentsOk = staff.roles.includes("agents");
      expect((await decideAgent(as(staff), "999999", "approved")) === null, staff.id).toBe(true);
      if (!agentsOk) expect(await decideAgent(as(staff), ids.agent!, "approved"), staff.id).toBeNull();
      const readsApproved = staff.roles.includes("agents") || staff.roles.includes("residences");
      expect((await approvedAgents(as(staff))) !== null, staff.id).toBe(readsApproved);
      expect((await exportApprovedAgents(as(staff))) !== null, staff.id).toBe(readsApproved);
      const marketing = staff.roles.includes("marketing");
      expect((await subscriberCounts(as(staff))) !== null, staff.id).toBe(marketing);
      expect((await exportSubscribers(as(staff), subscribersExport)) !== null, staff.id).toBe(marketing);
    }
    // No outbox row was written by anyone refused, and nobody read the whistleblowing report.
    expect(await count(outbox)).toBe(0);
    expect(audits.filter((a) => a.target === `submission:${ids.whistleblow}`)).toEqual([]);
  });

  it("tampered ids answer null and touch nothing", async () => {
    const agent = await seed("agent");
    const staff = person(["agents"]);
    for (const id of [
      "0",
      "-1",
      "1e3",
      "abc",
      `${agent.id} `,
      "99999999999999999999",
      "1;DROP TABLE submissions",
      String(agent.id + 1000),
    ]) {
      expect(await getSubmission(as(staff), "agent", id), id).toBeNull();
      expect(await setWorkflow(as(staff), "agent", id, "in_progress"), id).toBeNull();
      expect(await addNote(as(staff), "agent", id, "x"), id).toBeNull();
      expect(await decideAgent(as(staff), id, "approved"), id).toBeNull();
    }
    expect(await count(inboxStates)).toBe(0);
    expect((await getSubmission(as(staff), "agent", String(agent.id)))?.reference).toBe(agent.reference);
  });

  it("a list: newest first, 50 a page, filtered by status, Lagos days and text", async () => {
    const staff = person(["marketing"]);
    const start = Date.UTC(2026, 10, 1, 12);
    for (let i = 0; i < 120; i++) {
      await seed("contact", {
        at: new Date(start + i * HOUR),
        fields: { name: `Person ${i}`, email: `p${i}@example.com`, message: i === 7 ? "100% sure" : "hello there" },
      });
    }
    const first = (await listSubmissions(as(staff), "contact"))!;
    expect(first.total).toBe(120);
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.items[0]!.from).toBe("Person 119");
    expect(first.pages).toBe(3);
    const last = (await listSubmissions(as(staff), "contact", { page: 3 }))!;
    expect(last.items.map((i) => i.from).at(-1)).toBe("Person 0");
    expect((await listSubmissions(as(staff), "contact", { page: 99 }))!.page).toBe(3);

    expect((await listSubmissions(as(staff), "contact", { text: "100%" }))!.items.map((i) => i.from)).toEqual(["Person 7"]);
    // % and _ are letters to the search, not wildcards.
    expect((await listSubmissions(as(staff), "contact", { text: "%" }))!.total).toBe(1);

    // 1 November 12:00 UTC + 11 h = 23:00 UTC is 2 November 00:00 in Lagos.
    const day = (await listSubmissions(as(staff), "contact", { from: "2026-11-02", to: "2026-11-02" }))!;
    expect(day.total).toBe(24);
    expect(day.items.at(-1)!.from).toBe("Person 11");

    const item = first.items[3]!;
    await setWorkflow(as(staff), "contact", item.id, "in_progress");
    const inProgress = (await listSubmissions(as(staff), "contact", { status: "in_progress" }))!;
    expect(inProgress.items.map((i) => i.id)).toEqual([item.id]);
    expect((await listSubmissions(as(staff), "contact", { status: "new" }))!.total).toBe(119);
  });

  it("the workflow: new → in progress → done, or spam; refused moves and stale pages change nothing; the timeline says who and when", async () => {
    const { id } = await seed("booking");
    const ada = person(["residences"], "ada");
    const ben = person(["residences", "sales"], "ben");
    expect(await setWorkflow(as(ada), "booking", id, "done")).toEqual({ ok: false, error: "not-allowed" });
    const t1 = new Date(Date.UTC(2026, 10, 20, 9));
    expect(await setWorkflow(as(ada), "booking", id, "in_progress", "new", t1)).toEqual({ ok: true });
    // Ben's page still showed "new": his click changes nothing.
    expect(await setWorkflow(as(ben), "booking", id, "spam", "new")).toEqual({ ok: false, error: "stale" });
    expect(await assign(as(ada), "booking", id, ben, t1)).toEqual({ ok: true });
    expect(await assign(as(ada), "booking", id, person(["sales"], "sam"))).toEqual({ ok: false, error: "unknown-assignee" });
    const t2 = new Date(t1.getTime() + HOUR);
    expect(await setWorkflow(as(ben), "booking", id, "done", "in_progress", t2)).toEqual({ ok: true });
    expect(await setWorkflow(as(ben), "booking", id, "in_progress", "done", t2)).toEqual({ ok: true });
    expect(await setWorkflow(as(ben), "booking", id, "spam", "in_progress", t2)).toEqual({ ok: true });
    expect(await setWorkflow(as(ben), "booking", id, "new", "spam", t2)).toEqual({ ok: true });

    const detail = (await getSubmission(as(ada), "booking", id))!;
    expect(detail.workflow).toBe("new");
    expect(detail.assigneeName).toBe("Staff ben");
    expect(detail.timeline.map((e) => [e.staffName, e.action, e.from, e.to])).toEqual([
      ["Staff ada", "workflow", "new", "in_progress"],
      ["Staff ada", "assignee", null, "Staff ben"],
      ["Staff ben", "workflow", "in_progress", "done"],
      ["Staff ben", "workflow", "done", "in_progress"],
      ["Staff ben", "workflow", "in_progress", "spam"],
      ["Staff ben", "workflow", "spam", "new"],
    ]);
    expect(detail.timeline[0]!.at).toEqual(t1);
    // Every field as the visitor sent it.
    expect(Object.fromEntries(detail.fields)).toEqual(SAMPLE_FIELDS.booking);
  });

  it("notes: bounded, with a clear answer when too long, and never in the audit log", async () => {
    const { id } = await seed("dsar");
    const staff = person(["privacy"]);
    expect(await addNote(as(staff), "dsar", id, "   ")).toEqual({ ok: false, error: "note-empty" });
    const long = "é".repeat(NOTE_MAX_CHARS + 1);
    expect(await addNote(as(staff), "dsar", id, long)).toEqual({ ok: false, error: "note-too-long", length: NOTE_MAX_CHARS + 1 });
    expect(inboxCopy.messages.noteTooLong(NOTE_MAX_CHARS, NOTE_MAX_CHARS + 1)).toBe(
      "The note is 4,001 characters long; a note holds at most 4,000. Nothing was saved.",
    );
    expect(await count(inboxNotes)).toBe(0);
    // Counted as a person counts: 4,000 emoji are 8,000 UTF-16 units and still fit.
    expect(await addNote(as(staff), "dsar", id, "🙂".repeat(NOTE_MAX_CHARS))).toEqual({ ok: true });
    expect(await addNote(as(staff), "dsar", id, "Called the requester; Secret note words.")).toEqual({ ok: true });
    const detail = (await getSubmission(as(staff), "dsar", id))!;
    // In the form's order, whatever order the database keeps the keys in.
    expect(detail.fields.map(([key]) => key)).toEqual(["fullName", "email", "requestType", "details"]);
    expect(detail.notes.map((n) => n.body.slice(0, 10))).toEqual(["🙂".repeat(5), "Called the"]);
    const audit = JSON.stringify(audits);
    for (const secret of ["Secret note words", "Secret details", "Tunde", "tunde@example.com"]) expect(audit).not.toContain(secret);
    expect(audits.some((a) => a.action === "inbox.note")).toBe(true);
    expect(audits.some((a) => a.action === "inbox.view" && a.target === `submission:${id}`)).toBe(true);
  });

  it("an agent application: approved once, with a message; the applicant's e-mail arrives at the SMTP server; the residences team lists and exports the agent", async () => {
    const { id, reference } = await seed("agent");
    const other = await seed("agent", {
      fields: { fullName: "Declan Declined", email: "declan@example.com", phoneNumber: "+2348030000000" },
    });
    const staff = person(["agents"]);
    expect(await decideAgent(as(staff), id, "approved", "x".repeat(2001))).toMatchObject({ ok: false, error: "message-too-long" });
    expect(await count(outbox)).toBe(0);
    expect(await decideAgent(as(staff), id, "approved", "Welcome aboard; <b>see you</b> Monday.")).toEqual({ ok: true });
    expect(await decideAgent(as(staff), id, "declined")).toMatchObject({ ok: false, error: "already-decided" });
    expect(await decideAgent(as(staff), other.id, "declined")).toEqual({ ok: true });

    expect(await dispatchAll(t.db.db, smtpTransport(t.smtp.url), FROM)).toMatchObject({ sent: 2, failed: 0 });
    const approved = t.smtp.received.find((m) => m.to.includes("adaeze@example.com"))!;
    expect(approved.subject).toBe(inboxCopy.agentMail.subject.approved);
    expect(approved.text).toContain(inboxCopy.agentMail.text.approved);
    expect(approved.text).toContain("Welcome aboard; <b>see you</b> Monday.");
    expect(approved.raw).toContain("&lt;b&gt;see you&lt;/b&gt;");
    expect(approved.text).toContain(reference);
    const declined = t.smtp.received.find((m) => m.to.includes("declan@example.com"))!;
    expect(declined.text).toContain(inboxCopy.agentMail.text.declined);

    const detail = (await getSubmission(as(staff), "agent", id))!;
    expect(detail.decision).toBe("approved");
    expect(detail.workflow).toBe("done");
    expect(detail.mails).toMatchObject([{ recipient: "adaeze@example.com", status: "sent" }]);
    const [row] = await t.db.db
      .select({ status: submissions.status })
      .from(submissions)
      .where(sql`${submissions.id} = ${id}`);
    expect(row!.status).toBe("approved");

    const residences = person(["residences"]);
    expect((await approvedAgents(as(residences)))!.map((a) => a.email)).toEqual(["adaeze@example.com"]);
    const csv = await exportApprovedAgents(as(residences));
    expect(toCsv(csv!.header, csv!.rows)).toMatch(
      /^Full Name,Email Address,Phone Number,approved_at,reference\r\nAdaeze Agent,adaeze@example.com,'\+2348031234567,/,
    );
    // Residences still cannot open the application itself.
    expect(await getSubmission(as(residences), "agent", id)).toBeNull();
    expect((await listSubmissions(as(staff), "agent", { decision: "pending" }))!.total).toBe(0);
    expect((await listSubmissions(as(staff), "agent", { decision: "approved" }))!.items.map((i) => i.id)).toEqual([id]);
  });

  it("a CSV export of 10,000 rows holds them all, guarded against spreadsheet formulas", async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      kind: "contact" as const,
      reference: `CT-X${String(i).padStart(7, "0")}`,
      idempotencyKey: `bulk-${i}`,
      fields: {
        name: i === 0 ? '=HYPERLINK("http://evil.example")' : `Name ${i}`,
        email: `n${i}@example.com`,
        message: 'Line one,\nline "two"',
      } as never,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 1000) await t.db.db.insert(submissions).values(rows.slice(i, i + 1000));
    const started = performance.now();
    const exported = (await exportSubmissions(as(person(["marketing"])), "contact", {}, inboxCopy.csv))!;
    const csv = toCsv(exported.header, exported.rows);
    console.info(`[bench] CSV export of 10,000 rows: ${Math.round(performance.now() - started)} ms, ${(csv.length / 1024).toFixed(0)} KB`);
    expect(exported.count).toBe(10_000);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("reference,received_at,status,assignee,name,email,message");
    expect(lines[1]).toBe(
      `CT-X0000000,2026-01-01T00:00:00.000Z,new,,"'=HYPERLINK(""http://evil.example"")",n0@example.com,"Line one,\nline ""two"""`,
    );
    expect(csv.match(/\r\n/g)).toHaveLength(10_001);
    expect(audits.at(-1)).toEqual({
      action: "inbox.export",
      target: "inbox:contact",
      details: { kind: "contact", rows: 10_000, status: null, decision: null, from: null, to: null, overdue: false, text: false },
    });
  });

  it("newsletter subscribers: counts, and the export `npm run subscribers` writes", async () => {
    const now = new Date();
    await t.db.db.insert(newsletterSubscribers).values([
      { email: "c1@example.com", status: "confirmed", unsubscribeToken: "t1", confirmedAt: now },
      { email: "p1@example.com", status: "pending", unsubscribeToken: "t2" },
    ]);
    const marketing = as(person(["marketing"]));
    expect(await subscriberCounts(marketing)).toEqual({ confirmed: 1, pending: 1, unsubscribed: 0 });
    const exported = (await exportSubscribers(marketing, subscribersExport))!;
    expect(exported.csv).toMatch(/^email,confirmed_at,unsubscribe_url,one_click_unsubscribe_url\r\nc1@example.com,/);
    expect(exported.count).toBe(1);
  });

  it("access requests: deadlines on the Lagos calendar, the overdue filter agrees with them", async () => {
    // 31 January, 23:30 in Lagos: acknowledge by 3 February 23:30, resolve by the end of 28 February (Lagos).
    const late = new Date(Date.UTC(2027, 0, 31, 22, 30));
    expect(dsarDeadlines(late)).toEqual({
      acknowledgeBy: new Date(Date.UTC(2027, 1, 3, 22, 30)),
      resolveBy: new Date(Date.UTC(2027, 1, 28, 23)),
    });
    // 31 December 23:30 UTC is already 1 January in Lagos: resolve by the end of 1 February.
    expect(dsarDeadlines(new Date(Date.UTC(2026, 11, 31, 23, 30))).resolveBy).toEqual(new Date(Date.UTC(2027, 1, 1, 23)));
    // A leap year's February.
    expect(dsarDeadlines(new Date(Date.UTC(2028, 0, 30, 10))).resolveBy).toEqual(new Date(Date.UTC(2028, 1, 29, 23)));

    // The SQL deadline matches the JavaScript one on every day of two years.
    const days = Array.from({ length: 731 }, (_, i) => new Date(Date.UTC(2027, 0, 1, 23, 15) + i * DAY));
    const result = await t.db.db.execute(sql`
      SELECT at, ((date_trunc('day', (at AT TIME ZONE 'UTC') + interval '1 hour') + interval '1 month' + interval '1 day' - interval '1 hour') AT TIME ZONE 'UTC') AS resolve_by
      FROM unnest(${sql.raw(`ARRAY[${days.map((d) => `'${d.toISOString()}'::timestamptz`).join(",")}]`)}) AS at`);
    for (const row of rowsOf<{ at: string | Date; resolve_by: string | Date }>(result)) {
      expect(new Date(row.resolve_by).toISOString(), String(row.at)).toBe(dsarDeadlines(new Date(row.at)).resolveBy.toISOString());
    }

    const privacy = person(["privacy"]);
    const now = new Date(Date.UTC(2027, 2, 10, 12));
    const fresh = await seed("dsar", { at: new Date(now.getTime() - HOUR) });
    const unacknowledged = await seed("dsar", { at: new Date(now.getTime() - 73 * HOUR) });
    const acknowledged = await seed("dsar", { at: new Date(now.getTime() - 73 * HOUR) });
    await setWorkflow(as(privacy), "dsar", acknowledged.id, "in_progress", "new", new Date(now.getTime() - 2 * HOUR));
    const unresolved = await seed("dsar", { at: new Date(Date.UTC(2027, 1, 5, 9)) });
    await setWorkflow(as(privacy), "dsar", unresolved.id, "in_progress", "new", new Date(Date.UTC(2027, 1, 6)));
    const resolved = await seed("dsar", { at: new Date(Date.UTC(2027, 1, 5, 9)) });
    await setWorkflow(as(privacy), "dsar", resolved.id, "in_progress", "new", new Date(Date.UTC(2027, 1, 6)));
    await setWorkflow(as(privacy), "dsar", resolved.id, "done", "in_progress", new Date(Date.UTC(2027, 1, 7)));

    const overdue = (await listSubmissions(as(privacy), "dsar", { overdue: true }, now))!;
    expect(overdue.items.map((i) => i.id).sort()).toEqual([unacknowledged.id, unresolved.id].sort());
    expect((await listSubmissions(as(privacy), "dsar", {}, now))!.total).toBe(5);
    expect(overdueSql(now)).toBeTruthy();
    expect((await getSubmission(as(privacy), "dsar", fresh.id))!.deadlines).toEqual(dsarDeadlines(new Date(now.getTime() - HOUR)));
  });

  it("reminders: one a day before each deadline and one when it passes, once across instances, none once the request has moved on", async () => {
    const privacy = person(["privacy"]);
    const received = new Date(Date.UTC(2027, 2, 1, 8));
    const request = await seed("dsar", { at: received });
    const run = (at: Date) => queueDsarReminders(t.db.db, { now: at, siteUrl: SITE });
    const reminders = async () =>
      (await t.db.db.select({ subject: outbox.subject, recipient: outbox.recipient }).from(outbox).orderBy(outbox.id)).map(
        (m) => m.subject,
      );

    expect(await run(new Date(received.getTime() + 47 * HOUR))).toBe(0);
    // 49 hours in: the acknowledgement is a day away. Three instances run at once; one e-mail goes.
    const soon = new Date(received.getTime() + 49 * HOUR);
    expect((await Promise.all([run(soon), run(soon), run(soon)])).reduce((a, b) => a + b)).toBe(1);
    expect(await run(new Date(soon.getTime() + HOUR))).toBe(0);
    const passed = new Date(received.getTime() + 72 * HOUR);
    expect(await run(passed)).toBe(1);
    expect(await run(new Date(passed.getTime() + 5 * HOUR))).toBe(0);
    expect(await reminders()).toEqual([
      `Due within a day: acknowledge access request ${request.reference}`,
      `Overdue: acknowledge access request ${request.reference}`,
    ]);

    // Acknowledged, then resolved in time: no resolution reminder.
    await setWorkflow(as(privacy), "dsar", request.id, "in_progress", "new", new Date(passed.getTime() + 6 * HOUR));
    const { resolveBy } = dsarDeadlines(received);
    expect(await run(new Date(resolveBy.getTime() - 2 * HOUR))).toBe(1);
    await setWorkflow(as(privacy), "dsar", request.id, "done", "in_progress", new Date(resolveBy.getTime() - HOUR));
    expect(await run(new Date(resolveBy.getTime() + HOUR))).toBe(0);
    expect((await reminders()).at(-1)).toBe(`Due within a day: resolve access request ${request.reference}`);

    // They reach the privacy mailbox, naming the request's reference and a link, never the requester.
    expect(await dispatchAll(t.db.db, smtpTransport(t.smtp.url), FROM)).toMatchObject({ sent: 3 });
    expect(t.smtp.received.every((m) => m.to.join() === site.mailboxes.privacy)).toBe(true);
    const text = t.smtp.received.map((m) => m.text).join("\n");
    expect(text).toContain(`${SITE}/admin/inbox/dsar/${request.id}`);
    expect(text).not.toContain("Tunde");
    expect(text).not.toContain("Secret details");
    expect(await t.db.db.select().from(dsarReminders)).toHaveLength(3);
  });

  it("retention: each item says when the website's copy goes, and the purge takes its notes and timeline with it", async () => {
    const staff = person(["agents"]);
    const received = new Date(Date.now() - 40 * DAY);
    const { id } = await seed("agent", { at: received });
    await addNote(as(staff), "agent", id, "A note", received);
    expect((await getSubmission(as(staff), "agent", id))!.deletedAfter).toEqual(new Date(received.getTime() + 30 * DAY));

    await decideAgent(as(staff), id, "approved", "", new Date(received.getTime() + DAY));
    expect((await getSubmission(as(staff), "agent", id))!.deletedAfter).toBe("held");
    await dispatchAll(t.db.db, smtpTransport(t.smtp.url), FROM);
    const deliveredAt = (await t.db.db.select({ sentAt: outbox.sentAt }).from(outbox))[0]!.sentAt!;
    expect((await getSubmission(as(staff), "agent", id))!.deletedAfter).toEqual(new Date(deliveredAt.getTime() + 30 * DAY));

    // Before that moment the purge keeps it all; after, it takes the submission, its notes, timeline and state.
    await purgeExpired(t.db.db, { now: new Date(deliveredAt.getTime() + 29 * DAY) });
    expect(await getSubmission(as(staff), "agent", id)).not.toBeNull();
    await purgeExpired(t.db.db, { now: new Date(deliveredAt.getTime() + 30 * DAY + HOUR) });
    expect(await getSubmission(as(staff), "agent", id)).toBeNull();
    const left = rowsOf<{ n: number }>(
      await t.db.db.execute(
        sql`SELECT (SELECT count(*) FROM inbox_states) + (SELECT count(*) FROM inbox_events) + (SELECT count(*) FROM inbox_notes) AS n`,
      ),
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});
