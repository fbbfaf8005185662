import { eq, sql } from "drizzle-orm";
import { TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox, staffPasskeys, staffSessions, staffSetupLinks, staffUsers } from "@/server/db/schema";
import { confirmPassword } from "@/server/staff/account";
import { assignableTo, createAccount, disableAccount, issueSetupToken, setRoles } from "@/server/staff/accounts";
import { writeAudit } from "@/server/staff/audit";
import { serverEnv } from "@/env";
import { staffAuthFor } from "@/server/staff/auth";
import { canWork, hasRole } from "@/server/staff/roles";
import { staffOfRequest } from "@/server/staff/session";
import { choosePassword, confirmTotp, cookieHeaderFrom } from "@/server/staff/set-up";
import { ACCOUNT_LOCK_AFTER, LOCK_AFTER, signInWithCode, signInWithPassword } from "@/server/staff/sign-in";
import { unusedCode } from "../fixtures/authenticator";
import { openTestDatabase, type TestDatabase } from "./helpers";

/**
 * Staff accounts end to end below the pages: set-up link, password, TOTP,
 * sign-in, roles, lock-out, disabling, idle expiry and the audit log, on
 * PGlite (and PostgreSQL with TEST_DB=postgres), through better-auth itself.
 */
const PASSWORD = "correct horse battery staple";
let addressCount = 0;
/** A request from a fresh address (the limiter counts per address). */
function request(cookie = "") {
  addressCount += 1;
  const headers = new Headers({ "x-forwarded-for": `198.51.100.${addressCount}`, "user-agent": "vitest" });
  if (cookie) headers.set("cookie", cookie);
  return headers;
}
const codeFor = (key: string, timestamp = Date.now()) => new TOTP({ secret: key, digits: 6, period: 30 }).generate({ timestamp });

