import { test, expect, visit } from "./fixtures";
import { newsletterForm } from "../../content/forms";
import { asClient, humanPause, mailsContaining, mailsTo, marker } from "./forms-helpers";
import { TOKEN_MISSES_ALLOWED } from "@content/constants";

const INFO = "info@savannahcrest.example";

test.describe("contact form (/contact-form)", () => {
  test.beforeEach(async ({ page }) => {
    await asClient(page);
  });

  test("says what the asterisk means; a screen reader hears each required field as required instead", async ({ page }) => {
    await visit(page, "/contact-form");
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form.getByText("Fields marked * are required.")).toBeVisible();
    for (const label of ["Name", "Email", "Message"]) {
      await expect(form.locator("label", { hasText: label }).first()).toHaveText(`${label} *`);
      await expect(form.getByRole("textbox", { name: label, exact: true })).toHaveAttribute("aria-required", "true");
    }
  });

  test("shows every spec §5 message under its field, wired to it, and clears it when that field is edited", async ({ page }) => {
    await visit(page, "/contact-form");
    const form = page.getByRole("form", { name: "Send us a message" });
    const name = form.getByLabel("Name");
    const email = form.getByLabel("Email");
    const message = form.getByLabel("Message");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(form.getByText("Message is required")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(name).toBeFocused();

    await email.fill("someone@example");
    await message.fill("  too short  ");
    await expect(form.getByText("Email is required")).toHaveCount(0);
    await expect(form.getByText("Name is required")).toBeVisible();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Message should be at least 10 characters")).toBeVisible();
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await name.fill("Ada");
    await expect(form.getByText("Name is required")).toHaveCount(0);
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
  });

  test("idle → Sending... (disabled) → green success with fields cleared; the info mailbox receives it", async ({ page }) => {
    const id = marker("contact");
    await visit(page, "/contact-form");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name").fill("Adaeze Okafor");
    await form.getByLabel("Email").fill("adaeze@example.com");
    await form.getByLabel("Message").fill(`I would like to discuss an investment. ${id}`);
    await humanPause(page);
    // Hold the server action's answer so the sending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact-form", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(form.getByLabel("Name")).toBeDisabled();
    await expect(form.getByLabel("Message")).toBeDisabled();
    release();
    const status = form.getByRole("status");
    await expect(status).toHaveText("Thank you! Your message has been sent successfully.");
    await expect(status.locator("[data-tone]")).toHaveAttribute("data-tone", "success");
    // The answer is on screen, not below the fold under a cleared form.
    await expect(status).toBeInViewport({ ratio: 1 });
    // Sending disabled the pressed button, so focus fell to the page: the answer takes it.
    await expect(status.locator("[data-tone]")).toBeFocused();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Email")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    const [mail] = await mailsContaining(id);
    expect(mail).toContain(`To: ${INFO}`);
    expect(mail).toContain("Reply-To: adaeze@example.com");
    expect(mail).toContain("Adaeze Okafor");
  });

  test("a device whose clock runs a minute fast is not taken for a bot: its message is stored and sent", async ({ page }) => {
    await page.addInitScript(() => {
      const real = Date.now.bind(Date);
      Date.now = () => real() + 60_000;
    });
    const id = marker("clock-ahead");
    await visit(page, "/contact-form");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name").fill("Kemi Bello");
    await form.getByLabel("Email").fill("kemi@example.com");
    await form.getByLabel("Message").fill(`Please call me about the fund. ${id}`);
    await humanPause(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText("Thank you! Your message has been sent successfully.");
    const [mail] = await mailsContaining(id);
    expect(mail).toContain("Kemi Bello");
  });

  test("works with JavaScript off: the server returns the same messages, then stores and sends", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "198.19.0.10" } });
    const page = await context.newPage();
    try {
      await page.goto("/contact-form");
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByLabel("Email").fill("nobody@nowhere");
      await form.getByLabel("Message").fill("short");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Name is required")).toBeVisible();
      await expect(page.getByText("Please enter a valid email address")).toBeVisible();
      await expect(page.getByText("Message should be at least 10 characters")).toBeVisible();
      await expect(form.getByLabel("Email")).toHaveValue("nobody@nowhere");
      await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

      const id = marker("nojs");
      await form.getByLabel("Name").fill("Ikenna Ezeudu");
      await form.getByLabel("Email").fill("ikenna@example.com");
      await form.getByLabel("Message").fill(`Sent without JavaScript. ${id}`);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toHaveText(
        "Thank you! Your message has been sent successfully.",
      );
      await expect(page.getByRole("form", { name: "Send us a message" }).getByLabel("Message")).toHaveValue("");
      const [mail] = await mailsContaining(id);
      expect(mail).toContain(`To: ${INFO}`);
    } finally {
      await context.close();
    }
  });
});

