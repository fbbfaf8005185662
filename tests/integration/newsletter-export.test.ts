import { describe, expect, it } from "vitest";
import { site } from "@content/site";
import { dispatchAll } from "@/server/mail/dispatcher";
import { smtpTransport } from "@/server/mail/transport";
import { confirmSubscription, subscribe, unsubscribe } from "@/server/newsletter/subscribers";
import { confirmedSubscribers, subscribersCsv } from "@/server/newsletter/export";
import { useDatabaseAndSmtp } from "./helpers";

const FROM = `Savannah Crest Group <${site.mailboxes.noReply}>`;
const SITE = "https://www.savannahcrest.example";

describe("npm run subscribers: the confirmed list, each with links that unsubscribe through the site", () => {
  const ctx = useDatabaseAndSmtp();
  const deliver = () => dispatchAll(ctx.db.db, smtpTransport(ctx.smtp.url), FROM);
  const confirmTokenOf = (email: string) =>
    ctx.smtp.received.findLast((m) => m.to.includes(email))!.text.match(/confirm\?token=([\w-]+)/)![1]!;

  it("lists confirmed addresses only, oldest first; its unsubscribe link takes an address off the next list", async () => {
    for (const email of ["first@example.com", "pending@example.com", "second@example.org"])
      await subscribe(ctx.db.db, email, { siteUrl: SITE });
    await deliver();
    await confirmSubscription(ctx.db.db, confirmTokenOf("first@example.com"), { siteUrl: SITE, now: new Date(Date.now() + 60_000) });
    await confirmSubscription(ctx.db.db, confirmTokenOf("second@example.org"), { siteUrl: SITE, now: new Date(Date.now() + 120_000) });

    const list = await confirmedSubscribers(ctx.db.db, SITE);
    expect(list.map((s) => s.email)).toEqual(["first@example.com", "second@example.org"]);
    const [first] = list;
    expect(first?.unsubscribeUrl).toMatch(/^https:\/\/www\.savannahcrest\.example\/newsletter\/unsubscribe\?token=[\w-]{43}$/);
    expect(first?.oneClickUnsubscribeUrl).toMatch(/^https:\/\/www\.savannahcrest\.example\/api\/newsletter\/unsubscribe\?token=[\w-]{43}$/);

    const csv = subscribersCsv(list);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("email,confirmed_at,unsubscribe_url,one_click_unsubscribe_url");
    expect(lines[1]).toBe(
      `first@example.com,${first?.confirmedAt.toISOString()},${first?.unsubscribeUrl},${first?.oneClickUnsubscribeUrl}`,
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe("");

    // The link as the newsletter carries it unsubscribes here, and the next export leaves the address out.
    const token = new URL(first!.unsubscribeUrl).searchParams.get("token")!;
    expect(await unsubscribe(ctx.db.db, token)).toBe(true);
    expect((await confirmedSubscribers(ctx.db.db, SITE)).map((s) => s.email)).toEqual(["second@example.org"]);
  });

  it("quotes a field as RFC 4180 asks", () => {
    const row = {
      email: 'odd"name,x@example.com',
      confirmedAt: new Date("2026-01-02T03:04:05Z"),
      unsubscribeUrl: "u",
      oneClickUnsubscribeUrl: "o",
    };
    expect(subscribersCsv([row]).split("\r\n")[1]).toBe('"odd""name,x@example.com",2026-01-02T03:04:05.000Z,u,o');
  });

  it("writes an address a spreadsheet would run as a formula as plain text, behind a single quote", () => {
    const at = new Date("2026-01-02T03:04:05Z");
    const rows = [
      "=cmd|'/Ccalc'!A0@example.com",
      "+1@example.com",
      "-2@example.com",
      "@3@example.com",
      "\t4@example.com",
      "\r5@example.com",
    ].map((email) => ({ email, confirmedAt: at, unsubscribeUrl: "u", oneClickUnsubscribeUrl: "o" }));
    const lines = subscribersCsv(rows).split("\r\n");
    expect(lines.slice(1, 5)).toEqual([
      "'=cmd|'/Ccalc'!A0@example.com,2026-01-02T03:04:05.000Z,u,o",
      "'+1@example.com,2026-01-02T03:04:05.000Z,u,o",
      "'-2@example.com,2026-01-02T03:04:05.000Z,u,o",
      "'@3@example.com,2026-01-02T03:04:05.000Z,u,o",
    ]);
    expect(lines[5]).toBe("'\t4@example.com,2026-01-02T03:04:05.000Z,u,o");
    // A carriage return also makes the field quoted (RFC 4180), the quote mark inside it.
    expect(subscribersCsv(rows).endsWith(`"'\r5@example.com",2026-01-02T03:04:05.000Z,u,o\r\n`)).toBe(true);
  });
});
