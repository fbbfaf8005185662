import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { inboxCopy } from "@content/admin-inbox";
import { site } from "@content/site";
import { inboxEvents, inboxReplies, inboxStates, outbox, submissions } from "@/server/db/schema";
import { dispatchAll } from "@/server/mail/dispatcher";
import { smtpTransport } from "@/server/mail/transport";
import type { ItemAuditEntry } from "@/server/audit-entry";
import type { InboxContext } from "@/server/inbox/context";
import { setWorkflow } from "@/server/inbox/changes";
import { getSubmission } from "@/server/inbox/detail";
import { listSubmissions } from "@/server/inbox/list";
import { queueCounts } from "@/server/inbox/counts";
import { createSavedReply, deleteSavedReply, issueReplyToken, listSavedReplies, sendReply, updateSavedReply } from "@/server/inbox/replies";
import { ROLES, canWork, type Role, type Staff } from "@/server/staff/roles";
import { useDatabaseAndSmtp } from "./helpers";

const FROM = `Savannah Crest Group <${site.mailboxes.noReply}>`;
const person = (roles: Role[], id = roles.join("+") || "nobody"): Staff => ({
  id,
  email: `${id}@staff.example`,
  name: `Staff ${id}`,
  roles,
});
/** The token the page would issue with the form, for this person and item. */
const token = (ctx: InboxContext, id: number) => issueReplyToken(ctx.staff.id, id);

const FIELDS: Record<string, Record<string, string>> = {
  contact: { name: "Ngozi Contact", email: "ngozi@example.com", message: "Where is the Lagos office?" },
  booking: { roomTitle: "Deluxe Suite", name: "Bola Booker", email: "bola@example.com", date: "2026-12-05" },
  agent: { fullName: "Adaeze Agent", email: "adaeze@example.com", phoneNumber: "+2348031234567" },
  dsar: { fullName: "Tunde Requester", email: "tunde@example.com", requestType: "access", details: "My data" },
  enquiry: {
    subject: "E-commerce Inquiry",
    message: "Type: Buy\nProduct Name: Sesame Seeds\nClient Name: Ade\nPhone Number: 0803",
    business: "commodities",
  },
};

