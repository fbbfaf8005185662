import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverEnv } from "@/env";
import { auditLog, outbox, staffPasskeys } from "@/server/db/schema";
import { changePassword, confirmPassword, listPasskeys, regenerateRecoveryCodes, removePasskey } from "@/server/staff/account";
import { createAccount, issueSetupToken } from "@/server/staff/accounts";
import { staffAuthFor } from "@/server/staff/auth";
import { staffOfRequest } from "@/server/staff/session";
import { choosePassword, confirmTotp, cookieHeaderFrom } from "@/server/staff/set-up";
import { signInWithCode, signInWithPassword } from "@/server/staff/sign-in";
import { unusedCode } from "../fixtures/authenticator";
import { SoftwarePasskey } from "../fixtures/software-passkey";
import { openTestDatabase, type TestDatabase } from "./helpers";

/**
 * Sudo mode before a new way in (issue 47, decision 141): a session cookie
 * alone (a stolen one) adds no passkey; the password typed again opens a
 * short window for that session only and one passkey; the owner is e-mailed
 * for each new passkey, password and set of recovery codes; the account
 * lists and removes its passkeys. Through better-auth's own endpoints, with
 * a passkey made in software.
 */
const PASSWORD = "correct horse battery staple";
let addressCount = 0;
function request(cookie = "") {
  addressCount += 1;
  const headers = new Headers({ "x-forwarded-for": `192.0.2.${addressCount}`, "user-agent": "vitest" });
  if (cookie) headers.set("cookie", cookie);
  return headers;
}
const subjectsTo = async (db: TestDatabase, email: string) =>
  (await db.db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, email))).map((row) => row.subject);

