import "server-only";
import { inboxCopy } from "@content/admin-inbox";
import { database } from "../db";
import { clientAddress } from "../http/client-address";
import { readBoundedBytes } from "../http/read-bounded";
import { isSameOrigin } from "../http/origin";
import { writeAudit } from "../staff/audit-log";
import { staffOfRequest } from "../staff/session";
import type { InboxContext } from "./context";
import { workableKinds } from "./kinds";
import { ATTACHING_KIND, MAX_REPLY_FILE_BYTES, storeReplyFile, type ReplyFileResult } from "./reply-files";

/**
 * POST /api/admin/inbox/dsar/<id>/files: the export the privacy team attaches
 * to an access request's answer (issue 42), one multipart file field `file`.
 * Script in the reply box asks for JSON (`Accept: application/json`) and puts
 * the answered id into the form; a plain form post (no script) is sent back
 * to the item with the id, or the refusal, in the address.
 */

/** The file and the few bytes of multipart framing around it. */
const MAX_BODY_BYTES = MAX_REPLY_FILE_BYTES + 64 * 1024;

export type ReadFile = { ok: true; name: string; bytes: Buffer } | { ok: false; error: "too-big" | "unreadable" | "empty" };

/**
 * Reads the one file of a multipart post through the site's bounded reader: a body past the file's limit and its
 * framing is refused after about 10 MB, never read whole. Other fields are ignored.
 */
export async function readReplyFile(request: Request): Promise<ReadFile> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) return { ok: false, error: "unreadable" };
  const body = await readBoundedBytes(request, MAX_BODY_BYTES);
  if (body === null) return { ok: false, error: "too-big" };
  let file: FormDataEntryValue | null;
  try {
    file = (await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData()).get("file");
  } catch {
    return { ok: false, error: "unreadable" };
  }
  if (!(file instanceof File) || (file.size === 0 && !file.name)) return { ok: false, error: "empty" };
  if (file.size > MAX_REPLY_FILE_BYTES) return { ok: false, error: "too-big" };
  return { ok: true, name: file.name, bytes: Buffer.from(await file.arrayBuffer()) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });

type Refusal = Exclude<ReplyFileResult, { ok: true }>["error"] | Exclude<ReadFile, { ok: true }>["error"];
const STATUS: Record<Refusal, number> = { "too-big": 413, type: 415, empty: 400, unreadable: 400 };

/** The route's answer: who is asking first, then the file, then where it is kept. */
export async function handleReplyFileUpload(request: Request, kind: string, id: string): Promise<Response> {
  const f = inboxCopy.replyFile;
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  if (!isSameOrigin(request)) return json(403, { message: f.notAllowed });
  const db = await database();
  const staff = await staffOfRequest(db, request.headers);
  if (!staff) return json(401, { message: f.notAllowed });
  const address = clientAddress(request.headers);
  const ctx: InboxContext = {
    db: db.db,
    staff,
    audit: (entry) =>
      writeAudit(db, {
        staff,
        action: entry.action,
        target: entry.target,
        address,
        details: Object.fromEntries(
          Object.entries(entry.details ?? {}).filter((pair): pair is [string, string | number | boolean] => pair[1] !== null),
        ),
      }),
  };

  // Not an access request, or one the asker does not work: answered as an item that does not exist, before a byte is read.
  if (kind !== ATTACHING_KIND || !workableKinds(staff).includes(kind)) {
    await request.body?.cancel().catch(() => undefined);
    return json(404, { message: f.notAllowed });
  }
  const read = await readReplyFile(request);
  const result = read.ok ? await storeReplyFile(ctx, kind, id, read.name, read.bytes) : read;
  if (result === null) return json(404, { message: f.notAllowed });
  const back = `/admin/inbox/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
  if (result.ok) {
    if (wantsJson) return json(200, { id: result.id, name: result.name, size: result.size });
    return new Response(null, { status: 303, headers: { Location: `${back}?file=${result.id}#reply`, "Cache-Control": "no-store" } });
  }
  if (wantsJson) return json(STATUS[result.error], { message: f.errors[result.error] });
  return new Response(null, { status: 303, headers: { Location: `${back}?fileError=${result.error}#reply`, "Cache-Control": "no-store" } });
}
