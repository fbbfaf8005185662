import { readFileSync } from "node:fs";
import { staff } from "../../content/staff";
import { parseVCard } from "../../src/lib/vcard";
import { expect, test, visit } from "./fixtures";

test.describe("staff cards", () => {
  test("every card shows name, position, company, tel: and mailto: links, a photo and Person JSON-LD", async ({ page }) => {
    test.setTimeout(120_000);
    for (const person of staff) {
      await visit(page, `/${person.slug}`);
      const card = page.getByTestId("staff-card");
      const fullName = `${person.name} ${person.surname}`;
      await expect(card.getByRole("heading", { level: 1 })).toHaveText(fullName);
      await expect(card).toContainText(person.position);
      await expect(card).toContainText(person.company);
      await expect(card.getByRole("link", { name: person.phone })).toHaveAttribute("href", `tel:${person.phone.replace(/\s+/g, "")}`);
      await expect(card.getByRole("link", { name: person.email })).toHaveAttribute("href", `mailto:${person.email}`);
      await expect(card.getByRole("img", { name: `Portrait of ${fullName}` })).toBeVisible();
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const ld = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "Person");
      expect(ld).toMatchObject({ "@type": "Person", name: fullName, jobTitle: person.position, worksFor: { name: person.company } });
    }
  });

  test("the card's parts animate in, staggered 0.1 s apart", async ({ page }) => {
    await visit(page, "/precedence");
    const delays = await page.locator("[data-stagger]").evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay));
    expect(delays.length).toBeGreaterThanOrEqual(6);
    expect(delays).toEqual(delays.map((_, i) => `${(i * 0.1).toFixed(1).replace(/\.0$/, "")}s`));
    const names = await page.locator("[data-stagger]").evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(new Set(names)).toEqual(new Set(["rise-in"]));
  });

  test("Save contact downloads a vCard 4.0 file of the person", async ({ page }) => {
    const person = staff[3]!;
    await visit(page, `/${person.slug}`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /^Save contact/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.vcf$/);
    const text = readFileSync((await download.path())!, "utf8");
    const card = parseVCard(text);
    expect(card.VERSION).toEqual(["4.0"]);
    expect(card.FN).toEqual([`${person.name} ${person.surname}`]);
  });

  test("each staff member's vCard parses with name, phone and e-mail", async ({ request }) => {
    for (const person of staff) {
      const response = await request.get(`/vcard/${person.slug}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/vcard/);
      expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.vcf"$/);
      const card = parseVCard(await response.text());
      expect(card.VERSION).toEqual(["4.0"]);
      expect(card.FN).toEqual([`${person.name} ${person.surname}`]);
      expect(card.TEL).toEqual([`tel:${person.phone.replace(/\s+/g, "")}`]);
      expect(card.EMAIL).toEqual([person.email]);
    }
  });
});