describe("answering the visitor from the item (issue 42)", () => {
  const t = useDatabaseAndSmtp();
  let sequence = 0;
  const audits: ItemAuditEntry[] = [];
  const as = (staff: Staff): InboxContext => ({ db: t.db.db, staff, audit: async (entry) => void audits.push(entry) });

  async function seed(kind: string, at = new Date(Date.now() - 3_600_000)) {
    sequence += 1;
    const [row] = await t.db.db
      .insert(submissions)
      .values({
        kind: kind as never,
        reference: `${kind.slice(0, 2).toUpperCase()}-R${String(sequence).padStart(6, "0")}`,
        idempotencyKey: `k-${sequence}-${Math.random()}`,
        fields: FIELDS[kind] as never,
        status: kind === "agent" ? "pending" : "received",
        createdAt: at,
      })
      .returning({ id: submissions.id, reference: submissions.reference });
    return row!;
  }

  it("sends one e-mail from the team's address, Reply-To its mailbox, the reference in the subject; the first reply moves new to answered once", async () => {
    const item = await seed("contact");
    const marketing = as(person(["marketing"]));
    const first = new Date("2026-11-20T09:00:00Z");
    const result = await sendReply(
      marketing,
      "contact",
      item.id,
      token(marketing, item.id),
      "Dear Ngozi,\r\nOur Lagos office is on Marina View Road.\n",
      first,
    );
    expect(result).toMatchObject({ ok: true });

    const [state] = await t.db.db.select().from(inboxStates).where(eq(inboxStates.submissionId, item.id));
    expect(state!.workflow).toBe("answered");
    expect(state!.firstRepliedAt?.toISOString()).toBe(first.toISOString());
    // Answering counts as the acknowledgement an access request's clock measures: the item left new.
    expect(state!.startedAt?.toISOString()).toBe(first.toISOString());

    expect(await dispatchAll(t.db.db, smtpTransport(t.smtp.url), FROM)).toMatchObject({ sent: 1, failed: 0 });
    expect(t.smtp.received).toHaveLength(1);
    const mail = t.smtp.received[0]!;
    expect(mail.to).toEqual(["ngozi@example.com"]);
    expect(mail.raw).toMatch(new RegExp(`^From: Savannah Crest Group Customer Team <${site.mailboxes.info}>$`, "m"));
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${site.mailboxes.info}$`, "m"));
    expect(mail.subject).toBe(inboxCopy.replyMail.subject(item.reference));
    expect(mail.subject).toContain(item.reference);
    expect(mail.text).toContain("Dear Ngozi,\r\nOur Lagos office is on Marina View Road.");
    expect(mail.text).toContain(`Reference: ${item.reference}`);
    // The envelope keeps the site's own sender, the one the relay accepts.
    expect(mail.from).toBe(site.mailboxes.noReply);

    // A second answer: another e-mail, but neither the first answer's time nor the status move again.
    await setWorkflow(marketing, "contact", item.id, "in_progress");
    expect(
      await sendReply(marketing, "contact", item.id, token(marketing, item.id), "One more thing.", new Date("2026-11-21T09:00:00Z")),
    ).toMatchObject({
      ok: true,
    });
    const [after] = await t.db.db.select().from(inboxStates).where(eq(inboxStates.submissionId, item.id));
    expect(after!.workflow).toBe("in_progress");
    expect(after!.firstRepliedAt?.toISOString()).toBe(first.toISOString());

    // The item's page: both answers with their delivery, and the timeline's lines.
    await dispatchAll(t.db.db, smtpTransport(t.smtp.url), FROM);
    const detail = (await getSubmission(marketing, "contact", item.id))!;
    expect(detail.replies.map((r) => r.body)).toEqual(["Dear Ngozi,\nOur Lagos office is on Marina View Road.", "One more thing."]);
    expect(detail.replies.every((r) => r.delivery?.status === "sent" && r.delivery.sentAt)).toBe(true);
    expect(detail.firstRepliedAt?.toISOString()).toBe(first.toISOString());
    expect(detail.timeline.filter((e) => e.action === "reply")).toHaveLength(2);
    expect(detail.timeline.find((e) => e.action === "workflow")).toMatchObject({ from: "new", to: "answered" });
    expect(audits.filter((a) => a.action === "inbox.reply")).toHaveLength(2);
    // The audit log says what was done, never what was written.
    expect(JSON.stringify(audits)).not.toContain("Marina");
  });

  it("a resubmitted form (the same token) sends nothing twice, even when both arrive at once", async () => {
    const item = await seed("booking");
    const residences = as(person(["residences"]));
    const once = token(residences, item.id);
    const results = await Promise.all([
      sendReply(residences, "booking", item.id, once, "Your suite is ready."),
      sendReply(residences, "booking", item.id, once, "Your suite is ready."),
    ]);
    expect(results.filter((r) => r?.ok)).toHaveLength(1);
    expect(results.find((r) => !r?.ok)).toEqual({ ok: false, error: "already-sent" });
    expect(await sendReply(residences, "booking", item.id, once, "Your suite is ready.")).toEqual({ ok: false, error: "already-sent" });
    expect(await t.db.db.select().from(outbox)).toHaveLength(1);
    expect(await t.db.db.select().from(inboxReplies)).toHaveLength(1);
    const [mail] = await t.db.db.select().from(outbox);
    expect(mail!.sender).toBe(`Savannah Crest Group Residences <${site.mailboxes.residences}>`);
    expect(mail!.replyTo).toBe(site.mailboxes.residences);
  });

  it("only the roles that own a kind answer its items; another team's id is null and sends nothing", async () => {
    const ids: Record<string, number> = {};
    for (const kind of Object.keys(FIELDS)) ids[kind] = (await seed(kind)).id;
    for (const role of ROLES) {
      const staff = as(person([role]));
      for (const kind of Object.keys(FIELDS)) {
        const result = await sendReply(staff, kind, ids[kind]!, token(staff, ids[kind]!), "Hello");
        if (!canWork(staff.staff, kind)) expect(result, `${role} on ${kind}`).toBeNull();
        // The right kind's name with another kind's id is a 404 too.
        const other = kind === "contact" ? "booking" : "contact";
        if (canWork(staff.staff, kind))
          expect(await sendReply(staff, kind, ids[other]!, token(staff, ids[other]!), "Hello"), `${role}: ${other} as ${kind}`).toBeNull();
      }
    }
    // Sent: exactly one per kind with an address, by its owners (an enquiry carries none: spec §5 asks for a phone number).
    const sent = await t.db.db.select({ recipient: outbox.recipient }).from(outbox);
    expect(sent.map((m) => m.recipient).sort()).toEqual([
      "adaeze@example.com",
      "bola@example.com",
      "ngozi@example.com",
      "tunde@example.com",
    ]);
    const sales = as(person(["sales"]));
    expect(await sendReply(sales, "enquiry", ids.enquiry!, token(sales, ids.enquiry!), "Hello")).toEqual({
      ok: false,
      error: "no-address",
    });
  });

  it("refuses an empty, an over-long or a spam item's answer, and a malformed token, changing nothing", async () => {
    const item = await seed("dsar");
    const privacy = as(person(["privacy"]));
    expect(await sendReply(privacy, "dsar", item.id, token(privacy, item.id), "  \n ")).toEqual({ ok: false, error: "empty" });
    expect(await sendReply(privacy, "dsar", item.id, token(privacy, item.id), "x".repeat(5_001))).toEqual({
      ok: false,
      error: "too-long",
      length: 5_001,
    });
    expect(await sendReply(privacy, "dsar", item.id, "short", "Hello")).toEqual({ ok: false, error: "stale-form" });
    await setWorkflow(privacy, "dsar", item.id, "spam");
    expect(await sendReply(privacy, "dsar", item.id, token(privacy, item.id), "Hello")).toEqual({ ok: false, error: "spam" });
    expect(await t.db.db.select().from(outbox)).toHaveLength(0);
    const [state] = await t.db.db.select().from(inboxStates).where(eq(inboxStates.submissionId, item.id));
    expect(state!.firstRepliedAt).toBeNull();
    expect((await t.db.db.select().from(inboxEvents)).filter((e) => e.action === "reply")).toHaveLength(0);
  });

  it("the reply token is the server's: one the browser chose, another item's or another person's sends nothing; five answers per item an hour, then a clear refusal", async () => {
    const item = await seed("contact");
    const other = await seed("contact");
    const marketing = as(person(["marketing"]));
    const colleague = as(person(["marketing"], "colleague"));
    const hello = (token: string, at?: Date) => sendReply(marketing, "contact", item.id, token, "Hello again.", at);
    // Issue 47: any well-formed string used to be a fresh token, and each one another e-mail.
    expect(await hello("tok_chosen_by_the_browser_123")).toEqual({ ok: false, error: "stale-form" });
    expect(await hello(token(marketing, other.id))).toEqual({ ok: false, error: "stale-form" });
    expect(await hello(token(colleague, item.id))).toEqual({ ok: false, error: "stale-form" });
    const issued = token(marketing, item.id);
    expect(await hello(`${issued.slice(0, -1)}${issued.endsWith("0") ? "1" : "0"}`)).toEqual({ ok: false, error: "stale-form" });
    expect(await t.db.db.select().from(outbox)).toHaveLength(0);

    const hour = new Date("2026-11-25T10:00:00Z");
    const minutes = (n: number) => new Date(hour.getTime() + n * 60_000);
    for (let i = 0; i < 5; i++) expect(await hello(token(marketing, item.id), minutes(i * 10))).toMatchObject({ ok: true });
    const sixth = token(marketing, item.id);
    expect(await hello(sixth, minutes(50))).toEqual({ ok: false, error: "too-many" });
    expect(await t.db.db.select().from(outbox)).toHaveLength(5);
    // Another item's visitor is not held up by it; and an hour after the first, this one may be answered again.
    expect(await sendReply(marketing, "contact", other.id, token(marketing, other.id), "Hello.", minutes(50))).toMatchObject({ ok: true });
    expect(await hello(sixth, minutes(61))).toMatchObject({ ok: true });
    expect(inboxCopy.messages.replyTooMany(5)).toContain("5 answers in the last hour");
  });

  it("an answered item is open: filtered by its status, counted as assigned to me, and moves on to in progress or done", async () => {
    const item = await seed("contact");
    const me = person(["marketing"], "marketer");
    const ctx = as(me);
    const { assign } = await import("@/server/inbox/changes");
    await assign(ctx, "contact", item.id, me);
    await sendReply(ctx, "contact", item.id, token(ctx, item.id), "Thanks");
    expect((await listSubmissions(ctx, "contact", { status: "answered" }))!.items.map((i) => i.id)).toEqual([item.id]);
    expect((await listSubmissions(ctx, "contact", { mine: true }))!.total).toBe(1);
    expect((await queueCounts(ctx)).find((q) => q.kind === "contact")).toMatchObject({ new: 0, mine: 1 });
    expect(await setWorkflow(ctx, "contact", item.id, "done")).toEqual({ ok: true });
  });

  it("saved replies: each team creates, edits and deletes its own; another team neither reads nor changes them", async () => {
    const sales = as(person(["sales"]));
    const marketing = as(person(["marketing"]));
    expect(await createSavedReply(sales, "enquiry", "", "text")).toEqual({ ok: false, error: "incomplete" });
    expect(await createSavedReply(sales, "enquiry", "t".repeat(121), "text")).toEqual({ ok: false, error: "too-long" });
    const created = await createSavedReply(sales, "enquiry", "  Price list  ", "Thank you for asking.\r\nOur prices:");
    expect(created).toMatchObject({ ok: true });
    const id = created!.ok ? created!.id : 0;
    expect(await listSavedReplies(sales, "enquiry")).toMatchObject([
      { id, title: "Price list", body: "Thank you for asking.\nOur prices:", updatedByName: "Staff sales" },
    ]);

    // Another team: no list, and its attempts on this id under its own kind find nothing.
    expect(await listSavedReplies(marketing, "enquiry")).toBeNull();
    expect(await createSavedReply(marketing, "enquiry", "Mine", "Text")).toBeNull();
    expect(await updateSavedReply(marketing, "enquiry", id, "Hijack", "Text")).toBeNull();
    expect(await deleteSavedReply(marketing, "enquiry", id)).toBeNull();
    expect(await updateSavedReply(marketing, "contact", id, "Hijack", "Text")).toEqual({ ok: false, error: "missing" });
    expect(await deleteSavedReply(marketing, "contact", id)).toEqual({ ok: false, error: "missing" });
    expect(await listSavedReplies(marketing, "contact")).toEqual([]);

    const colleague = as(person(["sales"], "colleague"));
    expect(await updateSavedReply(colleague, "enquiry", id, "Price list 2026", "New prices")).toEqual({ ok: true, id });
    expect(await listSavedReplies(sales, "enquiry")).toMatchObject([
      { title: "Price list 2026", body: "New prices", updatedByName: "Staff colleague" },
    ]);
    expect(await deleteSavedReply(colleague, "enquiry", id)).toEqual({ ok: true, id });
    expect(await listSavedReplies(sales, "enquiry")).toEqual([]);
    expect(audits.filter((a) => a.action.startsWith("inbox.saved-reply")).map((a) => a.action)).toEqual([
      "inbox.saved-reply.create",
      "inbox.saved-reply.update",
      "inbox.saved-reply.delete",
    ]);
  });
});
