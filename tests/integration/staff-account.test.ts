import { and, eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staffSessions, wbOfficerKeys } from "@/server/db/schema";
import { openOfficerKey } from "@/server/whistleblowing/crypto";
import { officerKeyAtSignIn } from "@/server/whistleblowing/officer-keys";
import { changePassword, regenerateRecoveryCodes } from "@/server/staff/account";
import { createAccount, issueSetupToken, staffOf } from "@/server/staff/accounts";
import { staffOfRequest } from "@/server/staff/session";
import { choosePassword, confirmTotp, cookieHeaderFrom } from "@/server/staff/set-up";
import { signInWithCode, signInWithPassword } from "@/server/staff/sign-in";
import { openTestDatabase, type TestDatabase } from "./helpers";

/**
 * /admin/account below the page: a member of staff changes their password
 * (the current one required, every other session ended) and makes new
 * recovery codes (the old ones stop working), through better-auth, on
 * PGlite (and PostgreSQL with TEST_DB=postgres).
 */
const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "a different and longer passphrase";
let addressCount = 0;
function request(cookie = "") {
  addressCount += 1;
  const headers = new Headers({ "x-forwarded-for": `203.0.113.${addressCount}`, "user-agent": "vitest" });
  if (cookie) headers.set("cookie", cookie);
  return headers;
}
const codeFor = (key: string, offset = 0) => new TOTP({ secret: key, digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset });

