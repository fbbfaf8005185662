import type { Page, Request, Route } from "@playwright/test";
import { contactForm as copy } from "@content/forms";
import { EMAILJS_CLIENT_VERSION } from "@content/constants";
import { test, expect, visit } from "./fixtures";
import { EMAILJS_SETTINGS } from "./emailjs-build";

// Runs against the build with the three EmailJS settings (project "emailjs"):
// the contact form then sends through the provider's API (spec §7 call 2).
// The provider is outside this machine, so the browser's request is answered here.
const SEND_URL = "https://api.emailjs.com/api/v1.0/email/send";
const CORS = { "Access-Control-Allow-Origin": "*" };

type Answer = (route: Route) => Promise<void>;

/** Answers the provider's API with `answer`; returns the requests it received. */
async function provider(page: Page, answer: Answer): Promise<Request[]> {
  const received: Request[] = [];
  await page.route(SEND_URL, async (route) => {
    if (route.request().method() === "POST") received.push(route.request());
    await answer(route);
  });
  return received;
}

/** Counts the posts the form makes to the site itself (the server action). */
function sitePosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().startsWith(new URL(page.url()).origin)) posts.push(request);
  });
  return posts;
}

async function fillContact(page: Page) {
  const form = page.getByRole("form", { name: copy.legend });
  await form.getByLabel(copy.labels.name).fill("Adaeze Okafor");
  await form.getByLabel(copy.labels.email).fill("adaeze@example.com");
  await form.getByLabel(copy.labels.message).fill("I would like to discuss an investment in the Maitama development.");
  return form;
}

test.describe("contact form through EmailJS (build-time settings set)", () => {
  test("sends the spec's payload to the provider: Sending... while it answers, then the green banner with the fields cleared", async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const received = await provider(page, async (route) => {
      await held;
      await route.fulfill({ status: 200, body: "OK", headers: CORS });
    });
    await visit(page, "/contact-form");
    const posts = sitePosts(page);
    const form = await fillContact(page);
    await form.getByRole("button", { name: copy.submit }).click();

    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(form.getByLabel(copy.labels.message)).toBeDisabled();
    await expect.poll(() => received.length).toBe(1);
    const payload = received[0]!.postDataJSON();
    expect(payload).toMatchObject({
      user_id: EMAILJS_SETTINGS.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
      service_id: EMAILJS_SETTINGS.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      template_id: EMAILJS_SETTINGS.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
      template_params: {
        name: "Adaeze Okafor",
        email: "adaeze@example.com",
        message: "I would like to discuss an investment in the Maitama development.",
      },
    });
    // Spec §9: the e-mail provider's client is version 4.4.1.
    expect(payload.lib_version).toBe(EMAILJS_CLIENT_VERSION);
    release();

    const status = form.getByRole("status");
    await expect(status).toHaveText(copy.success);
    await expect(status.locator("[data-tone]")).toHaveAttribute("data-tone", "success");
    await expect(form.getByLabel(copy.labels.name)).toHaveValue("");
    await expect(form.getByLabel(copy.labels.message)).toHaveValue("");
    await expect(form.getByRole("button", { name: copy.submit })).toBeEnabled();
    expect(posts, "nothing is posted to the site itself").toEqual([]);
  });

  test.describe("when the provider fails", () => {
    // The browser logs the failed request itself; that is the case under test.
    test.use({ allowedConsoleErrors: /Failed to load resource/ });

    test("a refusal or a network failure shows the red banner and keeps what was typed", async ({ page }) => {
      let refuse = true;
      const received = await provider(page, (route) =>
        refuse ? route.fulfill({ status: 400, body: "The Public Key is invalid", headers: CORS }) : route.abort("internetdisconnected"),
      );
      await visit(page, "/contact-form");
      const form = await fillContact(page);
      const status = form.getByRole("status");

      await form.getByRole("button", { name: copy.submit }).click();
      await expect(status).toHaveText(copy.failure);
      await expect(status.locator("[data-tone]")).toHaveAttribute("data-tone", "error");
      await expect(form.getByLabel(copy.labels.name)).toHaveValue("Adaeze Okafor");

      refuse = false;
      await form.getByRole("button", { name: copy.submit }).click();
      await expect.poll(() => received.length).toBe(2);
      await expect(status).toHaveText(copy.failure);
      await expect(form.getByLabel(copy.labels.message)).toHaveValue("I would like to discuss an investment in the Maitama development.");
      await expect(form.getByRole("button", { name: copy.submit })).toBeEnabled();
    });
  });

  test("invalid input never reaches the provider: the messages show under the fields", async ({ page }) => {
    const received = await provider(page, (route) => route.fulfill({ status: 200, body: "OK", headers: CORS }));
    await visit(page, "/contact-form");
    const form = page.getByRole("form", { name: copy.legend });
    await form.getByLabel(copy.labels.email).fill("someone@example");
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(form.getByText(copy.errors.nameRequired)).toBeVisible();
    await expect(form.getByText(copy.errors.emailInvalid)).toBeVisible();
    await expect(form.getByText(copy.errors.messageRequired)).toBeVisible();
    await expect(form.getByLabel(copy.labels.name)).toBeFocused();
    expect(received).toEqual([]);
  });
});
