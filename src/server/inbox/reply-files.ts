import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Db } from "../db/client";
import { inboxReplyFiles } from "../db/schema";
import type { InboxContext } from "./context";
import { change } from "./changes";
import { parseId } from "./detail";
import { workableKinds } from "./kinds";

/**
 * The exported data file the privacy team attaches to an access request's
 * answer (issue 42). It is uploaded on its own (a route handler: server
 * actions stop at 32 KB), kept in inbox_reply_files until the answer that
 * carries it is delivered (the dispatcher then deletes it), and never lands
 * among the published files. Only an access request takes one, and only
 * from someone who works access requests.
 */

/** The kind whose answers carry a file. */
export const ATTACHING_KIND = "dsar";
export const MAX_REPLY_FILE_BYTES = 10 * 1024 * 1024;

/** What an export may be: judged by its bytes, and its name must say the same. */
const REPLY_FILE_TYPES = {
  pdf: "application/pdf",
  zip: "application/zip",
  csv: "text/csv",
  json: "application/json",
} as const;
type FileKind = keyof typeof REPLY_FILE_TYPES;

/** Control characters other than tab, line feed, carriage return: not text. */
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function extensionOf(name: string): string {
  return /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? "";
}

/** The file's kind, from its bytes and its name's extension agreeing; null when refused. */
async function replyFileKind(name: string, bytes: Uint8Array): Promise<FileKind | null> {
  const extension = extensionOf(name);
  const found = await fileTypeFromBuffer(bytes);
  if (found) return (found.ext === "pdf" || found.ext === "zip") && extension === found.ext ? found.ext : null;
  if (extension !== "csv" && extension !== "json") return null;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (NOT_TEXT.test(text)) return null;
  if (extension === "csv") return "csv";
  try {
    JSON.parse(text);
    return "json";
  } catch {
    return null;
  }
}

/** The name without folders or control characters, at most 150 characters. */
function cleanFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g, "").trim();
  const name = base === "" || base === "." || base === ".." ? "export" : base;
  if (name.length <= 150) return name;
  const extension = `.${extensionOf(name)}`;
  return name.slice(0, 150 - extension.length) + extension;
}

export type ReplyFileResult = { ok: true; id: string; name: string; size: number } | { ok: false; error: "empty" | "too-big" | "type" };

/**
 * Keeps `bytes` as the file of `staff`'s next answer to access request `id`.
 * Null when the kind is not an access request or `staff` does not work it
 * (the same answer as for an item that does not exist). An earlier file the
 * same person uploaded to the same item and did not send is replaced.
 */
export async function storeReplyFile(
  ctx: InboxContext,
  kind: string,
  id: string | number,
  rawName: string,
  bytes: Uint8Array,
): Promise<ReplyFileResult | null> {
  if (kind !== ATTACHING_KIND || !workableKinds(ctx.staff).includes(kind)) return null;
  const name = cleanFileName(rawName);
  const result = await change(ctx, kind, id, async (tx, submission): Promise<ReplyFileResult> => {
    if (bytes.byteLength === 0) return { ok: false, error: "empty" };
    if (bytes.byteLength > MAX_REPLY_FILE_BYTES) return { ok: false, error: "too-big" };
    const type = await replyFileKind(name, bytes);
    if (!type) return { ok: false, error: "type" };
    await tx
      .delete(inboxReplyFiles)
      .where(
        and(
          eq(inboxReplyFiles.submissionId, submission.id),
          eq(inboxReplyFiles.uploadedBy, ctx.staff.id),
          isNull(inboxReplyFiles.outboxId),
        ),
      );
    const fileId = randomBytes(18).toString("base64url");
    await tx.insert(inboxReplyFiles).values({
      id: fileId,
      submissionId: submission.id,
      uploadedBy: ctx.staff.id,
      name,
      contentType: REPLY_FILE_TYPES[type],
      size: bytes.byteLength,
      body: bytes,
    });
    return { ok: true, id: fileId, name, size: bytes.byteLength };
  });
  if (result?.ok) {
    // What was done, never what the file holds or is called.
    await ctx.audit({ action: "inbox.reply-file.upload", target: `submission:${parseId(id)}`, details: { kind, bytes: result.size } });
  }
  return result;
}

/** A file still waiting for its answer, by its id: only to the person who uploaded it, on the item it was uploaded to. */
export async function pendingReplyFile(
  db: Db,
  staffId: string,
  submissionId: number,
  fileId: string,
): Promise<{ id: string; name: string; size: number } | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(fileId)) return null;
  const [file] = await db
    .select({ id: inboxReplyFiles.id, name: inboxReplyFiles.name, size: inboxReplyFiles.size })
    .from(inboxReplyFiles)
    .where(
      and(
        eq(inboxReplyFiles.id, fileId),
        eq(inboxReplyFiles.submissionId, submissionId),
        eq(inboxReplyFiles.uploadedBy, staffId),
        isNull(inboxReplyFiles.outboxId),
      ),
    );
  return file ?? null;
}
