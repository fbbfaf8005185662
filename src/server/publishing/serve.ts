import "server-only";
import { FILE_POLICY } from "@/security-headers";
import { isHostileText } from "@/lib/hostile-input";
import { BODY_LENGTH_HEADER } from "@/lib/runtime-contract";
import { database } from "../db";
import { staffOfRequest } from "../staff/session";
import { fileAudience } from "./upload-lifecycle";
import { readPublishedFile } from "./uploads";

/**
 * Answers GET for an uploaded file from the database, so every instance serves
 * it. Its path names its content's hash: it never changes, so once it is
 * public, browsers, nginx and any CDN keep it for a year without asking again;
 * before, only its editors get it, never kept by a cache.
 */
export async function servePublishedFile(request: Request, path: string): Promise<Response> {
  // A NUL would reach PostgreSQL (a 500); no kept file's path holds one (the request guard refuses it first).
  if (isHostileText(path))
    return new Response("Bad request", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const db = await database();
  const file = await readPublishedFile(db, path);
  // A file no published version names yet is for its editors only, answered as unknown to anyone else (decision 111).
  const audience = file && (await fileAudience(db, path, file.createdBy, () => staffOfRequest(db, request.headers)));
  if (!file || !audience)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const etag = `"${file.sha256}"`;
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": audience === "public" ? "public, max-age=31536000, immutable" : "private, no-store",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    // Opened directly, a file is a document of its own: it may load and run nothing.
    "Content-Security-Policy": FILE_POLICY,
  });
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (!file.contentType.startsWith("image/")) {
    // The visitor's copy keeps the readable name without the hash: savannah-crest-q4-2024-press-release.pdf.
    const readable = name.replace(/-[0-9a-f]{16}(\.\w+)$/, "$1");
    headers.set("Content-Disposition", `${file.contentType === "application/pdf" ? "inline" : "attachment"}; filename="${readable}"`);
  }
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  // Next.js drops a route's Content-Length; the runtime sends this one as Content-Length (src/runtime/body-length.ts).
  headers.set(BODY_LENGTH_HEADER, String(file.bytes));
  return new Response(new Uint8Array(file.body), { status: 200, headers });
}
