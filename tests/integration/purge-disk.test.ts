import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "@content/site";
import { openDatabase, type Database } from "@/server/db/client";
import { dispatchAll } from "@/server/mail/dispatcher";
import { smtpTransport } from "@/server/mail/transport";
import { purgeExpired } from "@/server/retention/purge";
import { contactSpec } from "@/forms/contact/server";
import { legacyWhistleblowSpec as whistleblowSpec } from "./legacy-whistleblow";
import { processForm } from "@/server/submissions/action";
import { formData, startSmtp, testLimiter } from "./helpers";

const FROM = `Savannah Crest Group <${site.mailboxes.noReply}>`;

/** The database's files (the write-ahead log left out: see docs/forms.md) that hold `words`. */
function filesHolding(dir: string, words: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "pg_wal") filesHolding(path, words, found);
    } else if (readFileSync(path).includes(Buffer.from(words))) found.push(path);
  }
  return found;
}

describe("the embedded database on disk (PGlite): private, and a delivered whistleblowing report leaves its table files", () => {
  let root: string;
  let dir: string;
  let db: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "site-purge-"));
    // The folder as an older start left it, readable by all.
    dir = join(root, "pglite");
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    db = await openDatabase({ pgliteDir: dir });
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("keeps its folder to the site's own account (0700): PGlite writes its files readable by all", () => {
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("is in the files while it is kept, and gone from them after the purge that follows delivery, while another lead stays", async () => {
    const submit = (spec: typeof contactSpec | typeof whistleblowSpec, fields: Record<string, string>) =>
      processForm(spec as typeof contactSpec, formData(fields), { database: db, limiter: testLimiter(db), clientKey: "203.0.113.40" });
    // A lead before and after the report, so the report's rows sit between kept rows on the same pages.
    await submit(contactSpec, { name: "Adaeze Okafor", email: "adaeze@example.com", message: "Please call me about the Guzape estate." });
    expect(
      (await submit(whistleblowSpec, { natureOfConduct: "Bribery", comments: "The weighbridge clerk sells blank tickets." })).status,
    ).toBe("success");
    await submit(contactSpec, { name: "Tunde Bello", email: "tunde@example.com", message: "Is the Maitama duplex still for sale?" });
    await db.db.execute(sql`CHECKPOINT`);
    expect(filesHolding(dir, "weighbridge clerk").map((path) => relative(dir, path))).not.toEqual([]);

    expect(await dispatchAll(db.db, smtpTransport(smtp.url), FROM, { alertTo: "webteam@example.org" })).toMatchObject({
      sent: 3,
      failed: 0,
    });
    expect(await purgeExpired(db.db)).toMatchObject({ mails: 1, submissions: 1 });
    await db.db.execute(sql`CHECKPOINT`);
    expect(filesHolding(dir, "weighbridge clerk").map((path) => relative(dir, path))).toEqual([]);
    expect(filesHolding(dir, "Maitama duplex")).not.toEqual([]);
  });
});
