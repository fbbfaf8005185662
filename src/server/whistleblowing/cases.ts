import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { whistleblowMails } from "@content/whistleblow-case";
import { site } from "@content/site";
import type { Db } from "../db/client";
import {
  ethicsSettings,
  staffUsers,
  wbAttachments,
  wbCaseKeys,
  wbCases,
  wbMessages,
  wbOfficerKeys,
  type CaseMessageAuthor,
  type CaseStatus,
} from "../db/schema";
import { queueMail } from "../mail/outbox";
import { teamMail } from "../submissions/mails";
import { newReference } from "../submissions/guard";
import {
  decryptJson,
  decryptText,
  decryptWith,
  encryptJson,
  encryptTo,
  newCaseKeyPair,
  newReceipt,
  newSalt,
  receiptSecrets,
  unwrapCaseKey,
  wrapCaseKey,
  type PrivateKey,
} from "./crypto";
import { confirmedOfficerSql } from "./officers";

/**
 * Whistleblowing cases as the database keeps them (decision 097): everything the reporter or the
 * ethics team wrote is encrypted to the case's key before it is written; the case key is stored
 * only wrapped, per holder. Plain database work, no request: the pages, the command line and the
 * tests share it. Who may call what is checked by the callers (the reporter's session, the
 * officer's role and key).
 */

/** The report's fields, as the form's schema gives them (src/forms/whistleblow/schema.ts). */
export type ReportFields = {
  natureOfConduct: string;
  officerNames: string;
  comments: string;
  contactPreference: "Yes" | "No";
  yourName: string;
  yourEmail: string;
  yourPhoneNumber: string;
};

/** A file as the upload module hands it over: its type sniffed from its bytes, an image without its metadata. */
export type CaseFile = { name: string; type: string; bytes: Uint8Array };
export type AttachmentMeta = { name: string; type: string; size: number };

/* ── Settings ──────────────────────────────────────────────────────────────────────────────────── */

const SALT_KEY = "receipt-salt";
const RECOVERY_KEY = "recovery-public-key";

async function setting(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: ethicsSettings.value }).from(ethicsSettings).where(eq(ethicsSettings.key, key));
  return row?.value ?? null;
}

/** The receipt salt, made by whichever instance first needs it (every instance then reads the same). */
async function receiptSalt(db: Db): Promise<string> {
  const known = await setting(db, SALT_KEY);
  if (known) return known;
  await db.insert(ethicsSettings).values({ key: SALT_KEY, value: newSalt() }).onConflictDoNothing();
  return (await setting(db, SALT_KEY))!;
}

export async function recoveryPublicKey(db: Db): Promise<string | null> {
  return setting(db, RECOVERY_KEY);
}

/** Stores the recovery public key; false when one is set already (the ceremony does not replace it silently). */
export async function setRecoveryPublicKey(db: Db, publicKey: string): Promise<boolean> {
  const rows = await db
    .insert(ethicsSettings)
    .values({ key: RECOVERY_KEY, value: publicKey })
    .onConflictDoNothing()
    .returning({ key: ethicsSettings.key });
  return rows.length > 0;
}

/**
 * The public keys of the officers a new case is encrypted to: every enabled account holding
 * `ethics` whose key is confirmed (by another officer or the recovery key: officers.ts, issue 41).
 */
async function currentOfficerKeys(db: Db): Promise<{ staffId: string; publicKey: string }[]> {
  return db
    .select({ staffId: wbOfficerKeys.staffId, publicKey: wbOfficerKeys.publicKey })
    .from(wbOfficerKeys)
    .innerJoin(staffUsers, eq(staffUsers.id, wbOfficerKeys.staffId))
    .where(confirmedOfficerSql())
    .orderBy(asc(wbOfficerKeys.staffId));
}

/* ── A new case ────────────────────────────────────────────────────────────────────────────────── */

async function sealFiles(publicKey: string, files: readonly CaseFile[]) {
  const sealed = [];
  for (const file of files) {
    const meta: AttachmentMeta = { name: file.name, type: file.type, size: file.bytes.byteLength };
    sealed.push({ meta: await encryptJson(publicKey, meta), content: await encryptTo(publicKey, file.bytes) });
  }
  return sealed;
}

