"use server";

import { DECISION_MESSAGE_MAX_CHARS, NOTE_MAX_CHARS, REPLY_MAX_CHARS, inboxCopy, workflowNames } from "@content/admin-inbox";
import { revalidatePath } from "next/cache";
import { notFound } from "next/navigation";
import { ownEntry } from "@/lib/hostile-input";
import { decideAgent } from "@/server/inbox/agents";
import { addNote, assign, setWorkflow, type ChangeResult } from "@/server/inbox/changes";
import {
  REPLIES_PER_ITEM_PER_HOUR,
  createSavedReply,
  deleteSavedReply,
  sendReply,
  updateSavedReply,
  type SavedReplyResult,
} from "@/server/inbox/replies";
import { inboxForAction } from "@/server/inbox/request";
import { database } from "@/server/db";
import { staffOf } from "@/server/staff/accounts";
import type { DecisionResult } from "@/server/inbox/agents";
import type { ActionState } from "@/admin/action-form";

const m = inboxCopy.messages;
const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The answer to a change: an item the viewer may not work (a tampered id,
 * another team's) is a 404 like a page; a refused change says why and
 * changes nothing; a done one refreshes the item's page.
 */
function answer(result: ChangeResult | DecisionResult | null, kind: string, id: string, success: string): ActionState {
  if (result === null) notFound();
  if (result.ok) {
    revalidatePath(`/admin/inbox/${kind}/${id}`);
    return { tone: "success", message: success };
  }
  switch (result.error) {
    case "stale":
      revalidatePath(`/admin/inbox/${kind}/${id}`);
      return { tone: "error", message: m.stale };
    case "note-empty":
      return { tone: "error", message: m.noteEmpty };
    case "note-too-long":
      return { tone: "error", message: m.noteTooLong(NOTE_MAX_CHARS, result.length ?? 0) };
    case "message-too-long":
      return { tone: "error", message: m.messageTooLong(DECISION_MESSAGE_MAX_CHARS, result.length ?? 0) };
    case "already-decided":
      return { tone: "error", message: m.alreadyDecided };
    case "unknown-assignee":
      return { tone: "error", message: m.unknownAssignee };
    default:
      return { tone: "error", message: m.notAllowed };
  }
}

export async function changeWorkflow(_previous: ActionState, data: FormData): Promise<ActionState> {
  const ctx = await inboxForAction();
  const [kind, id, to] = [text(data, "kind"), text(data, "id"), text(data, "to")];
  const result = await setWorkflow(ctx, kind, id, to, text(data, "expected"));
  return answer(result, kind, id, m.workflow(ownEntry(workflowNames, to) ?? to));
}

export async function assignItem(_previous: ActionState, data: FormData): Promise<ActionState> {
  const ctx = await inboxForAction();
  const [kind, id, assigneeId] = [text(data, "kind"), text(data, "id"), text(data, "assignee")];
  // Only an active account; whether it works this kind, the data layer checks (an unknown id works none).
  const found = assigneeId ? await staffOf(await database(), assigneeId, { active: true }) : null;
  const assignee = assigneeId ? (found ?? { id: assigneeId, name: "", email: "", roles: [] }) : null;
  const result = await assign(ctx, kind, id, assignee);
  return answer(result, kind, id, m.assigned(assignee?.name ?? null));
}

export async function addItemNote(_previous: ActionState, data: FormData): Promise<ActionState> {
  const ctx = await inboxForAction();
  const [kind, id] = [text(data, "kind"), text(data, "id")];
  const result = await addNote(ctx, kind, id, text(data, "note"));
  return answer(result, kind, id, m.noteAdded);
}

export async function decideApplication(_previous: ActionState, data: FormData): Promise<ActionState> {
  const ctx = await inboxForAction();
  const id = text(data, "id");
  const decision = text(data, "decision");
  if (decision !== "approved" && decision !== "declined") return { tone: "error", message: m.notAllowed };
  const result = await decideAgent(ctx, id, decision, text(data, "message"));
  return answer(result, "agent", id, decision === "approved" ? m.approved : m.declined);
}

/** Sends the visitor the answer typed in the item's reply box (issue 42); the e-mail goes now rather than at the dispatcher's next round. */
export async function sendItemReply(_previous: ActionState, data: FormData): Promise<ActionState> {
  const ctx = await inboxForAction();
  const [kind, id] = [text(data, "kind"), text(data, "id")];
  const result = await sendReply(ctx, kind, id, text(data, "token"), text(data, "body"), new Date(), text(data, "file") || null);
  if (result === null) notFound();
  if (result.ok) {
    revalidatePath(`/admin/inbox/${kind}/${id}`);
    return { tone: "success", message: m.replySent };
  }
  switch (result.error) {
    case "already-sent":
      revalidatePath(`/admin/inbox/${kind}/${id}`);
      return { tone: "error", message: m.replyAlreadySent };
    case "empty":
      return { tone: "error", message: m.replyEmpty };
    case "too-long":
      return { tone: "error", message: m.replyTooLong(REPLY_MAX_CHARS, result.length ?? 0) };
    case "no-address":
      return { tone: "error", message: m.replyNoAddress };
    case "spam":
      return { tone: "error", message: m.replySpam };
    case "file-missing":
      return { tone: "error", message: m.replyFileMissing };
    case "stale-form":
      return { tone: "error", message: m.replyFormStale };
    case "too-many":
      return { tone: "error", message: m.replyTooMany(REPLIES_PER_ITEM_PER_HOUR) };
    default:
      return { tone: "error", message: m.notAllowed };
  }
}

/** The answer to a change of a team's saved replies: another team's inbox is a 404 like a page. */
function savedAnswer(result: SavedReplyResult | null, kind: string, success: string): ActionState {
  if (result === null) notFound();
  if (result.ok) {
    revalidatePath(`/admin/inbox/${kind}/saved-replies`);
    return { tone: "success", message: success };
  }
  if (result.error === "missing") revalidatePath(`/admin/inbox/${kind}/saved-replies`);
  return {
    tone: "error",
    message: result.error === "incomplete" ? m.savedIncomplete : result.error === "too-long" ? m.savedTooLong : m.savedMissing,
  };
}

export async function addSavedReply(_previous: ActionState, data: FormData): Promise<ActionState> {
  const ctx = await inboxForAction();
  const kind = text(data, "kind");
  return savedAnswer(await createSavedReply(ctx, kind, text(data, "title"), text(data, "body")), kind, m.savedCreated);
}

/** Saves or deletes one saved reply, by the button pressed. */
export async function changeSavedReply(_previous: ActionState, data: FormData): Promise<ActionState> {
  const ctx = await inboxForAction();
  const [kind, id] = [text(data, "kind"), text(data, "id")];
  if (text(data, "intent") === "delete") return savedAnswer(await deleteSavedReply(ctx, kind, id), kind, m.savedRemoved);
  return savedAnswer(await updateSavedReply(ctx, kind, id, text(data, "title"), text(data, "body")), kind, m.savedSaved);
}
