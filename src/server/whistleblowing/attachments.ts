import "server-only";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { ATTACHMENT_MAX_FILES, ATTACHMENT_MAX_MEGABYTES, attachmentCopy as copy } from "@content/attachments";
import { UPLOAD_POST_LIMIT_BYTES } from "@/lib/runtime-contract";

/**
 * Reads a whistleblowing report's or follow-up's multipart post (issue 31):
 * its text fields and up to five files of at most 10 MB each. The limits are
 * enforced while the body streams in: reading stops at the first byte past a
 * limit, so an 11 MB file is refused after about 10 MB, never read whole.
 * Each file's type is sniffed from its bytes (file-type), never taken from
 * its name or the browser's Content-Type; a name that claims another type is
 * refused. Images are decoded and encoded anew by sharp, which drops their
 * EXIF (GPS, camera, time), XMP, IPTC and comments before anything is stored.
 *
 * Posts reach this through a route handler under `/api/whistleblow/`: the
 * request guard (src/runtime/request-guard.ts) lets those through up to
 * UPLOAD_BODY_LIMIT_BYTES, where a page's post stops at 32 KB.
 */

export const MAX_FILES = ATTACHMENT_MAX_FILES;
export const MAX_FILE_BYTES = ATTACHMENT_MAX_MEGABYTES * 1024 * 1024;
/** Each text field; the longest (a report's comments) is 5,000 characters, up to 4 bytes each. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 50;
/** Five full files plus the text fields and the parts' headers: the request guard's limit for the upload paths. */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_POST_LIMIT_BYTES;
/** Larger images are refused rather than decoded (a small file can hold a huge picture): 80 megapixels covers phone cameras. */
const MAX_IMAGE_PIXELS = 80_000_000;

/** One accepted file: its bytes as they will be stored (an image's without its metadata). */
export type Attachment = {
  /** The sender's file name, cleaned (no folders, no control characters), ending in its type's extension. */
  name: string;
  /** The sniffed type, e.g. `application/pdf`. */
  type: string;
  size: number;
  bytes: Uint8Array;
};

/** A refusal keeps the text fields read before it (a form's text comes before its files), so the page can give them back. */
export type UploadResult =
  { ok: true; fields: FormData; files: Attachment[] } | { ok: false; status: 400 | 413 | 415; error: string; fields: FormData };

type KindName = keyof typeof copy.kinds;
type Accepted = { mime: string; extensions: readonly string[]; kind: KindName; image?: "jpeg" | "png" | "webp" | "gif" };

/** The accepted types, by file-type's extension (plus ours: the legacy Office formats and text). */
const ACCEPTED: Record<string, Accepted> = {
  pdf: { mime: "application/pdf", extensions: ["pdf"], kind: "pdf" },
  jpg: { mime: "image/jpeg", extensions: ["jpg", "jpeg", "jpe", "jfif"], kind: "jpg", image: "jpeg" },
  png: { mime: "image/png", extensions: ["png"], kind: "png", image: "png" },
  webp: { mime: "image/webp", extensions: ["webp"], kind: "webp", image: "webp" },
  gif: { mime: "image/gif", extensions: ["gif"], kind: "gif", image: "gif" },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extensions: ["docx"], kind: "word" },
  xlsx: { mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extensions: ["xlsx"], kind: "excel" },
  pptx: { mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation", extensions: ["pptx"], kind: "powerpoint" },
  odt: { mime: "application/vnd.oasis.opendocument.text", extensions: ["odt"], kind: "opendocument" },
  ods: { mime: "application/vnd.oasis.opendocument.spreadsheet", extensions: ["ods"], kind: "opendocument" },
  odp: { mime: "application/vnd.oasis.opendocument.presentation", extensions: ["odp"], kind: "opendocument" },
  doc: { mime: "application/msword", extensions: ["doc"], kind: "word" },
  xls: { mime: "application/vnd.ms-excel", extensions: ["xls"], kind: "excel" },
  ppt: { mime: "application/vnd.ms-powerpoint", extensions: ["ppt"], kind: "powerpoint" },
  txt: { mime: "text/plain", extensions: ["txt", "text", "log", "md"], kind: "text" },
  csv: { mime: "text/csv", extensions: ["csv"], kind: "text" },
};
const ACCEPTED_EXTENSIONS = new Set(Object.values(ACCEPTED).flatMap((type) => type.extensions));

