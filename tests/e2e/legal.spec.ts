import { site } from "../../content/site";
import { expect, test, visit, waitForLoader } from "./fixtures";

const h2s = (page: import("@playwright/test").Page) => page.getByTestId("legal-body").getByRole("heading", { level: 2 }).allTextContents();

test.describe("legal pages", () => {
  test("/terms-of-use has the six numbered sections in order", async ({ page }) => {
    await visit(page, "/terms-of-use");
    expect(await h2s(page)).toEqual([
      "1. General",
      "2. Use of Content",
      "3. No Endorsement",
      "4. Indemnity",
      "5. Disclaimer of Warranties and Limitation of Liability",
      "6. Indemnity for liability instruments",
    ]);
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "4. Indemnity" }).click();
    await expect(page).toHaveURL(/#4-indemnity$/);
    await expect(page.getByRole("heading", { name: "4. Indemnity", exact: true })).toBeInViewport();
  });

  test("/privacy-policy: every section, the time frames, children, cross-border list, Lagos address and the request form", async ({
    page,
  }) => {
    await visit(page, "/privacy-policy");
    const headings = await h2s(page);
    for (const h of [
      "Consent",
      "Security of this website",
      "Information we collect and how we collect it",
      "Our basis for processing",
      "How we use your information",
      "Sharing your information",
      "Your rights",
      "Remedies",
      "Time frame for remedy",
      "Cookies",
      "Retention",
      "Children",
      "Cross-border transfer",
      "Data security",
      "Principles",
      "Automated decision making",
      "Data subject access request",
      "Contact",
    ]) {
      expect(headings, h).toContain(h);
    }
    const body = page.getByTestId("legal-body");
    await expect(body).toContainText("Nigeria Data Protection Act 2023");
    await expect(body).toContainText("within 72 hours");
    await expect(body).toContainText("within one month");
    await expect(body).toContainText("persons under the age of 18");
    await expect(body).toContainText("Ghana, Kenya, South Africa");
    for (const line of site.contacts.lagosAddress.lines) await expect(page.getByTestId("lagos-address")).toContainText(line);
    await expect(body.getByRole("link", { name: site.mailboxes.privacy }).first()).toHaveAttribute(
      "href",
      `mailto:${site.mailboxes.privacy}`,
    );
    await expect(body.locator("form")).toHaveCount(1);
  });

  test("/accessibility has the six sections of the spec", async ({ page }) => {
    await visit(page, "/accessibility");
    expect(await h2s(page)).toEqual([
      "Internet accessibility",
      "Browser compatibility",
      "Telephone",
      "Visual impairment",
      "Hearing impairment",
      "Recommended software",
    ]);
    await expect(page.getByTestId("legal-body")).toContainText("PDF reader");
    // Hearing impairment: a live chat with the customer team, in a new tab.
    const chat = page.getByRole("link", { name: "Chat with our customer team (opens in a new tab)" });
    await expect(chat).toHaveAttribute("href", site.external.liveChat);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("text sizer", () => {
  const rootSize = (page: import("@playwright/test").Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

  test("changes the base text size in steps up to 200%, from the keyboard, announced", async ({ page }) => {
    await visit(page, "/accessibility");
    expect(await rootSize(page)).toBe("16px");
    const increase = page.getByRole("button", { name: "Increase text size" });
    await increase.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("text-size-value")).toHaveText("125%");
    expect(await rootSize(page)).toBe("20px");
    await page.keyboard.press("Space");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("text-size-value")).toHaveText("200%");
    expect(await rootSize(page)).toBe("32px");
    await expect(increase).toHaveAttribute("aria-disabled", "true");
    await expect(increase).toBeFocused();
    await expect(page.getByTestId("text-sizer").locator('[aria-live="polite"]')).toHaveText("Text size 200%");

    await page.getByRole("button", { name: "Decrease text size" }).click();
    await expect(page.getByTestId("text-size-value")).toHaveText("175%");
    await page.getByRole("button", { name: "Reset text size" }).click();
    await expect(page.getByTestId("text-size-value")).toHaveText("100%");
    expect(await rootSize(page)).toBe("16px");
  });

  test("works when the browser blocks site storage: every step, for this page view", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The user has blocked site data", "SecurityError");
        },
      });
    });
    await visit(page, "/accessibility");
    const increase = page.getByRole("button", { name: "Increase text size" });
    for (const size of ["125%", "150%", "175%"]) {
      await increase.click();
      await expect(page.getByTestId("text-size-value")).toHaveText(size);
    }
    expect(await rootSize(page)).toBe("28px");
    await page.getByRole("button", { name: "Decrease text size" }).click();
    await expect(page.getByTestId("text-size-value")).toHaveText("150%");
    expect(await rootSize(page)).toBe("24px");
    await page.getByRole("button", { name: "Reset text size" }).click();
    await expect(page.getByTestId("text-size-value")).toHaveText("100%");
    expect(await rootSize(page)).toBe("16px");
  });

  test("a size chosen in another tab applies to this page as well as its figure", async ({ context }) => {
    const here = await context.newPage();
    const there = await context.newPage();
    await visit(here, "/accessibility");
    await visit(there, "/accessibility");
    await there.getByRole("button", { name: "Increase text size" }).click();
    await expect(there.getByTestId("text-size-value")).toHaveText("125%");
    await expect(here.getByTestId("text-size-value")).toHaveText("125%");
    await expect.poll(() => rootSize(here)).toBe("20px");
  });

  test("the pressed button stays on screen while everything above it grows", async ({ page }) => {
    await visit(page, "/accessibility");
    const increase = page.getByRole("button", { name: "Increase text size" });
    await increase.scrollIntoViewIfNeeded();
    await increase.focus();
    const top = () => increase.evaluate((b) => Math.round(b.getBoundingClientRect().top));
    const before = await top();
    for (const size of ["125%", "150%", "175%", "200%"]) {
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("text-size-value")).toHaveText(size);
      await expect(increase).toBeFocused();
      await expect(increase).toBeInViewport({ ratio: 1 });
      expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(2);
    }
  });

  test("the chosen size persists across a navigation and a reload", async ({ page }) => {
    await visit(page, "/accessibility");
    await page.getByRole("button", { name: "Increase text size" }).click();
    await page.getByRole("button", { name: "Increase text size" }).click();
    expect(await rootSize(page)).toBe("24px");

    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await waitForLoader(page);
    expect(await rootSize(page)).toBe("24px");

    await page.reload();
    expect(await rootSize(page)).toBe("24px");
    await visit(page, "/careers");
    expect(await rootSize(page)).toBe("24px");
    await visit(page, "/accessibility");
    await expect(page.getByTestId("text-size-value")).toHaveText("150%");
  });
});