/** The double opt-in link in a confirmation e-mail. */
const CONFIRM_LINK = /http:\/\/127\.0\.0\.1:\d+\/newsletter\/confirm\?token=[\w-]+/;

test.describe("newsletter (/newsletter)", () => {
  test.beforeEach(async ({ page }) => {
    await asClient(page);
  });

  test("an empty address gives the spec message; a valid one thanks, e-mails a link whose page confirms once, by its button (opening it changes nothing)", async ({
    page,
  }) => {
    await visit(page, "/newsletter");
    const form = page.getByRole("form", { name: "Subscribe to our newsletter" });
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");

    const address = `${marker("reader")}@example.com`;
    await form.getByLabel("Email address").fill(address);
    await expect(form.getByText("Please enter a valid email address.")).toHaveCount(0);
    await humanPause(page);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you for subscribing!");
    const [mail] = await mailsTo(address);
    const link = mail!.match(CONFIRM_LINK)?.[0];
    expect(link).toBeTruthy();
    const confirmPath = new URL(link!).pathname + new URL(link!).search;
    // A mail scanner fetching the link confirms nothing: the page asks.
    expect((await page.request.get(confirmPath)).status()).toBe(200);
    await visit(page, confirmPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newsletterForm.confirmPage.askHeading);
    await page.getByRole("button", { name: newsletterForm.confirmPage.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    // The link works once.
    await visit(page, confirmPath);
    await page.getByRole("button", { name: newsletterForm.confirmPage.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link is no longer valid");

    // The welcome e-mail's unsubscribe link works, by its page's button.
    const mails = await mailsTo(address, 2);
    const unsubscribe = mails[1]!.match(/\/newsletter\/unsubscribe\?token=[\w-]+/)?.[0];
    expect(unsubscribe).toBeTruthy();
    await visit(page, unsubscribe!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newsletterForm.unsubscribePage.askHeading);
    await page.getByRole("button", { name: newsletterForm.unsubscribePage.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed");
  });

  test("signing up twice gives the same answer and does not reveal the address was known", async ({ page }) => {
    const address = `${marker("twice")}@example.com`;
    const answers: string[] = [];
    for (let i = 0; i < 2; i++) {
      await visit(page, "/newsletter");
      const form = page.getByRole("form", { name: "Subscribe to our newsletter" });
      await form.getByLabel("Email address").fill(address);
      await humanPause(page);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(form.getByRole("status")).toContainText("Thank you for subscribing!");
      answers.push((await form.getByRole("status").textContent()) ?? "");
    }
    expect(answers[0]).toBe(answers[1]);
  });

  test("a mail program's own Unsubscribe button works in one POST (RFC 8058); opening that address only shows the page that asks", async ({
    page,
    request,
  }) => {
    await visit(page, "/newsletter");
    const form = page.getByRole("form", { name: "Subscribe to our newsletter" });
    const address = `${marker("oneclick")}@example.com`;
    await form.getByLabel("Email address").fill(address);
    await humanPause(page);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you for subscribing!");
    const [mail] = await mailsTo(address);
    const headers = mail!.replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const url = new URL(headers.match(/^List-Unsubscribe: <([^>]+)>\r?$/m)![1]!);
    const path = url.pathname + url.search;

    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newsletterForm.unsubscribePage.askHeading);

    // The mailbox provider posts from its own servers: no Origin, no cookies, no page.
    const response = await request.post(path, { form: { "List-Unsubscribe": "One-Click" } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(newsletterForm.unsubscribePage.done);

    // The address is off the list: its confirmation link no longer confirms.
    const confirm = new URL(mail!.match(CONFIRM_LINK)![0]);
    await visit(page, confirm.pathname + confirm.search);
    await page.getByRole("button", { name: newsletterForm.confirmPage.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link is no longer valid");
  });

  test("a link opened without its code says it is incomplete, not expired, and offers to subscribe again", async ({ page }) => {
    for (const path of ["/newsletter/confirm", "/newsletter/unsubscribe?token="]) {
      await visit(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newsletterForm.linkIncomplete.heading);
      await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("link", { name: newsletterForm.resubscribe })).toHaveAttribute("href", "/newsletter");
    }
  });

  test("a client that has sent too many wrong codes is asked to wait, on the page as by the one-click address", async ({
    page,
    request,
  }) => {
    const address = await asClient(page);
    for (let i = 0; i < TOKEN_MISSES_ALLOWED; i++) {
      const miss = await request.post(`/api/newsletter/unsubscribe?token=${marker("guess")}`, {
        headers: { "X-Forwarded-For": address, "Content-Type": "application/x-www-form-urlencoded" },
        data: "List-Unsubscribe=One-Click",
      });
      expect(miss.status()).toBe(404);
    }
    await visit(page, `/newsletter/unsubscribe?token=${marker("guess")}`);
    await page.getByRole("main").getByRole("button", { name: newsletterForm.unsubscribePage.button }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Too many submissions from your connection");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newsletterForm.unsubscribePage.askHeading);
  });

  test("works with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "198.19.0.11" } });
    const page = await context.newPage();
    try {
      await page.goto("/newsletter");
      const form = page.getByRole("form", { name: "Subscribe to our newsletter" });
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
      const address = `${marker("nojs")}@example.com`;
      await page.getByRole("form", { name: "Subscribe to our newsletter" }).getByLabel("Email address").fill(address);
      await page.getByRole("form", { name: "Subscribe to our newsletter" }).getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
      const [mail] = await mailsTo(address);
      // The confirmation link's button works without JavaScript too.
      const link = new URL(mail!.match(CONFIRM_LINK)![0]);
      await page.goto(link.pathname + link.search);
      await page.getByRole("button", { name: newsletterForm.confirmPage.button }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");
    } finally {
      await context.close();
    }
  });
});

test.describe("POST /api/send-email", () => {
  const enquiry = { subject: "E-commerce Inquiry", message: "Type: Buy\nProduct Name: Sesame\nClient Name: Musa\nPhone Number: 0800" };

  test("201 with a reference, the e-mail delivered to the business's mailbox", async ({ request, baseURL }) => {
    const id = marker("api");
    const response = await request.post("/api/send-email", {
      headers: { Origin: baseURL!, "X-Forwarded-For": "198.19.1.1" },
      data: { ...enquiry, message: `${enquiry.message}\nNote: ${id}`, business: "commodities" },
    });
    expect(response.status()).toBe(201);
    expect((await response.json()).reference).toMatch(/^EQ-/);
    const [mail] = await mailsContaining(id);
    expect(mail).toContain("To: commodities@savannahcrest.example");
  });

  test("honeypot 201 with nothing sent; malformed JSON 400; over 16 KB 413; missing fields 400; another origin 403", async ({
    request,
    baseURL,
  }) => {
    const headers = { Origin: baseURL!, "X-Forwarded-For": "198.19.1.2" };
    const id = marker("bot");
    const bot = await request.post("/api/send-email", {
      headers,
      data: { ...enquiry, message: `${enquiry.message} ${id}`, website: "spam" },
    });
    expect(bot.status()).toBe(201);
    const malformed = await request.post("/api/send-email", {
      headers: { ...headers, "Content-Type": "application/json" },
      data: Buffer.from("{not json"),
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error).toBe("The request body is not valid JSON.");
    const huge = await request.post("/api/send-email", { headers, data: { ...enquiry, message: "x".repeat(17 * 1024) } });
    expect(huge.status()).toBe(413);
    const missing = await request.post("/api/send-email", { headers, data: { message: "hello" } });
    expect(missing.status()).toBe(400);
    expect((await missing.json()).error).toBe("subject is required");
    const foreign = await request.post("/api/send-email", { headers: { Origin: "https://evil.example" }, data: enquiry });
    expect(foreign.status()).toBe(403);
    await new Promise((r) => setTimeout(r, 3000));
    const { readMails } = await import("./forms-helpers");
    expect(readMails().filter((m) => m.includes(id))).toHaveLength(0);
  });

  test("the sixth enquiry in ten minutes from one client gets 429 with Retry-After", async ({ request, baseURL }) => {
    const headers = { Origin: baseURL!, "X-Forwarded-For": "198.19.1.3" };
    for (let i = 0; i < 5; i++) {
      const ok = await request.post("/api/send-email", { headers, data: { ...enquiry, message: `${enquiry.message}\n${marker("rl")}` } });
      expect(ok.status()).toBe(201);
    }
    const refused = await request.post("/api/send-email", { headers, data: enquiry });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/Too many submissions/);
  });
});
