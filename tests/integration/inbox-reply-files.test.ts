import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { inboxCopy } from "@content/admin-inbox";
import { site } from "@content/site";
import { inboxEvents, inboxReplyFiles, submissions } from "@/server/db/schema";
import { dispatchAll } from "@/server/mail/dispatcher";
import { smtpTransport } from "@/server/mail/transport";
import type { ItemAuditEntry } from "@/server/audit-entry";
import type { InboxContext } from "@/server/inbox/context";
import { getSubmission } from "@/server/inbox/detail";
import { issueReplyToken, sendReply } from "@/server/inbox/replies";
import { MAX_REPLY_FILE_BYTES, pendingReplyFile, storeReplyFile } from "@/server/inbox/reply-files";
import { readReplyFile } from "@/server/inbox/reply-file-request";
import { purgeExpired, UNSENT_REPLY_FILE_MS } from "@/server/retention/purge";
import { ROLES, type Role, type Staff } from "@/server/staff/roles";
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

/** A PDF as an export tool writes one: the signature, then bytes of every value (so any re-encoding shows). */
const pdf = () => Buffer.concat([Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"), randomBytes(200_000)]);

/** The attachment parts of a received message: their headers and their decoded bytes. */
function attachmentsOf(raw: string): { head: string; bytes: Buffer }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((m) => m[1]!);
  const parts = boundaries.flatMap((b) => raw.split(`--${b}`));
  return parts
    .map((part) => {
      const split = part.indexOf("\r\n\r\n");
      return { head: part.slice(0, split), body: part.slice(split + 4) };
    })
    .filter(({ head }) => /Content-Disposition:\s*attachment/i.test(head))
    .map(({ head, body }) => {
      expect(head).toMatch(/Content-Transfer-Encoding:\s*base64/i);
      return { head, bytes: Buffer.from(body.replace(/\s+/g, ""), "base64") };
    });
}

/**
 * A browser's multipart post of one file field, streamed in 64 KB chunks;
 * `declare` sends its Content-Length too (a browser does; a chunked upload does not).
 */
async function multipart(name: string, bytes: Buffer, { type = "application/octet-stream", declare = false } = {}): Promise<Request> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.subarray(offset, offset + 65_536));
      offset += 65_536;
    },
  });
  return new Request("http://127.0.0.1/api/admin/inbox/dsar/1/files", {
    method: "POST",
    headers: { "content-type": encoded.headers.get("content-type")!, ...(declare ? { "content-length": String(body.length) } : {}) },
    body: stream,
    duplex: "half",
  } as RequestInit);
}