test.describe("/whistleblow", () => {
  // The form itself, and its contact-preference toggle, are tested with the forms (tests/e2e of issue 5).
  test("banner, what whistleblowing is, the two reporting options, the form, confidentiality and contact information", async ({ page }) => {
    await visit(page, "/whistleblow");
    await expect(page.getByRole("heading", { level: 1, name: "Whistleblowing" })).toBeVisible();
    await expect(page.getByText("See something wrong? Tell us, safely.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What is whistleblowing?" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Two ways to report" })).toBeVisible();
    await expect(page.getByTestId("option-hotline").getByRole("link", { name: site.contacts.hotline })).toHaveAttribute(
      "href",
      `tel:${site.contacts.hotline.replace(/\s+/g, "")}`,
    );
    await expect(page.getByTestId("option-email").getByRole("link", { name: site.mailboxes.ethics })).toHaveAttribute(
      "href",
      `mailto:${site.mailboxes.ethics}`,
    );
    await expect(page.getByRole("heading", { level: 2, name: "Report form" })).toBeVisible();
    await expect(page.locator("#report-form form")).toHaveCount(1);
    await expect(page.getByTestId("confidentiality-note")).toContainText("contact details you typed are discarded");
    await expect(page.getByTestId("confidentiality-note")).toContainText(
      "encrypted before it is stored, so that only the ethics team can read it",
    );
    // What the form keeps out of a report is said once, beside the fields, not again in the note.
    await expect(page.getByText(/IP address/)).toHaveCount(1);
    await expect(page.locator("#report-form")).toContainText("We do not record your IP address, browser or any cookie with this report.");
    await expect(page.getByTestId("confidentiality-note")).toContainText("reference code");
    await expect(page.getByRole("heading", { level: 2, name: "Contact information" })).toBeVisible();
  });
});
