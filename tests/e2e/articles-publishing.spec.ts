import { expect, test } from "./fixtures";
import { newPage, staffPage } from "./staff-helpers";

/**
 * Issue 32: the seed's articles are stories like any other (decision 113). A
 * marketing account edits the Wuse II article's text in the back office; its
 * page, at its own path, shows the new text within 60 s and keeps its byline
 * and its page head; reverting to the seed's version brings the first text back.
 * (In the "publishing" project: it changes what every visitor sees.)
 */
test.describe.configure({ mode: "serial" });

const ADDED = `Our first residents moved in on schedule (${Date.now().toString(36)}).`;

test("the Wuse II article's text is edited in the back office, then reverted to its first version", async ({ browser }) => {
  test.setTimeout(240_000);
  const editor = await staffPage(browser, "marketing-articles", ["marketing"]);
  await editor.goto("/admin/news/casalavorowuseii");
  const body = editor.getByLabel("Article text (Markdown)");
  await expect(body).toHaveValue(/^Wuse II has become the part of Abuja where the city goes to work\./);
  await expect(body).toHaveValue(/\n## What the market figures say\n/);
  await body.fill(`${await body.inputValue()}\n\n## Moving in\n\n${ADDED}`);
  await editor.getByRole("button", { name: "Save and publish" }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Published: the site shows it within a minute." })).toBeVisible();

  const visitor = await newPage(browser);
  const page = async () => (await visitor.request.get("/casalavorowuseii", { headers: { "Cache-Control": "no-cache" } })).text();
  await expect.poll(async () => (await page()).includes(ADDED), { timeout: 60_000, intervals: [500, 1_000, 2_000] }).toBe(true);
  await visitor.goto("/casalavorowuseii");
  await expect(visitor.getByRole("heading", { level: 2, name: "Moving in" })).toHaveAttribute("id", "moving-in");
  await expect(visitor.getByTestId("article-meta")).toContainText("By Funmilayo Ogunleye, Head of Apartments, Savannah Crest Residences");
  await expect(visitor).toHaveTitle("Casa Lavoro: a residence in Wuse II | Savannah Crest Group");

  await editor.reload();
  await editor.getByRole("button", { name: "Revert to version 1" }).click();
  await expect(editor.getByText(/^Reverted: a new version copies the one you chose/)).toBeVisible();
  await expect.poll(async () => (await page()).includes(ADDED), { timeout: 60_000, intervals: [500, 1_000, 2_000] }).toBe(false);
  await visitor.context().close();
  await editor.context().close();
});
