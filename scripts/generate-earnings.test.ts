import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import ExcelJS from "exceljs";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFString, PDFHexString, type PDFObject } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { changePercent, earnings, formatFileSize } from "../content/earnings";
import manifest from "../content/generated/earnings-files.json";
import { buildPressRelease, buildSupplementalPdf, FIGURES_SHEET } from "./generate-earnings";

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
      const [unit, current, previous, change] = (rows.get(figure.label) ?? []).map(shown);
      expect(unit, figure.label).toBe(figure.unit);
      expect(current, figure.label).toBe(figure.current);
      expect(previous, figure.label).toBe(figure.previous);
      expect(Math.round((change as number) * 100)).toBe(Number(changePercent(figure).replace("%", "")));
    }
    expect(workbook.getWorksheet("Notes")?.getCell("A1").value).toBe(earnings.sampleNotice);
  });
});

/** A cell's value as a viewer shows it: a formula's cached result. */
function shown(value: unknown): unknown {
  return value && typeof value === "object" && "formula" in value ? (value as unknown as { result: unknown }).result : value;
}

describe("the workbook's totals and changes are formulas an analyst can follow", () => {
  it("group revenue sums the segment rows and every change divides the two quarters, with matching cached results", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(publicFile(earnings.files.find((f) => f.kind === "Excel")!.href));
    const sheet = workbook.getWorksheet(FIGURES_SHEET)!;
    const number = (address: string) => shown(sheet.getCell(address).value) as number;
    // Evaluates the two formula shapes the sheet uses, from the cells they name.
    const evaluate = (formula: string): number => {
      const sum = /^SUM\(([A-Z])(\d+):\1(\d+)\)$/.exec(formula);
      if (sum) {
        let total = 0;
        for (let r = Number(sum[2]); r <= Number(sum[3]); r++) total += number(`${sum[1]}${r}`);
        return total;
      }
      const ratio = /^([A-Z]\d+)\/([A-Z]\d+)-1$/.exec(formula);
      if (ratio) return number(ratio[1]!) / number(ratio[2]!) - 1;
      throw new Error(`unexpected formula ${formula}`);
    };

    let formulas = 0;
    sheet.eachRow((row, r) => {
      const label = String(row.getCell(1).value);
      const figure = earnings.figures.find((f) => f.label === label);
      if (!figure) return;
      const cells = [3, 4, 5].map((c) => row.getCell(c).value);
      const change = cells[2] as { formula?: string; result?: number };
      expect(change.formula, `${label} change`).toBe(`C${r}/D${r}-1`);
      expect(evaluate(change.formula!)).toBeCloseTo(change.result!, 10);
      formulas++;
      if (figure.label === earnings.revenueTotalLabel) {
        for (const cell of cells.slice(0, 2) as { formula?: string; result?: number }[]) {
          expect(cell.formula, "group revenue").toMatch(/^SUM\(/);
          expect(evaluate(cell.formula!)).toBe(cell.result);
          formulas++;
        }
      } else {
        expect(typeof cells[0], `${label} is a typed figure`).toBe("number");
      }
    });
    expect(formulas).toBe(earnings.figures.length + 2);
  });
});

/** Follows references, so a tagged-PDF walker reads objects, not pointers. */
function deref(pdf: PDFDocument, object: PDFObject | undefined): PDFObject | undefined {
  return object instanceof PDFRef ? pdf.context.lookup(object) : object;
}

function dictGet(pdf: PDFDocument, dict: PDFDict, key: string): PDFObject | undefined {
  return deref(pdf, dict.get(PDFName.of(key)));
}

function kids(pdf: PDFDocument, element: PDFDict): PDFObject[] {
  const k = dictGet(pdf, element, "K");
  if (k === undefined) return [];
  return (k instanceof PDFArray ? k.asArray() : [k]).map((kid) => deref(pdf, kid)!);
}

function structType(pdf: PDFDocument, element: PDFDict): string {
  return (dictGet(pdf, element, "S") as PDFName).decodeText();
}

/** Every structure element under `element`, depth first (reading order). */
function descendants(pdf: PDFDocument, element: PDFDict): PDFDict[] {
  return kids(pdf, element).flatMap((kid) => (kid instanceof PDFDict && kid.get(PDFName.of("S")) ? [kid, ...descendants(pdf, kid)] : []));
}

const text = (object: PDFObject | undefined) =>
  object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : undefined;

