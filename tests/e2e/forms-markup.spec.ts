import { expect, test } from "./fixtures";

/** The pages of the five forms a visitor fills in on a page of its own (issue 33). */
const FORM_PAGES = ["/contact-form", "/newsletter", "/AgentRegistration", "/whistleblow", "/privacy-policy"];

/** What the served HTML says of its forms, before any script runs. */
async function formsOf(page: import("@playwright/test").Page) {
  return page.locator("main form").evaluateAll((forms) =>
    forms.map((form) => ({
      name: form.getAttribute("aria-label"),
      action: form.getAttribute("action"),
      groups: Array.from(form.querySelectorAll("fieldset"), (group) => ({
        legend: group.querySelector(":scope > legend")?.textContent?.trim() ?? "",
        label: group.getAttribute("aria-label") ?? "",
      })),
    })),
  );
}

test.describe("form markup, as served", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of FORM_PAGES) {
    test(`${path}: the form has a name, a real path as its action, and every group it holds is named`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/<form[^>]*\saction=""/);

      await page.goto(path);
      const forms = await formsOf(page);
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) {
        expect(form.name, "the form's name").toBeTruthy();
        // The page's own path: a post made before the script loads comes back to this page.
        expect(form.action).toBe(path);
        for (const group of form.groups) expect(group.legend || group.label, `a group in "${form.name}"`).not.toBe("");
      }
    });
  }

  test("a newsletter link's page: its button's form posts back to the page with the link's code", async ({ page, request }) => {
    for (const path of ["/newsletter/confirm?token=abc-123", "/newsletter/unsubscribe?token=abc-123"]) {
      expect(await (await request.get(path)).text()).not.toMatch(/<form[^>]*\saction=""/);
      await page.goto(path);
      await expect(page.locator("main form")).toHaveAttribute("action", path);
    }
  });
});