describe("staff accounts", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
    await db.drop();
  });

  /** Creates an account and walks its set-up link; returns the TOTP key and a browser's cookie for the set-up session. */
  async function setUp(email: string, roles: Parameters<typeof createAccount>[1]["roles"]) {
    const { id } = await createAccount(db, { email, roles });
    const token = await issueSetupToken(db, id);
    const first = await choosePassword(db, request(), { token, password: PASSWORD, confirm: PASSWORD });
    if (!first.ok) throw new Error(first.error);
    const cookie = cookieHeaderFrom(first.cookies, null);
    const second = await confirmTotp(db, request(cookie), { token, code: await unusedCode(first.key) });
    if (!second.ok) throw new Error(second.error);
    return { id, token, key: first.key, recoveryCodes: second.recoveryCodes };
  }

  /** Signs in with password and code; returns the session's Cookie header. */
  async function signIn(email: string, key: string) {
    const first = await signInWithPassword(db, request(), { email, password: PASSWORD });
    if (!first.ok) throw new Error(first.error);
    const second = await signInWithCode(db, request(cookieHeaderFrom(first.cookies, null)), { code: await unusedCode(key), kind: "totp" });
    if (!second.ok) throw new Error(second.error);
    return cookieHeaderFrom(second.cookies, null);
  }

  it("a set-up link: password, then the TOTP key's code; the link then works no more, and recovery codes are shown", async () => {
    const { id } = await createAccount(db, { email: "Ada.Admin@Example.org", roles: ["admin"] });
    const token = await issueSetupToken(db, id);
    const [stored] = await db.db.select().from(staffSetupLinks).where(eq(staffSetupLinks.userId, id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    expect(await choosePassword(db, request(), { token, password: "short", confirm: "short" })).toEqual({ ok: false, error: "too-short" });
    expect(await choosePassword(db, request(), { token, password: PASSWORD, confirm: `${PASSWORD}!` })).toEqual({
      ok: false,
      error: "mismatch",
    });
    const first = await choosePassword(db, request(), { token, password: PASSWORD, confirm: PASSWORD });
    if (!first.ok) throw new Error(first.error);
    expect(first.key).toMatch(/^[A-Z2-7]{16,}$/);
    const cookie = cookieHeaderFrom(first.cookies, null);
    // Signed in with a password only: not yet a member of staff.
    expect(await staffOfRequest(db, request(cookie))).toBeNull();
    expect(await confirmTotp(db, request(cookie), { token, code: "000000" })).toEqual({ ok: false, error: "wrong-code" });
    const second = await confirmTotp(db, request(cookie), { token, code: codeFor(first.key) });
    if (!second.ok) throw new Error(second.error);
    expect(second.recoveryCodes).toHaveLength(10);

    const staff = await staffOfRequest(db, request(cookieHeaderFrom(second.cookies, cookie)));
    expect(staff).toMatchObject({ email: "ada.admin@example.org", roles: ["admin"] });
    // The link is used up.
    expect(await choosePassword(db, request(), { token, password: PASSWORD, confirm: PASSWORD })).toEqual({
      ok: false,
      error: "invalid-link",
    });
  });

  it("an expired or unknown set-up link opens nothing", async () => {
    const { id } = await createAccount(db, { email: "late@example.org", roles: ["sales"] });
    const token = await issueSetupToken(db, id, new Date(Date.now() - 25 * 3600_000));
    expect(await choosePassword(db, request(), { token, password: PASSWORD, confirm: PASSWORD })).toEqual({
      ok: false,
      error: "invalid-link",
    });
    expect(await choosePassword(db, request(), { token: "x".repeat(43), password: PASSWORD, confirm: PASSWORD })).toEqual({
      ok: false,
      error: "invalid-link",
    });
  });

  it("signs in with password and TOTP, or a recovery code once; the session carries the account's roles from the database", async () => {
    const { key, recoveryCodes, id } = await setUp("sam.sales@example.org", ["sales", "marketing"]);
    const cookie = await signIn("sam.sales@example.org", key);
    const staff = await staffOfRequest(db, request(cookie));
    expect(staff?.roles).toEqual(["marketing", "sales"]);
    expect(canWork(staff!, "enquiry") && canWork(staff!, "contact")).toBe(true);
    expect(canWork(staff!, "booking") || canWork(staff!, "dsar") || hasRole(staff!, "admin")).toBe(false);
    await setRoles(db, id, ["residences"]);
    expect((await staffOfRequest(db, request(cookie)))?.roles).toEqual(["residences"]);

    const password = await signInWithPassword(db, request(), { email: "sam.sales@example.org", password: PASSWORD });
    if (!password.ok) throw new Error(password.error);
    const twoFactorCookie = cookieHeaderFrom(password.cookies, null);
    const recovery = await signInWithCode(db, request(twoFactorCookie), { code: recoveryCodes[0]!, kind: "recovery" });
    expect(recovery.ok).toBe(true);
    const again = await signInWithPassword(db, request(), { email: "sam.sales@example.org", password: PASSWORD });
    if (!again.ok) throw new Error(again.error);
    expect(await signInWithCode(db, request(cookieHeaderFrom(again.cookies, null)), { code: recoveryCodes[0]!, kind: "recovery" })).toEqual(
      {
        ok: false,
        error: "code-used",
      },
    );
  });

  it("a password alone is not a session; a wrong code is refused", async () => {
    const { key } = await setUp("pat.privacy@example.org", ["privacy"]);
    const first = await signInWithPassword(db, request(), { email: "pat.privacy@example.org", password: PASSWORD });
    if (!first.ok) throw new Error(first.error);
    const twoFactorCookie = cookieHeaderFrom(first.cookies, null);
    expect(await staffOfRequest(db, request(twoFactorCookie))).toBeNull();
    const wrongCode = String((Number(codeFor(key)) + 1) % 1_000_000).padStart(6, "0");
    expect(await signInWithCode(db, request(twoFactorCookie), { code: wrongCode, kind: "totp" })).toEqual({ ok: false, error: "wrong" });
  });

  it("five wrong codes end the sign-in and ten in a row lock the codes: each is said, not answered as a wrong code", async () => {
    const { key } = await setUp("cody.codes@example.org", ["sales"]);
    const valid = new Set([-30_000, 0, 30_000].map((shift) => codeFor(key, Date.now() + shift)));
    const wrong = ["000000", "111111", "222222"].find((code) => !valid.has(code))!;
    const passwordStep = async () => {
      const first = await signInWithPassword(db, request(), { email: "cody.codes@example.org", password: PASSWORD });
      if (!first.ok) throw new Error(first.error);
      return cookieHeaderFrom(first.cookies, null);
    };
    const code = (cookie: string, typed: string) => signInWithCode(db, request(cookie), { code: typed, kind: "totp" });

    let cookie = await passwordStep();
    for (let i = 0; i < 5; i += 1) expect(await code(cookie, wrong)).toEqual({ ok: false, error: "wrong" });
    // The sixth, even the right one, is refused by the library: this sign-in is over.
    expect(await code(cookie, await unusedCode(key))).toEqual({ ok: false, error: "codes-used-up" });

    cookie = await passwordStep();
    for (let i = 0; i < 5; i += 1) expect(await code(cookie, wrong)).toEqual({ ok: false, error: "wrong" });
    // Ten wrong in a row: codes are refused for 15 minutes, the right one too.
    cookie = await passwordStep();
    expect(await code(cookie, await unusedCode(key))).toEqual({ ok: false, error: "codes-locked" });
  });

  it("ten wrong passwords from one address lock that address out of the account for 15 minutes and e-mail its owner once; the owner elsewhere signs in", async () => {
    const email = "lee.locked@example.org";
    await setUp(email, ["agents"]);
    const guesser = request();
    for (let attempt = 1; attempt <= LOCK_AFTER; attempt++) {
      expect(await signInWithPassword(db, guesser, { email, password: `wrong ${attempt}` })).toEqual({ ok: false, error: "wrong" });
    }
    // From that address even the right password is refused, as locked.
    expect(await signInWithPassword(db, guesser, { email, password: PASSWORD })).toEqual({ ok: false, error: "locked" });
    // The owner, at their own address, is not locked out by it.
    expect((await signInWithPassword(db, request(), { email, password: PASSWORD })).ok).toBe(true);
    const mails = await db.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mails.map((m) => m.subject)).toEqual(["Your back-office account is locked for 15 minutes"]);
    expect(mails[0]?.textBody).toContain("That connection is locked out of the account for 15 minutes");
  });

  it("a stranger's wrong passwords from rotating addresses never lock the owner out", async () => {
    const email = "ray.rotated@example.org";
    await setUp(email, ["sales"]);
    for (let attempt = 1; attempt <= LOCK_AFTER + 1; attempt++) {
      expect(await signInWithPassword(db, request(), { email, password: `wrong ${attempt}` })).toEqual({ ok: false, error: "wrong" });
    }
    expect((await signInWithPassword(db, request(), { email, password: PASSWORD })).ok).toBe(true);
    expect(await db.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
  }, 60_000);

  it("a hundred wrong passwords in a row (more than five addresses may make) lock the account and tell its owner, but never lock an ethics officer", async () => {
    // The 99 before, from anywhere, are written as counted; the hundredth is a real attempt.
    const hundredth = async (email: string) => {
      await db.db
        .update(staffUsers)
        .set({ failedSignIns: ACCOUNT_LOCK_AFTER - 1 })
        .where(eq(staffUsers.email, email));
      return signInWithPassword(db, request(), { email, password: "one more guess" });
    };
    const subjects = async (to: string) => (await db.db.select().from(outbox).where(eq(outbox.recipient, to))).map((m) => m.subject);
    const email = "ada.account-lock@example.org";
    await setUp(email, ["sales"]);
    expect(await hundredth(email)).toEqual({ ok: false, error: "wrong" });
    expect(await signInWithPassword(db, request(), { email, password: PASSWORD })).toEqual({ ok: false, error: "locked" });
    expect((await signInWithPassword(db, request(), { email, password: PASSWORD }, new Date(Date.now() + 16 * 60_000))).ok).toBe(true);
    expect(await subjects(email)).toEqual(["Your back-office account is locked for 15 minutes"]);

    const officer = "oli.officer@example.org";
    await setUp(officer, ["ethics"]);
    expect(await hundredth(officer)).toEqual({ ok: false, error: "wrong" });
    expect((await signInWithPassword(db, request(), { email: officer, password: PASSWORD })).ok).toBe(true);
    expect(await subjects(officer)).toContain("Someone is guessing your back-office password");
  }, 60_000);

  it("failures from one address are limited across accounts", async () => {
    const headers = request();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(await signInWithPassword(db, headers, { email: `nobody${attempt}@example.org`, password: "guess" })).toEqual({
        ok: false,
        error: "wrong",
      });
    }
    const last = await signInWithPassword(db, headers, { email: "nobody@example.org", password: "guess" });
    expect(last).toMatchObject({ ok: false, error: "limited" });
  });

  it("disabling an account ends its sessions at once; a session idle for 8 hours has ended", async () => {
    const { id, key } = await setUp("dee.disabled@example.org", ["residences"]);
    const cookie = await signIn("dee.disabled@example.org", key);
    expect(await staffOfRequest(db, request(cookie))).not.toBeNull();
    await disableAccount(db, id);
    expect(await staffOfRequest(db, request(cookie))).toBeNull();
    expect(await db.db.select().from(staffSessions).where(eq(staffSessions.userId, id))).toEqual([]);
    expect((await signInWithPassword(db, request(), { email: "dee.disabled@example.org", password: PASSWORD })).ok).toBe(false);

    const other = await setUp("ida.idle@example.org", ["marketing"]);
    const idle = await signIn("ida.idle@example.org", other.key);
    expect(await staffOfRequest(db, request(idle))).not.toBeNull();
    await db.db
      .update(staffSessions)
      .set({ updatedAt: new Date(Date.now() - 8 * 3600_000 - 60_000) })
      .where(eq(staffSessions.userId, other.id));
    expect(await staffOfRequest(db, request(idle))).toBeNull();
  });

  it("an inbox item may be assigned to the active accounts that work its kind and have a second factor, no one else", async () => {
    const ready = await setUp("sue.assignable@example.org", ["sales"]);
    await setUp("dan.disabled-sales@example.org", ["sales"]).then(({ id }) => disableAccount(db, id));
    await setUp("rae.residences@example.org", ["residences"]);
    await createAccount(db, { email: "nat.no-factor@example.org", roles: ["sales"] });
    const team = await assignableTo(db, "enquiry");
    expect(team.map((account) => account.email).filter((email) => /^(sue|dan|rae|nat)\./.test(email))).toEqual([
      "sue.assignable@example.org",
    ]);
    expect(team.find((account) => account.id === ready.id)).toEqual({
      id: ready.id,
      name: expect.any(String),
      email: "sue.assignable@example.org",
      roles: ["sales"],
    });
  });

  it("the library's passkey endpoints need a live staff session: not one idle for 8 hours, nor a set-up's password-only one; a removal is audited", async () => {
    const auth = await staffAuthFor(db);
    const origin = new URL(serverEnv().SITE_URL).origin;
    const passkeys = (path: string, cookie: string, body?: unknown) => {
      const headers = request(cookie);
      headers.set("origin", origin);
      if (body) headers.set("content-type", "application/json");
      return auth.handler(
        new Request(`${origin}/api/auth/passkey/${path}`, {
          method: body ? "POST" : "GET",
          headers,
          body: body ? JSON.stringify(body) : undefined,
        }),
      );
    };
    const { id, key } = await setUp("pia.passkey@example.org", ["sales"]);
    const cookie = await signIn("pia.passkey@example.org", key);
    // Adding one needs the password typed again in this session (staff-sudo.test.ts).
    expect((await passkeys("generate-register-options", cookie)).status).toBe(403);
    expect(await confirmPassword(db, request(cookie), (await staffOfRequest(db, request(cookie)))!, PASSWORD)).toEqual({ ok: true });
    expect((await passkeys("generate-register-options", cookie)).status).toBe(200);
    expect((await passkeys("list-user-passkeys", cookie)).status).toBe(200);

    // A passkey of the account's, removed by its owner: written to the audit log.
    await db.db.insert(staffPasskeys).values({
      id: "pk-pia",
      name: "Laptop",
      publicKey: "key",
      userId: id,
      credentialID: "cred-pia",
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
      createdAt: new Date(),
    });
    expect((await passkeys("delete-passkey", cookie, { id: "pk-pia" })).status).toBe(200);
    const removed = await db.db.select().from(auditLog).where(eq(auditLog.action, "account.passkey.delete"));
    expect(removed.map((row) => row.staffEmail)).toEqual(["pia.passkey@example.org"]);

    // 8 hours unused: the back office has ended the session, and so have the passkey endpoints.
    await db.db
      .update(staffSessions)
      .set({ updatedAt: new Date(Date.now() - 8 * 3600_000 - 60_000) })
      .where(eq(staffSessions.userId, id));
    expect((await passkeys("generate-register-options", cookie)).status).toBe(401);
    expect((await passkeys("list-user-passkeys", cookie)).status).toBe(401);

    // Half-way through a set-up link (password chosen, no second factor yet): no passkey either.
    const { id: halfId } = await createAccount(db, { email: "hal.half@example.org", roles: ["sales"] });
    const first = await choosePassword(db, request(), { token: await issueSetupToken(db, halfId), password: PASSWORD, confirm: PASSWORD });
    if (!first.ok) throw new Error(first.error);
    expect((await passkeys("generate-register-options", cookieHeaderFrom(first.cookies, null))).status).toBe(401);

    // A new set-up link (a lost or stolen laptop) shuts out the account's passkeys as well as its password and codes.
    await db.db.insert(staffPasskeys).values({
      id: "pk-pia-2",
      publicKey: "key",
      userId: id,
      credentialID: "cred-pia-2",
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
    });
    const relinked = await choosePassword(db, request(), { token: await issueSetupToken(db, id), password: PASSWORD, confirm: PASSWORD });
    expect(relinked.ok).toBe(true);
    expect(await db.db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, id))).toEqual([]);
    // Signing in with a passkey needs no session.
    expect((await passkeys("generate-authenticate-options", "")).status).toBe(200);
  });

  it("signing out deletes the session on the server, not only the cookie", async () => {
    const { id, key } = await setUp("sol.signout@example.org", ["sales"]);
    const cookie = await signIn("sol.signout@example.org", key);
    const sessions = async () => (await db.db.select().from(staffSessions).where(eq(staffSessions.userId, id))).map((s) => s.id);
    const before = await sessions();
    expect(await staffOfRequest(db, request(cookie))).not.toBeNull();
    const auth = await staffAuthFor(db);
    await auth.api.signOut({ headers: request(cookie) });
    // The set-up's own session stays; this one is gone.
    expect(await sessions()).toHaveLength(before.length - 1);
    // The old cookie, replayed, opens nothing.
    expect(await staffOfRequest(db, request(cookie))).toBeNull();
  });

  it("every sign-in, success and failure, is audited with its address; the log cannot be changed", async () => {
    const rows = await db.db.select().from(auditLog);
    const actions = new Set(rows.map((r) => r.action));
    for (const action of ["sign-in.success", "sign-in.failure", "sign-in.password", "account.lock", "sign-in.locked", "account.set-up"]) {
      expect(actions, action).toContain(action);
    }
    const success = rows.find((r) => r.action === "sign-in.success")!;
    expect(success.staffEmail).toMatch(/@example\.org$/);
    expect(success.address).toMatch(/^198\.51\.100\.\d+$/);
    // Passwords typed never reach the log.
    expect(JSON.stringify(rows)).not.toContain("wrong 1");
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);

    await writeAudit(db, { staff: null, action: "test.entry", address: null });
    await expect(db.db.update(auditLog).set({ action: "changed" })).rejects.toThrow();
    await expect(db.db.delete(auditLog)).rejects.toThrow();
    await expect(db.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
  });
});
