import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "@content/site";
import { resetServerEnv } from "@/env";
import { auditLog, outbox, wbOfficerConfirmations, wbOfficerKeys } from "@/server/db/schema";
import { createAccount, setRoles, staffOf } from "@/server/staff/accounts";
import { runStaffCommand } from "@/server/staff/commands";
import type { Role, Staff } from "@/server/staff/roles";
import { createCase, setRecoveryPublicKey, type ReportFields } from "@/server/whistleblowing/cases";
import { newRecoveryKeyPair, readRecoveryKey, type PrivateKey } from "@/server/whistleblowing/crypto";
import { officerKeyAtSignIn } from "@/server/whistleblowing/officer-keys";
import { openCase, type CaseContext } from "@/server/whistleblowing/officer";
import { grantCaseTo } from "@/server/whistleblowing/officer-changes";
import { confirmOfficer, ethicsRoleChanged, officerStandings, rolesAllowed } from "@/server/whistleblowing/officers";
import { ConfirmationError, confirmOfficerByRecovery, recoverCases, recoveryStatement } from "@/server/whistleblowing/recovery";
import { openTestDatabase, type TestDatabase } from "./helpers";

/**
 * Separation of duties for the cases (issue 41), on PGlite and PostgreSQL with real keys: the
 * `ethics` role alone reads nothing new; a new officer's key receives new reports only once a
 * confirmed officer (or the recovery key's holders) confirms it; an administrator holds `ethics`
 * only where ALLOW_ADMIN_ETHICS allows it; every officer is e-mailed, without a word of a case,
 * when an account gains, loses or is confirmed in the role.
 */
const PASSWORD = "a long and memorable passphrase";
const RETENTION = { retentionMonths: 12 };

const report = (comments: string): ReportFields => ({
  natureOfConduct: "Kickbacks on loading slots",
  officerNames: "The depot manager",
  comments,
  contactPreference: "Yes",
  yourName: "Amara Reporter",
  yourEmail: "amara@example.com",
  yourPhoneNumber: "",
});

