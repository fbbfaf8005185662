import "server-only";
import { REPLY_MAX_CHARS, SAVED_REPLY_TITLE_MAX_CHARS, inboxCopy } from "@content/admin-inbox";
import { site } from "@content/site";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, count, eq, gt, isNull } from "drizzle-orm";
import { normaliseReply, replyLength, replySubject, replyText } from "@/lib/inbox-reply";
import { inboxReplies, inboxReplyFiles, inboxSavedReplies, inboxStates } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { renderReplyHtml } from "../mail/render";
import { rateLimitRefusals } from "../observability/metrics";
import { hashedClientKey } from "../rate-limit";
import type { InboxContext } from "./context";
import { change, moveWorkflow, record } from "./changes";
import { parseId } from "./detail";
import { fieldsOf, type Fields } from "./list";
import { workableKinds, type SubmissionInboxKind } from "./kinds";
import { ATTACHING_KIND } from "./reply-files";

/**
 * Answering the visitor from the item (issue 42): the team's saved replies,
 * and Send, which queues one e-mail through the outbox from the team's
 * address (Reply-To its mailbox, the item's reference in the subject) and
 * writes the answer on the item's timeline. Every function takes the asking
 * staff and answers null for a kind or item they do not work, like the rest
 * of the inbox (decision 095).
 */

type TeamKey = keyof typeof inboxCopy.teamNames;
export type ReplyTeam = { name: string; mailbox: string; from: string };

/** The team that answers an item: the mailbox its submission went to (an enquiry's business's). */
export function replyTeam(kind: SubmissionInboxKind, fields: Fields): ReplyTeam {
  const get = (key: string) => fields.find(([k]) => k === key)?.[1] ?? "";
  const key: TeamKey =
    kind === "booking"
      ? "residences"
      : kind === "agent"
        ? "agents"
        : kind === "dsar"
          ? "privacy"
          : kind === "enquiry" && get("business") === "asset-management"
            ? "assetManagement"
            : kind === "enquiry" && get("business") === "commodities"
              ? "commodities"
              : "info";
  const name = inboxCopy.teamNames[key];
  const mailbox = site.mailboxes[key];
  return { name, mailbox, from: `${site.name} ${name} <${mailbox}>` };
}

/** One address, as the site's forms accept one (no spaces, one @, a dot in the domain). */
const ADDRESS_RE = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** The visitor's own address, from the item's e-mail field; null when they left none (an enquiry: spec §5 asks for a phone number). */
export function visitorAddress(fields: Fields): string | null {
  const email = (fields.find(([k]) => k === "email")?.[1] ?? "").trim();
  return ADDRESS_RE.test(email) ? email : null;
}

export type SavedReply = { id: number; title: string; body: string; updatedByName: string; updatedAt: Date };

function works(ctx: InboxContext, kind: string): kind is SubmissionInboxKind {
  return workableKinds(ctx.staff).includes(kind as SubmissionInboxKind);
}

/** A team's saved replies, by title; null when `staff` does not work that inbox. */
export async function listSavedReplies(ctx: InboxContext, kind: string): Promise<SavedReply[] | null> {
  if (!works(ctx, kind)) return null;
  return ctx.db
    .select({
      id: inboxSavedReplies.id,
      title: inboxSavedReplies.title,
      body: inboxSavedReplies.body,
      updatedByName: inboxSavedReplies.updatedByName,
      updatedAt: inboxSavedReplies.updatedAt,
    })
    .from(inboxSavedReplies)
    .where(eq(inboxSavedReplies.kind, kind))
    .orderBy(asc(inboxSavedReplies.title), asc(inboxSavedReplies.id));
}

export type SavedReplyResult = { ok: true; id: number } | { ok: false; error: "incomplete" | "too-long" | "missing" };

function checkSaved(title: string, body: string): { title: string; body: string } | "incomplete" | "too-long" {
  const t = title.replace(/\s+/g, " ").trim();
  const b = normaliseReply(body);
  if (!t || !b) return "incomplete";
  if (Array.from(t).length > SAVED_REPLY_TITLE_MAX_CHARS || replyLength(b) > REPLY_MAX_CHARS) return "too-long";
  return { title: t, body: b };
}

/** Adds a saved reply to a team's inbox; null when `staff` does not work it. */
export async function createSavedReply(
  ctx: InboxContext,
  kind: string,
  title: string,
  body: string,
  now = new Date(),
): Promise<SavedReplyResult | null> {
  if (!works(ctx, kind)) return null;
  const checked = checkSaved(title, body);
  if (typeof checked === "string") return { ok: false, error: checked };
  const [row] = await ctx.db
    .insert(inboxSavedReplies)
    .values({ kind, ...checked, updatedByName: ctx.staff.name, createdAt: now, updatedAt: now })
    .returning({ id: inboxSavedReplies.id });
  await ctx.audit({ action: "inbox.saved-reply.create", target: `saved-reply:${row!.id}`, details: { kind } });
  return { ok: true, id: row!.id };
}

