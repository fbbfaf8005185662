import "server-only";
/**
 * The three files of a quarter's results, as `npm run earnings` writes them
 * for content/earnings.ts and the back office generates them for a quarter
 * investor relations enter (src/server/publishing/results.ts): the full press
 * release (PDF), the supplemental data (PDF) and the supplemental data
 * workbook (.xlsx). Every page and sheet says the figures are sample data.
 *
 * The PDFs are tagged for PDF/UA-1 (decision 090): a structure tree in reading
 * order (headings, paragraphs, lists, a table with column and row header
 * cells, a figure with alternative text), the running header and footer
 * marked as artifacts, the language and title set and the title shown, and
 * embedded fonts (Inter and Fraunces, static TrueType from npm, SIL OFL).
 *
 * The workbook is ./earnings-workbook.ts. Node only (PDFKit, ExcelJS, the font files), so server-only: the back office and `npm run earnings`
 * (tsx with the react-server condition) import it.
 */
import { join } from "node:path";
import PDFDocument from "pdfkit";
import { changePercent, formatFigure, type EarningsFile, type QuarterResults } from "@content/earnings";
import { site } from "@content/site";
import { BRAND_COLOURS } from "@/lib/brand-colours";
import { buildWorkbook, publishedAt } from "./earnings-workbook";

const LANG = "en-NG";

const { forest: FOREST, gold: GOLD, clay: CLAY, ink: INK, inkMuted: MUTED } = BRAND_COLOURS;
const RULE = "#d9d4c7";

// The project's folder: npm scripts and the server both run from it.
const font = (pkg: string, file: string) => join(/*turbopackIgnore: true*/ process.cwd(), "node_modules/@expo-google-fonts", pkg, file);
/** Static TrueType cuts of the brand's typefaces (the site's own files are variable WOFF2, which PDF cannot embed). */
const FONTS = {
  regular: font("inter", "400Regular/Inter_400Regular.ttf"),
  italic: font("inter", "400Regular_Italic/Inter_400Regular_Italic.ttf"),
  bold: font("inter", "700Bold/Inter_700Bold.ttf"),
  display: font("fraunces", "600SemiBold/Fraunces_600SemiBold.ttf"),
} as const;
type FontName = keyof typeof FONTS;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;
/** PDFKit's structure element as written: a reference to its dictionary. */
type StructRef = { dictionary: { data: Record<string, unknown> } };

/**
 * PDFKit gives table rows and cells element identifiers (ID), which each
 * data cell's Headers attribute names, but writes no IDTree to resolve them.
 * Records every structure element as it is made, so finish() can write the tree.
 */
const madeStructs = new WeakMap<Doc, StructRef[]>();
function recordStructs(doc: Doc) {
  const made: StructRef[] = [];
  madeStructs.set(doc, made);
  const struct = doc.struct.bind(doc);
  doc.struct = ((...args: Parameters<Doc["struct"]>) => {
    const element = struct(...args);
    made.push(element as unknown as StructRef);
    return element;
  }) as Doc["struct"];
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 96, bottom: 84, left: 56, right: 56 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

/** Typographic quotes, as in content/ (the fonts have them). */
function smart(text: string): string {
  return text.replace(/"([^"]*)"/g, "\u201C$1\u201D").replace(/'/g, "\u2019");
}

