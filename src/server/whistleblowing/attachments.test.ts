import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { attachmentCopy as copy } from "@content/attachments";
import { checkAttachment, MAX_FILE_BYTES, MAX_FILES, readReportUpload, UPLOAD_BODY_LIMIT_BYTES } from "./attachments";

const pdf = readFileSync(new URL("../../../public/files/savannah-crest-q3-2024-press-release.pdf", import.meta.url));
const xlsx = readFileSync(new URL("../../../public/files/savannah-crest-q3-2024-supplemental-data.xlsx", import.meta.url));
/** A real program of this machine (an ELF executable). */
const executable = readFileSync("/usr/bin/true");

const TOKEN = "GPS-TOKEN-7f3a9c";

/** A photo as a phone writes it: EXIF with the camera, a description and the GPS position. */
async function photoWithGps(): Promise<Uint8Array<ArrayBuffer>> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } })
    .withExif({
      IFD0: { Make: "ExamplePhone", Model: "X1", ImageDescription: TOKEN },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "9/1 4/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "7/1 29/1 0/1" },
    })
    .jpeg()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
}

const upload = (form: FormData) => readReportUpload(new Request("http://site.test/api/whistleblow/report", { method: "POST", body: form }));
const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type = "application/octet-stream") => new File([bytes], name, { type });