describe("an access request's answer carries the exported data file (issue 42)", () => {
  const t = useDatabaseAndSmtp();
  let sequence = 0;
  const audits: ItemAuditEntry[] = [];
  const as = (staff: Staff): InboxContext => ({ db: t.db.db, staff, audit: async (entry) => void audits.push(entry) });

  async function seed(kind: "dsar" | "contact") {
    sequence += 1;
    const fields =
      kind === "dsar"
        ? { fullName: "Tunde Requester", email: "tunde@example.com", requestType: "access", details: "My data" }
        : { name: "Ngozi Contact", email: "ngozi@example.com", message: "Hello" };
    const [row] = await t.db.db
      .insert(submissions)
      .values({
        kind,
        reference: `${kind.slice(0, 2).toUpperCase()}-F${String(sequence).padStart(6, "0")}`,
        idempotencyKey: `f-${sequence}-${Math.random()}`,
        fields: fields as never,
        status: "received",
      })
      .returning({ id: submissions.id, reference: submissions.reference });
    return row!;
  }

  it("the visitor receives the file byte for byte; the timeline names it; the stored bytes are gone once sent", async () => {
    const item = await seed("dsar");
    const privacy = as(person(["privacy"], "priya"));
    const bytes = pdf();

    // Through the upload route's own reader, as the browser posts it.
    const read = await readReplyFile(await multipart("tunde-export.pdf", bytes, { type: "application/pdf", declare: true }));
    expect(read).toMatchObject({ ok: true, name: "tunde-export.pdf" });
    const stored = await storeReplyFile(privacy, "dsar", item.id, read.ok ? read.name : "", read.ok ? read.bytes : Buffer.alloc(0));
    expect(stored).toMatchObject({ ok: true, name: "tunde-export.pdf", size: bytes.length });
    const fileId = stored!.ok ? stored!.id : "";

    const result = await sendReply(
      privacy,
      "dsar",
      item.id,
      token(privacy, item.id),
      "Dear Tunde,\nYour data is attached.",
      new Date(),
      fileId,
    );
    expect(result).toMatchObject({ ok: true, attachmentBytes: bytes.length });
    expect(await dispatchAll(t.db.db, smtpTransport(t.smtp.url), FROM)).toMatchObject({ sent: 1, failed: 0 });

    expect(t.smtp.received).toHaveLength(1);
    const mail = t.smtp.received[0]!;
    expect(mail.to).toEqual(["tunde@example.com"]);
    const [attachment, ...more] = attachmentsOf(mail.raw);
    expect(more).toHaveLength(0);
    expect(attachment!.head).toMatch(/filename="?tunde-export\.pdf"?/);
    expect(attachment!.head).toMatch(/Content-Type:\s*application\/pdf/i);
    expect(attachment!.bytes.equals(bytes)).toBe(true);

    // Delivered: the website keeps no copy of the person's data.
    expect(await t.db.db.select().from(inboxReplyFiles).where(eq(inboxReplyFiles.submissionId, item.id))).toEqual([]);

    const detail = (await getSubmission(privacy, "dsar", item.id))!;
    // The timeline's line names the file (shown as inboxCopy.timeline.replyWithFile), never its content.
    expect(detail.timeline.find((e) => e.action === "reply")).toMatchObject({ to: "tunde-export.pdf" });
    // The audit log: that a file was uploaded and sent, its size; never its name or bytes.
    const logged = audits.filter((a) => a.target === `submission:${item.id}` && a.action !== "inbox.view");
    expect(logged.map((a) => a.action)).toEqual(["inbox.reply-file.upload", "inbox.reply"]);
    expect(logged[1]!.details).toMatchObject({ attachmentBytes: bytes.length });
    expect(JSON.stringify(logged)).not.toContain("tunde-export");

    // The same file cannot go twice: it was sent.
    expect(await sendReply(privacy, "dsar", item.id, token(privacy, item.id), "Again", new Date(), fileId)).toEqual({
      ok: false,
      error: "file-missing",
    });
  });

  it("only the privacy team attaches, only to an access request, and only its own upload to that item", async () => {
    const item = await seed("dsar");
    const other = await seed("dsar");
    const contact = await seed("contact");
    const priya = as(person(["privacy"], "priya"));
    const stored = await storeReplyFile(priya, "dsar", item.id, "export.pdf", pdf());
    const fileId = stored!.ok ? stored!.id : "";

    // Every other role: neither upload nor send with it (null: the item does not exist for them).
    for (const role of ROLES.filter((r) => r !== "privacy")) {
      const ctx = as(person([role]));
      expect(await storeReplyFile(ctx, "dsar", item.id, "export.pdf", pdf()), role).toBeNull();
      expect(await sendReply(ctx, "dsar", item.id, token(ctx, item.id), "Hello", new Date(), fileId), role).toBeNull();
    }
    // Another kind's item takes no file, even from someone who works both.
    const both = as(person(["privacy", "marketing"], "both"));
    expect(await storeReplyFile(both, "contact", contact.id, "export.pdf", pdf())).toBeNull();
    expect(await sendReply(both, "contact", contact.id, token(both, contact.id), "Hello", new Date(), fileId)).toEqual({
      ok: false,
      error: "not-allowed",
    });
    // Another access request, or a colleague: the file is not theirs to send or to see.
    expect(await sendReply(priya, "dsar", other.id, token(priya, other.id), "Hello", new Date(), fileId)).toEqual({
      ok: false,
      error: "file-missing",
    });
    const colleague = as(person(["privacy"], "colleague"));
    expect(await sendReply(colleague, "dsar", item.id, token(colleague, item.id), "Hello", new Date(), fileId)).toEqual({
      ok: false,
      error: "file-missing",
    });
    expect(await pendingReplyFile(t.db.db, "colleague", item.id, fileId)).toBeNull();
    expect(await pendingReplyFile(t.db.db, "priya", other.id, fileId)).toBeNull();
    expect(await pendingReplyFile(t.db.db, "priya", item.id, fileId)).toMatchObject({ name: "export.pdf" });
    // Nothing of all that was sent.
    expect(t.smtp.received).toHaveLength(0);
    expect(await dispatchAll(t.db.db, smtpTransport(t.smtp.url), FROM)).toMatchObject({ sent: 0 });
  });

  it("refuses a wrong type, a name that lies about it, an empty file and an 11 MB file, with a clear message", async () => {
    const item = await seed("dsar");
    const privacy = as(person(["privacy"]));
    const errors = inboxCopy.replyFile.errors;
    const windowsProgram = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), randomBytes(1000)]);
    expect(await storeReplyFile(privacy, "dsar", item.id, "export.exe", windowsProgram)).toEqual({ ok: false, error: "type" });
    expect(await storeReplyFile(privacy, "dsar", item.id, "export.pdf", windowsProgram)).toEqual({ ok: false, error: "type" });
    expect(await storeReplyFile(privacy, "dsar", item.id, "export.zip", pdf())).toEqual({ ok: false, error: "type" });
    expect(await storeReplyFile(privacy, "dsar", item.id, "export.json", Buffer.from("{not json"))).toEqual({ ok: false, error: "type" });
    expect(await storeReplyFile(privacy, "dsar", item.id, "export.csv", Buffer.alloc(0))).toEqual({ ok: false, error: "empty" });
    expect(errors.type).toMatch(/PDF, ZIP, CSV or JSON/);

    // The text exports are taken as they are.
    expect(await storeReplyFile(privacy, "dsar", item.id, "export.csv", Buffer.from("field,value\nname,Tunde\n"))).toMatchObject({
      ok: true,
    });
    expect(await storeReplyFile(privacy, "dsar", item.id, "export.json", Buffer.from('{"name":"Tunde"}'))).toMatchObject({ ok: true });
    // Each upload replaces the same person's unsent one: one file waits per person and item.
    expect(await t.db.db.select().from(inboxReplyFiles).where(eq(inboxReplyFiles.submissionId, item.id))).toHaveLength(1);

    // 11 MB: the route's reader stops past 10 MB, whatever the request declares.
    const big = Buffer.alloc(11 * 1024 * 1024, 0x41);
    expect(await readReplyFile(await multipart("export.csv", big, { declare: true }))).toEqual({ ok: false, error: "too-big" });
    expect(await readReplyFile(await multipart("export.csv", big))).toEqual({ ok: false, error: "too-big" });
    expect(errors["too-big"]).toMatch(/larger than 10 MB/);
    // Exactly 10 MB is still taken.
    const limit = await readReplyFile(await multipart("export.csv", Buffer.alloc(MAX_REPLY_FILE_BYTES, 0x41), { declare: true }));
    expect(limit).toMatchObject({ ok: true });
    expect(await storeReplyFile(privacy, "dsar", item.id, "export.csv", Buffer.alloc(MAX_REPLY_FILE_BYTES + 1, 0x41))).toEqual({
      ok: false,
      error: "too-big",
    });
  });

  it("a file never sent is deleted by the purge after a day", async () => {
    const item = await seed("dsar");
    const privacy = as(person(["privacy"], "purger"));
    await storeReplyFile(privacy, "dsar", item.id, "export.pdf", pdf());
    const files = () => t.db.db.select({ id: inboxReplyFiles.id }).from(inboxReplyFiles).where(eq(inboxReplyFiles.submissionId, item.id));
    await purgeExpired(t.db.db, { now: new Date(Date.now() + UNSENT_REPLY_FILE_MS - 60_000) });
    expect(await files()).toHaveLength(1);
    await purgeExpired(t.db.db, { now: new Date(Date.now() + UNSENT_REPLY_FILE_MS + 60_000) });
    expect(await files()).toHaveLength(0);
    // The item itself stays: its retention is its own.
    expect(await t.db.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, item.id))).toHaveLength(1);
  });

  it("a file never sent goes with its item", async () => {
    const item = await seed("dsar");
    await storeReplyFile(as(person(["privacy"])), "dsar", item.id, "export.pdf", pdf());
    expect(await t.db.db.select().from(inboxReplyFiles)).toHaveLength(1);
    await t.db.db.delete(submissions).where(eq(submissions.id, item.id));
    expect(await t.db.db.select().from(inboxReplyFiles)).toHaveLength(0);
    expect(await t.db.db.select().from(inboxEvents).where(eq(inboxEvents.submissionId, item.id))).toHaveLength(0);
  });
});