/**
 * The legacy Office formats share one container (Compound File Binary, as do
 * Windows installers): the stream that names the application tells them
 * apart, written in the container's directory in UTF-16LE.
 */
const CFB_STREAMS: [string, string][] = [
  ["doc", "WordDocument"],
  ["xls", "Workbook"],
  ["ppt", "PowerPoint Document"],
];

/** Control characters other than tab, line feed, vertical tab, form feed and carriage return: not text. */
const NOT_TEXT = /[\u0000-\u0008\u000E-\u001F\u007F]/;

/**
 * What the bytes are: an accepted type's key, or null with file-type's own
 * name for them (`exe`, `zip`…) when not accepted.
 */
async function sniff(bytes: Uint8Array): Promise<{ key: string | null; detected: string | null }> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    if (found.ext === "cfb") {
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const match = CFB_STREAMS.find(([, stream]) => buffer.includes(Buffer.from(stream, "utf16le")));
      return { key: match ? match[0] : null, detected: "cfb" };
    }
    return { key: found.ext in ACCEPTED ? found.ext : null, detected: found.ext };
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    if (!NOT_TEXT.test(text)) return { key: "txt", detected: "txt" };
  } catch {
    // not UTF-8: falls through to "not accepted"
  }
  return { key: null, detected: null };
}

/** The name without folders or control characters, at most 150 characters, never empty. */
function cleanName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001F\u007F]/g, "").trim();
  const name = clean === "" || clean === "." || clean === ".." ? "attachment" : clean;
  if (name.length <= 150) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
  return name.slice(0, 150 - extension.length) + extension;
}

function extensionOf(name: string): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * One received file, checked and made ready to store: its type from its
 * bytes, its name agreeing with that type, an image without its metadata.
 * Answers the refusal's message otherwise.
 */
export async function checkAttachment(rawName: string, bytes: Uint8Array): Promise<Attachment | { error: string }> {
  const name = cleanName(rawName);
  if (bytes.byteLength === 0) return { error: copy.errors.empty(name) };
  const extension = extensionOf(name);
  const { key } = await sniff(bytes);
  let accepted = key ? ACCEPTED[key] : undefined;
  // Text is text whatever it holds; a name ending in .csv keeps its type.
  if (key === "txt" && extension === "csv") accepted = ACCEPTED.csv;
  if (!accepted) {
    return {
      error:
        extension && ACCEPTED_EXTENSIONS.has(extension)
          ? copy.errors.typeMismatch(name, copy.kinds.other)
          : copy.errors.typeNotAccepted(name),
    };
  }
  let finalName = name;
  if (extension === null || (!ACCEPTED_EXTENSIONS.has(extension) && accepted.kind !== "text")) {
    // No extension, or one that is no type's (a version number, "scan.2024"): the sniffed type's is added.
    finalName = `${name}.${accepted.extensions[0]}`;
  } else if (!accepted.extensions.includes(extension)) {
    return {
      error: ACCEPTED_EXTENSIONS.has(extension)
        ? copy.errors.typeMismatch(name, copy.kinds[accepted.kind])
        : copy.errors.typeNotAccepted(name),
    };
  }
  if (!accepted.image) return { name: finalName, type: accepted.mime, size: bytes.byteLength, bytes };
  try {
    const stripped = await stripImage(bytes, accepted.image);
    return { name: finalName, type: accepted.mime, size: stripped.byteLength, bytes: stripped };
  } catch {
    return { error: copy.errors.imageUnreadable(name) };
  }
}

/**
 * The image decoded and encoded anew in its own format: sharp writes no
 * metadata unless asked (no EXIF, XMP, IPTC or comments), and the picture is
 * first turned as its EXIF orientation said, since that tag goes too.
 */
async function stripImage(bytes: Uint8Array, format: NonNullable<Accepted["image"]>): Promise<Uint8Array> {
  const animated = format === "gif" || format === "webp";
  const image = sharp(bytes, { animated, failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS });
  const pages = (await image.metadata()).pages ?? 1;
  // Turning needs one frame; an animation keeps its frames as they are.
  const turned = pages > 1 ? image : image.autoOrient();
  const encoded =
    format === "jpeg"
      ? turned.jpeg({ quality: 92 })
      : format === "png"
        ? turned.png()
        : format === "webp"
          ? turned.webp({ quality: 92 })
          : turned.gif();
  return new Uint8Array(await encoded.toBuffer());
}

