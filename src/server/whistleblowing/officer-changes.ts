import "server-only";
import { CASE_MESSAGE_MAX_CHARS, CASE_NOTE_MAX_CHARS } from "@content/admin-cases";
import { and, eq, sql } from "drizzle-orm";
import { staffRoles, staffUsers, wbCases, type CaseStatus } from "../db/schema";
import { addMessage, grantCase } from "./cases";
import { isConfirmedOfficer } from "./officers";
import { caseRow, caseKey, holdsGrant, CASE_MOVES, CASE_OUTCOMES, type CaseContext } from "./officer";

// The changes an officer makes to a case (status, messages to the reporter, notes, grants), each checked and audited.

export type CaseChange =
  | { ok: true }
  | {
      ok: false;
      error: "not-allowed" | "stale" | "no-key" | "empty" | "too-long" | "outcome-missing" | "no-officer-key" | "not-confirmed";
      length?: number;
    };

/**
 * Moves a case along CASE_MOVES, from the status the officer's page showed
 * (`expected`: someone else's change meanwhile is "stale", not overwritten).
 * Closing needs an outcome; reopening clears it. Acknowledging stamps the
 * acknowledgement; closing stamps the closure (the retention clock).
 */
export async function setCaseStatus(
  ctx: CaseContext,
  id: string,
  to: string,
  expected: string,
  outcome: string | null,
  now = new Date(),
): Promise<CaseChange | null> {
  const row = await caseRow(ctx, id);
  if (!row) return null;
  if (!(await holdsGrant(ctx, row.id))) return { ok: false, error: "not-allowed" };
  if (row.status !== expected) return { ok: false, error: "stale" };
  if (!(CASE_MOVES[row.status] as readonly string[]).includes(to)) return { ok: false, error: "not-allowed" };
  const target = to as CaseStatus;
  if (target === "closed" && !(CASE_OUTCOMES as readonly string[]).includes(outcome ?? "")) return { ok: false, error: "outcome-missing" };
  const stamp = sql`${now.toISOString()}::timestamptz`;
  const updated = await ctx.db
    .update(wbCases)
    .set({
      status: target,
      outcome: target === "closed" ? outcome : null,
      updatedAt: now,
      acknowledgedAt: sql`coalesce(${wbCases.acknowledgedAt}, ${target === "received" ? null : stamp})`,
      closedAt: target === "closed" ? now : null,
    })
    .where(and(eq(wbCases.id, row.id), eq(wbCases.status, row.status)))
    .returning({ id: wbCases.id });
  if (updated.length === 0) return { ok: false, error: "stale" };
  await ctx.audit({
    action: "ethics.case.status",
    target: row.reference,
    details: { from: row.status, to: target, outcome: target === "closed" ? outcome : null },
  });
  return { ok: true };
}

/** A textarea's text as its `maxlength` counted it (line breaks posted as CR LF are one character) and trimmed. */
const typedText = (text: string) => text.replace(/\r\n?/g, "\n").trim();

function checkText(text: string, max: number): CaseChange | null {
  const trimmed = typedText(text);
  if (!trimmed) return { ok: false, error: "empty" };
  if (trimmed.length > max) return { ok: false, error: "too-long", length: trimmed.length };
  return null;
}

/**
 * A message to the reporter, encrypted to the case key (writing needs only
 * the case's public key, but only an officer who can read the case writes
 * to it). A case still `received` is acknowledged by it: the reporter has
 * had an answer.
 */
export async function sendToReporter(ctx: CaseContext, id: string, text: string, now = new Date()): Promise<CaseChange | null> {
  const row = await caseRow(ctx, id);
  if (!row) return null;
  if (!(await holdsGrant(ctx, row.id))) return { ok: false, error: "not-allowed" };
  const invalid = checkText(text, CASE_MESSAGE_MAX_CHARS);
  if (invalid) return invalid;
  await addMessage(ctx.db, row.id, { author: "officer", staffId: ctx.staff.id, text: typedText(text), now });
  if (row.status === "received") {
    await ctx.db
      .update(wbCases)
      .set({ status: "acknowledged", acknowledgedAt: sql`coalesce(${wbCases.acknowledgedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(wbCases.id, row.id), eq(wbCases.status, "received")));
  }
  await ctx.audit({ action: "ethics.case.message", target: row.reference });
  return { ok: true };
}

/** An internal note: encrypted like the report, never shown to the reporter. */
export async function addCaseNote(ctx: CaseContext, id: string, text: string, now = new Date()): Promise<CaseChange | null> {
  const row = await caseRow(ctx, id);
  if (!row) return null;
  if (!(await holdsGrant(ctx, row.id))) return { ok: false, error: "not-allowed" };
  const invalid = checkText(text, CASE_NOTE_MAX_CHARS);
  if (invalid) return invalid;
  await addMessage(ctx.db, row.id, { author: "note", staffId: ctx.staff.id, text: typedText(text), now });
  await ctx.audit({ action: "ethics.case.note", target: row.reference });
  return { ok: true };
}

/**
 * Gives another officer access: the case key, opened with this officer's
 * key, is wrapped to theirs. The other must be an enabled, confirmed `ethics`
 * account with a key pair (made at their first password sign-in).
 */
export async function grantCaseTo(ctx: CaseContext, id: string, toStaffId: string): Promise<(CaseChange & { name?: string }) | null> {
  const row = await caseRow(ctx, id);
  if (!row) return null;
  if (!(await holdsGrant(ctx, row.id))) return { ok: false, error: "not-allowed" };
  const key = await caseKey(ctx, row.id);
  if (!key) return { ok: false, error: "no-key" };
  const [target] = await ctx.db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .innerJoin(staffRoles, and(eq(staffRoles.userId, staffUsers.id), eq(staffRoles.role, "ethics")))
    .where(eq(staffUsers.id, toStaffId));
  if (!target || target.disabledAt) return { ok: false, error: "not-allowed" };
  // Only to an officer another officer (or the recovery key) has confirmed: the role alone is an administrator's word.
  if (!(await isConfirmedOfficer(ctx.db, target.id))) return { ok: false, error: "not-confirmed" };
  if (!(await grantCase(ctx.db, row.id, key, target.id, ctx.staff.id))) return { ok: false, error: "no-officer-key" };
  await ctx.audit({ action: "ethics.case.grant", target: row.reference, details: { to: target.email } });
  return { ok: true, name: target.name };
}