/**
 * Stores a report as a new case: a key pair for it, the report and files encrypted to it, the case
 * key wrapped for every current officer, the recovery key (when set) and the new receipt; and a
 * content-free e-mail to the ethics mailbox, in one transaction. The receipt is returned once and
 * never stored. With no officer and no recovery key yet the report is still accepted (the receipt
 * holds it; docs/whistleblowing.md says to run the key ceremony first).
 */
export async function createCase(
  db: Db,
  { fields, files = [], now = new Date() }: { fields: ReportFields; files?: readonly CaseFile[]; now?: Date },
): Promise<{ caseId: number; reference: string; receipt: string; caseKey: PrivateKey }> {
  const reference = newReference("WB");
  const receipt = newReceipt();
  const [salt, recovery, officers] = await Promise.all([receiptSalt(db), recoveryPublicKey(db), currentOfficerKeys(db)]);
  const { lookup, secret } = await receiptSecrets(receipt, salt);
  const { publicKey, privateKey } = await newCaseKeyPair(reference);

  const report = await encryptJson(publicKey, fields);
  const sealedFiles = await sealFiles(publicKey, files);
  const keys: (typeof wbCaseKeys.$inferInsert)[] = [];
  const wrap = async (holder: "officer" | "recovery" | "receipt", to: { publicKey: string } | { secret: string }, staffId?: string) =>
    keys.push({ caseId: 0, holder, staffId: staffId ?? null, wrappedKey: await wrapCaseKey(privateKey, to) });
  await wrap("receipt", { secret });
  if (recovery) await wrap("recovery", { publicKey: recovery });
  for (const officer of officers) await wrap("officer", { publicKey: officer.publicKey }, officer.staffId);
  if (!recovery && officers.length === 0)
    console.error(`[whistleblowing] case ${reference} is readable with its receipt only: no recovery key and no officer key yet`);

  const caseId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(wbCases)
      .values({ reference, receiptLookup: lookup, publicKey, report, receivedAt: now, updatedAt: now })
      .returning({ id: wbCases.id });
    const id = row!.id;
    await tx.insert(wbCaseKeys).values(keys.map((k) => ({ ...k, caseId: id, createdAt: now })));
    if (sealedFiles.length) await tx.insert(wbAttachments).values(sealedFiles.map((f) => ({ ...f, caseId: id, createdAt: now })));
    await queueMail(tx, null, [ethicsMail(whistleblowMails.newReport, reference)], now);
    return id;
  });
  return { caseId, reference, receipt, caseKey: privateKey };
}

/** The one kind of e-mail about a case: its reference and a sentence, never its content. */
function ethicsMail(copy: { subject: (reference: string) => string; body: (reference: string) => string }, reference: string) {
  return teamMail(site.mailboxes.ethics, copy.subject(reference), { paragraphs: [copy.body(reference)] });
}

/* ── Opening a case ────────────────────────────────────────────────────────────────────────────── */

/**
 * A receipt's case and its opened key, or null (no case, or a key that does not open: the same
 * null, the same slow scrypt either way). The caller counts wrong receipts (rate limits).
 */
export async function openCaseByReceipt(
  db: Db,
  receipt: string,
): Promise<{ caseId: number; reference: string; caseKey: PrivateKey } | null> {
  const { lookup, secret } = await receiptSecrets(receipt, await receiptSalt(db));
  const [row] = await db
    .select({ caseId: wbCases.id, reference: wbCases.reference, wrappedKey: wbCaseKeys.wrappedKey })
    .from(wbCases)
    .innerJoin(wbCaseKeys, and(eq(wbCaseKeys.caseId, wbCases.id), eq(wbCaseKeys.holder, "receipt")))
    .where(eq(wbCases.receiptLookup, lookup));
  if (!row) return null;
  try {
    return { caseId: row.caseId, reference: row.reference, caseKey: await unwrapCaseKey(row.wrappedKey, { secret }) };
  } catch {
    return null;
  }
}

/** A case's key as an officer opens it with their own private key, or null when they hold no grant for it. */
export async function caseKeyForOfficer(db: Db, caseId: number, staffId: string, officerKey: PrivateKey): Promise<PrivateKey | null> {
  const [row] = await db
    .select({ wrappedKey: wbCaseKeys.wrappedKey })
    .from(wbCaseKeys)
    .where(and(eq(wbCaseKeys.caseId, caseId), eq(wbCaseKeys.holder, "officer"), eq(wbCaseKeys.staffId, staffId)));
  if (!row) return null;
  try {
    return await unwrapCaseKey(row.wrappedKey, { privateKey: officerKey });
  } catch {
    return null;
  }
}

