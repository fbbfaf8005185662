import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  auditLog,
  outbox,
  staffSessions,
  staffUsers,
  wbCaseKeys,
  wbCases,
  wbKeySessions,
  wbMessages,
  wbOfficerKeys,
} from "@/server/db/schema";
import { createAccount, disableAccount, staffOf } from "@/server/staff/accounts";
import type { Staff } from "@/server/staff/roles";
import {
  addMessage,
  caseKeyForOfficer,
  casesHeldBy,
  completeOrphanCase,
  createCase,
  grantCase,
  openCaseByReceipt,
  readAttachment,
  readCase,
  recoveryPublicKey,
  setRecoveryPublicKey,
  type ReportFields,
} from "@/server/whistleblowing/cases";
import {
  fingerprintOf,
  formatReceipt,
  newRecoveryKeyPair,
  openOfficerKey,
  parseReceipt,
  readRecoveryKey,
  unwrapCaseKey,
} from "@/server/whistleblowing/crypto";
import {
  attachKeySession,
  commitOfficerKey,
  endKeySession,
  officerKeyAtSignIn,
  officerKeyFromCookie,
  openOfficerKeySession,
  PENDING_KEY_SESSION_SECONDS,
  stageOfficerKey,
} from "@/server/whistleblowing/officer-keys";
import { recoverCases, RecoveryError } from "@/server/whistleblowing/recovery";
import { confirmOfficersForTest, onPostgres, openTestDatabase, type TestDatabase } from "./helpers";

/**
 * The case model's keys below the pages (decision 097), on PGlite and on PostgreSQL: who can open
 * a case, with what, after which change of people and passwords.
 */
const report = (comments: string): ReportFields => ({
  natureOfConduct: "Bribery",
  officerNames: "",
  comments,
  contactPreference: "No",
  yourName: "",
  yourEmail: "",
  yourPhoneNumber: "",
});

