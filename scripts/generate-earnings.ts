/**
 * `npm run earnings`: writes the home page's three earnings files from
 * content/earnings.ts — the full press release (PDF), the supplemental data
 * (PDF) and the supplemental data workbook (.xlsx) — under public/files, and
 * their sizes to content/generated/earnings-files.json (the links show them).
 * The outputs are committed, so a fresh clone needs no generator. Every page
 * and sheet says the figures are sample data.
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ExcelJS from "exceljs";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { changePercent, earnings, formatFigure, type EarningsFile } from "../content/earnings";
import { site } from "../content/site";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const MANIFEST_PATH = join(ROOT, "content/generated/earnings-files.json");
/** The workbook sheet that holds the figures. */
export const FIGURES_SHEET = `${earnings.columns.current} figures`;

/** Fixed dates keep the files byte-stable from one run to the next. */
const PUBLISHED = new Date(`${earnings.publishedOn} 09:00:00 GMT+0100`);

const FOREST = rgb(0x0e / 255, 0x3b / 255, 0x2e / 255);
const GOLD = rgb(0xc9 / 255, 0xa2 / 255, 0x27 / 255);
const CLAY = rgb(0xa4 / 255, 0x46 / 255, 0x2b / 255);
const INK = rgb(0x15 / 255, 0x19 / 255, 0x1e / 255);
const MUTED = rgb(0x4a / 255, 0x52 / 255, 0x5c / 255);
const RULE = rgb(0.85, 0.83, 0.78);

/**
 * The PDF standard fonts are WinAnsi-encoded, which has no naira sign; PDFs
 * write "NGN " instead. The workbook keeps "₦".
 */
export function pdfText(text: string): string {
  return text
    .replace(/₦\s?/g, "NGN ")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"');
}

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

/** A4 pages with a running header and the sample notice in every footer. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  readonly width = 595.28;
  readonly height = 841.89;
  readonly margin = 56;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly runningTitle: string,
  ) {
    this.newPage();
  }

  get contentWidth() {
    return this.width - this.margin * 2;
  }

  newPage() {
    this.page = this.doc.addPage([this.width, this.height]);
    const { page, fonts } = this;
    page.drawRectangle({ x: 0, y: this.height - 64, width: this.width, height: 64, color: FOREST });
    page.drawText(pdfText(site.name), { x: this.margin, y: this.height - 40, size: 14, font: fonts.bold, color: rgb(1, 1, 1) });
    const right = pdfText(this.runningTitle);
    const size = 9;
    page.drawText(right, {
      x: this.width - this.margin - fonts.regular.widthOfTextAtSize(right, size),
      y: this.height - 38,
      size,
      font: fonts.regular,
      color: GOLD,
    });
    const notice = pdfText(`SAMPLE DATA. ${earnings.sampleNotice}`);
    const lines = this.wrap(notice, fonts.italic, 8, this.contentWidth);
    lines.forEach((line, i) => page.drawText(line, { x: this.margin, y: 36 - i * 10, size: 8, font: fonts.italic, color: CLAY }));
    this.y = this.height - 100;
  }

  private ensure(space: number) {
    if (this.y - space < 72) this.newPage();
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of text.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  text(text: string, opts: { size?: number; font?: keyof Fonts; color?: ReturnType<typeof rgb>; indent?: number; gap?: number } = {}) {
    const size = opts.size ?? 10.5;
    const font = this.fonts[opts.font ?? "regular"];
    const indent = opts.indent ?? 0;
    const leading = size * 1.4;
    for (const line of this.wrap(pdfText(text), font, size, this.contentWidth - indent)) {
      this.ensure(leading);
      this.page.drawText(line, { x: this.margin + indent, y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= leading;
    }
    this.y -= opts.gap ?? 8;
  }

  bullet(text: string) {
    this.ensure(16);
    this.page.drawCircle({ x: this.margin + 4, y: this.y - 6.5, size: 1.8, color: FOREST });
    this.text(text, { indent: 14, gap: 3 });
  }

  heading(text: string) {
    this.ensure(40);
    this.y -= 6;
    this.text(text, { size: 13, font: "bold", color: FOREST, gap: 6 });
  }

  /** A table of the figures: line item, unit, current, previous, change. */
  figuresTable() {
    const cols = [0, 200, 290, 360, 430];
    const header = ["Line item", "Unit", earnings.columns.current, earnings.columns.previous, "Change"];
    const row = (cells: string[], font: PDFFont, color = INK) => {
      this.ensure(20);
      cells.forEach((cell, i) => {
        const text = pdfText(cell);
        const size = 9.5;
        const x =
          i >= 2
            ? this.margin + cols[i]! + 60 - font.widthOfTextAtSize(text, size) // right-aligned numbers
            : this.margin + cols[i]!;
        this.page.drawText(text, { x, y: this.y - 12, size, font, color });
      });
      this.y -= 18;
      this.page.drawLine({
        start: { x: this.margin, y: this.y + 2 },
        end: { x: this.margin + this.contentWidth, y: this.y + 2 },
        thickness: 0.5,
        color: RULE,
      });
    };
    row(header, this.fonts.bold, FOREST);
    for (const f of earnings.figures) {
      const font = f.label === earnings.revenueTotalLabel ? this.fonts.bold : this.fonts.regular;
      row([f.label, f.unit, formatFigure(f.current, f.unit), formatFigure(f.previous, f.unit), changePercent(f)], font);
    }
    this.y -= 10;
  }
}

