import "server-only";
import { caseOutcomeNames } from "@content/admin-cases";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog, staffRoles, staffUsers, wbCaseKeys, wbCases, wbOfficerKeys, type CaseStatus } from "../db/schema";
import type { ItemAuditEntry } from "../audit-entry";
import { hasRole, type Staff } from "../staff/roles";
import { caseKeyForOfficer, readAttachment, readCase, type AttachmentMeta, type OpenedCase } from "./cases";
import type { PrivateKey } from "./crypto";
import { confirmedOfficers } from "./officers";
import { caseDeadlines, retentionEnd, overdueCaseSql, CaseDeadlines } from "./case-clock";

/**
 * The ethics team's side of the whistleblowing cases (issue 31): the list,
 * a case opened with the officer's key, its status, messages, notes,
 * attachments and grants. Every function takes the asking officer's
 * context and answers null, like a 404, to anyone without the `ethics`
 * role, whatever the id: administrators and the privacy team included.
 * Content is decrypted only with the officer's own key (opened at sign-in,
 * src/server/whistleblowing/officer-session.ts) and only for a case they
 * hold a grant for. Openings, downloads and changes go to the audit log by
 * reference, never with a word of the case.
 */

/** Who is asking, with their opened private key (null: not unlocked in this browser), and where their actions are written. */
export type CaseContext = { db: Db; staff: Staff; key: PrivateKey | null; audit: (entry: ItemAuditEntry) => Promise<void> };

export const CASE_STATUSES = ["received", "acknowledged", "investigating", "closed"] as const satisfies readonly CaseStatus[];
export const CASE_OUTCOMES = Object.keys(caseOutcomeNames) as (keyof typeof caseOutcomeNames)[];
const CASE_PAGE_SIZE = 50;

/**
 * received → acknowledged → investigating → closed. A case may close
 * straight after its acknowledgement (nothing to investigate), and a closed
 * one may be reopened.
 */
export const CASE_MOVES: Record<CaseStatus, readonly CaseStatus[]> = {
  received: ["acknowledged"],
  acknowledged: ["investigating", "closed"],
  investigating: ["closed"],
  closed: ["investigating"],
};

const isOfficer = (staff: Staff) => hasRole(staff, "ethics");

/* ── The list ──────────────────────────────────────────────────────────────────────────────────── */

export type CaseFilters = { status?: CaseStatus; overdue?: boolean; page?: number };

export type CaseListItem = {
  id: number;
  reference: string;
  status: CaseStatus;
  outcome: string | null;
  receivedAt: Date;
  acknowledgedAt: Date | null;
  feedbackAt: Date | null;
  closedAt: Date | null;
  /** Whether the asking officer holds a grant for it. */
  readable: boolean;
};

/** One page of cases, newest first (no content: the list decrypts nothing); null for anyone but an officer. */
export async function listCases(
  ctx: CaseContext,
  filters: CaseFilters = {},
  now = new Date(),
): Promise<{ items: CaseListItem[]; total: number; page: number; pages: number } | null> {
  if (!isOfficer(ctx.staff)) return null;
  const where: SQL[] = [];
  if (filters.status) where.push(eq(wbCases.status, filters.status));
  if (filters.overdue) where.push(overdueCaseSql(now));
  const condition = where.length ? and(...where) : undefined;
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(wbCases).where(condition);
  const pages = Math.max(1, Math.ceil(total / CASE_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(filters.page ?? 1) || 1), pages);
  const rows = await ctx.db
    .select({
      id: wbCases.id,
      reference: wbCases.reference,
      status: wbCases.status,
      outcome: wbCases.outcome,
      receivedAt: wbCases.receivedAt,
      acknowledgedAt: wbCases.acknowledgedAt,
      feedbackAt: wbCases.feedbackAt,
      closedAt: wbCases.closedAt,
      readable: sql<boolean>`${wbCaseKeys.id} IS NOT NULL`,
    })
    .from(wbCases)
    .leftJoin(wbCaseKeys, and(eq(wbCaseKeys.caseId, wbCases.id), eq(wbCaseKeys.holder, "officer"), eq(wbCaseKeys.staffId, ctx.staff.id)))
    .where(condition)
    .orderBy(desc(wbCases.receivedAt), desc(wbCases.id))
    .limit(CASE_PAGE_SIZE)
    .offset((page - 1) * CASE_PAGE_SIZE);
  return { items: rows.map((row) => ({ ...row, readable: Boolean(row.readable) })), total, page, pages };
}

/* ── One case ──────────────────────────────────────────────────────────────────────────────────── */

/** A case id from an address or a form: a positive integer, else null (a 404). */
function caseIdOf(value: string): number | null {
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

type CaseRow = typeof wbCases.$inferSelect;

export async function caseRow(ctx: CaseContext, id: string): Promise<CaseRow | null> {
  if (!isOfficer(ctx.staff)) return null;
  const caseId = caseIdOf(id);
  if (caseId === null) return null;
  const [row] = await ctx.db.select().from(wbCases).where(eq(wbCases.id, caseId));
  return row ?? null;
}

/** The case's key opened with the asking officer's key, or null (no grant, or no key open in this browser). */
export async function caseKey(ctx: CaseContext, caseId: number): Promise<PrivateKey | null> {
  if (!ctx.key) return null;
  return caseKeyForOfficer(ctx.db, caseId, ctx.staff.id, ctx.key);
}

export async function holdsGrant(ctx: CaseContext, caseId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: wbCaseKeys.id })
    .from(wbCaseKeys)
    .where(and(eq(wbCaseKeys.caseId, caseId), eq(wbCaseKeys.holder, "officer"), eq(wbCaseKeys.staffId, ctx.staff.id)));
  return Boolean(row);
}

