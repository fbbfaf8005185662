import "server-only";
import { NOTE_MAX_CHARS } from "@content/admin-inbox";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { inboxEvents, inboxNotes, inboxStates, submissions, type InboxWorkflow } from "../db/schema";
import type { Staff } from "../staff/roles";
import type { InboxContext } from "./context";
import { parseId } from "./detail";
import { workableKinds, type SubmissionInboxKind } from "./kinds";
import { scope } from "./list";

// The changes the team makes to an item (workflow, assignee, notes), each in one locked transaction with its timeline line.

/**
 * The moves the workflow allows: new → in progress → done, or spam; a done
 * item can be reopened and a spam one put back to new. "Answered" is reached
 * only by the first reply to the visitor (./replies.ts), never by a button:
 * from it the team goes on to in progress or done.
 */
export const MOVES: Record<InboxWorkflow, readonly InboxWorkflow[]> = {
  new: ["in_progress", "spam"],
  answered: ["in_progress", "done", "spam"],
  in_progress: ["done", "spam"],
  done: ["in_progress"],
  spam: ["new"],
};

export type ChangeResult =
  { ok: true } | { ok: false; error: "not-allowed" | "stale" | "note-empty" | "note-too-long" | "unknown-assignee"; length?: number };

export type LockedSubmission = { id: number; reference: string; fields: unknown; createdAt: Date };
export type InboxState = typeof inboxStates.$inferSelect;

/**
 * Runs a change on one submission inside a transaction, with its state row
 * created if missing and locked (FOR UPDATE), so two people changing the
 * same item at once are applied one after the other. Null when the item is
 * not one `staff` works (a tampered id, another team's).
 */
export async function change<R>(
  ctx: InboxContext,
  kind: string,
  id: string | number,
  work: (tx: Db, submission: LockedSubmission, state: InboxState) => Promise<R>,
): Promise<R | null> {
  const n = parseId(id);
  if (n === null) return null;
  return ctx.db.transaction(async (tx) => {
    const [submission] = await tx
      .select({ id: submissions.id, reference: submissions.reference, fields: submissions.fields, createdAt: submissions.createdAt })
      .from(submissions)
      .where(and(scope(ctx.staff, kind), eq(submissions.id, n)));
    if (!submission) return null;
    await tx.insert(inboxStates).values({ submissionId: n }).onConflictDoNothing();
    const [state] = await tx.select().from(inboxStates).where(eq(inboxStates.submissionId, n)).for("update");
    if (!state) return null;
    return work(tx as unknown as Db, submission, state);
  });
}

/** One line of the timeline. */
export async function record(tx: Db, staff: Staff, submissionId: number, action: string, from: string | null, to: string | null, at: Date) {
  await tx.insert(inboxEvents).values({ submissionId, staffId: staff.id, staffName: staff.name, action, fromValue: from, toValue: to, at });
}

/** Writes a workflow move (already checked) and its timeline line. */
export async function moveWorkflow(tx: Db, staff: Staff, submissionId: number, state: InboxState, next: InboxWorkflow, now: Date) {
  await tx
    .update(inboxStates)
    .set({
      workflow: next,
      // Back to new (from spam) undoes the acknowledgement an access request's clock counts.
      startedAt: next === "new" ? null : (state.startedAt ?? now),
      closedAt: next === "done" || next === "spam" ? now : null,
      updatedAt: now,
    })
    .where(eq(inboxStates.submissionId, submissionId));
  await record(tx, staff, submissionId, "workflow", state.workflow, next, now);
}

/**
 * Moves an item along the workflow. `expected` is the status the person saw:
 * when someone else moved it meanwhile, nothing changes (`stale`).
 */
export async function setWorkflow(
  ctx: InboxContext,
  kind: string,
  id: string | number,
  to: string,
  expected?: string,
  now = new Date(),
): Promise<ChangeResult | null> {
  const result = await change(ctx, kind, id, async (tx, submission, state): Promise<ChangeResult> => {
    if (expected !== undefined && expected !== state.workflow) return { ok: false, error: "stale" };
    if (!(MOVES[state.workflow] as readonly string[]).includes(to)) return { ok: false, error: "not-allowed" };
    await moveWorkflow(tx, ctx.staff, submission.id, state, to as InboxWorkflow, now);
    return { ok: true };
  });
  if (result?.ok) await ctx.audit({ action: "inbox.workflow", target: `submission:${parseId(id)}`, details: { kind, to } });
  return result;
}

/**
 * Assigns an item to someone who works its kind (or to nobody). The pages
 * offer the asking person and their team; an id outside the team is refused.
 */
export async function assign(
  ctx: InboxContext,
  kind: string,
  id: string | number,
  assignee: Staff | null,
  now = new Date(),
): Promise<ChangeResult | null> {
  if (assignee && !workableKinds(assignee).includes(kind as SubmissionInboxKind)) {
    // Still only an answer for an item the asker works: another team's id stays a 404.
    return change(ctx, kind, id, async (): Promise<ChangeResult> => ({ ok: false, error: "unknown-assignee" }));
  }
  const result = await change(ctx, kind, id, async (tx, submission, state): Promise<ChangeResult> => {
    await tx
      .update(inboxStates)
      .set({ assigneeId: assignee?.id ?? null, assigneeName: assignee?.name ?? null, updatedAt: now })
      .where(eq(inboxStates.submissionId, submission.id));
    await record(tx, ctx.staff, submission.id, "assignee", state.assigneeName, assignee?.name ?? null, now);
    return { ok: true };
  });
  if (result?.ok) {
    await ctx.audit({ action: "inbox.assign", target: `submission:${parseId(id)}`, details: { kind, assignee: assignee?.id ?? null } });
  }
  return result;
}

/** An internal note (at most NOTE_MAX_CHARS characters, counted as a person counts them). */
export async function addNote(
  ctx: InboxContext,
  kind: string,
  id: string | number,
  body: string,
  now = new Date(),
): Promise<ChangeResult | null> {
  const text = body.replace(/\r\n?/g, "\n").trim();
  const length = Array.from(text).length;
  const result = await change(ctx, kind, id, async (tx, submission): Promise<ChangeResult> => {
    if (!text) return { ok: false, error: "note-empty" };
    if (length > NOTE_MAX_CHARS) return { ok: false, error: "note-too-long", length };
    await tx
      .insert(inboxNotes)
      .values({ submissionId: submission.id, staffId: ctx.staff.id, staffName: ctx.staff.name, body: text, createdAt: now });
    await tx.update(inboxStates).set({ updatedAt: now }).where(eq(inboxStates.submissionId, submission.id));
    await record(tx, ctx.staff, submission.id, "note", null, null, now);
    return { ok: true };
  });
  if (result?.ok) await ctx.audit({ action: "inbox.note", target: `submission:${parseId(id)}`, details: { kind } });
  return result;
}