async function newDocument(title: string, subject: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(site.legalName);
  doc.setSubject(subject);
  doc.setKeywords(["sample data", earnings.period, "earnings"]);
  doc.setCreator("scripts/generate-earnings.ts");
  doc.setProducer("pdf-lib");
  doc.setLanguage("en-NG");
  doc.setCreationDate(PUBLISHED);
  doc.setModificationDate(PUBLISHED);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  return { doc, fonts };
}

/** The full press release. */
export async function buildPressRelease(): Promise<Uint8Array> {
  const title = `${site.name}: ${earnings.title} (press release, sample data)`;
  const { doc, fonts } = await newDocument(pdfText(title), pdfText(earnings.headline));
  const w = new Writer(doc, fonts, `Press release - ${earnings.period}`);
  w.text("PRESS RELEASE - SAMPLE DATA", { size: 9, font: "bold", color: CLAY, gap: 6 });
  w.text(earnings.headline, { size: 18, font: "bold", color: FOREST, gap: 10 });
  w.text(`Abuja, ${earnings.publishedOn}`, { font: "italic", color: MUTED, gap: 12 });
  for (const p of earnings.summary) w.text(p, { gap: 10 });
  w.heading("Highlights");
  for (const h of earnings.highlights) w.bullet(h);
  w.heading("From the Group Chief Executive");
  w.text(`"${earnings.quote.text}"`, { font: "italic", gap: 4 });
  w.text(`- ${earnings.quote.by}`, { color: MUTED, gap: 10 });
  w.heading(`Key figures, quarter ended ${earnings.quarterEnded}`);
  w.figuresTable();
  w.heading(`About ${site.name}`);
  w.text(site.description);
  w.text(earnings.contact, { color: MUTED });
  return doc.save({ useObjectStreams: true });
}

