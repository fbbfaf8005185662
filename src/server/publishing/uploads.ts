import "server-only";
import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { IMAGE_FOLDERS, UPLOADS_PREFIX, type ImageFolder } from "@content/media";
import { uploadsCopy } from "@content/admin-uploads";
import { formatFileSize } from "@content/earnings";
import { encodeWebp, IMAGE_BUDGETS } from "@/lib/webp";
import type { Database } from "../db/client";
import { publishedFiles } from "../db/schema";
import type { Staff } from "../staff/roles";
import { checkPdf, checkXlsx } from "./result-files";

/**
 * Files staff upload in the back office (issue 32): one function per kind,
 * used by every editor (news, results, careers, people).
 *
 * - An image is judged by its bytes (never its name or declared type): JPEG,
 *   PNG, WebP or AVIF, at most 10 MB and 40 megapixels, at least its folder's
 *   size; it is turned upright, cropped to its folder's size (content/media.ts)
 *   and encoded as WebP with the ladder `npm run media` uses (src/lib/webp.ts),
 *   which keeps no metadata (no EXIF, GPS, camera or ICC data).
 * - A results file must be a real PDF or a real .xlsx workbook (result-files.ts).
 *
 * What is kept goes to the database (table published_files) under a path that
 * names its content's hash, so every instance serves it (src/app/media/uploads,
 * src/app/files/uploads) and caches may keep it for good.
 */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * 40 megapixels: every phone or camera photo up to 7,680 × 5,120. Decoding one
 * takes about 160 MB of memory, so a bigger image (or a small file claiming
 * huge dimensions, a "pixel bomb") is refused before it is decoded.
 */
const MAX_IMAGE_PIXELS = 40_000_000;

/** A refused upload: `field` is the form field's name, `message` names it as the form labels it. */
export class UploadError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/** The field an upload was chosen in: its name (for the form) and its label (for the message). */
export type UploadField = { field: string; label: string };

export type ImageFormat = "jpeg" | "png" | "webp" | "avif";
export type PreparedImage = { path: string; data: Buffer; width: number; height: number; contentType: "image/webp" };
export type ResultFileKind = "pdf" | "xlsx";
export type PreparedFile = { path: string; data: Buffer; contentType: string };
export type StoredFile = { path: string; bytes: number; width?: number; height?: number };

export const RESULT_CONTENT_TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const satisfies Record<ResultFileKind, string>;

const FILES_PREFIX = "/files/uploads/";
const megapixels = (n: number) => `${Math.round(n / 1_000_000)} megapixels`;

/** The image format the bytes themselves say, else null (a script, a PDF, an SVG, anything else). */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (b.length >= 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (b.length >= 12 && b.toString("latin1", 4, 8) === "ftyp" && ["avif", "avis"].includes(b.toString("latin1", 8, 12))) return "avif";
  return null;
}

function checkSize(bytes: Uint8Array, { field, label }: UploadField): void {
  if (bytes.byteLength === 0) throw new UploadError(field, uploadsCopy.empty(label));
  if (bytes.byteLength > MAX_UPLOAD_BYTES)
    throw new UploadError(field, uploadsCopy.tooBig(label, formatFileSize(bytes.byteLength), formatFileSize(MAX_UPLOAD_BYTES)));
}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/**
 * Checks an uploaded image and makes its WebP for `folder` (no database).
 * Throws UploadError naming the field when the image is refused.
 */
export async function prepareImage(bytes: Uint8Array, folder: ImageFolder, at: UploadField): Promise<PreparedImage> {
  checkSize(bytes, at);
  const format = sniffImage(bytes);
  if (!format) throw new UploadError(at.field, uploadsCopy.notImage(at.label));

  // The header alone: dimensions before a single pixel is decoded.
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new UploadError(at.field, uploadsCopy.unreadable(at.label));
  }
  // sharp names AVIF "heif"; anything else disagreeing with the bytes' signature is not what it claims.
  const expected = format === "avif" ? "heif" : format;
  if (meta.format !== expected || !meta.width || !meta.height) throw new UploadError(at.field, uploadsCopy.notImage(at.label));
  if (meta.width * meta.height > MAX_IMAGE_PIXELS)
    throw new UploadError(at.field, uploadsCopy.tooManyPixels(at.label, meta.width, meta.height, megapixels(MAX_IMAGE_PIXELS)));

  // Its size once turned upright (EXIF orientations 5 to 8 swap the sides).
  const { width, height } = meta.autoOrient;
  const size = IMAGE_FOLDERS[folder];
  if (width < size.width || height < size.height)
    throw new UploadError(at.field, uploadsCopy.tooSmall(at.label, width, height, size.width, size.height));

  let data: Buffer;
  try {
    // Decoded once: upright, cropped to the folder's size around what draws the eye, in sRGB;
    // sharp writes no metadata unless asked, so EXIF, GPS, XMP and the ICC profile stay behind.
    // failOn "warning" (sharp's default, said for the reader): corrupt data anywhere refuses the image.
    const { data: pixels, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning" })
      .rotate()
      .resize(size.width, size.height, { fit: "cover", position: sharp.strategy.attention })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
    data = (await encodeWebp(raw, IMAGE_BUDGETS[folder])).data;
  } catch {
    throw new UploadError(at.field, uploadsCopy.unreadable(at.label));
  }
  return {
    path: `${UPLOADS_PREFIX}${folder}/${sha256(data).slice(0, 32)}.webp`,
    data,
    width: size.width,
    height: size.height,
    contentType: "image/webp",
  };
}