describe("whistleblowing keys", () => {
  let db: TestDatabase;
  let recoveryPrivate: string;
  let ada: Staff;
  let bayo: Staff;
  beforeAll(async () => {
    db = await openTestDatabase();
    const recovery = await newRecoveryKeyPair();
    recoveryPrivate = recovery.privateKey;
    expect(await setRecoveryPublicKey(db.db, recovery.publicKey)).toBe(true);
    expect(await setRecoveryPublicKey(db.db, recovery.publicKey)).toBe(false);
    ada = (await staffOf(db, (await createAccount(db, { email: "ada@savannahcrest.example", roles: ["ethics"] })).id))!;
    bayo = (await staffOf(db, (await createAccount(db, { email: "bayo@savannahcrest.example", roles: ["ethics"] })).id))!;
  });
  afterAll(async () => {
    await db.close();
    await db.drop();
  });

  it("a receipt is 16 digits, shown in groups of four; any other shape is refused", () => {
    expect(formatReceipt("1234567890123456")).toBe("1234 5678 9012 3456");
    expect(parseReceipt(" 1234 5678-9012 3456 ")).toBe("1234567890123456");
    expect(parseReceipt("1234 5678 9012 345")).toBeNull();
    expect(parseReceipt("WB-7K3M9Q2X")).toBeNull();
  });

  it("before any officer: the report is stored encrypted, opened by its receipt and the recovery key only; the mail says nothing of it", async () => {
    const { caseId, reference, receipt } = await createCase(db.db, {
      fields: report("The depot manager takes cash for loading slots TOKEN-early"),
      files: [{ name: "ledger.txt", type: "text/plain", bytes: new TextEncoder().encode("ledger TOKEN-file") }],
    });
    expect(receipt).toMatch(/^\d{16}$/);
    const [row] = await db.db.select().from(wbCases).where(eq(wbCases.id, caseId));
    expect(Buffer.from(row!.report).includes("TOKEN-early")).toBe(false);
    expect(row!.receiptLookup).not.toContain(receipt);
    const holders = await db.db.select({ holder: wbCaseKeys.holder }).from(wbCaseKeys).where(eq(wbCaseKeys.caseId, caseId));
    expect(holders.map((h) => h.holder).sort()).toEqual(["receipt", "recovery"]);
    const [mail] = await db.db.select().from(outbox);
    expect(mail!.textBody).toContain(`A new report (${reference}) has arrived. Sign in to read it.`);
    expect(mail!.textBody + mail!.htmlBody + mail!.subject).not.toContain("depot manager");
    expect(mail!.replyTo).toBeNull();

    const opened = await openCaseByReceipt(db.db, receipt);
    expect(opened?.reference).toBe(reference);
    const read = await readCase(db.db, caseId, opened!.caseKey, { notes: false });
    expect(read!.report.comments).toContain("TOKEN-early");
    expect(read!.attachments.map((a) => a.meta)).toEqual([{ name: "ledger.txt", type: "text/plain", size: 17 }]);
    const file = await readAttachment(db.db, caseId, read!.attachments[0]!.id, opened!.caseKey);
    expect(new TextDecoder().decode(file!.bytes)).toBe("ledger TOKEN-file");

    const wrong = receipt.endsWith("0") ? `${receipt.slice(0, 15)}1` : `${receipt.slice(0, 15)}0`;
    expect(await openCaseByReceipt(db.db, wrong)).toBeNull();
  });

  it("officers: a key at first sign-in, new cases to every officer, notes hidden from the reporter, a grant for a later officer", async () => {
    const adaKey = await officerKeyAtSignIn(db, ada, "ada's long password");
    await confirmOfficersForTest(db, ada.id);
    const { caseId, receipt } = await createCase(db.db, { fields: report("Ghost workers on the Kano payroll") });
    expect(await casesHeldBy(db.db, ada.id)).toContain(caseId);
    expect(await casesHeldBy(db.db, bayo.id)).not.toContain(caseId);

    const caseKey = (await caseKeyForOfficer(db.db, caseId, ada.id, adaKey))!;
    await addMessage(db.db, caseId, { author: "officer", staffId: ada.id, text: "Which months?" });
    await addMessage(db.db, caseId, { author: "note", staffId: ada.id, text: "Check with payroll audit" });
    const reporter = await openCaseByReceipt(db.db, receipt);
    await addMessage(db.db, caseId, { author: "reporter", text: "March to June" });
    const reporterView = await readCase(db.db, caseId, reporter!.caseKey, { notes: false });
    expect(reporterView!.messages.map((m) => [m.author, m.text])).toEqual([
      ["officer", "Which months?"],
      ["reporter", "March to June"],
    ]);
    const officerView = await readCase(db.db, caseId, caseKey, { notes: true });
    expect(officerView!.messages).toHaveLength(3);
    expect(officerView!.feedbackAt).not.toBeNull();
    const bodies = await db.db.select({ body: wbMessages.body }).from(wbMessages).where(eq(wbMessages.caseId, caseId));
    for (const { body } of bodies) expect(Buffer.from(body).includes("payroll")).toBe(false);

    // Bayo joins later: nothing until Ada grants the case; then he reads what she reads.
    const bayoKey = await officerKeyAtSignIn(db, bayo, "bayo's long password");
    await confirmOfficersForTest(db, bayo.id);
    expect(await caseKeyForOfficer(db.db, caseId, bayo.id, bayoKey)).toBeNull();
    expect(await grantCase(db.db, caseId, caseKey, bayo.id, ada.id)).toBe(true);
    const bayoCaseKey = await caseKeyForOfficer(db.db, caseId, bayo.id, bayoKey);
    expect((await readCase(db.db, caseId, bayoCaseKey!, { notes: true }))!.messages).toHaveLength(3);
    // A case made now goes to both.
    const next = await createCase(db.db, { fields: report("Second report") });
    expect(await casesHeldBy(db.db, bayo.id)).toContain(next.caseId);
  });

  it("a case that arrived before any key is given to the recovery key and officers when its reporter comes back", async () => {
    const fresh = await openTestDatabase();
    const other = fresh.db;
    try {
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const { caseId, receipt } = await createCase(other, { fields: report("Before any key") });
      expect(logged.mock.calls.join(" ")).toMatch(/readable with its receipt only/);
      logged.mockRestore();
      const recovery = await newRecoveryKeyPair();
      await setRecoveryPublicKey(other, recovery.publicKey);
      const opened = await openCaseByReceipt(other, receipt);
      expect(await completeOrphanCase(other, caseId, opened!.caseKey)).toBe(1);
      expect(await completeOrphanCase(other, caseId, opened!.caseKey)).toBe(0);
      const [wrapped] = await other.select().from(wbCaseKeys).where(eq(wbCaseKeys.holder, "recovery"));
      const key = await unwrapCaseKey(wrapped!.wrappedKey, { privateKey: await readRecoveryKey(recovery.privateKey) });
      expect((await readCase(other, caseId, key, { notes: false }))!.report.comments).toBe("Before any key");
    } finally {
      await fresh.close();
      await fresh.drop();
    }
  });

  /** A back-office session row as the library stores it at a completed sign-in. */
  async function staffSession(staffId: string, expiresAt = new Date(Date.now() + 3_600_000)) {
    const id = randomBytes(12).toString("hex");
    await db.db.insert(staffSessions).values({ id, token: randomBytes(16).toString("hex"), userId: staffId, expiresAt });
    return { id, expiresAt };
  }

  it("the key session: opened at the password step, usable only once the second factor ties it to the new session, and only in it", async () => {
    const cookie = (await openOfficerKeySession(db, ada, "ada's long password"))!;
    const session = await staffSession(ada.id);
    // Password given, second factor not yet: the key is in no session.
    expect(await officerKeyFromCookie(db.db, ada.id, session.id, cookie)).toBeNull();
    expect(await attachKeySession(db.db, cookie, bayo.id, session)).toBe(false);
    expect(await attachKeySession(db.db, cookie, ada.id, session)).toBe(true);
    expect(await attachKeySession(db.db, cookie, ada.id, await staffSession(ada.id))).toBe(false);
    // On PostgreSQL another connection pool, as another instance has (PGlite's in-memory database is one process's).
    const again = onPostgres ? await db.reopen() : db;
    try {
      expect(await officerKeyFromCookie(again.db, ada.id, session.id, cookie)).not.toBeNull();
    } finally {
      if (again !== db) await again.close();
    }
    expect(await officerKeyFromCookie(db.db, bayo.id, session.id, cookie)).toBeNull();
    expect(await officerKeyFromCookie(db.db, ada.id, (await staffSession(ada.id)).id, cookie)).toBeNull();
    const [id] = cookie.split(".");
    expect(await officerKeyFromCookie(db.db, ada.id, session.id, `${id}.${"A".repeat(43)}`)).toBeNull();
    await endKeySession(db.db, cookie);
    expect(await officerKeyFromCookie(db.db, ada.id, session.id, cookie)).toBeNull();
  });

  it("the key session ends with its back-office session; an abandoned sign-in's expires with the two-factor window", async () => {
    const session = await staffSession(ada.id);
    const cookie = (await openOfficerKeySession(db, ada, "ada's long password"))!;
    expect(await attachKeySession(db.db, cookie, ada.id, session)).toBe(true);
    const [row] = await db.db.select().from(wbKeySessions).where(eq(wbKeySessions.sessionId, session.id));
    expect(row!.expiresAt.getTime()).toBe(session.expiresAt.getTime());
    // Sign-out, a password change or a disabled account deletes the session: the key session goes with it.
    await db.db.delete(staffSessions).where(eq(staffSessions.id, session.id));
    expect(await db.db.select().from(wbKeySessions).where(eq(wbKeySessions.sessionId, session.id))).toEqual([]);
    expect(await officerKeyFromCookie(db.db, ada.id, session.id, cookie)).toBeNull();

    const startedAt = new Date(Date.now() - (PENDING_KEY_SESSION_SECONDS + 60) * 1000);
    const abandoned = (await openOfficerKeySession(db, ada, "ada's long password", startedAt))!;
    expect(await attachKeySession(db.db, abandoned, ada.id, await staffSession(ada.id))).toBe(false);
    // The next key session started removes it.
    await openOfficerKeySession(db, ada, "ada's long password");
    const left = await db.db.select().from(wbKeySessions).where(eq(wbKeySessions.staffId, ada.id));
    expect(left.every((r) => r.expiresAt > new Date())).toBe(true);
  });

  it("a password change cut off halfway loses nothing: the sign-in keeps whichever copy the account's password opens", async () => {
    const [original] = await db.db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, ada.id));
    expect(await stageOfficerKey(db.db, ada.id, "wrong password", "ada's new password")).toBeNull();
    // Staged, then the library refused or failed: the old password still opens the same key, every grant kept.
    expect(await stageOfficerKey(db.db, ada.id, "ada's long password", "ada's next password")).not.toBeNull();
    expect((await officerKeyAtSignIn(db, ada, "ada's long password")).getFingerprint()).toBe(original!.fingerprint);
    // Staged, the library changed the password, then cut off before the commit: the new password opens it.
    expect(await stageOfficerKey(db.db, ada.id, "ada's long password", "ada's new password")).not.toBeNull();
    expect((await officerKeyAtSignIn(db, ada, "ada's new password")).getFingerprint()).toBe(original!.fingerprint);
    const [healed] = await db.db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, ada.id));
    expect(healed!.nextPrivateKey).toBeNull();
    await expect(openOfficerKey(healed!.privateKey, "ada's long password")).rejects.toThrow();
  });

  it("a password change keeps access; a password set anew from a link makes a new key that reads nothing until granted", async () => {
    const staged = (await stageOfficerKey(db.db, ada.id, "ada's new password", "ada's newest password"))!;
    await commitOfficerKey(db.db, ada.id, staged.nextArmored);
    const adaKey = await officerKeyAtSignIn(db, ada, "ada's newest password");
    const held = await casesHeldBy(db.db, ada.id);
    expect(held.length).toBeGreaterThan(0);
    for (const caseId of held) expect(await caseKeyForOfficer(db.db, caseId, ada.id, adaKey)).not.toBeNull();

    const [before] = await db.db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, bayo.id));
    await officerKeyAtSignIn(db, bayo, "bayo's password from a set-up link");
    const [after] = await db.db.select().from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, bayo.id));
    expect(after!.fingerprint).not.toBe(before!.fingerprint);
    expect(await casesHeldBy(db.db, bayo.id)).toEqual([]);
  });

  it("the recovery key opens every case after every officer's key is gone, and grants them to a new officer", async () => {
    await db.db.delete(wbOfficerKeys);
    await disableAccount(db, bayo.id);
    const cases = await db.db.select({ id: wbCases.id }).from(wbCases);
    const { id: chiomaId } = await createAccount(db, { email: "chioma@savannahcrest.example", roles: ["ethics"] });
    // Her set-up finished (a password and a second factor): an active account.
    await db.db.update(staffUsers).set({ twoFactorEnabled: true }).where(eq(staffUsers.id, chiomaId));
    const chioma = (await staffOf(db, chiomaId))!;
    const chiomaKey = await officerKeyAtSignIn(db, chioma, "chioma's long password");
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    // Another recovery key (a print from another set-up) is refused before anything is done, by fingerprint.
    const audited = (await db.db.select().from(auditLog)).length;
    const other = await newRecoveryKeyPair();
    // The site's fingerprint is read first: awaited while the refusal is pending, the refusal would go unhandled.
    const sites = await fingerprintOf((await recoveryPublicKey(db.db))!);
    await expect(recoverCases(db, { recoveryPrivateKey: other.privateKey, toEmail: chioma.email })).rejects.toThrow(
      new RecoveryError(`That is not this site's recovery key: its fingerprint is ${other.fingerprint}, the site's is ${sites}.`),
    );
    expect(await db.db.select().from(auditLog)).toHaveLength(audited);
    expect(await caseKeyForOfficer(db.db, cases[0]!.id, chioma.id, chiomaKey)).toBeNull();
    const result = await recoverCases(db, { recoveryPrivateKey: recoveryPrivate, toEmail: chioma.email });
    expect(result).toEqual({ granted: cases.length, unreadable: [] });
    for (const { id } of cases) {
      const key = await caseKeyForOfficer(db.db, id, chioma.id, chiomaKey);
      expect((await readCase(db.db, id, key!, { notes: true }))!.report.natureOfConduct).toBe("Bribery");
    }
    expect(await recoveryPublicKey(db.db)).not.toBeNull();
    await expect(readRecoveryKey("not a key")).rejects.toThrow();
    // The recovery key's own copy opens directly too.
    const [wrapped] = await db.db.select().from(wbCaseKeys).where(eq(wbCaseKeys.holder, "recovery"));
    expect(await unwrapCaseKey(wrapped!.wrappedKey, { privateKey: await readRecoveryKey(recoveryPrivate) })).toBeTruthy();
  });
});