/** A4 pages: a running header and the sample notice in the footer, both artifacts outside the structure tree. */
function newDocument(e: QuarterResults, title: string, subject: string, runningTitle: string): { doc: Doc; root: Struct } {
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    pdfVersion: "1.7",
    // PDF/UA-1 identification in the XMP metadata (not in @types/pdfkit's union yet).
    subset: "PDF/UA" as PDFKit.Mixins.PDFSubsets,
    tagged: true,
    displayTitle: true,
    lang: LANG,
    autoFirstPage: false,
    info: {
      Title: title,
      Author: site.legalName,
      Subject: subject,
      Keywords: ["sample data", e.period, "earnings"].join(", "),
      Creator: "scripts/generate-earnings.ts",
      Producer: "PDFKit",
      CreationDate: publishedAt(e),
      ModDate: publishedAt(e),
    },
  });
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  recordStructs(doc);

  doc.on("pageAdded", () => {
    const { x, y } = doc;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // the footer sits below the text area: no automatic page break for it
    doc.markContent("Artifact", { type: "Pagination" });
    doc.rect(0, 0, PAGE.width, 64).fill(FOREST);
    doc.font("display").fontSize(15).fillColor("#ffffff").text(site.name, MARGIN.left, 24, { lineBreak: false });
    const size = 9;
    doc.font("regular").fontSize(size).fillColor(GOLD);
    doc.text(runningTitle, PAGE.width - MARGIN.right - doc.widthOfString(runningTitle), 28, { lineBreak: false });
    doc
      .font("italic")
      .fontSize(8)
      .fillColor(CLAY)
      .text(`SAMPLE DATA. ${e.sampleNotice}`, MARGIN.left, PAGE.height - 60, { width: CONTENT_WIDTH });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
    doc.x = x;
    doc.y = y;
  });

  doc.addPage();
  const root = doc.struct("Document");
  doc.addStructure(root);
  return { doc, root };
}

/** Starts a new page unless `height` points fit above the bottom margin. */
function keep(doc: Doc, height: number) {
  if (doc.y + height > PAGE.height - MARGIN.bottom) doc.addPage();
}

function setFont(doc: Doc, name: FontName, size: number, color: string) {
  doc.font(name).fontSize(size).fillColor(color);
}

/** One block of text as one structure element (P, H1, H2 …) of `parent`. */
function block(
  doc: Doc,
  parent: Struct,
  type: string,
  text: string,
  style: { font?: FontName; size?: number; color?: string; gap?: number; keepWithNext?: number } = {},
) {
  const size = style.size ?? 10.5;
  const font = () => setFont(doc, style.font ?? "regular", size, style.color ?? INK);
  font();
  const options = { width: CONTENT_WIDTH, lineGap: size * 0.35 };
  keep(doc, doc.heightOfString(text, options) + (style.keepWithNext ?? 0));
  font(); // a new page's header and footer changed it
  const element = doc.struct(type);
  parent.add(element);
  element.add(() => doc.text(text, MARGIN.left, doc.y, options));
  element.end();
  doc.y += style.gap ?? 8;
}

/** A heading never ends a page: it keeps `keepWithNext` points of what follows (about three lines, or a whole table). */
function heading(doc: Doc, parent: Struct, text: string, keepWithNext = 48) {
  doc.y += 8;
  block(doc, parent, "H2", text, { font: "display", size: 14, color: FOREST, gap: 6, keepWithNext });
}

/** A bulleted list: L > LI > (Lbl, LBody). */
function list(doc: Doc, parent: Struct, items: string[]) {
  setFont(doc, "regular", 10.5, INK);
  const options = { width: CONTENT_WIDTH - 14, lineGap: 3.5, paragraphGap: 3 };
  keep(doc, doc.heightOfString(items[0]!, options) + 8);
  setFont(doc, "regular", 10.5, INK);
  const element = doc.struct("L");
  parent.add(element);
  doc.fillColor(INK).list(items, MARGIN.left + 4, doc.y, {
    ...options,
    bulletRadius: 2,
    textIndent: 12,
    structParent: element,
    structTypes: ["LI", "Lbl", "LBody"],
  });
  element.end();
  doc.y += 8;
}

const TABLE_ROW_HEIGHT = 21;
const tableHeight = (e: QuarterResults) => TABLE_ROW_HEIGHT * (e.figures.length + 1) + 12;

