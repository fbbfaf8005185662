import { readFileSync } from "node:fs";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { PDFDocument } from "pdf-lib";
import { adminHr } from "../../content/admin-hr";
import { publishedItemsCopy } from "../../content/admin-published-items";
import { adminResults } from "../../content/admin-results";
import { mailtoHref, site } from "../../content/site";
import { lagosToday } from "../../src/lib/lagos-clock";
import { expectNoViolations } from "./axe";
import { expect, test, visit } from "./fixtures";
import { staffPage } from "./staff-helpers";

/**
 * Issue 32, investor relations and HR: a new staff card and a new opening,
 * and Q4 2024's results, published from the back office and seen on the
 * site. These change what every visitor sees (the home page's results block,
 * /careers), so they run after the rest of the suite (the "publishing"
 * project of playwright.config.ts).
 */
/** A visitor's page whose console errors (a CSP violation among them) the test collects. */
async function visitorPage(browser: import("@playwright/test").Browser) {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

// A staff account's set-up, uploads, generated PDFs and several axe runs: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

const media = (path: string) => readFileSync(join(process.cwd(), "public/media", path));
const MINUTE = 60_000;

/** Polls a public URL until its body matches (the site shows a publication within a minute). */
async function eventually(request: import("@playwright/test").APIRequestContext, path: string, pattern: RegExp) {
  await expect
    .poll(
      async () => (await (await request.get(path, { headers: { "X-Forwarded-For": "198.51.100.32" } })).text()).match(pattern)?.[0] ?? null,
      {
        timeout: MINUTE,
        intervals: [500, 1000, 2000],
      },
    )
    .not.toBeNull();
}

test("HR add a staff card and an opening: the card's page, vCard and sitemap entry, and the opening on /careers with Apply Now, its own page with its JobPosting", async ({
  browser,
  request,
}) => {
  const admin = await staffPage(browser, "hr", ["hr"]);
  const people = adminHr.people;

  // A staff card, its photo refused once (a page named .jpg), then uploaded.
  await admin.goto("/admin/people/new");
  await expect(admin.getByRole("heading", { name: people.newTitle, level: 1 })).toBeVisible();
  await expectNoViolations(admin, "new staff card");
  const photo = admin.getByLabel(people.fields.image);
  await photo.setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
  await expect(
    admin.getByText(`${people.fields.image}: this file is not a JPEG, PNG, WebP or AVIF image.`, { exact: false }),
  ).toBeVisible();
  await expect(photo).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(admin, "new staff card, photo refused");
  await photo.setInputFiles({ name: "kemi.webp", mimeType: "image/webp", buffer: media("people/adaeze-nwankwo.webp") });
  await expect(admin.getByText("kemi.webp uploaded.")).toBeVisible();

  await admin.getByLabel(people.fields.slug).fill("kemi");
  await admin.getByLabel(people.fields.name).fill("Kemi");
  await admin.getByLabel(people.fields.surname).fill("Adebayo");
  await admin.getByLabel(people.fields.position).fill("HR Business Partner");
  await admin.getByLabel(people.fields.phone).fill("+234 800 555 0199");
  // A real address is refused, naming the field; the sample domain is not.
  await admin.getByLabel(people.fields.email).fill("kemi@gmail.com");
  await admin.getByRole("button", { name: "Create draft" }).click();
  await expect(admin.locator('[data-field-error="email"]')).toContainText("RFC 2606");
  await expectNoViolations(admin, "new staff card, e-mail refused");
  await admin.getByLabel(people.fields.email).fill("kemi.adebayo@savannahcrest.example");
  await admin.getByRole("button", { name: "Create draft" }).click();
  await expect(admin).toHaveURL(/\/admin\/people\/kemi\?notice=saved$/);
  await expect(admin.getByTestId("item-state")).toHaveText("Draft");
  await expectNoViolations(admin, "staff card draft");

  await admin.getByRole("link", { name: "Preview" }).click();
  await expect(admin.getByRole("heading", { name: "Kemi Adebayo", level: 2 })).toBeVisible();
  const portrait = admin.getByRole("img", { name: /Kemi Adebayo/ });
  await expect(portrait).toHaveAttribute("src", /\/media\/uploads\/people\/[0-9a-f]{32}\.webp|_next\/image/);
  // The draft's photo is its editors' alone (decision 111): the preview shows it all the same.
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await admin.getByRole("link", { name: people.back }).click();
  await admin.getByRole("button", { name: "Publish now" }).click();
  await expect(admin.getByText(publishedItemsCopy.notices.published!)).toBeVisible();

  await eventually(request, "/kemi", /Kemi Adebayo/);
  const { page: card, errors: cardErrors } = await visitorPage(browser);
  await visit(card, "/kemi");
  await expect(card.getByRole("heading", { name: "Kemi Adebayo", level: 1 })).toBeVisible();
  await expect(card.getByRole("link", { name: "kemi.adebayo@savannahcrest.example" })).toBeVisible();
  await expectNoViolations(card, "the new staff card's page");
  expect(cardErrors).toEqual([]);
  const vcard = await request.get("/vcard/kemi");
  expect(vcard.headers()["content-type"]).toContain("text/vcard");
  expect(await vcard.text()).toMatch(/FN:Kemi Adebayo/);
  await eventually(request, "/sitemap.xml", /\/kemi<\/loc>/);
  await eventually(request, "/search-index.json", /"title":"Kemi Adebayo"/);

  // An opening.
  const careers = adminHr.careers;
  await admin.goto("/admin/careers/new");
  await expectNoViolations(admin, "new position");
  await admin.getByLabel(careers.fields.title).fill("Treasury Analyst");
  await admin
    .getByLabel(careers.fields.description)
    .fill("Forecast the group's cash, place its deposits and report on its exposure to the naira.");
  await admin
    .getByLabel(careers.fields.img)
    .setInputFiles({ name: "treasury.webp", mimeType: "image/webp", buffer: media("cards/position-automation.webp") });
  await expect(admin.getByText("treasury.webp uploaded.")).toBeVisible();
  // A last day to apply that has passed is refused at once (/careers would never show the opening), naming the field.
  // (Posted a week ago, so the schema's own check, not before the day posted, passes: the day is only in the past.)
  await admin.getByLabel(careers.fields.datePosted).fill(lagosToday(new Date(Date.now() - 7 * 86_400_000)));
  await admin.getByLabel(careers.fields.validThrough).fill(lagosToday(new Date(Date.now() - 86_400_000)));
  await admin.getByRole("button", { name: "Create draft" }).click();
  await expect(admin.locator('[data-field-error="validThrough"]')).toHaveText(careers.closed);
  await expect(admin.getByLabel(careers.fields.title)).toHaveValue("Treasury Analyst");
  await expect(admin.getByTestId("img-current")).toBeVisible();
  await expectNoViolations(admin, "new position with a closing day in the past");
  await admin.getByLabel(careers.fields.validThrough).fill("");
  await admin.getByLabel(careers.fields.datePosted).fill(lagosToday());
  await admin.getByRole("button", { name: "Create draft" }).click();
  await expect(admin).toHaveURL(/\/admin\/careers\/treasury-analyst\?notice=saved$/);
  await admin.getByRole("button", { name: "Publish now" }).click();
  await expect(admin.getByText(publishedItemsCopy.notices.published!)).toBeVisible();
  await expect(admin.getByTestId("history")).toContainText(/Version 1/);

  await eventually(request, "/careers", /Treasury Analyst/);
  // Its own page, unknown (404) until now, carries its JobPosting; it is in the sitemap and the search.
  await eventually(request, "/careers/treasury-analyst", /"title":"Treasury Analyst"/);
  await eventually(request, "/sitemap.xml", /\/careers\/treasury-analyst<\/loc>/);
  await eventually(request, "/search-index.json", /"title":"Treasury Analyst","section":"Careers","url":"\/careers\/treasury-analyst"/);
  const { page, errors } = await visitorPage(browser);
  await visit(page, "/careers");
  const apply = page.getByRole("link", { name: "Apply Now: Treasury Analyst" });
  await expect(apply).toHaveAttribute("href", mailtoHref(site.mailboxes.hr, "Treasury Analyst"));
  await expect(page.getByRole("link", { name: "Treasury Analyst", exact: true })).toHaveAttribute("href", "/careers/treasury-analyst");
  await expectNoViolations(page, "/careers with the new opening");
  expect(errors).toEqual([]);
});

test("investors publish Q4 2024: files that download as real PDF and XLSX, Q3 2024 moves to the archive; a 12 MB or disguised file is refused", async ({
  browser,
  request,
}) => {
  const admin = await staffPage(browser, "ir", ["investors"]);
  const f = adminResults.fields;
  await admin.goto("/admin/results");
  await admin.getByRole("link", { name: adminResults.newQuarter }).click();
  await expect(admin.getByRole("heading", { name: adminResults.newTitle, level: 1 })).toBeVisible();
  await expectNoViolations(admin, "new quarter");

  // Uploads refused by size and by content, each naming its field.
  const pressRelease = admin.getByLabel(adminResults.files.labels.pressRelease);
  const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(12 * 1024 * 1024, 0x20), Buffer.from("\n%%EOF\n")]);
  await pressRelease.setInputFiles({ name: "q4.pdf", mimeType: "application/pdf", buffer: big });
  await expect(admin.getByText(`${adminResults.files.labels.pressRelease}: the file is 12.0 MB; the limit is 10.0 MB.`)).toBeVisible();
  const workbook = admin.getByLabel(adminResults.files.labels.supplementalXlsx);
  await workbook.setInputFiles({
    name: "q4.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: media("cards/business-commodities.webp"),
  });
  await expect(
    admin.getByText(`${adminResults.files.labels.supplementalXlsx}: this file is not an Excel workbook (.xlsx).`, { exact: false }),
  ).toBeVisible();
  await expectNoViolations(admin, "new quarter, uploads refused");

  await admin.getByLabel(f.period).fill("Fourth-Quarter 2024");
  await admin.getByRole("textbox", { name: f.title, exact: true }).fill("Fourth-Quarter 2024 results");
  await admin.getByLabel(f.quarterEnded).fill("2024-12-31");
  await admin.getByLabel(f.publishedOn).fill("2025-01-30");
  await admin.getByLabel(f.headline).fill("Savannah Crest Group reports Fourth-Quarter 2024 results: revenue up 22% to ₦52.8 billion");
  await admin.getByLabel(f.columnsCurrent).fill("Q4 2024");
  await admin.getByLabel(f.columnsPrevious).fill("Q4 2023");
  await admin.getByLabel(f.changesNote).fill("Changes compare the fourth quarter of 2024 with the fourth quarter of 2023.");
  await admin.getByLabel(adminResults.files.generate).check();
  await admin.getByRole("button", { name: "Create draft" }).click();
  await expect(admin).toHaveURL(/\/admin\/results\/2024-q4\?notice=saved$/, { timeout: 30_000 });
  await expectNoViolations(admin, "Q4 2024 draft");
  await admin.getByRole("button", { name: "Publish now" }).click();
  await expect(admin.getByText(publishedItemsCopy.notices.published!)).toBeVisible();

  await eventually(request, "/", /Fourth-Quarter 2024 results/);
  const { page: home, errors } = await visitorPage(browser);
  await visit(home, "/");
  const block = home.getByRole("region", { name: "Fourth-Quarter 2024 results" });
  await expect(block).toBeVisible();
  const href = async (key: string) => (await block.getByTestId(`earnings-${key}`).getAttribute("href"))!;
  for (const key of ["pressRelease", "supplementalPdf"]) {
    const response = await request.get(await href(key));
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["cache-control"]).toContain("immutable");
    const pdf = await PDFDocument.load(await response.body());
    expect(pdf.getTitle()).toContain("Fourth-Quarter 2024 results");
  }
  const xlsx = await request.get(await href("supplementalXlsx"));
  expect(xlsx.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
  expect(book.getWorksheet("Q4 2024 figures")?.getCell("A1").value).toContain("Fourth-Quarter 2024 results");

  // The archive too may answer its previous version once, while it is rendered again (decision 110).
  await eventually(request, "/investors/results", /Fourth-Quarter 2024 results/);
  await home.getByRole("link", { name: "All quarterly results" }).click();
  await expect(home.getByRole("heading", { name: "Quarterly results", level: 1 })).toBeVisible();
  await expect(home.getByRole("region", { name: "Latest results" })).toContainText("Fourth-Quarter 2024 results");
  await expect(home.getByRole("region", { name: "Earlier quarters" }).getByRole("heading", { level: 3 })).toHaveText([
    "Third-Quarter 2024 results",
  ]);
  await expectNoViolations(home, "/investors/results with Q4 and Q3 2024");
  expect(errors).toEqual([]);
});
