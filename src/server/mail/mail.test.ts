import { describe, expect, it } from "vitest";
import { site } from "@content/site";
import { failureAlert } from "./failure-alert";
import { backoffMs, type OutboxRow } from "./outbox";
import { escapeMarkup } from "@/lib/escape";
import { renderEmail } from "./render";
import { isPermanentFailure } from "./transport";

describe("e-mail rendering", () => {
  it("escapes submitted text in HTML and keeps it as is in the plain-text part", () => {
    expect(escapeMarkup(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const { text, html } = renderEmail({ rows: [["Message", "<b>hi</b>"]] }, "Test");
    expect(text).toContain("Message: <b>hi</b>");
    expect(html).toContain("&lt;b&gt;hi&lt;/b&gt;");
    expect(html).not.toContain("<b>hi</b>");
  });

  it("breaks a multi-line value's lines with <br> in HTML (Outlook ignores pre-wrap), still escaped; the text part keeps its lines", () => {
    const { text, html } = renderEmail({ rows: [["Message", "First line <b>\nSecond line"]] }, "Test");
    expect(html).toContain("First line &lt;b&gt;<br>Second line");
    expect(html).not.toContain("First line &lt;b&gt;\n");
    expect(html).not.toContain("<b>");
    expect(text).toContain("Message: First line <b>\n    Second line");
  });
});

describe("what the teams read first", () => {
  it("a delivery failure alert says when the message was queued on the Lagos clock, the day turning there first", () => {
    const row = {
      id: 12,
      recipient: site.mailboxes.info,
      subject: "Contact from Ada [CT-7K3M9Q2X]",
      headers: null,
      createdAt: new Date("2026-11-23T23:30:00Z"),
    } as OutboxRow;
    const alert = failureAlert(row, "550 Mailbox full", "web@example.org");
    expect(alert?.text).toContain("Queued: 24 November 2026, 00:30 (Lagos time)");
  });
});

describe("delivery policy", () => {
  it("treats only a 5xx answer to the message itself (recipient, content) as permanent", () => {
    expect(isPermanentFailure(Object.assign(new Error("x"), { responseCode: 550, command: "RCPT TO" }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error("x"), { responseCode: 554, command: "DATA" }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error("x"), { responseCode: 451, command: "RCPT TO" }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error("x"), { responseCode: 535, code: "EAUTH", command: "AUTH PLAIN" }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error("x"), { responseCode: 553, command: "MAIL FROM" }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" }))).toBe(false);
    // The mail library's own refusals (command "API"): a stored recipient it cannot use is final; a bad sender is ours to mend.
    expect(isPermanentFailure(Object.assign(new Error("No recipients defined"), { code: "EENVELOPE", command: "API" }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error('Invalid recipient "a\\nb"'), { code: "EENVELOPE", command: "API" }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error('Invalid sender "x<y"'), { code: "EENVELOPE", command: "API" }))).toBe(false);
  });
  it("backs off exponentially, capped at one hour", () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(3)).toBe(120_000);
    expect(backoffMs(30)).toBe(3_600_000);
  });
});
