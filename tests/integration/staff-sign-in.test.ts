import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetServerEnv, serverEnv } from "@/env";
import type { Database } from "@/server/db/client";
import { auditLog, staffSessions, staffUnknownSignIns, staffUsedCodes } from "@/server/db/schema";
import { createAccount, issueSetupToken } from "@/server/staff/accounts";
import { staffAuthFor } from "@/server/staff/auth";
import { staffOfRequest } from "@/server/staff/session";
import { choosePassword, confirmTotp, cookieHeaderFrom } from "@/server/staff/set-up";
import { LOCK_AFTER, signInWithCode, signInWithPassword } from "@/server/staff/sign-in";
import { unusedCode } from "../fixtures/authenticator";
import { openTestDatabase, type TestDatabase } from "./helpers";

/**
 * Issue 41's sign-in findings, through better-auth itself on PGlite (and
 * PostgreSQL with TEST_DB=postgres): the password step answers alike for
 * unknown, known and locked addresses and does the same work (the library's
 * password hash, once); each second-factor code is accepted once; the session
 * cookie ends with the browser, the session after 8 idle hours, and on https
 * the cookies carry __Host-. Times are measured by scripts/bench/sign-in-timing.ts.
 */
const PASSWORD = "correct horse battery staple";
let addressCount = 0;
/** A request from a fresh address (the limiter counts per address). */
function request(cookie = "", address?: string) {
  addressCount += 1;
  const headers = new Headers({
    "x-forwarded-for": address ?? `10.41.${Math.floor(addressCount / 250)}.${addressCount % 250}`,
    "user-agent": "vitest",
  });
  if (cookie) headers.set("cookie", cookie);
  return headers;
}

/** Creates an account and walks its set-up link; returns its id, TOTP key and recovery codes. */
async function setUp(db: Database, email: string) {
  const { id } = await createAccount(db, { email, roles: ["sales"] });
  const token = await issueSetupToken(db, id);
  const first = await choosePassword(db, request(), { token, password: PASSWORD, confirm: PASSWORD });
  if (!first.ok) throw new Error(first.error);
  const second = await confirmTotp(db, request(cookieHeaderFrom(first.cookies, null)), { token, code: await unusedCode(first.key) });
  if (!second.ok) throw new Error(second.error);
  return { id, key: first.key, recoveryCodes: second.recoveryCodes };
}

/** The password step; its two-factor cookie. */
async function passwordStep(db: Database, email: string, address?: string) {
  const first = await signInWithPassword(db, request("", address), { email, password: PASSWORD });
  if (!first.ok) throw new Error(first.error);
  return cookieHeaderFrom(first.cookies, null);
}

/** Both steps; the Set-Cookie lines of the second and the browser's Cookie header after it. */
async function signIn(db: Database, email: string, key: string) {
  const second = await signInWithCode(db, request(await passwordStep(db, email)), { code: await unusedCode(key), kind: "totp" });
  if (!second.ok) throw new Error(second.error);
  return { setCookies: second.cookies.getSetCookie(), cookie: cookieHeaderFrom(second.cookies, null) };
}

/** The session token a Cookie header holds (the signed cookie's value before its signature). */
const tokenOf = (cookie: string) => decodeURIComponent(/sc-staff\.session_token=([^;]+)/.exec(cookie)![1]!).split(".")[0]!;

