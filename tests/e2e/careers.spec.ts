import { site } from "../../content/site";
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

test("each position carries JobPosting JSON-LD that parses and names it", async ({ page }) => {
  await visit(page, "/careers");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.flatMap((text) => {
    const data = JSON.parse(text) as unknown;
    return Array.isArray(data) ? data : [data];
  }) as { "@type"?: string }[];
  type Posting = {
    "@context": string;
    title: string;
    hiringOrganization: object;
    jobLocation: { address: object };
    employmentType: string;
    directApply: boolean;
    datePosted: string;
    description: string;
  };
  const postings = items.filter((item) => item["@type"] === "JobPosting") as Posting[];
  expect(postings.map((p) => p.title)).toEqual(POSITIONS);
  for (const posting of postings) {
    expect(posting["@context"]).toBe("https://schema.org");
    expect(posting.hiringOrganization).toMatchObject({ "@type": "Organization", name: site.name });
    expect(posting.jobLocation.address).toMatchObject({ addressLocality: "Abuja", addressCountry: "NG" });
    expect(posting.employmentType).toBe("FULL_TIME");
    expect(posting.directApply).toBe(false);
    expect(Number.isNaN(Date.parse(posting.datePosted))).toBe(false);
    expect(posting.description.length).toBeGreaterThan(50);
  }
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