/** Changes one of the team's saved replies; another team's id is `missing`, as one that does not exist. */
export async function updateSavedReply(
  ctx: InboxContext,
  kind: string,
  id: string | number,
  title: string,
  body: string,
  now = new Date(),
): Promise<SavedReplyResult | null> {
  if (!works(ctx, kind)) return null;
  const n = parseId(id);
  const checked = checkSaved(title, body);
  if (typeof checked === "string") return { ok: false, error: checked };
  if (n === null) return { ok: false, error: "missing" };
  const rows = await ctx.db
    .update(inboxSavedReplies)
    .set({ ...checked, updatedByName: ctx.staff.name, updatedAt: now })
    .where(and(eq(inboxSavedReplies.id, n), eq(inboxSavedReplies.kind, kind)))
    .returning({ id: inboxSavedReplies.id });
  if (rows.length === 0) return { ok: false, error: "missing" };
  await ctx.audit({ action: "inbox.saved-reply.update", target: `saved-reply:${n}`, details: { kind } });
  return { ok: true, id: n };
}

/** Deletes one of the team's saved replies. */
export async function deleteSavedReply(ctx: InboxContext, kind: string, id: string | number): Promise<SavedReplyResult | null> {
  if (!works(ctx, kind)) return null;
  const n = parseId(id);
  if (n === null) return { ok: false, error: "missing" };
  const rows = await ctx.db
    .delete(inboxSavedReplies)
    .where(and(eq(inboxSavedReplies.id, n), eq(inboxSavedReplies.kind, kind)))
    .returning({ id: inboxSavedReplies.id });
  if (rows.length === 0) return { ok: false, error: "missing" };
  await ctx.audit({ action: "inbox.saved-reply.delete", target: `saved-reply:${n}`, details: { kind } });
  return { ok: true, id: n };
}

/** At most this many answers go to the visitor of one item in an hour, whoever sends them (decision 142). */
export const REPLIES_PER_ITEM_PER_HOUR = 5;

/**
 * A reply box's token, issued by the server with the form (issue 47): a random part and a keyed hash
 * (RATE_LIMIT_SECRET's HMAC, as for the limits' keys) of it with the person and the item, so the
 * browser cannot choose one, nor carry one to another item or person; the unique index on the
 * replies makes each one send once.
 */
