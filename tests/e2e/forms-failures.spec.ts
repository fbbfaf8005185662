import type { Page } from "@playwright/test";
import { expect, waitForLoader } from "./fixtures";
import { asClient, failureTest as test, findForm } from "./forms-helpers";

/** Failure paths: requests made to fail on purpose (the browser logs those loads). */

async function open(page: Page, path: string) {
  await asClient(page);
  await page.goto(path);
  await waitForLoader(page);
}

test("a failed request shows the red failure banner and keeps what was typed", async ({ page }) => {
  await open(page, "/contact-form");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name").fill("Bola");
  await form.getByLabel("Email").fill("bola@example.com");
  await form.getByLabel("Message").fill("Please send me the brochure.");
  await page.route("**/contact-form", (route) => (route.request().method() === "POST" ? route.abort("failed") : route.continue()));
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText("Something went wrong. Please try again later.");
  await expect(form.getByRole("status").locator("[data-tone=error]")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Bola");
});

test("enquiry failure: any non-2xx answer shows 'Failed to send information. Try again later.'", async ({ page }) => {
  await open(page, "/commodities");
  const form = await findForm(page, /E-commerce Inquiry: Sesame/, /Sesame/);
  await page.route("**/api/send-email", (route) => route.fulfill({ status: 500, body: "{}", contentType: "application/json" }));
  await form.getByLabel("Client Name").fill("Musa");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Failed to send information. Try again later." })).toBeVisible();
});
