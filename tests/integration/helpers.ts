import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, expect, onTestFinished, vi } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { wbOfficerConfirmations, wbOfficerKeys } from "@/server/db/schema";
import { HIDDEN } from "@/lib/form-protocol";
import { createLimiter } from "@/server/rate-limit";

/**
 * Test databases: PGlite (default), or, when TEST_DB=postgres, a fresh schema
 * of DATABASE_URL per call so test files running side by side never collide.
 */
export const onPostgres = process.env.TEST_DB === "postgres" && Boolean(process.env.DATABASE_URL);

export type TestDatabase = Database & {
  /** Opens the same database again (a server restart). */
  reopen(): Promise<Database>;
  drop(): Promise<void>;
};

export async function openTestDatabase({ onDisk = false } = {}): Promise<TestDatabase> {
  if (onPostgres) {
    const schemaName = `t_${randomBytes(6).toString("hex")}`;
    const options = { url: process.env.DATABASE_URL, schemaName };
    const db = await openDatabase(options);
    return {
      ...db,
      reopen: () => openDatabase(options),
      async drop() {
        const admin = await openDatabase({ url: process.env.DATABASE_URL, schemaName });
        await admin.pool!.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
        await admin.close();
      },
    };
  }
  const dir = onDisk ? mkdtempSync(join(tmpdir(), "site-pglite-")) : undefined;
  const db = await openDatabase(dir ? { pgliteDir: dir } : {});
  return {
    ...db,
    reopen: () => openDatabase(dir ? { pgliteDir: dir } : {}),
    async drop() {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The outbox logs each message refused for good with console.error, for the
 * operator; a test that logs console.error fails unless it expects to. A test
 * that provokes a refusal calls this first: the lines are not printed, and the
 * test fails if none was logged.
 */
export function expectRefusalLogged(): void {
  const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
  onTestFinished(() => {
    const lines = error.mock.calls.map((call) => call.join(" "));
    expect(lines).toContainEqual(expect.stringMatching(/^\[outbox\] mail #\d+ rejected for good/));
  });
}

/** Empties every table (between tests of one file). */
export async function truncateAll(database: Database): Promise<void> {
  await database.db.execute(
    sql`TRUNCATE submissions, outbox, newsletter_campaigns, newsletter_subscribers, newsletter_sign_ups, rate_limits, maintenance_owed RESTART IDENTITY CASCADE`,
  );
}

/** A limiter of the test's database (shared store on PostgreSQL). */
export function testLimiter(database: Database, name = `t${randomBytes(4).toString("hex")}`, points = 5) {
  return createLimiter(name, { database, points });
}

export type ReceivedMail = { from: string; to: string[]; subject: string; raw: string; text: string };

/** The Subject header, unfolded (a long one arrives on several lines). */
function subjectOf(raw: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw.split(/\r?\n\r?\n/)[0] ?? "")?.[1] ?? "";
  return folded.replace(/\r?\n(?=[ \t])/g, "");
}

/** Undoes quoted-printable soft breaks and escapes, enough to search a message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1. `reject` makes it answer
 * RCPT TO with that code (4xx: temporary, 5xx: permanent), for every recipient
 * or only those in `rejectTo`; `rejectSender` answers MAIL FROM with that code;
 * `rejectLogin` refuses every login (535).
 */
export async function startSmtp({
  port = 0,
  reject,
  rejectTo,
  rejectSender,
  rejectLogin = false,
}: { port?: number; reject?: number; rejectTo?: string[]; rejectSender?: number; rejectLogin?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The site's SMTP transport keeps its connection open for the next message (pool); on close the
    // server ends such idle connections at once rather than after smtp-server's default 30 s.
    closeTimeout: 100,
    onAuth(_auth, _session, callback) {
      if (rejectLogin) return callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
      callback(null, { user: "site" });
    },
    onMailFrom(_address, _session, callback) {
      if (rejectSender)
        return callback(Object.assign(new Error("Sender address rejected: not owned by user"), { responseCode: rejectSender }));
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (reject && (!rejectTo || rejectTo.includes(address.address))) {
        const error = Object.assign(new Error(reject >= 500 ? "Mailbox unavailable" : "Try again later"), { responseCode: reject });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: subjectOf(raw),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A posted form as a person would send it (filled in for 5 s, with a fresh key). */
export function formData(fields: Record<string, string>, extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  data.set(HIDDEN.fillMs, "5000");
  data.set(HIDDEN.idempotencyKey, randomBytes(12).toString("hex"));
  data.set(HIDDEN.honeypot, "");
  for (const [k, v] of Object.entries(extra)) data.set(k, v);
  return data;
}

/**
 * One test database for a describe block (or a file): opened before the first test, emptied before
 * each, closed and dropped after the last. The object is filled in by the first hook, so the tests
 * use it as they would the database itself.
 */
export function useTestDatabase(): TestDatabase {
  return testDatabaseEmptiedBy(truncateAll);
}

/** As useTestDatabase, emptied before each test by `empty` (not named use…: a file's tests call it at the top level). */
export function testDatabaseEmptiedBy(empty: (database: Database) => Promise<void>): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await openTestDatabase());
  });
  beforeEach(async () => {
    await empty(database);
  });
  afterAll(async () => {
    await database.close();
    await database.drop();
  });
  return database;
}

/**
 * One test database and one SMTP server for a describe block: emptied before
 * each test, closed after the last. Read `ctx.db` and `ctx.smtp` inside tests.
 */
export function useDatabaseAndSmtp() {
  const ctx = { db: useTestDatabase() } as { db: TestDatabase; smtp: Awaited<ReturnType<typeof startSmtp>> };
  beforeAll(async () => {
    ctx.smtp = await startSmtp();
  });
  beforeEach(() => {
    ctx.smtp.received.length = 0;
  });
  afterAll(async () => {
    await ctx.smtp.close();
  });
  return ctx;
}

/**
 * Marks officers' current keys confirmed, as `npm run ethics -- confirm` (the recovery key) or another
 * officer would (issue 41): a fixture for the tests of what confirmed officers do, which the
 * separation-of-duties tests (whistleblowing-duties.test.ts) exercise for real. No e-mail is queued.
 */
export async function confirmOfficersForTest(database: Database, ...staffIds: string[]): Promise<void> {
  const keys = await database.db.select().from(wbOfficerKeys).where(inArray(wbOfficerKeys.staffId, staffIds));
  expect(keys.map((k) => k.staffId).sort()).toEqual([...staffIds].sort());
  for (const key of keys)
    await database.db
      .insert(wbOfficerConfirmations)
      .values({ staffId: key.staffId, fingerprint: key.fingerprint, via: "recovery" })
      .onConflictDoUpdate({ target: wbOfficerConfirmations.staffId, set: { fingerprint: key.fingerprint } });
}