/** The ids of the cases an officer holds a key for (the list shows only these as readable). */
export async function casesHeldBy(db: Db, staffId: string): Promise<number[]> {
  const rows = await db
    .select({ caseId: wbCaseKeys.caseId })
    .from(wbCaseKeys)
    .where(and(eq(wbCaseKeys.holder, "officer"), eq(wbCaseKeys.staffId, staffId)));
  return rows.map((r) => r.caseId);
}

/**
 * Grants a case to another officer: the case key (opened by the granting officer) wrapped to the
 * new officer's public key. False when the new officer has no key pair yet (they sign in once first).
 * An existing grant is replaced (after a lost password, the new key pair).
 */
export async function grantCase(
  db: Db,
  caseId: number,
  caseKey: PrivateKey,
  toStaffId: string,
  grantedBy: string | null,
): Promise<boolean> {
  const [officer] = await db.select({ publicKey: wbOfficerKeys.publicKey }).from(wbOfficerKeys).where(eq(wbOfficerKeys.staffId, toStaffId));
  if (!officer) return false;
  const wrappedKey = await wrapCaseKey(caseKey, { publicKey: officer.publicKey });
  await db.transaction(async (tx) => {
    await tx
      .delete(wbCaseKeys)
      .where(and(eq(wbCaseKeys.caseId, caseId), eq(wbCaseKeys.holder, "officer"), eq(wbCaseKeys.staffId, toStaffId)));
    await tx.insert(wbCaseKeys).values({ caseId, holder: "officer", staffId: toStaffId, wrappedKey, grantedBy });
  });
  return true;
}

/* ── Reading and writing ───────────────────────────────────────────────────────────────────────── */

export type CaseMessage = {
  id: number;
  author: CaseMessageAuthor;
  staffId: string | null;
  text: string;
  at: Date;
  attachments: { id: number; meta: AttachmentMeta }[];
};

export type OpenedCase = {
  id: number;
  reference: string;
  status: CaseStatus;
  outcome: string | null;
  receivedAt: Date;
  acknowledgedAt: Date | null;
  feedbackAt: Date | null;
  closedAt: Date | null;
  report: ReportFields;
  /** The files sent with the report. */
  attachments: { id: number; meta: AttachmentMeta }[];
  /** Oldest first; internal notes only when asked for (never on the reporter's side). */
  messages: CaseMessage[];
};

/** A case decrypted with its key. `notes`: include internal notes (the ethics team's view only). */
export async function readCase(db: Db, caseId: number, caseKey: PrivateKey, { notes }: { notes: boolean }): Promise<OpenedCase | null> {
  const [row] = await db.select().from(wbCases).where(eq(wbCases.id, caseId));
  if (!row) return null;
  const messageRows = await db
    .select()
    .from(wbMessages)
    .where(and(eq(wbMessages.caseId, caseId), notes ? sql`true` : ne(wbMessages.author, "note")))
    .orderBy(asc(wbMessages.createdAt), asc(wbMessages.id));
  const attachmentRows = await db
    .select({ id: wbAttachments.id, messageId: wbAttachments.messageId, meta: wbAttachments.meta })
    .from(wbAttachments)
    .where(eq(wbAttachments.caseId, caseId))
    .orderBy(asc(wbAttachments.id));
  const attachments = await Promise.all(
    attachmentRows.map(async (a) => ({ id: a.id, messageId: a.messageId, meta: await decryptJson<AttachmentMeta>(caseKey, a.meta) })),
  );
  const filesOf = (messageId: number | null) => attachments.filter((a) => a.messageId === messageId).map(({ id, meta }) => ({ id, meta }));
  const messages = await Promise.all(
    messageRows.map(async (m) => ({
      id: m.id,
      author: m.author,
      staffId: m.staffId,
      text: await decryptText(caseKey, m.body),
      at: m.createdAt,
      attachments: filesOf(m.id),
    })),
  );
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    outcome: row.outcome,
    receivedAt: row.receivedAt,
    acknowledgedAt: row.acknowledgedAt,
    feedbackAt: row.feedbackAt,
    closedAt: row.closedAt,
    report: await decryptJson<ReportFields>(caseKey, row.report),
    attachments: filesOf(null),
    messages,
  };
}

