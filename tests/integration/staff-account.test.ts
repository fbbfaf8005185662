import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, staffSessions, staffUsers, wbKeySessions, wbOfficerKeys } from "@/server/db/schema";
import { openOfficerKey } from "@/server/whistleblowing/crypto";
import { attachKeySession, officerKeyFromCookie, openOfficerKeySession } from "@/server/whistleblowing/officer-keys";
import { changePassword, regenerateRecoveryCodes } from "@/server/staff/account";
import { createAccount, issueSetupToken, staffOf } from "@/server/staff/accounts";
import { staffOfRequest, staffSessionOfRequest } from "@/server/staff/session";
import { choosePassword, confirmTotp, cookieHeaderFrom } from "@/server/staff/set-up";
import { signInWithCode, signInWithPassword } from "@/server/staff/sign-in";
import { unusedCode } from "../fixtures/authenticator";
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
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

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
    const second = await confirmTotp(db, request(cookieHeaderFrom(first.cookies, null)), { token, code: await unusedCode(first.key) });
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

  // Four codes of one key: the fourth may wait for the authenticator's next step.
  it("changes the password only with the current one; every other session ends, this browser stays signed in", async () => {
    const email = "carla.change@example.org";
    const { id, key } = await setUp(email);
    const here = (await signIn(email, PASSWORD, { totp: await unusedCode(key) }))!;
    const elsewhere = (await signIn(email, PASSWORD, { totp: await unusedCode(key) }))!;
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

    expect(await signIn(email, PASSWORD, { totp: "000000" })).toBe("wrong");
    expect(typeof (await signIn(email, NEW_PASSWORD, { totp: await unusedCode(key) }))).toBe("string");

    const actions = (await db.db.select().from(auditLog).where(eq(auditLog.target, email))).map((row) => row.action);
    expect(actions.filter((a) => a === "account.password.wrong")).toHaveLength(2);
    expect(actions).toContain("account.password");
    const logged = JSON.stringify(await db.db.select().from(auditLog).where(eq(auditLog.target, email)));
    expect(logged).not.toContain(NEW_PASSWORD);
    expect(logged).not.toContain("not the password at all");
  }, 90_000);

  it("makes ten new recovery codes only with the current password; the old codes stop working", async () => {
    const email = "rory.recovery@example.org";
    const { id, key, recoveryCodes } = await setUp(email);
    const cookie = (await signIn(email, PASSWORD, { totp: await unusedCode(key) }))!;
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
    const cookie = (await signIn(email, PASSWORD, { totp: await unusedCode(key) }))!;
    const staff = (await staffOf(db, id))!;
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(
        (await changePassword(db, request(cookie), staff, { current: `guess ${attempt}`, next: NEW_PASSWORD, confirm: NEW_PASSWORD })).ok,
      ).toBe(false);
    }
    const limited = await changePassword(db, request(cookie), staff, { current: PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(limited).toMatchObject({ ok: false, error: "limited" });
    expect(await regenerateRecoveryCodes(db, request(cookie), staff, { current: PASSWORD })).toMatchObject({ ok: false, error: "limited" });
  }, 60_000);

  /** An ethics officer's sign-in as the sign-in page runs it: the key session opened at the password step, attached at the code step. */
  async function officerSignIn(email: string, password: string, code: string) {
    const first = await signInWithPassword(db, request(), { email, password });
    if (!first.ok) throw new Error(first.error);
    const [user] = await db.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    const keyCookie = (await openOfficerKeySession(db, (await staffOf(db, user!.id))!, password))!;
    const second = await signInWithCode(db, request(cookieHeaderFrom(first.cookies, null)), { code, kind: "totp" });
    if (!second.ok || second.next !== "done") throw new Error("refused");
    expect(await attachKeySession(db.db, keyCookie, user!.id, second.session)).toBe(true);
    return { cookie: cookieHeaderFrom(second.cookies, null), keyCookie, sessionId: second.session.id };
  }
  const keyIn = async (staffId: string, at: { keyCookie: string; sessionId: string }) =>
    officerKeyFromCookie(db.db, staffId, at.sessionId, at.keyCookie);

  it("an ethics officer's password change keeps their key, ends their other key sessions and opens one for this browser", async () => {
    const email = "ebere.officer@example.org";
    const { id, key } = await setUp(email, ["ethics"]);
    const here = await officerSignIn(email, PASSWORD, await unusedCode(key));
    const elsewhere = await officerSignIn(email, PASSWORD, await unusedCode(key));
    // A sign-in stopped at the second factor elsewhere: its key session waits, unattached.
    const waiting = (await openOfficerKeySession(db, (await staffOf(db, id))!, PASSWORD))!;
    const staff = (await staffOfRequest(db, request(here.cookie)))!;
    const before = (await keyIn(id, here))!;
    expect(await keyIn(id, elsewhere)).not.toBeNull();

    const changed = await changePassword(db, request(here.cookie), staff, { current: PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    if (!changed.ok) throw new Error(changed.error);
    const [stored] = await db.db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, id));
    expect((await openOfficerKey(stored!.privateKey, NEW_PASSWORD)).getFingerprint()).toBe(before.getFingerprint());
    await expect(openOfficerKey(stored!.privateKey, PASSWORD)).rejects.toThrow();
    expect(stored!.nextPrivateKey).toBeNull();
    // Every other key session has ended, the waiting one too; this browser has a new one in its new session.
    expect(await keyIn(id, elsewhere)).toBeNull();
    expect(
      await db.db
        .select()
        .from(wbKeySessions)
        .where(eq(wbKeySessions.idHash, sha256(waiting.split(".")[0]!))),
    ).toEqual([]);
    const renewed = (await staffSessionOfRequest(db, request(cookieHeaderFrom(changed.cookies, here.cookie))))!;
    const now = (await keyIn(id, { keyCookie: changed.officerKeyCookie!, sessionId: renewed.sessionId }))!;
    expect(now.getFingerprint()).toBe(before.getFingerprint());
    expect(await db.db.select().from(wbKeySessions).where(eq(wbKeySessions.staffId, id))).toHaveLength(1);
  }, 120_000);

  it("a re-encryption that fails fails the change, visibly, and changes nothing: password, key and sessions as they were", async () => {
    const email = "femi.officer@example.org";
    const { id, key } = await setUp(email, ["ethics"]);
    const here = await officerSignIn(email, PASSWORD, await unusedCode(key));
    const elsewhere = await officerSignIn(email, PASSWORD, await unusedCode(key));
    const staff = (await staffOfRequest(db, request(here.cookie)))!;
    const fingerprint = (await keyIn(id, here))!.getFingerprint();
    // The database refuses to write the re-encrypted key (a full disk, a lost connection).
    await db.db.execute(
      sql.raw(
        `CREATE FUNCTION refuse_key_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no space left (test)'; END $$`,
      ),
    );
    await db.db.execute(
      sql.raw("CREATE TRIGGER refuse_key_write BEFORE UPDATE ON wb_officer_keys FOR EACH ROW EXECUTE FUNCTION refuse_key_write()"),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let lines = "";
    try {
      expect(
        await changePassword(db, request(here.cookie), staff, { current: PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD }),
      ).toEqual({
        ok: false,
        error: "key",
      });
    } finally {
      await db.db.execute(sql.raw("DROP TRIGGER refuse_key_write ON wb_officer_keys"));
      await db.db.execute(sql.raw("DROP FUNCTION refuse_key_write()"));
      lines = logged.mock.calls.join(" ");
      logged.mockRestore();
    }
    expect(lines).toContain("the password is unchanged: no space left (test)");
    expect(lines).not.toContain("PGP");
    expect(await staffOfRequest(db, request(elsewhere.cookie))).not.toBeNull();
    expect((await keyIn(id, elsewhere))?.getFingerprint()).toBe(fingerprint);
    const [stored] = await db.db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, id));
    expect((await openOfficerKey(stored!.privateKey, PASSWORD)).getFingerprint()).toBe(fingerprint);
    expect(await signIn(email, NEW_PASSWORD, { totp: "000000" })).toBe("wrong");
    expect(typeof (await signIn(email, PASSWORD, { totp: await unusedCode(key) }))).toBe("string");
    const actions = (await db.db.select().from(auditLog).where(eq(auditLog.target, email))).map((row) => row.action);
    expect(actions).toContain("account.password.key-failed");
    expect(actions).not.toContain("account.password");
  }, 120_000);
});