type Failure = { status: 400 | 413 | 415; error: string };

/**
 * The post's text fields and checked files, or the first reason to refuse
 * it. Stops reading the body at the first limit passed.
 */
export async function readReportUpload(request: Request): Promise<UploadResult> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    return { ok: false, status: 415, error: copy.errors.unreadable, fields: new FormData() };
  }
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > UPLOAD_BODY_LIMIT_BYTES) {
    await request.body.cancel().catch(() => undefined);
    return { ok: false, status: 413, error: copy.errors.tooLargeTogether, fields: new FormData() };
  }

  const received = await receive(request.body, contentType);
  if ("error" in received) return { ok: false, ...received };

  const files: Attachment[] = [];
  for (const file of received.files) {
    const checked = await checkAttachment(file.name, file.bytes);
    if ("error" in checked) return { ok: false, status: 415, error: checked.error, fields: received.fields };
    files.push(checked);
  }
  return { ok: true, fields: received.fields, files };
}

/**
 * Only the text fields of a follow-up post, its files read and dropped unchecked (nothing is
 * sniffed or re-encoded): for a post whose session has ended, whose message is shown back.
 */
export async function readUploadFields(request: Request): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    await request.body?.cancel().catch(() => undefined);
    return new FormData();
  }
  return (await receive(request.body, contentType)).fields;
}

type Received = { fields: FormData; files: { name: string; bytes: Uint8Array }[] };

/** Streams the body through busboy, keeping the fields and files, until it ends or a limit is passed. */
async function receive(body: ReadableStream<Uint8Array>, contentType: string): Promise<Received | (Failure & { fields: FormData })> {
  // An object, not a variable: the parser's callbacks set it while the loop below reads it.
  const state: { failure: Failure | null } = { failure: null };
  const fail = (status: Failure["status"], error: string) => {
    state.failure ??= { status, error };
  };
  const fields = new FormData();
  const files: { name: string; bytes: Uint8Array }[] = [];
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as raw UTF-8.
      defParamCharset: "utf8",
      // Busboy's own limits stop what our counts below do not see (parts without a name, header floods);
      // an empty file input is a part too, so the file limit leaves room for those.
      limits: {
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        files: MAX_FILES * 2,
        fileSize: MAX_FILE_BYTES,
        parts: MAX_FIELDS + MAX_FILES * 2,
        headerPairs: 20,
      },
    });
  } catch {
    return { status: 415, error: copy.errors.unreadable, fields };
  }

  const finished = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", () => {
      fail(400, copy.errors.unreadable);
      resolve();
    });
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) fail(413, copy.errors.fieldTooLong);
    else fields.append(name, value);
  });
  parser.on("file", (_field, stream, info) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_FILE_BYTES) return; // busboy stops at the limit and says so below
      chunks.push(chunk);
    });
    stream.on("error", () => fail(400, copy.errors.unreadable));
    stream.on("limit", () => fail(413, copy.errors.tooLarge(cleanName(info.filename ?? ""))));
    stream.on("end", () => {
      // A file input left empty posts a part with no name and no bytes.
      if (size === 0 && !info.filename) return;
      if (files.length >= MAX_FILES) return fail(413, copy.errors.tooMany);
      files.push({ name: info.filename ?? "", bytes: Buffer.concat(chunks) });
    });
  });
  parser.on("filesLimit", () => fail(413, copy.errors.tooMany));
  parser.on("fieldsLimit", () => fail(413, copy.errors.unreadable));
  parser.on("partsLimit", () => fail(413, copy.errors.unreadable));

  const reader = body.getReader();
  let total = 0;
  try {
    while (!state.failure) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > UPLOAD_BODY_LIMIT_BYTES) {
        fail(413, copy.errors.tooLargeTogether);
        break;
      }
      // Wait while busboy is busy, so no more than a chunk or two sits in memory past a limit.
      if (!parser.write(value)) await Promise.race([new Promise((resolve) => parser.once("drain", resolve)), finished]);
    }
  } catch {
    fail(400, copy.errors.unreadable);
  }
  if (state.failure) {
    await reader.cancel().catch(() => undefined);
    parser.destroy();
    return { ...state.failure, fields };
  }
  parser.end();
  await finished;
  // A cast: the parser's callbacks may have set it while `finished` was awaited.
  const failure = state.failure as Failure | null;
  return failure ? { ...failure, fields } : { fields, files };
}
