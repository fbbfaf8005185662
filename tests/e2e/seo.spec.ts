import { careers } from "../../content/careers";
import { pages } from "../../content/pages";
import { staff } from "../../content/staff";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { canonicalPath } from "./head-metadata";
import { htmlProblems } from "./html-validate";
import { ROUTES } from "./routes";

test.describe("head metadata", () => {
  test("the 404 page asks not to be indexed", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/<meta name="robots" content="[^"]*noindex/);
  });
});

test("/sitemap.xml lists every page and every staff card at its canonical URL", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // The pages, the staff cards, the open positions' pages, and the newsletter's archive (its issues once sent: none on this server).
  const positions = careers.positions.items.map((p) => `/careers/${p.title.toLowerCase().replace(/ /g, "-")}`);
  const expected = [...Object.values(pages).map((p) => p.path), ...staff.map((s) => `/${s.slug}`), ...positions, "/newsletter/archive"].map(
    (path) => (path === "/" ? baseURL! : new URL(path, baseURL).toString()),
  );
  expect(urls.sort()).toEqual(expected.sort());
  for (const route of ROUTES.filter((r) => r.path !== "/")) expect(urls).toContain(new URL(canonicalPath(route.path), baseURL).toString());
  // The home page's canonical link, letter for letter (no trailing slash in either).
  const home = await (await request.get("/")).text();
  expect(urls).toContain(/<link rel="canonical" href="([^"]+)"/.exec(home)?.[1]);
  // Every listed URL answers 200.
  for (const url of urls) expect((await request.get(url!)).status(), url).toBe(200);
});

test("/robots.txt allows crawling, keeps out of the API and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text, "Host is no robots.txt field").not.toMatch(/^Host:/im);
});

test("the home page describes the organisation in JSON-LD", async ({ page, baseURL }) => {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
  const organization = data.find((d) => d["@type"] === "Organization");
  expect(organization).toBeTruthy();
  expect(organization).toMatchObject({
    "@context": "https://schema.org",
    name: "Savannah Crest Group",
    url: `${baseURL}/`,
    logo: { "@type": "ImageObject", url: `${baseURL}/brand/logo-512.png` },
  });
  // Search engines want a raster logo of at least 112 × 112 pixels.
  const logo = await page.request.get((organization!.logo as { url: string }).url);
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toBe("image/png");
  const png = await logo.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
});

/** Every JSON-LD item of the page (a block may hold one item or an array). */
const jsonLd = async (page: Page): Promise<Record<string, unknown>[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
    (b) => [JSON.parse(b) as unknown].flat() as Record<string, unknown>[],
  );

for (const path of ["/casalavorowuseii", "/news/identifying-high-value-properties"]) {
  test(`${path} is shared as an article: og:type, dates, and an author with a staff page`, async ({ page, request, baseURL }) => {
    await page.goto(path);
    const meta = (property: string) => page.locator(`head meta[property="${property}"]`).first().getAttribute("content");
    expect(await meta("og:type")).toBe("article");
    // Times in ISO 8601 with Lagos's offset (a seed article's: 09:00 on its date), the same in its NewsArticle data.
    expect(await meta("article:published_time")).toMatch(/^\d{4}-\d{2}-\d{2}T09:00:00\+01:00$/);
    expect(await meta("article:modified_time")).toMatch(/^\d{4}-\d{2}-\d{2}T09:00:00\+01:00$/);
    const article = (await jsonLd(page)).find((d) => d["@type"] === "NewsArticle")!;
    expect(article.datePublished).toBe(await meta("article:published_time"));
    expect(article.dateModified).toBe(await meta("article:modified_time"));
    const author = article.author as { name: string; url: string };
    expect(author.url).toMatch(new RegExp(`^${baseURL}/[a-z]+$`));
    expect(await meta("article:author")).toBe(author.url);
    const staffPage = await request.get(author.url);
    expect(staffPage.status()).toBe(200);
    expect(await staffPage.text()).toContain(author.name);
  });
}

test("job postings carry an identifier, the hiring organisation's logo and the office's full address", async ({ page, baseURL }) => {
  // On the position's own page (careers.spec.ts checks that each has one).
  const position = careers.positions.items[0]!;
  await page.goto(`/careers/${position.title.toLowerCase().replace(/ /g, "-")}`);
  const postings = (await jsonLd(page)).filter((d) => d["@type"] === "JobPosting");
  expect(postings).toHaveLength(1);
  for (const posting of postings) {
    expect(posting.identifier).toMatchObject({
      "@type": "PropertyValue",
      name: "Savannah Crest Group",
      value: expect.stringMatching(/^[a-z-]+$/),
    });
    expect(posting.hiringOrganization).toMatchObject({ logo: { url: `${baseURL}/brand/logo-512.png` } });
    expect((posting.jobLocation as { address: Record<string, string> }).address).toMatchObject({
      streetAddress: expect.stringContaining("14 Crestview Close"),
      addressLocality: "Abuja",
      addressRegion: "FCT",
      postalCode: expect.stringMatching(/^\d{6}$/),
      addressCountry: "NG",
    });
  }
});

/** html-validate over the public pages as the server sends them (issue 51); tests/e2e/html-validate.ts says which rules. */
test("the public pages' HTML validates (html-validate)", async ({ request }) => {
  const paths = [
    ...ROUTES.filter((r) => !["/Blog", "/newsinsights/"].includes(r.path)).map((r) => r.path),
    "/careers/site-engineer",
    "/newsletter/archive",
    "/search?q=land",
    "/whistleblow/follow-up",
    "/no-such-page",
  ];
  const problems: string[] = [];
  for (const path of paths) problems.push(...(await htmlProblems(await (await request.get(path)).text(), path)));
  expect(problems).toEqual([]);
});