describe("a member of staff's own account", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
    await db.drop();
  });

  async function setUp(email: string, roles: Parameters<typeof createAccount>[1]["roles"] = ["sales"]) {
    const { id } = await createAccount(db, { email, roles });
    const token = await issueSetupToken(db, id);
    const first = await choosePassword(db, request(), { token, password: PASSWORD, confirm: PASSWORD });
    if (!first.ok) throw new Error(first.error);
    const second = await confirmTotp(db, request(cookieHeaderFrom(first.cookies, null)), { token, code: codeFor(first.key) });
    if (!second.ok) throw new Error(second.error);
    return { id, key: first.key, recoveryCodes: second.recoveryCodes };
  }

  /** Password, then a code (the TOTP code of a later period, or a recovery code); the session's Cookie header, or the refusal. */
  async function signIn(email: string, password: string, code: { totp: string } | { recovery: string }) {
    const first = await signInWithPassword(db, request(), { email, password });
    if (!first.ok) return first.error;
    const second = await signInWithCode(db, request(cookieHeaderFrom(first.cookies, null)), {
      code: "totp" in code ? code.totp : code.recovery,
      kind: "totp" in code ? "totp" : "recovery",
    });
    if (!second.ok) return second.error;
    return cookieHeaderFrom(second.cookies, null);
  }

  it("changes the password only with the current one; every other session ends, this browser stays signed in", async () => {
    const email = "carla.change@example.org";
    const { id, key } = await setUp(email);
    const here = (await signIn(email, PASSWORD, { totp: codeFor(key, 30_000) }))!;
    const elsewhere = (await signIn(email, PASSWORD, { totp: codeFor(key) }))!;
    const staff = (await staffOfRequest(db, request(here)))!;
    expect(staff.email).toBe(email);
    expect(await staffOfRequest(db, request(elsewhere))).not.toBeNull();

    const change = (current: string, next: string, confirm = next) => changePassword(db, request(here), staff, { current, next, confirm });
    expect(await change("not the password at all", NEW_PASSWORD)).toEqual({ ok: false, error: "wrong" });
    expect(await change(PASSWORD, "short")).toEqual({ ok: false, error: "too-short" });
    expect(await change(PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}!`)).toEqual({ ok: false, error: "mismatch" });
    expect(await change(PASSWORD, PASSWORD)).toEqual({ ok: false, error: "same" });
    expect(await change("x".repeat(129), NEW_PASSWORD)).toEqual({ ok: false, error: "wrong" });
    // Nothing has changed yet: both sessions are alive and the old password still signs in.
    expect(await staffOfRequest(db, request(elsewhere))).not.toBeNull();

    const changed = await change(PASSWORD, NEW_PASSWORD);
    if (!changed.ok) throw new Error(changed.error);
    expect(await staffOfRequest(db, request(elsewhere))).toBeNull();
    expect(await staffOfRequest(db, request(here))).toBeNull();
    // This browser carries the new session the library set.
    const renewed = cookieHeaderFrom(changed.cookies, here);
    expect((await staffOfRequest(db, request(renewed)))?.id).toBe(id);
    expect(await db.db.select().from(staffSessions).where(eq(staffSessions.userId, id))).toHaveLength(1);

    expect(await signIn(email, PASSWORD, { totp: codeFor(key) })).toBe("wrong");
    expect(typeof (await signIn(email, NEW_PASSWORD, { totp: codeFor(key) }))).toBe("string");

    const actions = (await db.db.select().from(auditLog).where(eq(auditLog.target, email))).map((row) => row.action);
    expect(actions.filter((a) => a === "account.password.wrong")).toHaveLength(2);
    expect(actions).toContain("account.password");
    const logged = JSON.stringify(await db.db.select().from(auditLog).where(eq(auditLog.target, email)));
    expect(logged).not.toContain(NEW_PASSWORD);
    expect(logged).not.toContain("not the password at all");
  });

  it("makes ten new recovery codes only with the current password; the old codes stop working", async () => {
    const email = "rory.recovery@example.org";
    const { id, key, recoveryCodes } = await setUp(email);
    const cookie = (await signIn(email, PASSWORD, { totp: codeFor(key, 30_000) }))!;
    const staff = (await staffOf(db, id))!;

    expect(await regenerateRecoveryCodes(db, request(cookie), staff, { current: "wrong password here" })).toEqual({
      ok: false,
      error: "wrong",
    });
    expect(await regenerateRecoveryCodes(db, request(cookie), staff, { current: "" })).toEqual({ ok: false, error: "wrong" });
    const made = await regenerateRecoveryCodes(db, request(cookie), staff, { current: PASSWORD });
    if (!made.ok) throw new Error(made.error);
    expect(made.codes).toHaveLength(10);
    expect(made.codes.filter((code) => recoveryCodes.includes(code))).toEqual([]);

    expect(await signIn(email, PASSWORD, { recovery: recoveryCodes[0]! })).toBe("wrong");
    expect(typeof (await signIn(email, PASSWORD, { recovery: made.codes[0]! }))).toBe("string");
    const rows = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, email), eq(auditLog.action, "account.recovery-codes")));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(made.codes[0]!);
  });

  it("wrong current passwords count against the sign-in limits: the twenty-first is not even tried", async () => {
    const email = "gus.guesser@example.org";
    const { id, key } = await setUp(email);
    const cookie = (await signIn(email, PASSWORD, { totp: codeFor(key, 30_000) }))!;
    const staff = (await staffOf(db, id))!;
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(
        (await changePassword(db, request(cookie), staff, { current: `guess ${attempt}`, next: NEW_PASSWORD, confirm: NEW_PASSWORD })).ok,
      ).toBe(false);
    }
    const limited = await changePassword(db, request(cookie), staff, { current: PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(limited).toMatchObject({ ok: false, error: "limited" });
    expect(await regenerateRecoveryCodes(db, request(cookie), staff, { current: PASSWORD })).toMatchObject({ ok: false, error: "limited" });
  });

  it("an ethics officer's password change keeps their key, and so their cases (decision 097)", async () => {
    const email = "ebere.officer@example.org";
    const { id, key } = await setUp(email, ["ethics"]);
    const here = (await signIn(email, PASSWORD, { totp: codeFor(key, 30_000) }))!;
    const staff = (await staffOfRequest(db, request(here)))!;
    const before = await officerKeyAtSignIn(db, staff, PASSWORD);
    const changed = await changePassword(db, request(here), staff, { current: PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(changed.ok).toBe(true);
    const [stored] = await db.db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, id));
    expect((await openOfficerKey(stored!.privateKey, NEW_PASSWORD)).getFingerprint()).toBe(before.getFingerprint());
    await expect(openOfficerKey(stored!.privateKey, PASSWORD)).rejects.toThrow();
  });
});
