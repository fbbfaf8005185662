import "server-only";
import { DECISION_MESSAGE_MAX_CHARS, inboxCopy } from "@content/admin-inbox";
import { mailCopy } from "@content/mails";
import { site } from "@content/site";
import { and, desc, eq } from "drizzle-orm";
import { inboxStates, submissions, type AgentDecision } from "../db/schema";
import { queueMail, type OutboxMail } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import { hasRole, type Staff } from "../staff/roles";
import type { InboxContext } from "./context";
import { change, moveWorkflow, record, type ChangeResult } from "./changes";
import { parseId } from "./detail";
import { fieldsOf } from "./list";

export type DecisionResult = ChangeResult | { ok: false; error: "already-decided" | "message-too-long"; length: number };

/** The applicant's e-mail: the answer, the team's optional message, the reference, where to ask. */
function decisionMail(decision: AgentDecision, email: string, reference: string, message: string): OutboxMail {
  const copy = inboxCopy.agentMail;
  return {
    recipient: email,
    replyTo: site.mailboxes.agents,
    subject: copy.subject[decision],
    ...renderEmail(
      {
        paragraphs: [mailCopy.greeting, copy.text[decision]],
        rows: [...(message ? ([[copy.messageLabel, message]] as [string, string][]) : []), [mailCopy.referenceLabel, reference]],
        footer: [copy.questions],
      },
      copy.subject[decision],
    ),
  };
}

/**
 * Approves or declines an agent application, once: in one transaction the
 * decision, the item marked done, the timeline, and the applicant's e-mail
 * in the outbox (outside the visitor mail budget: the team sends it, not a
 * visitor). Null when `staff` does not work agent applications or the id is
 * not one.
 */
export async function decideAgent(
  ctx: InboxContext,
  id: string | number,
  decision: AgentDecision,
  message = "",
  now = new Date(),
): Promise<DecisionResult | null> {
  const text = message.replace(/\r\n?/g, "\n").trim();
  const length = Array.from(text).length;
  const result = await change(ctx, "agent", id, async (tx, submission, state): Promise<DecisionResult> => {
    if (state.decision) return { ok: false, error: "already-decided", length: 0 };
    if (length > DECISION_MESSAGE_MAX_CHARS) return { ok: false, error: "message-too-long", length };
    const email = new Map(fieldsOf(submission.fields)).get("email") ?? "";
    await tx.update(inboxStates).set({ decision, decidedAt: now, updatedAt: now }).where(eq(inboxStates.submissionId, submission.id));
    // The submission's own status has said "pending" (approval) since it arrived.
    await tx.update(submissions).set({ status: decision }).where(eq(submissions.id, submission.id));
    await queueMail(tx, submission.id, [decisionMail(decision, email, submission.reference, text)], now);
    await record(tx, ctx.staff, submission.id, "decision", null, decision, now);
    if (state.workflow !== "done") await moveWorkflow(tx, ctx.staff, submission.id, state, "done", now);
    return { ok: true };
  });
  if (result?.ok) {
    await ctx.audit({
      action: `inbox.agent.${decision}`,
      target: `submission:${parseId(id)}`,
      details: { kind: "agent", message: Boolean(text) },
    });
  }
  return result;
}

/** Who reads the approved agents: the agents team, and the residences team that works with them. */
function canReadApprovedAgents(staff: Staff): boolean {
  return hasRole(staff, "agents") || hasRole(staff, "residences");
}

export type ApprovedAgent = { id: number; reference: string; fullName: string; email: string; phoneNumber: string; approvedAt: Date };

/** The approved agents, newest approval first; null for anyone else than those two teams. */
export async function approvedAgents(ctx: InboxContext): Promise<ApprovedAgent[] | null> {
  if (!canReadApprovedAgents(ctx.staff)) return null;
  const rows = await ctx.db
    .select({ id: submissions.id, reference: submissions.reference, fields: submissions.fields, approvedAt: inboxStates.decidedAt })
    .from(submissions)
    .innerJoin(inboxStates, eq(inboxStates.submissionId, submissions.id))
    .where(and(eq(submissions.kind, "agent"), eq(inboxStates.decision, "approved")))
    .orderBy(desc(inboxStates.decidedAt), desc(submissions.id));
  return rows.map((row) => {
    const fields = new Map(fieldsOf(row.fields));
    return {
      id: row.id,
      reference: row.reference,
      fullName: fields.get("fullName") ?? "",
      email: fields.get("email") ?? "",
      phoneNumber: fields.get("phoneNumber") ?? "",
      approvedAt: row.approvedAt ?? new Date(0),
    };
  });
}

/** The approved agents as export rows (written to the audit log); null for anyone else than those two teams. */
export async function exportApprovedAgents(ctx: InboxContext): Promise<{ header: string[]; rows: string[][] } | null> {
  const agents = await approvedAgents(ctx);
  if (!agents) return null;
  const c = inboxCopy.agents.columns;
  await ctx.audit({ action: "inbox.agents.export", target: "agents:approved", details: { rows: agents.length } });
  return {
    header: [c.name, c.email, c.phone, inboxCopy.csv.approvedAt, inboxCopy.csv.reference],
    rows: agents.map((a) => [a.fullName, a.email, a.phoneNumber, a.approvedAt.toISOString(), a.reference]),
  };
}
