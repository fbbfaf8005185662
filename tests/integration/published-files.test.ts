import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/server/db/client";
import { publishedFileSizes, readPublishedFile, storeImage, storeResultFile, UploadError } from "@/server/publishing/uploads";
import type { Staff } from "@/server/staff/roles";
import { openTestDatabase, type TestDatabase } from "./helpers";

const hr: Staff = { id: "hr-1", email: "hr@staff.example", name: "HR", roles: ["hr"] };
const investors: Staff = { id: "ir-1", email: "ir@staff.example", name: "IR", roles: ["investors"] };

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

describe("uploaded files are kept in the database, for every instance to serve", () => {
  it("keeps a staff photo's WebP under its hash path, once however often it is uploaded", async () => {
    const photo = await sharp({ create: { width: 1000, height: 1200, channels: 3, background: "#5a3e2b" } })
      .withExif({ IFD0: { Make: "Examplecam" } })
      .jpeg()
      .toBuffer();
    const first = await storeImage(database, hr, photo, "people", { field: "image", label: "Photo" });
    const again = await storeImage(database, hr, photo, "people", { field: "image", label: "Photo" });
    expect(again.path).toBe(first.path);
    expect(first).toMatchObject({ width: 800, height: 800 });

    const kept = await readPublishedFile(database, first.path);
    expect(kept?.contentType).toBe("image/webp");
    expect(await sharp(kept!.body).metadata()).toMatchObject({ format: "webp", width: 800, height: 800 });
    const count = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT count(*)::int AS n FROM published_files WHERE path = ${first.path}`),
    );
    expect(count[0]?.n).toBe(1);
  });

  it("keeps a results PDF byte for byte, with its size for the download link", async () => {
    const pdf = readFileSync(join(process.cwd(), "public/files/savannah-crest-q3-2024-press-release.pdf"));
    const stored = await storeResultFile(database, investors, pdf, "pdf", "savannah-crest-q4-2024-press-release", {
      field: "pressRelease",
      label: "Full press release",
    });
    const kept = await readPublishedFile(database, stored.path);
    expect(Buffer.from(kept!.body).equals(pdf)).toBe(true);
    expect(kept?.contentType).toBe("application/pdf");
    expect((await publishedFileSizes(database, [stored.path, "/files/uploads/none.pdf"])).get(stored.path)).toBe(pdf.length);
  });

  it("keeps nothing of a refused upload", async () => {
    const before = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM published_files`))[0]?.n;
    await expect(
      storeResultFile(database, investors, Buffer.from("<script>alert(1)</script>"), "xlsx", "q4", { field: "xlsx", label: "Workbook" }),
    ).rejects.toBeInstanceOf(UploadError);
    const after = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM published_files`))[0]?.n;
    expect(after).toBe(before);
    expect(await readPublishedFile(database, "/media/uploads/news/0000.webp")).toBeNull();
  });
});