describe("earnings PDFs are tagged and accessible (PDF/UA-1 as the target)", async () => {
  const files = await Promise.all(
    earnings.files
      .filter((f) => f.kind === "PDF")
      .map(async (file) => ({ file, pdf: await PDFDocument.load(readFileSync(publicFile(file.href)), { updateMetadata: false }) })),
  );

  it.each(files.map(({ file, pdf }) => [file.key, pdf] as const))(
    "%s: marked, titled, in English, the title shown, PDF/UA-1 in its metadata",
    (_key, pdf) => {
      const catalog = pdf.catalog;
      const markInfo = dictGet(pdf, catalog, "MarkInfo") as PDFDict;
      expect(dictGet(pdf, markInfo, "Marked")?.toString()).toBe("true");
      expect(dictGet(pdf, catalog, "StructTreeRoot")).toBeInstanceOf(PDFDict);
      const viewer = dictGet(pdf, catalog, "ViewerPreferences") as PDFDict;
      expect(dictGet(pdf, viewer, "DisplayDocTitle")?.toString()).toBe("true");
      expect(text(dictGet(pdf, catalog, "Lang"))).toBe("en-NG");
      expect(pdf.getTitle()).toMatch(/^Savannah Crest Group: Third-Quarter 2024 results.*sample data/);
      const metadata = dictGet(pdf, catalog, "Metadata") as PDFRawStream;
      const xmp = Buffer.from(metadata.getContents()).toString("utf8");
      expect(xmp).toMatch(/<pdfuaid:part>1<\/pdfuaid:part>/);
      expect(xmp).toContain(pdf.getTitle()!);
    },
  );

  it.each(files.map(({ file, pdf }) => [file.key, pdf] as const))("%s: embeds every font it uses", (_key, pdf) => {
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && dictGet(pdf, object, "Type")?.toString() === "/Font");
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      const subtype = dictGet(pdf, font, "Subtype")?.toString();
      if (subtype === "/CIDFontType0" || subtype === "/CIDFontType2" || subtype === "/TrueType" || subtype === "/Type1") {
        const descriptor = dictGet(pdf, font, "FontDescriptor");
        expect(descriptor, `${subtype} ${dictGet(pdf, font, "BaseFont")}`).toBeInstanceOf(PDFDict);
        const embedded = ["FontFile", "FontFile2", "FontFile3"].some((key) => dictGet(pdf, descriptor as PDFDict, key));
        expect(embedded, `${dictGet(pdf, font, "BaseFont")} is embedded`).toBe(true);
      } else {
        expect(subtype, "composite fonts point at an embedded descendant").toBe("/Type0");
      }
    }
  });

  it.each(files.map(({ file, pdf }) => [file.key, pdf] as const))(
    "%s: every page carries tagged content, not one stray line",
    (_key, pdf) => {
      const root = dictGet(pdf, pdf.catalog, "StructTreeRoot") as PDFDict;
      const parentTree = dictGet(pdf, root, "ParentTree") as PDFDict;
      const nums = (dictGet(pdf, parentTree, "Nums") as PDFArray).asArray();
      const marked = new Map<number, number>();
      for (let i = 0; i < nums.length; i += 2) {
        marked.set((nums[i] as PDFNumber).asNumber(), (deref(pdf, nums[i + 1]) as PDFArray).size());
      }
      for (const [index, page] of pdf.getPages().entries()) {
        const key = (page.node.get(PDFName.of("StructParents")) as PDFNumber).asNumber();
        expect(marked.get(key) ?? 0, `page ${index + 1}`).toBeGreaterThanOrEqual(8);
      }
    },
  );

  it.each(files.map(({ file, pdf }) => [file.key, pdf] as const))(
    "%s: nothing is drawn outside marked content (every mark is tagged or an artifact)",
    (_key, pdf) => {
      const PAINT = new Set(["Tj", "TJ", "'", '"', "f", "F", "f*", "B", "B*", "b", "b*", "S", "s", "Do", "sh"]);
      for (const [index, page] of pdf.getPages().entries()) {
        const contents = page.node.get(PDFName.of("Contents"))!;
        const streams = (contents instanceof PDFArray ? contents.asArray() : [contents]).map((ref) => deref(pdf, ref) as PDFRawStream);
        const ops = streams.map((stream) => inflateSync(Buffer.from(stream.getContents())).toString("latin1")).join("\n");
        // Operands that may hold spaces or operator-like text (arrays, dictionaries, strings) are single tokens.
        const tokens = ops.match(/\[[^\]]*\]|<<.*?>>|<[^>]*>|\([^)]*\)|\/[^\s/[\]<>()]+|[^\s/[\]<>()]+/gs) ?? [];
        let depth = 0;
        let artifacts = 0;
        const unmarked: string[] = [];
        tokens.forEach((token, i) => {
          if (token === "BDC" || token === "BMC") {
            depth++;
            if (tokens[i - (token === "BDC" ? 2 : 1)] === "/Artifact") artifacts++;
          } else if (token === "EMC") depth--;
          else if (PAINT.has(token) && depth === 0) unmarked.push(token);
        });
        expect(unmarked, `page ${index + 1}`).toEqual([]);
        expect(depth, `page ${index + 1}: every marked sequence ends`).toBe(0);
        expect(artifacts, `page ${index + 1}: header and footer are artifacts`).toBeGreaterThanOrEqual(1);
      }
    },
  );

  it("press release: headings, list, quotation and a table in reading order, the table with column and row headers", () => {
    const pdf = files.find(({ file }) => file.key === "pressRelease")!.pdf;
    const root = dictGet(pdf, pdf.catalog, "StructTreeRoot") as PDFDict;
    const [document] = kids(pdf, root) as PDFDict[];
    expect(structType(pdf, document!)).toBe("Document");
    expect(kids(pdf, document!).map((kid) => structType(pdf, kid as PDFDict))).toEqual([
      "P",
      "H1",
      "P",
      ...earnings.summary.map(() => "P"),
      "H2",
      "L",
      "H2",
      "BlockQuote",
      "H2",
      "Table",
      "H2",
      "P",
      "P",
    ]);
    const all = descendants(pdf, document!);
    const list = all.find((e) => structType(pdf, e) === "L")!;
    expect(kids(pdf, list).map((li) => structType(pdf, li as PDFDict))).toEqual(earnings.highlights.map(() => "LI"));
    const table = all.find((e) => structType(pdf, e) === "Table")!;
    const rows = kids(pdf, table) as PDFDict[];
    expect(rows.map((row) => structType(pdf, row))).toEqual(Array(earnings.figures.length + 1).fill("TR"));
    const scope = (cell: PDFDict) => dictGet(pdf, dictGet(pdf, cell, "A") as PDFDict, "Scope")?.toString();
    const header = kids(pdf, rows[0]!) as PDFDict[];
    expect(header.map((cell) => `${structType(pdf, cell)} ${scope(cell)}`)).toEqual(Array(5).fill("TH /Column"));
    // Each data cell names its column and row headers by ID, resolved through the IDTree.
    const idTree = dictGet(pdf, root, "IDTree") as PDFDict;
    const names = (dictGet(pdf, idTree, "Names") as PDFArray).asArray();
    const byId = new Map<string, PDFDict>();
    for (let i = 0; i < names.length; i += 2) byId.set(text(names[i])!, deref(pdf, names[i + 1]) as PDFDict);
    for (const row of rows.slice(1)) {
      const cells = kids(pdf, row) as PDFDict[];
      expect(cells.map((cell) => structType(pdf, cell))).toEqual(["TH", "TD", "TD", "TD", "TD"]);
      expect(scope(cells[0]!)).toBe("/Row");
      for (const cell of cells.slice(1)) {
        const headers = (dictGet(pdf, dictGet(pdf, cell, "A") as PDFDict, "Headers") as PDFArray)
          .asArray()
          .map((id) => byId.get(text(id)!));
        expect(headers.map((header) => header && structType(pdf, header))).toEqual(["TH", "TH"]);
        expect(headers).toContain(cells[0]);
      }
    }
  });

  it("supplemental data: the chart is a figure whose alternative text gives every segment's share", () => {
    const pdf = files.find(({ file }) => file.key === "supplementalPdf")!.pdf;
    const root = dictGet(pdf, pdf.catalog, "StructTreeRoot") as PDFDict;
    const all = descendants(pdf, kids(pdf, root)[0] as PDFDict);
    const types = all.map((e) => structType(pdf, e));
    expect(types.filter((t) => t === "H1")).toHaveLength(1);
    expect(types).toContain("Table");
    const figures = all.filter((e) => structType(pdf, e) === "Figure");
    expect(figures).toHaveLength(1);
    const alt = text(dictGet(pdf, figures[0]!, "Alt"))!;
    const total = earnings.figures.find((f) => f.label === earnings.revenueTotalLabel)!;
    for (const segment of earnings.figures.filter((f) => f.segment)) {
      const share = (Math.round((segment.current / total.current) * 1000) / 10).toFixed(1);
      expect(alt).toContain(`${segment.label.replace(/ revenue$/, "")} ${share}%`);
    }
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
});