describe("separation of duties for the cases", () => {
  let db: TestDatabase;
  let recoveryPrivate: PrivateKey;
  let ada: Staff;
  let adaKey: PrivateKey;

  const as = (staff: Staff, key: PrivateKey | null): CaseContext => ({ db: db.db, staff, key, audit: async () => undefined });
  async function account(email: string, roles: Role[]): Promise<Staff> {
    return (await staffOf(db, (await createAccount(db, { email, name: email.split("@")[0], roles })).id))!;
  }
  /** Whether `staff` reads the report of a case made now, with their key from a sign-in. */
  async function readsNewReport(staff: Staff, key: PrivateKey, words: string): Promise<boolean> {
    const { caseId } = await createCase(db.db, { fields: report(words) });
    const view = await openCase(as(staff, key), String(caseId), RETENTION);
    return view?.content?.report.comments === words;
  }
  /** The outbox without the ethics mailbox's "a new report" notices. */
  const mails = async () => (await db.db.select().from(outbox)).filter((m) => m.recipient !== site.mailboxes.ethics);

  beforeAll(async () => {
    db = await openTestDatabase();
    const recovery = await newRecoveryKeyPair();
    await setRecoveryPublicKey(db.db, recovery.publicKey);
    recoveryPrivate = await readRecoveryKey(recovery.privateKey);
    // The first officer, confirmed by the recovery key's holders (`npm run ethics -- confirm`).
    ada = await account("ada@savannahcrest.example", ["ethics"]);
    adaKey = await officerKeyAtSignIn(db, ada, PASSWORD);
    await confirmOfficerByRecovery(db, await recoveryStatement(recoveryPrivate, ada.email));
  });
  beforeEach(async () => {
    await db.db.execute(sql`TRUNCATE outbox RESTART IDENTITY CASCADE`);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetServerEnv();
  });
  afterAll(async () => {
    await db.close();
    await db.drop();
  });

  it("the reproduction: an administrator given the ethics role reads no new report, confirmed or not; admin with ethics is refused without ALLOW_ADMIN_ETHICS", async () => {
    expect(await readsNewReport(ada, adaKey, "TOKEN-first officer reads")).toBe(true);
    expect(rolesAllowed(["admin", "ethics"])).toBe(false);
    expect(rolesAllowed(["admin", "sales"])).toBe(true);
    expect(
      await runStaffCommand(db, "http://127.0.0.1:3999", { command: "add", email: "both@example.org", roles: ["admin", "ethics"] }),
    ).toEqual({ ok: false, error: "admin-ethics" });

    // An account holding both (given before this rule, or by the database itself): it signs in, a report arrives.
    const dele = await account("dele.admin@savannahcrest.example", ["admin"]);
    await setRoles(db, dele.id, ["admin", "ethics"]);
    const deleOfficer = (await staffOf(db, dele.id))!;
    const deleKey = await officerKeyAtSignIn(db, deleOfficer, PASSWORD);
    expect(await readsNewReport(deleOfficer, deleKey, "TOKEN-admin must not read")).toBe(false);
    // Even an officer's confirmation does not make an administrator a reader here.
    const [deleFingerprint] = await db.db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, dele.id));
    expect(await confirmOfficer(db, ada, { staffId: dele.id, fingerprint: deleFingerprint!.fingerprint })).toEqual({
      ok: false,
      error: "admin",
    });
    expect(await readsNewReport(deleOfficer, deleKey, "TOKEN-admin still must not read")).toBe(false);

    // Where the organisation allows it, the administrator is an officer like any other: confirmed by another.
    vi.stubEnv("ALLOW_ADMIN_ETHICS", "1");
    resetServerEnv();
    expect(rolesAllowed(["admin", "ethics"])).toBe(true);
    expect(await readsNewReport(deleOfficer, deleKey, "TOKEN-allowed but unconfirmed")).toBe(false);
    expect((await confirmOfficer(db, ada, { staffId: dele.id, fingerprint: deleFingerprint!.fingerprint })).ok).toBe(true);
    expect(await readsNewReport(deleOfficer, deleKey, "TOKEN-allowed and confirmed")).toBe(true);
    await setRoles(db, dele.id, ["admin"]);
  });

  it("an account given the role at a mailbox an administrator controls reads nothing new until a confirmed officer confirms its key; then it does", async () => {
    const bayo = await account("bayo@example.net", ["ethics"]);
    const bayoKey = await officerKeyAtSignIn(db, bayo, PASSWORD);
    const [bayoRow] = await db.db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, bayo.id));
    const fingerprint = bayoRow!.fingerprint;
    expect((await officerStandings(db.db)).find((o) => o.staffId === bayo.id)).toMatchObject({ confirmed: false, fingerprint });
    expect(await readsNewReport(bayo, bayoKey, "TOKEN-before confirmation")).toBe(false);

    // Nobody confirms themselves; an unconfirmed officer confirms nobody; a fingerprint that is not the key now is refused.
    const chidi = await account("chidi@example.net", ["ethics"]);
    await officerKeyAtSignIn(db, chidi, PASSWORD);
    expect(await confirmOfficer(db, bayo, { staffId: bayo.id, fingerprint })).toEqual({ ok: false, error: "not-confirmed" });
    expect(await confirmOfficer(db, bayo, { staffId: chidi.id, fingerprint })).toEqual({ ok: false, error: "not-confirmed" });
    expect(await confirmOfficer(db, ada, { staffId: ada.id, fingerprint })).toEqual({ ok: false, error: "refused" });
    expect(await confirmOfficer(db, ada, { staffId: bayo.id, fingerprint: "0".repeat(40) })).toEqual({ ok: false, error: "changed" });
    // Nor may an officer give an old case to an officer nobody confirmed.
    const { caseId } = await createCase(db.db, { fields: report("TOKEN-old case") });
    expect(await grantCaseTo(as(ada, adaKey), String(caseId), bayo.id)).toEqual({ ok: false, error: "not-confirmed" });
    expect(await db.db.select().from(wbOfficerConfirmations).where(eq(wbOfficerConfirmations.staffId, bayo.id))).toEqual([]);

    // Ada confirms him in the back office: audited, every officer e-mailed, and new reports are his too.
    expect(await confirmOfficer(db, ada, { staffId: bayo.id, fingerprint, address: "192.0.2.7" })).toEqual({
      ok: true,
      email: bayo.email,
      fingerprint,
    });
    const [entry] = await db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "ethics.officer.confirm"))
      .orderBy(sql`${auditLog.id} desc`);
    expect(entry).toMatchObject({
      staffEmail: ada.email,
      target: bayo.email,
      address: "192.0.2.7",
      details: { fingerprint, via: "officer" },
    });
    const told = await mails();
    expect(told.map((m) => m.recipient).sort()).toEqual([ada.email, bayo.email, chidi.email].sort());
    expect(told[0]!.subject).toBe(`${bayo.email} is confirmed as an ethics officer`);
    expect(await readsNewReport(bayo, bayoKey, "TOKEN-after confirmation")).toBe(true);
    expect((await grantCaseTo(as(ada, adaKey), String(caseId), bayo.id))?.ok).toBe(true);

    // A password set anew (a new key) waits for a confirmation again: the confirmation named the old key.
    const bayoNewKey = await officerKeyAtSignIn(db, bayo, "a password set anew from a link");
    expect(await readsNewReport(bayo, bayoNewKey, "TOKEN-new key unconfirmed")).toBe(false);
    const [renewed] = await db.db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, bayo.id));
    expect((await confirmOfficer(db, ada, { staffId: bayo.id, fingerprint: renewed!.fingerprint })).ok).toBe(true);
    expect(await readsNewReport(bayo, bayoNewKey, "TOKEN-new key confirmed")).toBe(true);

    // Losing the role ends the confirmation: given back, he waits again.
    await setRoles(db, bayo.id, ["sales"]);
    await setRoles(db, bayo.id, ["ethics"]);
    expect(await readsNewReport(bayo, bayoNewKey, "TOKEN-role given back")).toBe(false);
    await setRoles(db, bayo.id, []);
    await setRoles(db, chidi.id, []);
  });

  it("every officer is e-mailed, without a word of any case, when an account gains or loses the role", async () => {
    await createCase(db.db, { fields: report("TOKEN-never in a role mail") });
    await db.db.execute(sql`TRUNCATE outbox RESTART IDENTITY CASCADE`);
    const eve = await account("eve@example.net", ["sales"]);
    const before = await setRoles(db, eve.id, ["sales", "ethics"]);
    expect(
      await ethicsRoleChanged(db.db, { email: eve.email, before, after: ["sales", "ethics"], by: "admin@savannahcrest.example" }),
    ).toBe("gained");
    let told = await mails();
    expect(told.map((m) => m.recipient).sort()).toEqual([ada.email, eve.email].sort());
    expect(told[0]!.subject).toBe(`${eve.email} now holds the ethics role`);
    expect(told[0]!.textBody).toContain("admin@savannahcrest.example");
    expect(told[0]!.textBody).toContain("/admin/cases");
    // Nothing changes for a save that keeps the role.
    expect(await ethicsRoleChanged(db.db, { email: eve.email, before: ["ethics"], after: ["ethics", "hr"], by: "x" })).toBeNull();

    await db.db.execute(sql`TRUNCATE outbox RESTART IDENTITY CASCADE`);
    const after = await setRoles(db, eve.id, ["sales"]);
    expect(await ethicsRoleChanged(db.db, { email: eve.email, before: after, after: ["sales"], by: "admin@savannahcrest.example" })).toBe(
      "lost",
    );
    told = await mails();
    // Eve is told too, though she no longer holds the role.
    expect(told.map((m) => m.recipient).sort()).toEqual([ada.email, eve.email].sort());
    expect(told[0]!.subject).toBe(`${eve.email} no longer holds the ethics role`);

    // The command line's invitation tells them as well.
    await db.db.execute(sql`TRUNCATE outbox RESTART IDENTITY CASCADE`);
    expect((await runStaffCommand(db, "http://127.0.0.1:3999", { command: "add", email: "femi@example.net", roles: ["ethics"] })).ok).toBe(
      true,
    );
    told = await mails();
    expect(told.map((m) => m.subject)).toContain("femi@example.net now holds the ethics role");
    for (const mail of await db.db.select().from(outbox)) {
      expect(mail.textBody + mail.htmlBody + mail.subject).not.toMatch(/TOKEN|Amara|amara@example\.com|WB-/);
    }
  });

  it("the recovery key's holders confirm an officer with a signed statement: another key, an old statement or an administrator is refused", async () => {
    const gozie = await account("gozie@savannahcrest.example", ["ethics"]);
    await expect(confirmOfficerByRecovery(db, await recoveryStatement(recoveryPrivate, gozie.email))).rejects.toThrow(
      new ConfirmationError(`${gozie.email} has no key yet: they sign in once with their password first.`),
    );
    const gozieKey = await officerKeyAtSignIn(db, gozie, PASSWORD);
    const other = await readRecoveryKey((await newRecoveryKeyPair()).privateKey);
    await expect(confirmOfficerByRecovery(db, await recoveryStatement(other, gozie.email))).rejects.toThrow(ConfirmationError);
    const old = await recoveryStatement(recoveryPrivate, gozie.email, new Date(Date.now() - 11 * 60_000));
    await expect(confirmOfficerByRecovery(db, old)).rejects.toThrow(/older than 10 minutes/);
    // A statement whose text was changed after signing is refused.
    const genuine = await recoveryStatement(recoveryPrivate, gozie.email);
    await expect(confirmOfficerByRecovery(db, genuine.replace(gozie.email, ada.email))).rejects.toThrow(ConfirmationError);
    expect(await readsNewReport(gozie, gozieKey, "TOKEN-not yet")).toBe(false);

    expect(await confirmOfficerByRecovery(db, genuine)).toMatchObject({ email: gozie.email });
    expect(await readsNewReport(gozie, gozieKey, "TOKEN-confirmed by the recovery key")).toBe(true);
    const [entry] = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, gozie.email), eq(auditLog.action, "ethics.officer.confirm")));
    expect(entry).toMatchObject({ staffId: null, action: "ethics.officer.confirm", details: { via: "recovery key" } });

    // `recover` confirms the officer it gives the cases to.
    const hana = await account("hana@savannahcrest.example", ["ethics"]);
    await db.db.execute(sql`UPDATE staff_users SET two_factor_enabled = true WHERE id = ${hana.id}`);
    const hanaKey = await officerKeyAtSignIn(db, hana, PASSWORD);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    await recoverCases(db, { recoveryPrivateKey: recoveryPrivate.armor(), toEmail: hana.email });
    expect(await readsNewReport(hana, hanaKey, "TOKEN-recovered officer")).toBe(true);
  });
});