export type OfficerView = {
  id: number;
  reference: string;
  status: CaseStatus;
  outcome: string | null;
  receivedAt: Date;
  acknowledgedAt: Date | null;
  feedbackAt: Date | null;
  closedAt: Date | null;
  deadlines: CaseDeadlines;
  /** Decrypted: the report, its files and every message and note; null when the officer cannot open it. */
  content: OpenedCase | null;
  /** Why there is no content: no grant for this case, or no key open in this browser. */
  locked: "no-grant" | "no-key" | null;
  /** Names of the authors of officers' messages and notes, by staff id. */
  names: Record<string, string>;
  holders: { staffId: string; name: string }[];
  recoveryHolds: boolean;
  /** Confirmed officers who hold no grant yet: whom this officer may give access. */
  grantable: { staffId: string; name: string; email: string }[];
  /** Who opened the case and when, newest first, from the audit log. */
  openings: { who: string; at: Date }[];
  /** When the retention purge deletes it (closed cases). */
  deleteOn: Date | null;
};

/** The audit log's action for an officer's opening of a case (its target is the case's reference). */
const CASE_OPEN_ACTION = "ethics.case.open";

/**
 * A case as its page shows it, decrypted when the officer holds a grant and
 * has their key open; the opening is written to the audit log first, so it
 * is in the list of openings the page shows. Null for anyone but an officer,
 * and for an id that is no case.
 */
export async function openCase(
  ctx: CaseContext,
  id: string,
  { retentionMonths }: { retentionMonths: number },
): Promise<OfficerView | null> {
  const row = await caseRow(ctx, id);
  if (!row) return null;
  const granted = await holdsGrant(ctx, row.id);
  const key = granted ? await caseKey(ctx, row.id) : null;
  const content = key ? await readCase(ctx.db, row.id, key, { notes: true }) : null;
  await ctx.audit({ action: CASE_OPEN_ACTION, target: row.reference, details: { read: Boolean(content) } });

  const keys = await ctx.db
    .select({ holder: wbCaseKeys.holder, staffId: wbCaseKeys.staffId })
    .from(wbCaseKeys)
    .where(eq(wbCaseKeys.caseId, row.id));
  const officers = await ctx.db
    .select({ staffId: wbOfficerKeys.staffId, name: staffUsers.name, email: staffUsers.email, disabledAt: staffUsers.disabledAt })
    .from(wbOfficerKeys)
    .innerJoin(staffUsers, eq(staffUsers.id, wbOfficerKeys.staffId))
    .innerJoin(staffRoles, and(eq(staffRoles.userId, wbOfficerKeys.staffId), eq(staffRoles.role, "ethics")))
    .orderBy(asc(staffUsers.name));
  const holderIds = new Set(keys.filter((k) => k.holder === "officer" && k.staffId).map((k) => k.staffId!));
  const confirmed = await confirmedOfficers(
    ctx.db,
    officers.map((o) => o.staffId),
  );
  const authorIds = [...new Set((content?.messages ?? []).map((m) => m.staffId).filter((s): s is string => Boolean(s)))];
  const people = await namesOf(ctx.db, [...new Set([...holderIds, ...authorIds])]);
  const openings = await ctx.db
    .select({ who: sql<string>`coalesce(${staffUsers.name}, ${auditLog.staffEmail}, '')`, at: auditLog.at })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(and(eq(auditLog.action, CASE_OPEN_ACTION), eq(auditLog.target, row.reference)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(100);

  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    outcome: row.outcome,
    receivedAt: row.receivedAt,
    acknowledgedAt: row.acknowledgedAt,
    feedbackAt: row.feedbackAt,
    closedAt: row.closedAt,
    deadlines: caseDeadlines(row.receivedAt),
    content,
    locked: content ? null : granted ? "no-key" : "no-grant",
    names: people,
    holders: [...holderIds].map((staffId) => ({ staffId, name: people[staffId] ?? staffId })),
    recoveryHolds: keys.some((k) => k.holder === "recovery"),
    grantable: officers
      .filter((o) => !o.disabledAt && !holderIds.has(o.staffId) && confirmed.has(o.staffId))
      .map(({ staffId, name, email }) => ({ staffId, name, email })),
    openings: sittings(openings),
    deleteOn: row.closedAt ? retentionEnd(row.closedAt, retentionMonths) : null,
  };
}

/** The page is rendered again after each change an officer makes: openings by one person within half an hour read as one sitting (the latest). */
const SITTING_MS = 30 * 60_000;
function sittings(openings: { who: string; at: Date }[]): { who: string; at: Date }[] {
  const kept: { who: string; at: Date }[] = [];
  for (const opening of openings) {
    const last = kept.findLast((k) => k.who === opening.who);
    if (!last || last.at.getTime() - opening.at.getTime() > SITTING_MS) kept.push(opening);
  }
  return kept;
}

async function namesOf(db: Db, ids: string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const rows = await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

/** An attachment to download: its name, sniffed type and bytes; null when the officer may not read it. The download is audited. */
export async function attachmentForOfficer(
  ctx: CaseContext,
  id: string,
  attachmentId: string,
): Promise<(AttachmentMeta & { bytes: Uint8Array }) | null> {
  const row = await caseRow(ctx, id);
  const fileId = caseIdOf(attachmentId);
  if (!row || fileId === null) return null;
  const key = await caseKey(ctx, row.id);
  if (!key) return null;
  const file = await readAttachment(ctx.db, row.id, fileId, key);
  if (file) await ctx.audit({ action: "ethics.attachment.download", target: row.reference, details: { attachment: fileId } });
  return file;
}
