import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_BUDGETS } from "@/lib/webp";
import { MAX_UPLOAD_BYTES, prepareImage, prepareResultFile, sniffImage, UploadError } from "./uploads";

const AT = { field: "image", label: "Image" };
const FILES = join(process.cwd(), "public/files");

/** A photo as a camera writes it: JPEG with EXIF (camera, GPS position) and an ICC profile. */
async function cameraJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2f6b4f" } })
    .composite([
      { input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#c9a227"/></svg>`) },
    ])
    .withIccProfile("p3")
    .withExif({
      IFD0: { Make: "Examplecam", Model: "X100", Copyright: "Ada Example" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "9/1 4/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "7/1 29/1 0/1" },
    })
    .withMetadata({ orientation })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The reason an upload was refused, or "accepted". */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return "accepted";
  } catch (error) {
    if (error instanceof UploadError) return `${error.field}: ${error.message}`;
    throw error;
  }
}

describe("prepareImage", () => {
  it("turns a camera JPEG into its folder's WebP: exact size, within the budget, no metadata left", async () => {
    const input = await cameraJpeg(3000, 2000);
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const image = await prepareImage(input, "news", AT);
    const meta = await sharp(image.data).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(image.data.includes("Examplecam")).toBe(false);
    expect(image.data.length).toBeLessThanOrEqual(IMAGE_BUDGETS.news);
    expect(image.path).toMatch(/^\/media\/uploads\/news\/[0-9a-f]{32}\.webp$/);
  });

  it("crops a portrait to the people folder's square, and the same picture gets the same path", async () => {
    const input = await cameraJpeg(1000, 1500);
    const first = await prepareImage(input, "people", { field: "photo", label: "Photo" });
    const again = await prepareImage(input, "people", { field: "photo", label: "Photo" });
    expect(await sharp(first.data).metadata()).toMatchObject({ width: 800, height: 800 });
    expect(again.path).toBe(first.path);
  });

  it("reads EXIF orientation: a photo taken sideways is judged (and kept) upright", async () => {
    // Stored 800 × 1300, shown turned a quarter: upright it is 1300 × 800, wide enough for a news picture.
    const sideways = await cameraJpeg(800, 1300, 6);
    const image = await prepareImage(sideways, "news", AT);
    expect(await sharp(image.data).metadata()).toMatchObject({ width: 1200, height: 800 });
    // The same pixels without the orientation tag are a portrait, too narrow for it.
    expect(await refusal(async () => prepareImage(await cameraJpeg(800, 1300), "news", AT))).toBe(
      "image: Image: the image is 800 × 1300 pixels; it must be at least 1200 × 800 so it stays sharp.",
    );
  });

  it("accepts PNG, WebP and AVIF by their bytes", async () => {
    const base = sharp({ create: { width: 1300, height: 900, channels: 4, background: { r: 20, g: 90, b: 60, alpha: 0.5 } } });
    for (const input of [await base.clone().png().toBuffer(), await base.clone().webp().toBuffer(), await base.clone().avif().toBuffer()]) {
      const image = await prepareImage(input, "cards", AT);
      expect(await sharp(image.data).metadata()).toMatchObject({ format: "webp", width: 1200, height: 800 });
    }
  });

  it("refuses a 12 MB upload, naming the field and the limit", async () => {
    // Real PNG of noise: it does not compress, 12 MB on disk.
    const noise = await sharp(randomBytes(2048 * 2048 * 3), { raw: { width: 2048, height: 2048, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(MAX_UPLOAD_BYTES + 1024 * 1024);
    expect(await refusal(() => prepareImage(noise, "news", AT))).toBe("image: Image: the file is 12.0 MB; the limit is 10.0 MB.");
  });

  it("refuses disguised files: a script, a PDF and an SVG named .jpg are not images", async () => {
    const disguised = [
      Buffer.from("<html><script>alert(document.cookie)</script></html>"),
      readFileSync(join(FILES, "savannah-crest-q3-2024-press-release.pdf")),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="2000" height="2000"/>'),
    ];
    for (const bytes of disguised) {
      expect(sniffImage(bytes)).toBeNull();
      expect(await refusal(() => prepareImage(bytes, "news", AT))).toMatch(
        /^image: Image: this file is not a JPEG, PNG, WebP or AVIF image\./,
      );
    }
  });

  it("refuses a damaged image whose header is fine", async () => {
    const whole = await cameraJpeg(1600, 1000);
    const damaged = Buffer.concat([whole.subarray(0, 4000), randomBytes(2000)]);
    expect(await refusal(() => prepareImage(damaged, "news", AT))).toBe(
      "image: Image: the image could not be read; the file may be damaged. Save it again and try again.",
    );
  });

  it("refuses more than 40 megapixels before decoding (a small file claiming a huge picture)", async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await refusal(() => prepareImage(bomb, "slides", AT))).toBe(
      "image: Image: the image is 10000 × 5000 pixels, more than the limit of 40 megapixels. Make it smaller and try again.",
    );
  });

  it("refuses an empty file", async () => {
    expect(await refusal(() => prepareImage(Buffer.alloc(0), "news", AT))).toBe("image: Image: choose a file.");
  });
});

describe("prepareResultFile", () => {
  const pressRelease = { field: "pressRelease", label: "Full press release (PDF)" };
  const workbook = { field: "supplementalXlsx", label: "Supplemental data (Excel)" };

  it("accepts the earnings PDFs and workbook `npm run earnings` writes, under a name that keeps the slug", async () => {
    const pdf = await prepareResultFile(
      readFileSync(join(FILES, "savannah-crest-q3-2024-press-release.pdf")),
      "pdf",
      "q3-2024-press-release",
      pressRelease,
    );
    expect(pdf.path).toMatch(/^\/files\/uploads\/q3-2024-press-release-[0-9a-f]{16}\.pdf$/);
    expect(pdf.contentType).toBe("application/pdf");
    const xlsx = await prepareResultFile(
      readFileSync(join(FILES, "savannah-crest-q3-2024-supplemental-data.xlsx")),
      "xlsx",
      "q3-2024-data",
      workbook,
    );
    expect(xlsx.path).toMatch(/^\/files\/uploads\/q3-2024-data-[0-9a-f]{16}\.xlsx$/);
  });

  it("accepts a PDF and a workbook made by other tools", async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText("Q4 2024");
    expect(await refusal(async () => prepareResultFile(Buffer.from(await doc.save()), "pdf", "q4", pressRelease))).toBe("accepted");
    const book = new ExcelJS.Workbook();
    book.addWorksheet("Figures").addRow(["Group revenue", 1]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect(await refusal(() => prepareResultFile(bytes, "xlsx", "q4", workbook))).toBe("accepted");
  });

  it("refuses a file that is not what its field asks for", async () => {
    const xlsx = readFileSync(join(FILES, "savannah-crest-q3-2024-supplemental-data.xlsx"));
    const pdf = readFileSync(join(FILES, "savannah-crest-q3-2024-press-release.pdf"));
    const jpeg = await cameraJpeg(100, 100);
    expect(await refusal(() => prepareResultFile(xlsx, "pdf", "q4", pressRelease))).toBe(
      "pressRelease: Full press release (PDF): this file is not a PDF. Its contents were checked, not its name.",
    );
    expect(await refusal(() => prepareResultFile(jpeg, "pdf", "q4", pressRelease))).toMatch(/^pressRelease: .*not a PDF/);
    // A header and an end marker around nothing a reader can open.
    expect(await refusal(() => prepareResultFile(Buffer.from("%PDF-1.7\nnot really\n%%EOF\n"), "pdf", "q4", pressRelease))).toMatch(
      /not a PDF/,
    );
    expect(await refusal(() => prepareResultFile(pdf, "xlsx", "q4", workbook))).toBe(
      "supplementalXlsx: Supplemental data (Excel): this file is not an Excel workbook (.xlsx). Its contents were checked, not its name.",
    );
  });

  it("refuses a ZIP that is not a workbook, and a workbook with macros", async () => {
    const xlsx = readFileSync(join(FILES, "savannah-crest-q3-2024-supplemental-data.xlsx"));
    // The same archive with its workbook part renamed: still a ZIP, no longer a workbook.
    const renamed = Buffer.from(xlsx.toString("latin1").replaceAll("xl/workbook.xml", "xl/workbook.xmz"), "latin1");
    expect(await refusal(() => prepareResultFile(renamed, "xlsx", "q4", workbook))).toMatch(/not an Excel workbook/);
    // Its folder entry "xl/worksheets/" renamed to a VBA project of the same length.
    const withMacros = Buffer.from(xlsx.toString("latin1").replace(/xl\/worksheets\/(?!sheet)/g, "vbaProject.bin"), "latin1");
    expect(await refusal(() => prepareResultFile(withMacros, "xlsx", "q4", workbook))).toBe(
      "supplementalXlsx: Supplemental data (Excel): this workbook contains macros; upload it as a plain .xlsx without them.",
    );
  });

  it("refuses a 12 MB file before opening it", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(12 * 1024 * 1024, 0x20), Buffer.from("%%EOF")]);
    expect(await refusal(() => prepareResultFile(big, "pdf", "q4", pressRelease))).toBe(
      "pressRelease: Full press release (PDF): the file is 12.0 MB; the limit is 10.0 MB.",
    );
  });
});