export function issueReplyToken(staffId: string, submissionId: number): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${hashedClientKey(`inbox-reply:${staffId}:${submissionId}:${nonce}`)}`;
}

/** What is stored of a sent form's token: its SHA-256, never the token itself (the unique index needs only that). */
const storedToken = (token: string) => createHash("sha256").update(token).digest("hex");

function issuedFor(token: string, staffId: string, submissionId: number): boolean {
  const [nonce, mac, ...rest] = token.split(".");
  if (!nonce || !mac || rest.length || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return false;
  const expected = Buffer.from(hashedClientKey(`inbox-reply:${staffId}:${submissionId}:${nonce}`));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type ReplyResult =
  | { ok: true; outboxId: number; attachmentBytes: number | null }
  | {
      ok: false;
      error: "already-sent" | "empty" | "too-long" | "no-address" | "spam" | "not-allowed" | "file-missing" | "stale-form" | "too-many";
      length?: number;
    };

/**
 * Sends the visitor `body` from the item: in one transaction (the item's
 * state row locked) the answer, its one outbox e-mail (From the team's
 * address, Reply-To its mailbox, the reference in the subject), the
 * timeline's line and, on the first answer, `first_replied_at` and the move
 * from new to answered. `token` is the form's, issued for this person and item
 * (issueReplyToken; any other is `stale-form`): the unique index on it makes a
 * resubmitted form (a double click, a reload that posts again) send nothing
 * more (`already-sent`). Past REPLIES_PER_ITEM_PER_HOUR answers to the item in
 * the last hour, `too-many`. Null when `staff` does not work the item.
 *
 * `fileId`, on an access request only, names the export its asker uploaded
 * to this item (reply-files.ts): the e-mail carries it, the timeline names
 * it; any other file (another item's, another person's, one already sent)
 * is `file-missing` and nothing is sent.
 */
export async function sendReply(
  ctx: InboxContext,
  kind: string,
  id: string | number,
  token: string,
  body: string,
  now = new Date(),
  fileId: string | null = null,
): Promise<ReplyResult | null> {
  const text = normaliseReply(body);
  const length = replyLength(text);
  const result = await change(ctx, kind, id, async (tx, submission, state): Promise<ReplyResult> => {
    if (!issuedFor(token, ctx.staff.id, submission.id)) return { ok: false, error: "stale-form" };
    const tokenHash = storedToken(token);
    const fields = fieldsOf(submission.fields);
    const to = visitorAddress(fields);
    if (!to) return { ok: false, error: "no-address" };
    if (state.workflow === "spam") return { ok: false, error: "spam" };
    if (!text) return { ok: false, error: "empty" };
    if (length > REPLY_MAX_CHARS) return { ok: false, error: "too-long", length };
    let file: { id: string; name: string; size: number } | undefined;
    if (fileId) {
      if (kind !== ATTACHING_KIND) return { ok: false, error: "not-allowed" };
      [file] = await tx
        .select({ id: inboxReplyFiles.id, name: inboxReplyFiles.name, size: inboxReplyFiles.size })
        .from(inboxReplyFiles)
        .where(
          and(
            eq(inboxReplyFiles.id, fileId),
            eq(inboxReplyFiles.submissionId, submission.id),
            eq(inboxReplyFiles.uploadedBy, ctx.staff.id),
            isNull(inboxReplyFiles.outboxId),
          ),
        )
        .for("update");
      if (!file) {
        // A resubmitted form finds its file already on its way: say so, as for any resubmission.
        const [sent] = await tx.select({ id: inboxReplies.id }).from(inboxReplies).where(eq(inboxReplies.token, tokenHash));
        return { ok: false, error: sent ? "already-sent" : "file-missing" };
      }
    }
    // Counted under the item's state row, which change() holds locked: two sends cannot both pass.
    const [recent] = await tx
      .select({ n: count() })
      .from(inboxReplies)
      .where(and(eq(inboxReplies.submissionId, submission.id), gt(inboxReplies.createdAt, new Date(now.getTime() - 3_600_000))));
    if ((recent?.n ?? 0) >= REPLIES_PER_ITEM_PER_HOUR) {
      const [sent] = await tx.select({ id: inboxReplies.id }).from(inboxReplies).where(eq(inboxReplies.token, tokenHash));
      if (sent) return { ok: false, error: "already-sent" };
      rateLimitRefusals().inc({ limit: "inbox-reply-item" });
      return { ok: false, error: "too-many" };
    }
    const [reply] = await tx
      .insert(inboxReplies)
      .values({
        submissionId: submission.id,
        token: tokenHash,
        staffId: ctx.staff.id,
        staffName: ctx.staff.name,
        body: text,
        createdAt: now,
      })
      .onConflictDoNothing({ target: inboxReplies.token })
      .returning({ id: inboxReplies.id });
    if (!reply) return { ok: false, error: "already-sent" };
    const team = replyTeam(kind as SubmissionInboxKind, fields);
    const plain = replyText(text, team.name, submission.reference);
    const [mail] = await queueMail(
      tx,
      submission.id,
      [
        {
          recipient: to,
          sender: team.from,
          replyTo: team.mailbox,
          subject: replySubject(submission.reference),
          text: plain,
          // The same text, escaped, its lines kept and its addresses linked: what the preview showed, in any mail program.
          html: renderReplyHtml(replySubject(submission.reference), plain),
        },
      ],
      now,
    );
    await tx.update(inboxReplies).set({ outboxId: mail!.id }).where(eq(inboxReplies.id, reply.id));
    if (file) await tx.update(inboxReplyFiles).set({ outboxId: mail!.id }).where(eq(inboxReplyFiles.id, file.id));
    await tx
      .update(inboxStates)
      .set({ firstRepliedAt: state.firstRepliedAt ?? now, updatedAt: now })
      .where(eq(inboxStates.submissionId, submission.id));
    // The timeline names the attached file, never what it holds.
    await record(tx, ctx.staff, submission.id, "reply", null, file?.name ?? null, now);
    if (state.workflow === "new") await moveWorkflow(tx, ctx.staff, submission.id, state, "answered", now);
    return { ok: true, outboxId: mail!.id, attachmentBytes: file?.size ?? null };
  });
  if (result?.ok) {
    await ctx.audit({
      action: "inbox.reply",
      target: `submission:${parseId(id)}`,
      details: { kind, ...(result.attachmentBytes !== null ? { attachmentBytes: result.attachmentBytes } : {}) },
    });
  }
  return result;
}
