import "server-only";
import ExcelJS from "exceljs";
import type { QuarterResults } from "@content/earnings";
import { site } from "@content/site";

// The quarter's third file, the supplemental data workbook (.xlsx); the PDFs are ./earnings.ts.

/** The workbook sheet that holds the figures. */
export const figuresSheet = (e: QuarterResults) => `${e.columns.current} figures`;

/** Fixed dates keep the files byte-stable from one run to the next (the PDFs use it too). */
export const publishedAt = (e: QuarterResults) => new Date(`${e.publishedOn} 09:00:00 GMT+0100`);

/**
 * The supplemental data workbook: the figures on one sheet, notes on another.
 * The group total and every change are formulas (with their results cached,
 * so viewers that do not calculate still show them): an analyst can follow them.
 */
export async function buildWorkbook(e: QuarterResults): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = site.legalName;
  wb.title = `${e.title}, supplemental data (sample data)`;
  wb.subject = e.sampleNotice;
  wb.created = publishedAt(e);
  wb.modified = publishedAt(e);
  wb.calcProperties = { fullCalcOnLoad: true };

  const sheet = wb.addWorksheet(figuresSheet(e), { views: [{ state: "frozen", ySplit: 4 }] });
  sheet.columns = [{ width: 32 }, { width: 12 }, { width: 14 }, { width: 14 }, { width: 10 }];
  sheet.getCell("A1").value = `${site.name}: ${e.title}`;
  sheet.getCell("A1").font = { bold: true, size: 14, color: { argb: "FF0E3B2E" } };
  sheet.getCell("A2").value = `SAMPLE DATA. ${e.sampleNotice}`;
  sheet.getCell("A2").font = { italic: true, color: { argb: "FFA4462B" } };
  const header = sheet.getRow(4);
  header.values = ["Line item", "Unit", e.columns.current, e.columns.previous, "Change"];
  header.font = { bold: true };

  const FIRST = 5;
  const segmentRows = e.figures.flatMap((f, i) => (f.segment ? [FIRST + i] : []));
  // The segments sit in consecutive rows, so the total is one SUM over them.
  const sumOf = (col: string) => `SUM(${col}${segmentRows[0]}:${col}${segmentRows.at(-1)})`;
  e.figures.forEach((f, i) => {
    const r = FIRST + i;
    const row = sheet.getRow(r);
    const isTotal = f.label === e.revenueTotalLabel;
    row.getCell(1).value = f.label;
    row.getCell(2).value = f.unit;
    row.getCell(3).value = isTotal ? { formula: sumOf("C"), result: f.current } : f.current;
    row.getCell(4).value = isTotal ? { formula: sumOf("D"), result: f.previous } : f.previous;
    row.getCell(5).value = { formula: `C${r}/D${r}-1`, result: (f.current - f.previous) / f.previous };
    const numFmt = f.unit === "₦" ? "#,##0.00" : "#,##0";
    row.getCell(3).numFmt = numFmt;
    row.getCell(4).numFmt = numFmt;
    row.getCell(5).numFmt = "+0%;-0%;0%";
    if (isTotal) row.font = { bold: true };
  });

  const notes = wb.addWorksheet("Notes");
  notes.getColumn(1).width = 100;
  [
    e.sampleNotice,
    `Quarter ended ${e.quarterEnded}; published ${e.publishedOn}.`,
    "Figures are unaudited and rounded to the nearest million naira, except earnings per share.",
    `${e.revenueTotalLabel} is the sum of the four segment revenues; Change is ${e.columns.current} divided by ${e.columns.previous}, less one.`,
    e.contact,
  ].forEach((line, i) => (notes.getCell(`A${i + 1}`).value = line));

  return Buffer.from(await wb.xlsx.writeBuffer());
}