/**
 * Checks a results file (a real PDF, or a real .xlsx workbook without macros)
 * and names it `/files/uploads/<name>-<hash>.<kind>`; `name` is a slug such as
 * "savannah-crest-q4-2024-press-release" (the visitor's download keeps it).
 */
export async function prepareResultFile(bytes: Uint8Array, kind: ResultFileKind, name: string, at: UploadField): Promise<PreparedFile> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) throw new Error(`prepareResultFile: "${name}" is not a slug`);
  checkSize(bytes, at);
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const problem = kind === "pdf" ? await checkPdf(data) : await checkXlsx(data);
  if (problem) throw new UploadError(at.field, uploadsCopy[problem](at.label));
  return { path: `${FILES_PREFIX}${name}-${sha256(data).slice(0, 16)}.${kind}`, data, contentType: RESULT_CONTENT_TYPES[kind] };
}

async function keep(database: Database, staff: Staff | null, file: PreparedFile | PreparedImage): Promise<void> {
  await database.db
    .insert(publishedFiles)
    .values({
      path: file.path,
      contentType: file.contentType,
      body: file.data,
      bytes: file.data.length,
      sha256: sha256(file.data),
      width: "width" in file ? file.width : null,
      height: "height" in file ? file.height : null,
      createdBy: staff?.id ?? null,
    })
    // The same content again is the same path: already kept, now as this upload (its grace period
    // before an unused file is deleted starts again, and the uploader may see it: upload-lifecycle.ts).
    .onConflictDoUpdate({ target: publishedFiles.path, set: { createdAt: sql`now()`, createdBy: staff?.id ?? null } });
}

/** Checks, converts and keeps an uploaded image; its path goes into the item's `image` field. */
export async function storeImage(
  database: Database,
  staff: Staff | null,
  bytes: Uint8Array,
  folder: ImageFolder,
  at: UploadField,
): Promise<StoredFile> {
  const image = await prepareImage(bytes, folder, at);
  await keep(database, staff, image);
  return { path: image.path, bytes: image.data.length, width: image.width, height: image.height };
}

/** Checks and keeps a results file (uploaded, or generated as `npm run earnings` does). */
export async function storeResultFile(
  database: Database,
  staff: Staff | null,
  bytes: Uint8Array,
  kind: ResultFileKind,
  name: string,
  at: UploadField,
): Promise<StoredFile> {
  const file = await prepareResultFile(bytes, kind, name, at);
  await keep(database, staff, file);
  return { path: file.path, bytes: file.data.length };
}

export type PublishedFile = { contentType: string; body: Uint8Array; sha256: string; bytes: number; createdBy: string | null };

/** A kept file by its site path, else null (the serving routes answer 404). */
export async function readPublishedFile(database: Database, path: string): Promise<PublishedFile | null> {
  const [row] = await database.db
    .select({
      contentType: publishedFiles.contentType,
      body: publishedFiles.body,
      sha256: publishedFiles.sha256,
      bytes: publishedFiles.bytes,
      createdBy: publishedFiles.createdBy,
    })
    .from(publishedFiles)
    .where(eq(publishedFiles.path, path))
    .limit(1);
  return row ?? null;
}

/** The size of kept files by path (the results block shows each file's size beside its link). */
export async function publishedFileSizes(database: Database, paths: readonly string[]): Promise<Map<string, number>> {
  if (paths.length === 0) return new Map();
  const rows = await database.db
    .select({ path: publishedFiles.path, bytes: publishedFiles.bytes })
    .from(publishedFiles)
    .where(inArray(publishedFiles.path, [...paths]));
  return new Map(rows.map((r) => [r.path, r.bytes]));
}