describe("attachments", () => {
  it("reads the fields and keeps a real PDF and a real workbook as they were sent", async () => {
    const form = new FormData();
    form.append("natureOfConduct", "Kickbacks on the Abuja site");
    form.append("comments", "Ngozí saw it — twice.");
    form.append("attachments", file(pdf, "press release.pdf", "application/pdf"));
    form.append("attachments", file(xlsx, "figures.xlsx"));
    const result = await upload(form);
    if (!result.ok) throw new Error(result.error);
    expect(result.fields.get("comments")).toBe("Ngozí saw it — twice.");
    expect(result.files.map(({ name, type, size }) => ({ name, type, size }))).toEqual([
      { name: "press release.pdf", type: "application/pdf", size: pdf.byteLength },
      { name: "figures.xlsx", type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", size: xlsx.byteLength },
    ]);
    expect(Buffer.from(result.files[0]!.bytes).equals(pdf)).toBe(true);
  });

  it("an empty file input (a part with no name and no bytes) is no attachment", async () => {
    const form = new FormData();
    form.append("comments", "No files");
    form.append("attachments", file(new Uint8Array(), ""));
    const result = await upload(form);
    expect(result.ok && result.files).toEqual([]);
  });

  it("a JPEG with EXIF GPS data comes out without it", async () => {
    const photo = await photoWithGps();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes(TOKEN)).toBe(true);
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    expect(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const form = new FormData();
    form.append("attachments", file(photo, "IMG_0042.JPG", "image/jpeg"));
    const result = await upload(form);
    if (!result.ok) throw new Error(result.error);
    const [stripped] = result.files;
    expect(stripped).toMatchObject({ name: "IMG_0042.JPG", type: "image/jpeg" });
    const after = await sharp(stripped!.bytes).metadata();
    expect(after).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(Buffer.from(stripped!.bytes).includes(TOKEN)).toBe(false);
    expect(Buffer.from(stripped!.bytes).includes("ExamplePhone")).toBe(false);
  });

  it("turns a photo as its EXIF orientation said before the tag goes", async () => {
    const sideways = await sharp({ create: { width: 60, height: 20, channels: 3, background: "#000" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const checked = await checkAttachment("sideways.jpg", sideways);
    if ("error" in checked) throw new Error(checked.error);
    const after = await sharp(checked.bytes).metadata();
    expect([after.width, after.height, after.orientation]).toEqual([20, 60, undefined]);
  });

  it("refuses a renamed executable, whatever its name says", async () => {
    expect(await checkAttachment("invoice.pdf", executable)).toEqual({ error: copy.errors.typeMismatch("invoice.pdf", copy.kinds.other) });
    expect(await checkAttachment("invoice", executable)).toEqual({ error: copy.errors.typeNotAccepted("invoice") });
    expect(await checkAttachment("setup.exe", executable)).toEqual({ error: copy.errors.typeNotAccepted("setup.exe") });
    const form = new FormData();
    form.append("message", "Typed before the file");
    form.append("attachments", file(executable, "holiday.jpg", "image/jpeg"));
    const refused = await upload(form);
    expect(refused).toMatchObject({ ok: false, status: 415, error: copy.errors.typeMismatch("holiday.jpg", copy.kinds.other) });
    // The text read before the refusal comes back, so the page can give it back.
    expect(refused.fields.get("message")).toBe("Typed before the file");
  });

  it("refuses a file named as another accepted type, naming what it is", async () => {
    const photo = await photoWithGps();
    expect(await checkAttachment("contract.pdf", photo)).toEqual({
      error:
        '"contract.pdf" is not what its name says: its contents are a JPEG image. Attach the original file, or give it its right name.',
    });
    expect(await checkAttachment("scan.docx", pdf)).toEqual({ error: copy.errors.typeMismatch("scan.docx", copy.kinds.pdf) });
  });

  it("plain text is text; binary without a known signature is not", async () => {
    const notes = await checkAttachment("notes.txt", Buffer.from("Met the contractor at 14:00.\r\nCash changed hands.\n"));
    expect(notes).toMatchObject({ name: "notes.txt", type: "text/plain" });
    expect(await checkAttachment("ledger.csv", Buffer.from("date,amount\n2026-01-02,5000000\n"))).toMatchObject({ type: "text/csv" });
    expect(await checkAttachment("notes", Buffer.from("no extension"))).toMatchObject({ name: "notes.txt" });
    expect(await checkAttachment("data.txt", Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]))).toEqual({
      error: copy.errors.typeMismatch("data.txt", copy.kinds.other),
    });
    expect(await checkAttachment("empty.txt", new Uint8Array())).toEqual({ error: copy.errors.empty("empty.txt") });
  });

  it("a file's name loses its folders and control characters", async () => {
    expect(await checkAttachment("C:\\Users\\ada\\Desktop\\memo\u0007.txt", Buffer.from("memo"))).toMatchObject({ name: "memo.txt" });
  });

  it("refuses a sixth file", async () => {
    const form = new FormData();
    for (let i = 1; i <= 6; i++) form.append("attachments", file(Buffer.from(`note ${i}`), `note-${i}.txt`, "text/plain"));
    expect(await upload(form)).toMatchObject({ ok: false, status: 413, error: copy.errors.tooMany });
    form.delete("attachments");
    for (let i = 1; i <= 5; i++) form.append("attachments", file(Buffer.from(`note ${i}`), `note-${i}.txt`, "text/plain"));
    const five = await upload(form);
    expect(five.ok && five.files.length).toBe(5);
  });

  it("refuses an 11 MB file after about 10 MB, before the body is read whole", async () => {
    const boundary = "----report-boundary-4c2e";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="comments"\r\n\r\nLarge scan\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const fileBytes = 11 * 1024 * 1024;
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let pulled = 0;
    let sent = -1; // of the file's bytes; -1 before the head
    let cancelled = false;
    // A body that hands out 64 KB each time the reader asks, and counts what it handed out.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const next = sent === -1 ? head : sent < fileBytes ? chunk : sent === fileBytes ? tail : null;
          if (next === null) return controller.close();
          sent += next === head ? 1 : next === tail ? 1 : next.byteLength;
          pulled += next.byteLength;
          controller.enqueue(new Uint8Array(next));
        },
        cancel() {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://site.test/api/whistleblow/report", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    const result = await readReportUpload(request);
    expect(result).toMatchObject({ ok: false, status: 413, error: copy.errors.tooLarge("scan.pdf") });
    expect(cancelled).toBe(true);
    expect(pulled).toBeGreaterThan(MAX_FILE_BYTES);
    expect(pulled).toBeLessThan(MAX_FILE_BYTES + 512 * 1024);
  });

  it("the limit the request guard lets uploads through to holds five full files and their text", () => {
    expect(UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThanOrEqual(MAX_FILES * MAX_FILE_BYTES + 64 * 1024);
  });

  it("refuses a body that says it is over the limit before reading it", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request("http://site.test/api/whistleblow/report", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(60 * 1024 * 1024) },
    } as RequestInit);
    expect(await readReportUpload(request)).toMatchObject({ ok: false, status: 413, error: copy.errors.tooLargeTogether });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("refuses what is not a multipart form, and a form cut short", async () => {
    const json = new Request("http://site.test/api/whistleblow/report", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(await readReportUpload(json)).toMatchObject({ ok: false, status: 415, error: copy.errors.unreadable });
    const cut = new Request("http://site.test/api/whistleblow/report", {
      method: "POST",
      body: '--b\r\nContent-Disposition: form-data; name="attachments"; filename="a.txt"\r\n\r\nhalf a fi',
      headers: { "content-type": "multipart/form-data; boundary=b" },
    });
    expect(await readReportUpload(cut)).toMatchObject({ ok: false, status: 400, error: copy.errors.unreadable });
  });

  it("refuses an over-long field", async () => {
    const form = new FormData();
    form.append("comments", "x".repeat(70 * 1024));
    expect(await upload(form)).toMatchObject({ ok: false, status: 413, error: copy.errors.fieldTooLong });
  });
});