/** The figures as a table: a header row of column headers, each line item a row header. */
function figuresTable(e: QuarterResults, doc: Doc, parent: Struct) {
  const header = ["Line item", "Unit", e.columns.current, e.columns.previous, "Change"];
  const rows = e.figures.map((f) => [f.label, f.unit, formatFigure(f.current, f.unit), formatFigure(f.previous, f.unit), changePercent(f)]);
  keep(doc, tableHeight(e));
  setFont(doc, "regular", 9.5, INK);
  const rule = { top: 0, left: 0, right: 0, bottom: 0.5 };
  const options = {
    structParent: parent,
    position: { x: MARGIN.left, y: doc.y },
    columnStyles: [190, 70, 80, 80, CONTENT_WIDTH - 420],
    defaultStyle: { border: rule, borderColor: RULE, padding: { top: 5, bottom: 5, left: 4, right: 4 } },
    data: [
      header.map((text, col) => ({
        text,
        type: "TH" as const,
        scope: "Column",
        font: { src: "bold" },
        textColor: FOREST,
        border: { ...rule, bottom: 1 },
        borderColor: FOREST,
        align: { x: col >= 2 ? ("right" as const) : ("left" as const) },
      })),
      ...rows.map((cells, i) =>
        cells.map((text, col) => ({
          text,
          type: col === 0 ? ("TH" as const) : ("TD" as const),
          ...(col === 0 ? { scope: "Row" } : {}),
          font: { src: e.figures[i]!.label === e.revenueTotalLabel || col === 0 ? "bold" : "regular" },
          textColor: INK,
          align: { x: col >= 2 ? ("right" as const) : ("left" as const) },
        })),
      ),
    ],
  };
  // structParent and scope are PDFKit options that @types/pdfkit does not list yet.
  doc.table(options as unknown as PDFKit.Mixins.TableOptionsWithData);
  doc.x = MARGIN.left;
  doc.y += 12;
}

