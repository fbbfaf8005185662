import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { changePercent, earnings, formatFileSize } from "../content/earnings";
import manifest from "../content/generated/earnings-files.json";
import { buildPressRelease, buildSupplementalPdf, FIGURES_SHEET, pdfText } from "./generate-earnings";

const publicFile = (href: string) => join(process.cwd(), "public", href);

describe("earnings files (public/files, committed)", () => {
  it("exist, one per link, with the sizes the links show", () => {
    expect(Object.keys(manifest).sort()).toEqual(earnings.files.map((f) => f.href).sort());
    for (const file of earnings.files) {
      expect(statSync(publicFile(file.href)).size, file.href).toBe((manifest as Record<string, number>)[file.href]);
    }
  });

  it("PDFs are up to date with content/earnings.ts (run `npm run earnings` after editing it)", async () => {
    const committed = (key: string) => readFileSync(publicFile(earnings.files.find((f) => f.key === key)!.href));
    expect(Buffer.from(await buildPressRelease()).equals(committed("pressRelease"))).toBe(true);
    expect(Buffer.from(await buildSupplementalPdf()).equals(committed("supplementalPdf"))).toBe(true);
  });

  it("PDFs open and say they hold sample data", async () => {
    for (const file of earnings.files.filter((f) => f.kind === "PDF")) {
      const pdf = await PDFDocument.load(readFileSync(publicFile(file.href)));
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toMatch(/sample data/i);
      expect(pdf.getKeywords()).toContain("sample data");
      expect(pdf.getAuthor()).toBe("Savannah Crest Group Limited");
    }
  });

  it("the workbook has a sheet with every figure of content/earnings.ts, labelled as sample", async () => {
    const file = earnings.files.find((f) => f.kind === "Excel")!;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(publicFile(file.href));
    const sheet = workbook.getWorksheet(FIGURES_SHEET)!;
    expect(sheet).toBeTruthy();
    expect(String(sheet.getCell("A2").value)).toContain(earnings.sampleNotice);
    const rows = new Map<string, unknown[]>();
    sheet.eachRow((row) =>
      rows.set(
        String(row.getCell(1).value),
        [2, 3, 4, 5].map((c) => row.getCell(c).value),
      ),
    );
    for (const figure of earnings.figures) {
      const [unit, current, previous, change] = rows.get(figure.label) ?? [];
      expect(unit, figure.label).toBe(figure.unit);
      expect(current, figure.label).toBe(figure.current);
      expect(previous, figure.label).toBe(figure.previous);
      expect(Math.round((change as number) * 100)).toBe(Number(changePercent(figure).replace("%", "")));
    }
    expect(workbook.getWorksheet("Notes")?.getCell("A1").value).toBe(earnings.sampleNotice);
  });
});

describe("earnings helpers", () => {
  it("formats file sizes as the links show them", () => {
    expect(formatFileSize(900)).toBe("900 B");
    expect(formatFileSize(5214)).toBe("5.1 KB");
    expect(formatFileSize(20_000)).toBe("20 KB");
    expect(formatFileSize(1_300_000)).toBe("1.2 MB");
  });

  it("computes year-on-year change with its sign", () => {
    expect(changePercent({ current: 52780, previous: 43270 })).toBe("+22%");
    expect(changePercent({ current: 90, previous: 100 })).toBe("-10%");
  });

  it("writes the naira sign as NGN in PDFs, whose standard fonts lack it", () => {
    expect(pdfText("₦52.8 billion and ₦ 4,120")).toBe("NGN 52.8 billion and NGN 4,120");
  });
});
