import { site } from "../../content/site";
import { expectNoViolations } from "./axe";
import { expect, test, visit } from "./fixtures";

const POSITIONS = ["Internal Control Officer", "Automation Engineer", "Site Engineer"];

test("Join Our Team explains how to apply: CV and cover letter by e-mail, the position as subject", async ({ page }) => {
  await visit(page, "/careers");
  const join = page.locator("#join-our-team");
  await expect(join.getByRole("heading", { level: 2, name: "Join Our Team" })).toBeVisible();
  await expect(join).toContainText("CV and a cover letter");
  await expect(join).toContainText("with the job position as the subject");
  await expect(join.getByRole("link", { name: "careers@savannahcrest.example" })).toHaveAttribute(
    "href",
    "mailto:careers@savannahcrest.example",
  );
});

test("Open Positions: three in Abuja, each with Apply Now mailing HR with the position as subject", async ({ page }) => {
  await visit(page, "/careers");
  const grid = page.getByRole("list", { name: "Open Positions" });
  await expect(grid.getByRole("listitem")).toHaveCount(3);
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText(POSITIONS);
  await expect(grid.getByTestId("position-location")).toHaveText(Array(3).fill("Location: Abuja"));
  const apply = grid.getByRole("link", { name: /^Apply Now/ });
  await expect(apply).toHaveCount(3);
  expect(await apply.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "mailto:careers@savannahcrest.example?subject=Internal%20Control%20Officer",
    "mailto:careers@savannahcrest.example?subject=Automation%20Engineer",
    "mailto:careers@savannahcrest.example?subject=Site%20Engineer",
  ]);
  await expect(grid.getByRole("link", { name: "Apply Now: Site Engineer" })).toBeVisible();
});

/** The JSON-LD blocks of a page as the server sends it (read without JavaScript). */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (m) => [JSON.parse(m[1]!) as unknown].flat() as Record<string, unknown>[],
  );
}

test("each position has its own page with its JobPosting; /careers links to them and carries none", async ({ page, request, baseURL }) => {
  const listing = await (await request.get("/careers")).text();
  expect(jsonLdOf(listing).filter((item) => item["@type"] === "JobPosting")).toEqual([]);
  await visit(page, "/careers");
  const grid = page.getByRole("list", { name: "Open Positions" });
  const links = grid.getByRole("heading", { level: 3 }).getByRole("link");
  const paths = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  expect(paths).toEqual(["/careers/internal-control-officer", "/careers/automation-engineer", "/careers/site-engineer"]);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const [i, path] of paths.entries()) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${POSITIONS[i]}</h1>`);
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
    const [posting, ...others] = jsonLdOf(html).filter((item) => item["@type"] === "JobPosting");
    expect(others).toEqual([]);
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      title: POSITIONS[i],
      url: `${baseURL}${path}`,
      hiringOrganization: { "@type": "Organization", name: site.name },
      jobLocation: { address: { addressLocality: "Abuja", addressCountry: "NG" } },
      employmentType: "FULL_TIME",
      directApply: false,
    });
    expect(Number.isNaN(Date.parse(posting!.datePosted as string))).toBe(false);
    expect((posting!.description as string).length).toBeGreaterThan(50);
    // content/careers.ts states no salary, and none is made up; no last day to apply either.
    expect(posting).not.toHaveProperty("baseSalary");
    expect(posting).not.toHaveProperty("validThrough");
  }
  await links.first().click();
  await expect(page).toHaveURL(/\/careers\/internal-control-officer$/);
  await expect(page.getByRole("heading", { level: 1, name: POSITIONS[0] })).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply Now" })).toHaveAttribute(
    "href",
    "mailto:careers@savannahcrest.example?subject=Internal%20Control%20Officer",
  );
  await expectNoViolations(page, "an opening's page");
});

test("a video and the four core values", async ({ page }) => {
  await visit(page, "/careers");
  const block = page.getByTestId("video-block-estates");
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByTestId("video-estates")).toHaveAttribute("poster", "/media/posters/estates.webp");
  await expect(block.getByRole("button", { name: /(Pause|Play) video/ })).toBeVisible();
  const values = page.getByTestId("core-values");
  await expect(values.getByRole("heading", { level: 3 })).toHaveText(["Integrity", "Excellence", "Innovation", "Long-term thinking"]);
});