/** Segment revenue as horizontal bars: a Figure whose alternative text gives every bar's value. */
function segmentChart(e: QuarterResults, doc: Doc, parent: Struct, segments: { name: string; share: number; value: string }[]) {
  const barHeight = 16;
  const gap = 10;
  const labelWidth = 130;
  const height = segments.length * (barHeight + gap) + 4;
  keep(doc, height);
  const top = doc.y;
  const max = Math.max(...segments.map((s) => s.share));
  const alt = `Bar chart of revenue by segment, ${e.columns.current}, share of group revenue: ${segments
    .map((s) => `${s.name} ${s.share.toFixed(1)}% (${s.value})`)
    .join(", ")}.`;
  const figure = doc.struct("Figure", { alt });
  // The figure's bounding box (PDF coordinates, from the page's bottom-left), which PDF/UA-2 and reflowing readers use.
  (figure as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data.A = {
    O: "Layout",
    BBox: [MARGIN.left, PAGE.height - top - height, PAGE.width - MARGIN.right, PAGE.height - top],
  };
  parent.add(figure);
  figure.add(() => {
    segments.forEach((s, i) => {
      const y = top + i * (barHeight + gap);
      const width = ((CONTENT_WIDTH - labelWidth - 150) * s.share) / max;
      setFont(doc, "regular", 9.5, INK);
      doc.text(s.name, MARGIN.left, y + 3, { width: labelWidth - 8, lineBreak: false });
      doc.rect(MARGIN.left + labelWidth, y, width, barHeight).fill(i % 2 ? GOLD : FOREST);
      setFont(doc, "bold", 9.5, INK);
      doc.text(`${s.share.toFixed(1)}%`, MARGIN.left + labelWidth + width + 6, y + 3, { lineBreak: false });
      setFont(doc, "regular", 9.5, MUTED);
      doc.text(`(${s.value})`, MARGIN.left + labelWidth + width + 42, y + 3, { lineBreak: false });
    });
  });
  figure.end();
  doc.x = MARGIN.left;
  doc.y = top + height + 8;
}

function finish(doc: Doc, root: Struct): Promise<Uint8Array> {
  root.end();
  // The IDTree: a name tree whose root holds every (ID, element) pair, sorted by ID.
  const ids = (madeStructs.get(doc) ?? [])
    .filter((element) => element.dictionary.data.ID !== undefined)
    .map((element) => [String(element.dictionary.data.ID), element.dictionary] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (ids.length) {
    (doc.getStructTreeRoot() as unknown as StructRef["dictionary"]).data.IDTree = {
      Names: ids.flatMap(([id, ref]) => [new String(id), ref]),
    };
  }
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  doc.end();
  return done;
}

/** The full press release. */
export async function buildPressRelease(e: QuarterResults): Promise<Uint8Array> {
  const title = `${site.name}: ${e.title} (press release, sample data)`;
  const { doc, root } = newDocument(e, title, e.headline, `Press release \u2013 ${e.period}`);
  block(doc, root, "P", "PRESS RELEASE \u2013 SAMPLE DATA", { font: "bold", size: 9, color: CLAY, gap: 6 });
  block(doc, root, "H1", e.headline, { font: "display", size: 20, color: FOREST, gap: 10 });
  block(doc, root, "P", `Abuja, ${e.publishedOn}`, { font: "italic", color: MUTED, gap: 12 });
  for (const p of e.summary) block(doc, root, "P", p, { gap: 10 });
  heading(doc, root, "Highlights");
  list(doc, root, e.highlights);
  heading(doc, root, "From the Group Chief Executive");
  const quote = doc.struct("BlockQuote");
  root.add(quote);
  block(doc, quote, "P", `\u201C${smart(e.quote.text)}\u201D`, { font: "italic", gap: 4 });
  block(doc, quote, "P", `\u2014 ${e.quote.by}`, { color: MUTED, gap: 10 });
  quote.end();
  heading(doc, root, `Key figures, quarter ended ${e.quarterEnded}`, tableHeight(e));
  figuresTable(e, doc, root);
  heading(doc, root, `About ${site.name}`);
  block(doc, root, "P", site.description);
  block(doc, root, "P", e.contact, { color: MUTED });
  return finish(doc, root);
}

/** The supplemental data, as a PDF. */
export async function buildSupplementalPdf(e: QuarterResults): Promise<Uint8Array> {
  const title = `${site.name}: ${e.title}, supplemental data (sample data)`;
  const { doc, root } = newDocument(e, title, `Supplemental data, ${e.period}`, `Supplemental data \u2013 ${e.period}`);
  block(doc, root, "P", "SUPPLEMENTAL DATA \u2013 SAMPLE DATA", { font: "bold", size: 9, color: CLAY, gap: 6 });
  block(doc, root, "H1", `${e.title}: supplemental data`, { font: "display", size: 20, color: FOREST, gap: 10 });
  block(doc, root, "P", `Quarter ended ${e.quarterEnded}. Published ${e.publishedOn}.`, {
    font: "italic",
    color: MUTED,
    gap: 12,
  });
  heading(doc, root, "1. Income and balances", tableHeight(e));
  figuresTable(e, doc, root);
  heading(doc, root, "2. Revenue by segment, share of group revenue");
  const total = e.figures.find((f) => f.label === e.revenueTotalLabel)!;
  const segments = e.figures
    .filter((x) => x.segment)
    .map((f) => ({
      name: f.label.replace(/ revenue$/, ""),
      share: Math.round((f.current / total.current) * 1000) / 10,
      value: `${formatFigure(f.current, f.unit)} ${f.unit}`,
    }));
  segmentChart(e, doc, root, segments);
  heading(doc, root, "3. Notes");
  list(doc, root, [
    "Figures are unaudited and rounded to the nearest million naira, except earnings per share.",
    e.changesNote,
    e.sampleNotice,
  ]);
  return finish(doc, root);
}

export const RESULT_FILE_BUILDERS: Record<EarningsFile["key"], (e: QuarterResults) => Promise<Uint8Array>> = {
  pressRelease: buildPressRelease,
  supplementalPdf: buildSupplementalPdf,
  supplementalXlsx: buildWorkbook,
};