/** An attachment's name, type and bytes, decrypted; null when it is not this case's (or a note's on the reporter's side). */
export async function readAttachment(
  db: Db,
  caseId: number,
  attachmentId: number,
  caseKey: PrivateKey,
): Promise<(AttachmentMeta & { bytes: Uint8Array }) | null> {
  const [row] = await db
    .select()
    .from(wbAttachments)
    .where(and(eq(wbAttachments.id, attachmentId), eq(wbAttachments.caseId, caseId)));
  if (!row) return null;
  const meta = await decryptJson<AttachmentMeta>(caseKey, row.meta);
  return { ...meta, bytes: await decryptWith(caseKey, row.content) };
}

/**
 * Adds a message (and its files) to a case, encrypted to the case key. A reporter's message also
 * queues a content-free e-mail to the ethics mailbox; an officer's first message to the reporter
 * sets the case's feedback time. Returns the message's id.
 */
export async function addMessage(
  db: Db,
  caseId: number,
  {
    author,
    staffId = null,
    text,
    files = [],
    now = new Date(),
  }: { author: CaseMessageAuthor; staffId?: string | null; text: string; files?: readonly CaseFile[]; now?: Date },
): Promise<number> {
  const [row] = await db.select({ publicKey: wbCases.publicKey, reference: wbCases.reference }).from(wbCases).where(eq(wbCases.id, caseId));
  if (!row) throw new Error("no such case");
  const body = await encryptTo(row.publicKey, text);
  const sealedFiles = await sealFiles(row.publicKey, files);
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(wbMessages)
      .values({ caseId, author, staffId: author === "reporter" ? null : staffId, body, createdAt: now })
      .returning({ id: wbMessages.id });
    const messageId = message!.id;
    if (sealedFiles.length) await tx.insert(wbAttachments).values(sealedFiles.map((f) => ({ ...f, caseId, messageId, createdAt: now })));
    await tx
      .update(wbCases)
      .set({
        updatedAt: now,
        ...(author === "officer" ? { feedbackAt: sql`coalesce(${wbCases.feedbackAt}, ${now.toISOString()}::timestamptz)` } : {}),
      })
      .where(eq(wbCases.id, caseId));
    if (author === "reporter") await queueMail(tx, null, [ethicsMail(whistleblowMails.newMessage, row.reference)], now);
    return messageId;
  });
}

/** Files the reporter adds to the report itself (just after sending it, or later without a message). */
export async function addReportFiles(db: Db, caseId: number, files: readonly CaseFile[], now = new Date()): Promise<void> {
  const [row] = await db.select({ publicKey: wbCases.publicKey, reference: wbCases.reference }).from(wbCases).where(eq(wbCases.id, caseId));
  if (!row) throw new Error("no such case");
  const sealedFiles = await sealFiles(row.publicKey, files);
  await db.transaction(async (tx) => {
    if (sealedFiles.length) await tx.insert(wbAttachments).values(sealedFiles.map((f) => ({ ...f, caseId, createdAt: now })));
    await tx.update(wbCases).set({ updatedAt: now }).where(eq(wbCases.id, caseId));
    await queueMail(tx, null, [ethicsMail(whistleblowMails.newMessage, row.reference)], now);
  });
}

/**
 * A case that arrived before any recovery key or officer key existed is held by its receipt alone.
 * When the reporter opens it (the key is then in hand), it is wrapped for the recovery key and the
 * officers known now, so the ethics team can read it. Cases that have a holder already are left as
 * they are (granting stays an officer's decision). Returns how many holders were added.
 */
export async function completeOrphanCase(db: Db, caseId: number, caseKey: PrivateKey): Promise<number> {
  const holders = await db
    .select({ holder: wbCaseKeys.holder })
    .from(wbCaseKeys)
    .where(and(eq(wbCaseKeys.caseId, caseId), ne(wbCaseKeys.holder, "receipt")));
  if (holders.length > 0) return 0;
  const [recovery, officers] = await Promise.all([recoveryPublicKey(db), currentOfficerKeys(db)]);
  const rows: (typeof wbCaseKeys.$inferInsert)[] = [];
  if (recovery) rows.push({ caseId, holder: "recovery", wrappedKey: await wrapCaseKey(caseKey, { publicKey: recovery }) });
  for (const o of officers)
    rows.push({ caseId, holder: "officer", staffId: o.staffId, wrappedKey: await wrapCaseKey(caseKey, { publicKey: o.publicKey }) });
  if (rows.length) await db.insert(wbCaseKeys).values(rows).onConflictDoNothing();
  return rows.length;
}
