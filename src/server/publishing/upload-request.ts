import "server-only";
import { IMAGE_FOLDERS, type ImageFolder } from "@content/media";
import { uploadsCopy } from "@content/admin-uploads";
import { formatFileSize } from "@content/earnings";
import { database } from "../db";
import { clientAddress } from "../http/client-address";
import { isSameOrigin } from "../http/origin";
import { readBoundedBytes } from "../http/read-bounded";
import { writeAudit } from "../staff/audit-log";
import { hasRole, type Role, type Staff } from "../staff/roles";
import { staffOfRequest } from "../staff/session";
import { MAX_UPLOAD_BYTES, storeImage, storeResultFile, UploadError, type ResultFileKind, type StoredFile } from "./uploads";

/** Who may upload what: images for every publishing team, results files for investor relations. */
const UPLOADERS = {
  image: ["marketing", "hr", "investors"],
  pdf: ["investors"],
  xlsx: ["investors"],
} as const satisfies Record<string, readonly Role[]>;
type Kind = keyof typeof UPLOADERS;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });

/** The answer to a back-office upload: 200 with the stored file, else `{ field, message }`. */
export async function handleUpload(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return json(403, { message: uploadsCopy.notAllowed });
  const db = await database();
  const staff: Staff | null = await staffOfRequest(db, request.headers);
  if (!staff) return json(401, { message: uploadsCopy.notAllowed });

  const query = new URL(request.url).searchParams;
  const kind = query.get("kind") as Kind | null;
  const field = (query.get("field") ?? "").slice(0, 100);
  const label = (query.get("label") ?? "").slice(0, 200) || field;
  // Own keys only: `kind=toString` or `folder=__proto__` names a built-in property, not an uploader or a folder.
  if (!kind || !Object.hasOwn(UPLOADERS, kind) || !/^[a-zA-Z][\w.-]*$/.test(field)) return json(400, { message: uploadsCopy.failed });
  if (!(UPLOADERS[kind] as readonly Role[]).some((role) => hasRole(staff, role)))
    return json(403, { field, message: uploadsCopy.notAllowed });

  const bytes = await readBoundedBytes(request, MAX_UPLOAD_BYTES);
  if (bytes === null) {
    const declared = Number(request.headers.get("content-length"));
    const size = Number.isFinite(declared) && declared > 0 ? formatFileSize(declared) : `over ${formatFileSize(MAX_UPLOAD_BYTES)}`;
    return json(413, { field, message: uploadsCopy.tooBig(label, size, formatFileSize(MAX_UPLOAD_BYTES)) });
  }

  let stored: StoredFile;
  try {
    if (kind === "image") {
      const folder = query.get("folder");
      if (!folder || !Object.hasOwn(IMAGE_FOLDERS, folder)) return json(400, { field, message: uploadsCopy.failed });
      stored = await storeImage(db, staff, bytes, folder as ImageFolder, { field, label });
    } else {
      const name = query.get("name") ?? "";
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) || name.length > 100) return json(400, { field, message: uploadsCopy.failed });
      stored = await storeResultFile(db, staff, bytes, kind as ResultFileKind, name, { field, label });
    }
  } catch (error) {
    if (error instanceof UploadError) return json(422, { field: error.field, message: error.message });
    throw error;
  }
  await writeAudit(db, {
    staff,
    action: kind === "image" ? "upload.image" : "upload.file",
    target: stored.path,
    address: clientAddress(request.headers),
    details: { field, bytes: stored.bytes },
  });
  return json(200, stored);
}