/** The supplemental data, as a PDF. */
export async function buildSupplementalPdf(): Promise<Uint8Array> {
  const title = `${site.name}: ${earnings.title}, supplemental data (sample data)`;
  const { doc, fonts } = await newDocument(pdfText(title), `Supplemental data, ${earnings.period}`);
  const w = new Writer(doc, fonts, `Supplemental data - ${earnings.period}`);
  w.text("SUPPLEMENTAL DATA - SAMPLE DATA", { size: 9, font: "bold", color: CLAY, gap: 6 });
  w.text(`${earnings.title}: supplemental data`, { size: 18, font: "bold", color: FOREST, gap: 10 });
  w.text(`Quarter ended ${earnings.quarterEnded}. Published ${earnings.publishedOn}.`, { font: "italic", color: MUTED, gap: 12 });
  w.heading("1. Income and balances");
  w.figuresTable();
  w.heading("2. Revenue by segment, share of group revenue");
  const total = earnings.figures.find((f) => f.label === earnings.revenueTotalLabel)!;
  for (const f of earnings.figures.filter((x) => x.segment)) {
    const share = Math.round((f.current / total.current) * 1000) / 10;
    w.bullet(`${f.label.replace(/ revenue$/, "")}: ${share}% of group revenue (${formatFigure(f.current, f.unit)} ${f.unit})`);
  }
  w.heading("3. Notes");
  w.bullet("Figures are unaudited and rounded to the nearest million naira, except earnings per share.");
  w.bullet("Changes compare the third quarter of 2024 with the third quarter of 2023.");
  w.bullet(earnings.sampleNotice);
  return doc.save({ useObjectStreams: true });
}

/** The supplemental data workbook: the figures on one sheet, notes on another. */
export async function buildWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = site.legalName;
  wb.title = `${earnings.title}, supplemental data (sample data)`;
  wb.subject = earnings.sampleNotice;
  wb.created = PUBLISHED;
  wb.modified = PUBLISHED;

  const sheet = wb.addWorksheet(FIGURES_SHEET, { views: [{ state: "frozen", ySplit: 4 }] });
  sheet.columns = [{ width: 32 }, { width: 12 }, { width: 14 }, { width: 14 }, { width: 10 }];
  sheet.getCell("A1").value = `${site.name}: ${earnings.title}`;
  sheet.getCell("A1").font = { bold: true, size: 14, color: { argb: "FF0E3B2E" } };
  sheet.getCell("A2").value = `SAMPLE DATA. ${earnings.sampleNotice}`;
  sheet.getCell("A2").font = { italic: true, color: { argb: "FFA4462B" } };
  const header = sheet.getRow(4);
  header.values = ["Line item", "Unit", earnings.columns.current, earnings.columns.previous, "Change"];
  header.font = { bold: true };
  earnings.figures.forEach((f, i) => {
    const row = sheet.getRow(5 + i);
    row.values = [f.label, f.unit, f.current, f.previous, (f.current - f.previous) / f.previous];
    const numFmt = f.unit === "₦" ? "#,##0.00" : "#,##0";
    row.getCell(3).numFmt = numFmt;
    row.getCell(4).numFmt = numFmt;
    row.getCell(5).numFmt = "0%";
    if (f.label === earnings.revenueTotalLabel) row.font = { bold: true };
  });

  const notes = wb.addWorksheet("Notes");
  notes.getColumn(1).width = 100;
  [
    earnings.sampleNotice,
    `Quarter ended ${earnings.quarterEnded}; published ${earnings.publishedOn}.`,
    "Figures are unaudited and rounded to the nearest million naira, except earnings per share.",
    earnings.contact,
  ].forEach((line, i) => (notes.getCell(`A${i + 1}`).value = line));

  return Buffer.from(await wb.xlsx.writeBuffer());
}

const BUILDERS: Record<EarningsFile["key"], () => Promise<Uint8Array>> = {
  pressRelease: buildPressRelease,
  supplementalPdf: buildSupplementalPdf,
  supplementalXlsx: buildWorkbook,
};

/** Writes the three files and the manifest of their sizes. */
export async function generateEarnings(): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const file of earnings.files) {
    const path = join(ROOT, "public", file.href);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, await BUILDERS[file.key]());
    sizes[file.href] = statSync(path).size;
  }
  mkdirSync(dirname(MANIFEST_PATH), { recursive: true });
  writeFileSync(MANIFEST_PATH, `${JSON.stringify(sizes, null, 2)}\n`);
  return sizes;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = await generateEarnings();
  for (const [href, bytes] of Object.entries(sizes)) console.log(`public${href}  ${bytes} bytes`);
}
