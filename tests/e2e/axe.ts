import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { withEverySectionDrawn } from "./every-section-drawn";
import { expect } from "./fixtures";

/** WCAG 2.2 AA: every axe rule tagged with these levels. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Fails with each violation's rule and first elements, naming the state the page was in. */
async function expectNoAxeViolations(page: Page, state: string) {
  // Next.js streams a dynamic page's metadata: after a server action re-renders the sign-in steps, the <title>
  // arrives a moment after the new step shows. Checked once it has settled (a page without a title still fails).
  await expect(page, `a title, ${state}`).toHaveTitle(/\S/);
  const results = await withEverySectionDrawn(page, () => new AxeBuilder({ page }).withTags(TAGS).analyze());
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
  expect(summary, `axe violations, ${state}`).toEqual([]);
}

/**
 * What the W3C checker and HTML_CodeSniffer find in a back-office page's forms and axe does not (issue 42):
 * an empty `action` attribute (HTML forbids it; React writes one on a server-action form without a
 * permalink), a fieldset whose first child is not a legend with words, a page without a title.
 */
export async function formMarkupProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const where = (element: Element) => element.outerHTML.slice(0, 120);
    for (const form of document.querySelectorAll("form[action]"))
      if (!form.getAttribute("action")?.trim()) problems.push(`form with an empty action: ${where(form)}`);
    for (const fieldset of document.querySelectorAll("fieldset")) {
      const first = fieldset.firstElementChild;
      if (first?.tagName !== "LEGEND" || !first.textContent?.trim()) problems.push(`fieldset without a legend: ${where(fieldset)}`);
    }
    if (!document.title.trim()) problems.push("no title");
    return problems;
  });
}

/** axe, and on a back-office page its forms' markup (formMarkupProblems). */
export async function expectNoViolations(page: Page, state: string) {
  await expectNoAxeViolations(page, state);
  if (new URL(page.url()).pathname.startsWith("/admin")) expect(await formMarkupProblems(page), `form markup, ${state}`).toEqual([]);
}
