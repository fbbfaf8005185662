import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "@content/site";
import { contactSpec } from "@/forms/contact/server";
import { whistleblowSpec } from "@/forms/whistleblow/server";
import { HIDDEN } from "@/lib/form-protocol";
import { dispatchAll } from "@/server/mail/dispatcher";
import { smtpTransport } from "@/server/mail/transport";
import { processForm } from "@/server/submissions/action";
import type { FormSpec } from "@/server/submissions/contract";
import { createLogger, routeConsole } from "../../src/runtime/logging.ts";
import { formData, startSmtp, testLimiter, useTestDatabase } from "./helpers";

let restore: (() => void) | undefined;
afterEach(() => restore?.());

/** Routes the console to a logger writing into the array answered. */
function captureLogs(): string[] {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  restore = routeConsole(createLogger("journey:3000", sink as never));
  return lines;
}

/** What the visitors type below: none of it may reach a log line. */
const TYPED = ["Obiageli Quartzfield", "quartzfield@example.com", "Zebracorn", "Vexworth", "warehouse ledger", "0800555777"];

describe("the logs of a journey (src/runtime/logging.ts routes the server's console)", () => {
  const db = useTestDatabase();

  it("are JSON lines with level, time, message and instance, and carry none of the words typed", async () => {
    const lines = captureLogs();
    const post = (spec: FormSpec<object>, fields: Record<string, string>, extra: Record<string, string> = {}, points = 5) =>
      processForm(spec, formData(fields, extra), { database: db, limiter: testLimiter(db, undefined, points), clientKey: "203.0.113.90" });
    const contact = {
      name: "Obiageli Quartzfield",
      email: "quartzfield@example.com",
      message: "About the Zebracorn estate, call 0800555777.",
    };

    expect((await post(contactSpec as FormSpec<object>, contact)).status).toBe("success");
    // Taken for a bot's (filled in at once), mistyped, and over the limit: each logged or refused, none with the words.
    await post(contactSpec as FormSpec<object>, contact, { [HIDDEN.fillMs]: "10" });
    expect((await post(contactSpec as FormSpec<object>, { ...contact, email: "quartzfield@" })).status).toBe("invalid");
    expect((await post(contactSpec as FormSpec<object>, contact, {}, 0)).status).not.toBe("success");
    // A report, with no recovery key yet (logged as a warning for the operator).
    const report = {
      natureOfConduct: "Vexworth fraud",
      comments: "The warehouse ledger was altered by Vexworth.",
      contactPreference: "No",
    };
    expect((await post(whistleblowSpec as FormSpec<object>, report)).status).toBe("success");

    // The team's relay refuses for good: the refusal is logged (with the relay's answer, never the address).
    const smtp = await startSmtp({ reject: 550 });
    try {
      const sent = await dispatchAll(db.db, smtpTransport(smtp.url), `Savannah Crest Group <${site.mailboxes.noReply}>`);
      expect(sent.failed).toBeGreaterThan(0);
    } finally {
      await smtp.close();
    }

    expect(lines.length).toBeGreaterThanOrEqual(3);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const line of parsed)
      expect(line).toMatchObject({
        level: expect.any(String),
        time: expect.any(String),
        msg: expect.any(String),
        instance: "journey:3000",
      });
    expect(parsed.map((line) => line.msg)).toContainEqual(expect.stringMatching(/^\[forms\] a contact post was taken for a bot's/));
    expect(parsed.map((line) => line.msg)).toContainEqual(expect.stringMatching(/^\[outbox\] mail #\d+ rejected for good/));
    const all = lines.join("\n").toLowerCase();
    for (const word of TYPED) expect(all, word).not.toContain(word.toLowerCase());
  });

  it("say why a query failed (the database's own words) and never the values it carried", async () => {
    const lines = captureLogs();
    const failed = await db.db.execute(sql`select * from no_such_ledger where name = ${"Zebracorn"}`).catch((error: unknown) => error);
    console.error(failed);
    // A refused value is quoted by the database in its own words: masked there too.
    const refused = await db.db.execute(sql`select ${"Vexworth"}::int`).catch((error: unknown) => error);
    console.error(refused);
    const line = JSON.parse(lines.at(-2) ?? "{}") as { err?: { message?: string; cause?: { message?: string } } };
    expect(line.err?.message).toMatch(/^Failed query/);
    expect(line.err?.cause?.message).toMatch(/no_such_ledger.*does not exist/);
    expect(JSON.parse(lines.at(-1) ?? "{}").err?.cause?.message).toMatch(/^invalid input syntax for type integer/);
    expect(lines.join("\n")).not.toContain("Zebracorn");
    expect(lines.join("\n")).not.toContain("Vexworth");
  });
});