describe("sign-in (issue 41)", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
    await db.drop();
  });

  it("an unknown address, a known one with a wrong password and both once locked get the same answers, each after one password hash", async () => {
    await setUp(db, "kim.known@example.org");
    const context = await (await staffAuthFor(db)).$context;
    const hash = vi.spyOn(context.password, "hash");
    const verify = vi.spyOn(context.password, "verify");
    /** Eleven wrong passwords: the answers, and how many times the library's hasher ran for each. */
    // From one address each: ten wrong passwords lock the pair (account or unknown address, this address).
    const attempts = async (email: string, address: string) => {
      const answers = [];
      for (let attempt = 1; attempt <= LOCK_AFTER + 1; attempt++) {
        hash.mockClear();
        verify.mockClear();
        const answer = await signInWithPassword(db, request("", address), { email, password: `wrong guess ${attempt}` });
        answers.push({ answer, hashed: hash.mock.calls.length + verify.mock.calls.length });
      }
      return answers;
    };
    const known = await attempts("kim.known@example.org", "10.99.0.1");
    const unknown = await attempts("nobody.here@example.org", "10.99.0.2");
    const expected = [
      ...Array.from({ length: LOCK_AFTER }, () => ({ answer: { ok: false, error: "wrong" }, hashed: 1 })),
      { answer: { ok: false, error: "locked" }, hashed: 1 },
    ];
    expect(known).toEqual(expected);
    expect(unknown).toEqual(expected);
    // Another spelling of the same unknown address is the same address, locked too.
    expect(await signInWithPassword(db, request("", "10.99.0.2"), { email: " Nobody.Here@Example.org ", password: PASSWORD })).toEqual({
      ok: false,
      error: "locked",
    });
    // The unknown address itself is not stored, only a keyed hash of it.
    const stored = await db.db.select().from(staffUnknownSignIns);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain("nobody");
    // From another address the unknown address is merely wrong again, like an account.
    expect(await signInWithPassword(db, request(), { email: "nobody.here@example.org", password: PASSWORD })).toEqual({
      ok: false,
      error: "wrong",
    });
    hash.mockRestore();
    verify.mockRestore();
  });

  it("an authenticator code completes one sign-in: the same code from another address is refused and audited", async () => {
    const { key } = await setUp(db, "ola.once@example.org");
    const code = await unusedCode(key);
    const here = await signInWithCode(db, request(await passwordStep(db, "ola.once@example.org")), { code, kind: "totp" });
    expect(here.ok).toBe(true);
    const elsewhere = await signInWithCode(db, request(await passwordStep(db, "ola.once@example.org", "198.51.100.77"), "198.51.100.77"), {
      code,
      kind: "totp",
    });
    expect(elsewhere).toEqual({ ok: false, error: "code-used" });
    const [audited] = await db.db.select().from(auditLog).where(eq(auditLog.action, "sign-in.code-reused"));
    expect(audited).toMatchObject({ target: "ola.once@example.org", address: "198.51.100.77", details: { factor: "totp" } });
    // The next code works: the refusal locked nothing.
    await signIn(db, "ola.once@example.org", key);
  });

  it("a recovery code is accepted once; its second use is refused and audited", async () => {
    const { recoveryCodes } = await setUp(db, "rex.recovery@example.org");
    const use = async () =>
      signInWithCode(db, request(await passwordStep(db, "rex.recovery@example.org")), { code: recoveryCodes[3]!, kind: "recovery" });
    expect((await use()).ok).toBe(true);
    expect(await use()).toEqual({ ok: false, error: "code-used" });
    const rows = await db.db.select().from(auditLog).where(eq(auditLog.action, "sign-in.code-reused"));
    expect(rows.find((row) => row.target === "rex.recovery@example.org")?.details).toEqual({ factor: "recovery" });
    expect(JSON.stringify(await db.db.select().from(staffUsedCodes))).not.toContain(recoveryCodes[3]!);
  });

  it("two sign-ins racing with one code: one session, the other refused", async () => {
    const { id, key } = await setUp(db, "rae.race@example.org");
    const [a, b] = [await passwordStep(db, "rae.race@example.org"), await passwordStep(db, "rae.race@example.org")];
    const sessionsBefore = (await db.db.select().from(staffSessions).where(eq(staffSessions.userId, id))).length;
    const code = await unusedCode(key);
    const results = await Promise.all([a, b].map((cookie) => signInWithCode(db, request(cookie), { code, kind: "totp" })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: "code-used" }]);
    expect(await db.db.select().from(staffSessions).where(eq(staffSessions.userId, id))).toHaveLength(sessionsBefore + 1);
  });

  it("used codes are kept in the database per account and step, and dropped once they could not be accepted anyway", async () => {
    const { id, key } = await setUp(db, "uma.used@example.org");
    await db.db.insert(staffUsedCodes).values({ userId: id, kind: "totp", ref: "1", expiresAt: new Date(Date.now() - 1000) });
    await signIn(db, "uma.used@example.org", key);
    const rows = await db.db.select().from(staffUsedCodes).where(eq(staffUsedCodes.userId, id));
    expect(rows.map((row) => row.ref)).not.toContain("1");
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.kind).toBe("totp");
      // A step is accepted while now is within one step of it: kept until then, not longer.
      expect(row.expiresAt.getTime()).toBe((Number(row.ref) + 2) * 30_000);
    }
  });

  it("the session cookie has no Max-Age or Expires: it ends with the browser", async () => {
    const { key } = await setUp(db, "bea.browser@example.org");
    const { setCookies } = await signIn(db, "bea.browser@example.org", key);
    const session = setCookies.find((line) => line.startsWith("sc-staff.session_token="));
    expect(session).toBeDefined();
    expect(session).not.toMatch(/max-age|expires/i);
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
  });

  it("a passkey sign-in's ceremony marks the browser's session to end with the browser too", async () => {
    const auth = await staffAuthFor(db);
    const origin = new URL(serverEnv().SITE_URL).origin;
    const response = await auth.handler(
      new Request(`${origin}/api/auth/passkey/generate-authenticate-options`, { headers: { origin, "x-forwarded-for": "192.0.2.200" } }),
    );
    expect(response.status).toBe(200);
    const dontRemember = response.headers.getSetCookie().find((line) => line.startsWith("sc-staff.dont_remember="));
    expect(dontRemember).toBeDefined();
    expect(dontRemember).not.toMatch(/max-age|expires/i);
  });

  it("a session expires 8 hours after its last use (slid forward on use, never past 24 hours from sign-in)", async () => {
    const { key } = await setUp(db, "ivy.idle@example.org");
    const { cookie } = await signIn(db, "ivy.idle@example.org", key);
    const [session] = await db.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.token, tokenOf(cookie)));
    if (!session) throw new Error("no session");
    const hours = (date: Date) => (date.getTime() - Date.now()) / 3600_000;
    expect(hours(session.expiresAt)).toBeCloseTo(8, 1);

    const set = (values: Partial<typeof staffSessions.$inferInsert>) =>
      db.db.update(staffSessions).set(values).where(eq(staffSessions.id, session.id));
    const expiresIn = async () => hours((await db.db.select().from(staffSessions).where(eq(staffSessions.id, session.id)))[0]!.expiresAt);

    // Used after 7 quiet hours: 8 more hours from now.
    await set({
      createdAt: new Date(Date.now() - 7 * 3600_000),
      updatedAt: new Date(Date.now() - 7 * 3600_000),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect(await staffOfRequest(db, request(cookie))).not.toBeNull();
    expect(await expiresIn()).toBeCloseTo(8, 1);

    // Signed in 23.5 hours ago: no further than 24 hours from then, however recently used.
    await set({ createdAt: new Date(Date.now() - 23.5 * 3600_000), updatedAt: new Date(Date.now() - 2 * 60_000) });
    expect(await staffOfRequest(db, request(cookie))).not.toBeNull();
    expect(await expiresIn()).toBeCloseTo(0.5, 1);

    // 8 hours and a minute without use: ended, and the library deletes it.
    await set({
      createdAt: new Date(Date.now() - 9 * 3600_000),
      updatedAt: new Date(Date.now() - 8 * 3600_000 - 60_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect(await staffOfRequest(db, request(cookie))).toBeNull();
    expect(await db.db.select().from(staffSessions).where(eq(staffSessions.id, session.id))).toEqual([]);
  });
});

describe("on https", () => {
  let db: TestDatabase;
  const siteUrl = process.env.SITE_URL;
  beforeAll(async () => {
    process.env.SITE_URL = "https://back-office.example.com";
    resetServerEnv();
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
    await db.drop();
    if (siteUrl === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = siteUrl;
    resetServerEnv();
  });

  it("every cookie of a sign-in carries the __Host- prefix: Secure, Path=/, no Domain", async () => {
    const { key } = await setUp(db, "hal.https@example.org");
    const first = await signInWithPassword(db, request(), { email: "hal.https@example.org", password: PASSWORD });
    if (!first.ok) throw new Error(first.error);
    const second = await signInWithCode(db, request(cookieHeaderFrom(first.cookies, null)), { code: await unusedCode(key), kind: "totp" });
    if (!second.ok) throw new Error(second.error);
    const lines = [...first.cookies.getSetCookie(), ...second.cookies.getSetCookie()];
    expect(lines.some((line) => line.startsWith("__Host-sc-staff.session_token="))).toBe(true);
    for (const line of lines) {
      expect(line).toMatch(/^__Host-sc-staff\./);
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\/(;|$)/);
      expect(line).not.toMatch(/domain=/i);
    }
    expect(await staffOfRequest(db, request(cookieHeaderFrom(second.cookies, null)))).toMatchObject({ email: "hal.https@example.org" });
  });
});
