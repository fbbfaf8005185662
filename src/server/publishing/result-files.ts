import "server-only";
import ExcelJS from "exceljs";
import { EncryptedPDFError, PDFDocument } from "pdf-lib";

/**
 * Is a results file what it says? Judged by its bytes and by opening it, as a
 * visitor's reader would: each check answers null (a real file) or the name of
 * the message in content/admin-uploads.ts.
 */

export async function checkPdf(data: Buffer): Promise<"notPdf" | "protectedPdf" | null> {
  // The header may follow a little junk (the specification allows it within the first 1 KB); the end marker closes the file.
  if (!data.subarray(0, 1024).includes("%PDF-") || !data.subarray(-1024).includes("%%EOF")) return "notPdf";
  try {
    const pdf = await PDFDocument.load(data, { updateMetadata: false });
    return pdf.getPageCount() > 0 ? null : "notPdf";
  } catch (error) {
    return error instanceof EncryptedPDFError ? "protectedPdf" : "notPdf";
  }
}

/** Unpacked size above which a workbook is refused before it is opened (a "zip bomb"). */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

/**
 * The names and unpacked sizes of a ZIP archive's entries, from its central
 * directory (APPNOTE 4.3.12, 4.3.16), or null when the bytes are no ZIP.
 */
function zipEntries(data: Buffer): { name: string; size: number }[] | null {
  // The end-of-central-directory record is in the last 22 + 65,535 (comment) bytes.
  const from = Math.max(0, data.length - 22 - 0xffff);
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < from || end + 22 > data.length) return null;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const entries: { name: string; size: number }[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return null;
    const size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    entries.push({ name: data.toString("utf8", at + 46, at + 46 + nameLength), size });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export async function checkXlsx(data: Buffer): Promise<"notXlsx" | "macroXlsx" | null> {
  if (data.readUInt32LE(0) !== 0x04034b50) return "notXlsx";
  const entries = zipEntries(data);
  if (!entries) return "notXlsx";
  const names = new Set(entries.map((e) => e.name));
  if (!names.has("[Content_Types].xml") || !names.has("xl/workbook.xml")) return "notXlsx";
  if ([...names].some((name) => /vbaProject\.bin$/i.test(name))) return "macroXlsx";
  // A size of 0xFFFFFFFF defers to ZIP64 fields: treated as too big to open.
  if (entries.reduce((sum, e) => sum + e.size, 0) > MAX_UNPACKED_BYTES) return "notXlsx";
  try {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    return workbook.worksheets.length > 0 ? null : "notXlsx";
  } catch {
    return "notXlsx";
  }
}
