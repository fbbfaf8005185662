// Real files of a real size for the journeys suite: what a person would pick
// in a file dialog (a camera's JPEG, a results PDF, a workbook), made here so
// that the repository carries no large binaries. Noise does not compress, so
// each file is as large on the wire as on disk.
import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";

/** JPEG quality 90 of random pixels: about 0.82 bytes a pixel. */
const BYTES_PER_PIXEL = 0.82;

/** A JPEG of noise of about `bytes` (3:2, at least 1200 × 800). */
export async function noisyJpeg(bytes: number): Promise<Buffer> {
  const height = Math.max(800, Math.round(Math.sqrt(bytes / BYTES_PER_PIXEL / 1.5)));
  const width = Math.round(height * 1.5);
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A one-page PDF titled `title`, of about `bytes` (a scanned page: its picture is most of it). */
export async function pdfOfSize(title: string, bytes: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const picture = await pdf.embedJpg(await noisyJpeg(bytes));
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 48, y: 790, size: 14, font });
  page.drawImage(picture, { x: 48, y: 200, width: 499, height: 333 });
  return Buffer.from(await pdf.save());
}

/** A workbook whose first sheet is named `sheet`, `title` in A1, with a picture that makes it about `bytes`. */
export async function xlsxOfSize(sheet: string, title: string, bytes: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const figures = book.addWorksheet(sheet);
  figures.getCell("A1").value = title;
  figures.addRow(["Revenue", 52.8, 43.3]);
  const picture = book.addImage({ buffer: (await noisyJpeg(bytes)) as unknown as ExcelJS.Buffer, extension: "jpeg" });
  figures.addImage(picture, "A4:H24");
  return Buffer.from(await book.xlsx.writeBuffer());
}
