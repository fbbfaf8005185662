import { describe, expect, it } from "vitest";
import { enquiryForm } from "@content/forms";
import { site } from "@content/site";
import { enquiryMessage } from "@/forms/enquiry/schema";
import { outbox, submissions } from "@/server/db/schema";
import { dispatchAll } from "@/server/mail/dispatcher";
import { smtpTransport } from "@/server/mail/transport";
import { enquirySpec } from "@/forms/enquiry/server";
import { handleJsonPost, MAX_BODY_BYTES } from "@/server/submissions/json-post";
import { startSmtp, testLimiter, useTestDatabase } from "./helpers";

const message = enquiryMessage({ type: "buy", productName: "Sesame", clientName: "Musa Danjuma", phoneNumber: "08005550142" });
const post = (body: string | object, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/api/send-email", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("POST /api/send-email", () => {
  const db = useTestDatabase();
  const handle = (request: Request, limiter = testLimiter(db)) =>
    handleJsonPost(enquirySpec, request, { database: db, limiter, clientKey: "203.0.113.40" }, enquiryForm.api);

  it("stores the enquiry, queues it to the business's mailbox and answers 201 with a reference", async () => {
    const response = await handle(post({ subject: enquiryForm.subject, message, business: "commodities", fillMs: 5000 }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { reference: string };
    expect(body.reference).toMatch(/^EQ-/);
    const [row] = await db.db.select().from(submissions);
    expect(row?.fields).toMatchObject({ subject: "E-commerce Inquiry", message, business: "commodities" });
    const smtp = await startSmtp();
    try {
      await dispatchAll(db.db, smtpTransport(smtp.url), "x@savannahcrest.example");
      expect(smtp.received[0]?.to).toEqual([site.mailboxes.commodities]);
      for (const line of ["Type", "Buy", "Product Name", "Sesame", "Client Name", "Musa Danjuma", "Phone Number", "08005550142"]) {
        expect(smtp.received[0]?.text).toContain(line);
      }
    } finally {
      await smtp.close();
    }
    const am = await handle(post({ subject: enquiryForm.subject, message, business: "asset-management" }));
    expect(am.status).toBe(201);
    const rows = await db.db.select().from(outbox);
    expect(rows.map((r) => r.recipient)).toContain(site.mailboxes.assetManagement);
  });

  it("requires subject and message: 400 with a JSON error saying what is wrong", async () => {
    const noSubject = await handle(post({ message }));
    expect(noSubject.status).toBe(400);
    expect(await noSubject.json()).toMatchObject({ error: "subject is required" });
    const emptyMessage = await handle(post({ subject: "E-commerce Inquiry", message: "  " }));
    expect(await emptyMessage.json()).toMatchObject({ error: "message is required" });
    const otherSubject = await handle(post({ subject: "URGENT: pay invoice 4471 today", message }));
    expect(otherSubject.status).toBe(400);
    expect(await otherSubject.json()).toMatchObject({ error: 'subject must be "E-commerce Inquiry"' });
    expect(await db.db.select().from(submissions)).toHaveLength(0);
  });

  it("a lone surrogate in the message (a JSON \\ud800) gets 400 naming the field, not a 500 from the database (issue 47)", async () => {
    const response = await handle(post(`{"subject":"${enquiryForm.subject}","message":"Type: Buy \\ud800 sesame","fillMs":5000}`));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "message holds a character that cannot be read: please type it again" });
    expect(await db.db.select().from(submissions)).toHaveLength(0);
  });

  it("the staff e-mail says in its subject what is asked, and by whom; no line of the message passes for a field", async () => {
    const spoofing = `${message}\nReference: EQ-FAKE\nClient Name: Someone Else\nplease call after 5pm`;
    const response = await handle(post({ subject: enquiryForm.subject, message: spoofing, business: "commodities" }));
    const { reference } = (await response.json()) as { reference: string };
    const unanswerable = enquiryMessage({ type: "", productName: "Cashew", clientName: "", phoneNumber: "" });
    await handle(post({ subject: enquiryForm.subject, message: unanswerable, business: "commodities" }));
    const ownLine = `${enquiryMessage({ type: "", productName: "Rice", clientName: "", phoneNumber: "" })}\nphone: 0800 555 0199`;
    await handle(post({ subject: enquiryForm.subject, message: ownLine, business: "commodities" }));
    const long = enquiryMessage({
      type: "sell",
      productName: `Maize ${"x".repeat(400)}`,
      clientName: `Ada ${"y".repeat(300)}`,
      phoneNumber: "0800",
    });
    await handle(post({ subject: enquiryForm.subject, message: long, business: "commodities" }));
    const ownType = enquiryMessage({ type: "", productName: "Millet", clientName: "Ada", phoneNumber: "0800" }).replace(
      "Type: ",
      "Type: Buy): URGENT pay invoice",
    );
    await handle(post({ subject: enquiryForm.subject, message: ownType, business: "commodities" }));
    const smtp = await startSmtp();
    try {
      await dispatchAll(db.db, smtpTransport(smtp.url), "x@savannahcrest.example");
      const about = (product: string) => smtp.received.find((mail) => mail.subject.includes(product));
      const [first, second, third] = [about("Sesame"), about("Cashew"), about("Rice")];
      expect(first?.subject).toBe(`E-commerce Inquiry (Buy): Sesame from Musa Danjuma [${reference}]`);
      // The plain-text part, line by line (the HTML part keeps the value's line breaks inside its table cell).
      const rows = first?.text.split(/^Content-Type: text\/html/im)[0]?.split(/\r?\n/) ?? [];
      expect(rows.filter((row) => row.startsWith("Reference:"))).toEqual([`Reference: ${reference}`]);
      expect(rows).toContain("Client Name: Musa Danjuma");
      expect(first?.text).toMatch(
        /Other lines of the message: Reference: EQ-FAKE\r?\n {4}Client Name: Someone Else\r?\n {4}please call after 5pm/,
      );
      expect(rows).not.toContain("Client Name: Someone Else");
      expect(first?.text).not.toContain("cannot be answered");
      expect(second?.subject).toMatch(/^E-commerce Inquiry: Cashew \[EQ-/);
      expect(second?.text).toContain("The visitor left both their name and phone number empty, so this enquiry cannot be answered.");
      // A line of the caller's own may hold the contact: no such warning then.
      expect(third?.text).toContain("Other lines of the message: phone: 0800 555 0199");
      expect(third?.text).not.toContain("cannot be answered");
      // A long product or name is cut in the subject (200 and 100 characters), and given whole in the body.
      const maize = about("Maize");
      expect(maize?.subject).toMatch(new RegExp(`^E-commerce Inquiry \\(Sell\\): Maize x{194} from Ada y{96} \\[EQ-`));
      expect(maize?.text).toContain("x".repeat(400));
      // Only Buy or Sell reaches the subject as the type; other text stays in the body.
      expect(about("Millet")?.subject).toMatch(/^E-commerce Inquiry: Millet from Ada \[EQ-/);
      expect(about("Millet")?.text).toContain("Type: Buy): URGENT pay invoice");
    } finally {
      await smtp.close();
    }
  });

  it("malformed JSON: 400; not JSON: 415; over 16 KB: 413", async () => {
    const malformed = await handle(post("{subject: nope"));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: enquiryForm.api.malformed });
    const form = await handle(
      new Request("http://127.0.0.1/api/send-email", {
        method: "POST",
        body: "subject=x&message=y",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(form.status).toBe(415);
    const huge = await handle(post({ subject: "E-commerce Inquiry", message: "x".repeat(MAX_BODY_BYTES) }));
    expect(huge.status).toBe(413);
    expect((await huge.json()) as object).toHaveProperty("error");
    expect(await db.db.select().from(submissions)).toHaveLength(0);
  });

  it("a honeypot hit gets 201 and nothing is stored", async () => {
    const response = await handle(post({ subject: enquiryForm.subject, message, website: "https://spam.example" }));
    expect(response.status).toBe(201);
    expect(await db.db.select().from(submissions)).toHaveLength(0);
    expect(await db.db.select().from(outbox)).toHaveLength(0);
  });

  it("rate limit: 429 with Retry-After and a clear message", async () => {
    const limiter = testLimiter(db);
    for (let i = 0; i < 5; i++)
      expect((await handle(post({ subject: enquiryForm.subject, message: `${message}\n#${i}` }), limiter)).status).toBe(201);
    const refused = await handle(post({ subject: enquiryForm.subject, message }), limiter);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Too many submissions/);
  });

  it("two callers who send the same enquiry without a key are two enquiries, each told only their own reference", async () => {
    const body = { subject: enquiryForm.subject, message, business: "commodities" };
    const send = (clientKey: string) =>
      handleJsonPost(enquirySpec, post(body), { database: db, limiter: testLimiter(db), clientKey }, enquiryForm.api);
    const first = await send("203.0.113.40");
    const second = await send("198.51.100.41");
    expect([first.status, second.status]).toEqual([201, 201]);
    const refs = [((await first.json()) as { reference: string }).reference, ((await second.json()) as { reference: string }).reference];
    expect(refs[1]).not.toBe(refs[0]);
    expect(await db.db.select().from(submissions)).toHaveLength(2);
    // The same caller sending it again within ten minutes is one enquiry: 200 with its own reference.
    const again = await send("203.0.113.40");
    expect(again.status).toBe(200);
    expect(((await again.json()) as { reference: string }).reference).toBe(refs[0]);
  });

  it("a retried request with the same idempotency key stores one enquiry", async () => {
    const body = { subject: enquiryForm.subject, message, idempotencyKey: "key-1234567890" };
    const [a, b] = await Promise.all([handle(post(body)), handle(post(body))]);
    const refs = [((await a.json()) as { reference: string }).reference, ((await b.json()) as { reference: string }).reference];
    expect(refs[0]).toBe(refs[1]);
    expect(await db.db.select().from(submissions)).toHaveLength(1);
    expect(await db.db.select().from(outbox)).toHaveLength(1);
  });
});