describe("sudo mode before adding a way in", () => {
  let db: TestDatabase;
  const origin = new URL(serverEnv().SITE_URL).origin;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
    await db.drop();
  });

  async function setUp(email: string) {
    const { id } = await createAccount(db, { email, roles: ["sales"] });
    const token = await issueSetupToken(db, id);
    const first = await choosePassword(db, request(), { token, password: PASSWORD, confirm: PASSWORD });
    if (!first.ok) throw new Error(first.error);
    const setUpCookie = cookieHeaderFrom(first.cookies, null);
    const second = await confirmTotp(db, request(setUpCookie), { token, code: await unusedCode(first.key) });
    if (!second.ok) throw new Error(second.error);
    return { id, key: first.key, setUpCookie: cookieHeaderFrom(second.cookies, setUpCookie) };
  }
  async function signIn(email: string, key: string) {
    const first = await signInWithPassword(db, request(), { email, password: PASSWORD });
    if (!first.ok) throw new Error(first.error);
    const second = await signInWithCode(db, request(cookieHeaderFrom(first.cookies, null)), { code: await unusedCode(key), kind: "totp" });
    if (!second.ok) throw new Error(second.error);
    return cookieHeaderFrom(second.cookies, null);
  }
  /** One of the library's passkey endpoints over HTTP, as the browser calls it; the answer and the browser's cookies after it. */
  async function passkeyCall(path: string, cookie: string, body?: unknown) {
    const headers = request(cookie);
    headers.set("origin", origin);
    if (body) headers.set("content-type", "application/json");
    const auth = await staffAuthFor(db);
    const response = await auth.handler(
      new Request(`${origin}/api/auth/passkey/${path}`, {
        method: body ? "POST" : "GET",
        headers,
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
    return { response, cookie: cookieHeaderFrom(response.headers, cookie) };
  }
  /** The whole registration ceremony with a software key: each step's status. */
  async function addPasskey(cookie: string, passkey: SoftwarePasskey, name: string) {
    const options = await passkeyCall("generate-register-options", cookie);
    if (options.response.status !== 200) return { options: options.response.status, verify: null };
    const verify = await passkeyCall("verify-registration", options.cookie, passkey.register(await options.response.json(), name));
    return { options: 200, verify: verify.response.status };
  }

  it("a stolen session cookie alone adds no passkey; the password typed again in that session adds one, once, and the owner is e-mailed", async () => {
    const email = "sam.sudo@example.org";
    const { key } = await setUp(email);
    const owner = await signIn(email, key);
    const thief = await signIn(email, key);
    const rpId = new URL(origin).hostname;
    const attackersKey = new SoftwarePasskey(rpId, origin);

    // The attacker's scenario of issue 47: options, then a software key's registration, on the cookie alone.
    expect((await passkeyCall("generate-register-options", thief)).response.status).toBe(403);
    const forged = new SoftwarePasskey(rpId, origin).register({ challenge: "AAAA", user: { id: "AAAA" } }, "Forged");
    expect((await passkeyCall("verify-registration", thief, forged)).response.status).toBe(403);
    expect(await addPasskey(thief, attackersKey, "Attacker")).toEqual({ options: 403, verify: null });

    // A wrong password opens nothing; the owner typing it again opens their session only.
    const ownerStaff = (await staffOfRequest(db, request(owner)))!;
    expect(await confirmPassword(db, request(owner), ownerStaff, "not the password")).toEqual({ ok: false, error: "wrong" });
    expect((await passkeyCall("generate-register-options", owner)).response.status).toBe(403);
    expect(await confirmPassword(db, request(owner), ownerStaff, PASSWORD)).toEqual({ ok: true });
    expect((await passkeyCall("generate-register-options", thief)).response.status).toBe(403);

    const laptop = new SoftwarePasskey(rpId, origin);
    expect(await addPasskey(owner, laptop, "Work laptop")).toEqual({ options: 200, verify: 200 });
    // One passkey per password typed.
    expect(await addPasskey(owner, new SoftwarePasskey(rpId, origin), "Second")).toEqual({ options: 403, verify: null });
    expect((await listPasskeys(db, ownerStaff)).map((passkey) => passkey.name)).toEqual(["Work laptop"]);
    expect(await subjectsTo(db, email)).toContain("A passkey was added to your back-office account");
    const [mail] = await db.db.select().from(outbox).where(eq(outbox.subject, "A passkey was added to your back-office account"));
    expect(mail?.textBody).toContain('A passkey named "Work laptop" was added');

    // The owner's passkey signs in; the attacker's never existed.
    const challenge = await passkeyCall("generate-authenticate-options", "");
    const signedIn = await passkeyCall("verify-authentication", challenge.cookie, laptop.authenticate(await challenge.response.json()));
    expect(signedIn.response.status).toBe(200);
    expect((await staffOfRequest(db, request(signedIn.cookie)))?.email).toBe(email);
    const again = await passkeyCall("generate-authenticate-options", "");
    const refused = await passkeyCall("verify-authentication", again.cookie, attackersKey.authenticate(await again.response.json()));
    expect(refused.response.status).not.toBe(200);
  });

  it("the set-up link's end may add a passkey at once (the password was just typed); the account page lists and removes its own", async () => {
    const email = "stu.setup@example.org";
    const { id, setUpCookie } = await setUp(email);
    const rpId = new URL(origin).hostname;
    expect(await addPasskey(setUpCookie, new SoftwarePasskey(rpId, origin), "Phone")).toEqual({ options: 200, verify: 200 });
    const staff = (await staffOfRequest(db, request(setUpCookie)))!;
    const [phone] = await listPasskeys(db, staff);
    expect(phone).toEqual({ id: expect.any(String), name: "Phone", createdAt: expect.any(Date) });

    // Another account's passkey is not this account's to remove.
    const other = await setUp("otto.other@example.org");
    const otherStaff = (await staffOfRequest(db, request(other.setUpCookie)))!;
    expect(await removePasskey(db, request(), otherStaff, phone!.id)).toBe(false);
    expect(await removePasskey(db, request(), staff, phone!.id)).toBe(true);
    expect(await db.db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, id))).toEqual([]);
    const audited = await db.db.select().from(auditLog).where(eq(auditLog.action, "account.passkey.delete"));
    expect(audited.map((row) => row.staffEmail)).toContain(email);
  });

  it("a changed password and new recovery codes are e-mailed to the owner", async () => {
    const email = "pat.told@example.org";
    const { key } = await setUp(email);
    const cookie = await signIn(email, key);
    const staff = (await staffOfRequest(db, request(cookie)))!;
    expect((await regenerateRecoveryCodes(db, request(cookie), staff, { current: PASSWORD })).ok).toBe(true);
    const next = "a different and longer passphrase";
    expect((await changePassword(db, request(cookie), staff, { current: PASSWORD, next, confirm: next })).ok).toBe(true);
    expect(await subjectsTo(db, email)).toEqual(
      expect.arrayContaining(["New recovery codes were made for your back-office account", "Your back-office password was changed"]),
    );
  });
});
