import type { Browser, Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { expectNoViolations } from "./axe";
import { asClient, humanPause, mailsContaining, marker, readMails, uniqueAddress } from "./forms-helpers";

/**
 * The reporter's side of a whistleblowing case (issue 31), in Debian Chromium with and without
 * JavaScript: a report, its receipt shown once, files added right after, the follow-up page opened
 * with the receipt (its status, the report, the messages), a message with a file, sign-out; wrong
 * receipts (shape, 429), a file that lies about its type; e-mails that carry no content.
 */

const file = (name: string, text: string, mimeType = "text/plain") => ({ name, mimeType, buffer: Buffer.from(text) });

/** Sends a report from /whistleblow; returns its receipt and reference as the page shows them. */
async function report(page: Page, words: string, javaScriptEnabled = true) {
  // Without JavaScript the page loading indicator never lifts by itself (it is hidden by CSS).
  if (javaScriptEnabled) await visit(page, "/whistleblow");
  else await page.goto("/whistleblow");
  const form = page.getByRole("form", { name: "Report a concern" });
  await form.getByLabel("Nature of conduct").fill("Procurement fraud");
  await form.getByLabel("Comments").fill(words);
  await humanPause(page);
  await form.getByRole("button", { name: "Submit Report" }).click();
  const receipt = (await page.getByTestId("report-receipt").textContent())!.trim();
  expect(receipt).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
  const reference = (await page.getByTestId("report-reference").textContent())!.trim();
  return { receipt, reference };
}

async function openWithReceipt(page: Page, receipt: string) {
  await page.goto("/whistleblow/follow-up");
  await page.getByLabel("Receipt (16 digits)").fill(receipt);
  await page.getByRole("button", { name: "Open my report" }).click();
}

async function journey(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": uniqueAddress() } });
  const page = await context.newPage();
  try {
    const words = marker(javaScriptEnabled ? "report-js" : "report-nojs");
    const { receipt, reference } = await report(page, `Invoices were inflated. ${words}`, javaScriptEnabled);
    // The ethics mailbox is told, without a word of the report.
    const [mail] = await mailsContaining(`A new report (${reference}) has arrived. Sign in to read it.`);
    expect(mail).not.toContain(words);

    if (javaScriptEnabled) await expectNoViolations(page, "the receipt and the files form after a report");
    // Files right after the report, in the session the report started.
    const addFiles = page.getByRole("form", { name: "Add files to your report (optional)" });
    await addFiles.getByLabel("Attachments (optional)").setInputFiles(file("ledger.txt", `ledger ${words}`));
    await addFiles.getByRole("button", { name: "Add files" }).click();
    await expect(page).toHaveURL(/\/whistleblow\/follow-up$/);
    await expect(page.getByRole("heading", { level: 1, name: `Report ${reference}` })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Your message was added" })).toBeVisible();
    await expect(page.getByTestId("case-status")).toHaveText("Received");
    await expect(page.getByText(`Invoices were inflated. ${words}`)).toBeVisible();
    await expect(page.getByText("ledger.txt")).toBeVisible();
    // The cookie ends with the browser (no expiry).
    const cookies = await context.cookies();
    expect(cookies.filter((c) => c.name.startsWith("sc-wb-follow-up")).map((c) => [c.name, c.expires, c.httpOnly, c.sameSite])).toEqual([
      ["sc-wb-follow-up", -1, true, "Strict"],
      ["sc-wb-follow-up-post", -1, true, "Strict"],
    ]);

    // Sign out, then back in with the receipt.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await openWithReceipt(page, receipt.replace(/ /g, "-"));
    await expect(page.getByRole("heading", { level: 1, name: `Report ${reference}` })).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page, "an open case");

    // A message with a file.
    const answer = marker("answer");
    await page.getByLabel("Your message").fill(`The supplier is my cousin's firm. ${answer}`);
    await page.getByLabel("Attachments (optional)").setInputFiles(file("invoice.txt", `invoice ${answer}`));
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your message was added" })).toBeVisible();
    const messages = page.getByTestId("case-messages");
    await expect(messages).toContainText(`The supplier is my cousin's firm. ${answer}`);
    await expect(messages).toContainText("invoice.txt");
    const [news] = await mailsContaining(`The reporter has added information to ${reference}. Sign in to read it.`, 2);
    expect(news).not.toContain(answer);
    expect(readMails().filter((m) => m.includes(answer) || m.includes(words))).toEqual([]);
  } finally {
    await context.close();
  }
}

test("the reporter's journey with JavaScript: receipt once, files, follow-up, message with a file, sign-out", async ({ browser }) => {
  // A report, its e-mail, files, the follow-up page, a message with a file and sign-out: past the default minute on a busy machine.
  test.setTimeout(150_000);
  await journey(browser, true);
});

test("the reporter's journey without JavaScript", async ({ browser }) => {
  await journey(browser, false);
});

test("the follow-up page: no-store and no-referrer, a clear message for a receipt of the wrong shape or a wrong one, axe-clean", async ({
  page,
}) => {
  await asClient(page);
  const response = await visit(page, "/whistleblow/follow-up");
  expect(response?.headers()["cache-control"]).toContain("no-store");
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expectNoViolations(page, "the receipt form");
  await page.getByLabel("Receipt (16 digits)").fill("1234 5678");
  await page.getByRole("button", { name: "Open my report" }).click();
  await expect(page.locator("#receipt-error")).toHaveText("A receipt is 16 digits. Please check what you typed.");
  await expect(page.getByLabel("Receipt (16 digits)")).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page, "a receipt of the wrong shape");
  await page.getByLabel("Receipt (16 digits)").fill("0000 0000 0000 0000");
  await page.getByRole("button", { name: "Open my report" }).click();
  await expect(page.locator("#receipt-error")).toHaveText(/could not open a report with this receipt/);
});

test("wrong receipts: five a minute from one address, the sixth gets 429", async ({ request }) => {
  const headers = { "X-Forwarded-For": uniqueAddress(), Origin: "null" };
  for (let i = 0; i < 5; i++) {
    const response = await request.post("/api/whistleblow/follow-up/open", {
      form: { receipt: `1111 2222 3333 444${i}` },
      headers,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/whistleblow/follow-up?e=wrong");
  }
  const sixth = await request.post("/api/whistleblow/follow-up/open", {
    form: { receipt: "1111 2222 3333 4449" },
    headers,
    maxRedirects: 0,
  });
  expect(sixth.status()).toBe(429);
  expect(await sixth.text()).toContain("Too many attempts");
  // A post from another site is refused outright.
  const foreign = await request.post("/api/whistleblow/follow-up/open", {
    form: { receipt: "1111 2222 3333 4440" },
    headers: { "X-Forwarded-For": uniqueAddress(), "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
});

test("a file that lies about its type is refused with a clear message, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": uniqueAddress() } });
  const page = await context.newPage();
  try {
    await report(page, `Kickbacks on fuel. ${marker("lying-file")}`, false);
    await page.getByRole("link", { name: "Go to the follow-up page" }).click();
    await page.getByLabel("Attachments (optional)").setInputFiles(file("scan.pdf", "MZ this is a program, not a PDF", "application/pdf"));
    await page.getByLabel("Your message").fill("The scan of the fuel ledger.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText('"scan.pdf" is not what its name says')).toBeVisible();
    // Nothing typed is lost: the message is back in its field.
    await expect(page.getByLabel("Your message")).toHaveValue("The scan of the fuel ledger.");
  } finally {
    await context.close();
  }
});

test("with JavaScript, a warning a minute before the idle sign-out keeps the session; then the page signs out by itself", async ({
  page,
}) => {
  await asClient(page);
  const { reference } = await report(page, `Fuel sold off the books. ${marker("idle")}`);
  await page.clock.install();
  await page.goto("/whistleblow/follow-up");
  await expect(page.getByRole("heading", { level: 1, name: `Report ${reference}` })).toBeVisible();
  await page.clock.fastForward("14:05");
  const stay = page.getByRole("button", { name: "Stay signed in" });
  await expect(stay).toBeFocused();
  await expect(page.getByText("You will be signed out in one minute")).toBeVisible();
  await expectNoViolations(page, "the idle warning");
  await stay.click();
  await expect(stay).toBeHidden();
  await page.clock.fastForward("15:01");
  await expect(page).toHaveURL(/\/whistleblow\/follow-up\?e=expired$/);
  await expect(page.locator("#receipt-error")).toHaveText(/signed out after 15 minutes/);
});

test("with JavaScript, typing counts as activity: a reporter writing for 20 minutes is not signed out, and keeps their words", async ({
  page,
}) => {
  await asClient(page);
  const { reference } = await report(page, `Scrap metal sold privately. ${marker("typing")}`);
  await page.clock.install();
  await page.goto("/whistleblow/follow-up");
  await expect(page.getByRole("heading", { level: 1, name: `Report ${reference}` })).toBeVisible();
  const message = page.getByLabel("Your message");
  await page.clock.fastForward("10:00");
  const kept = page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname === "/whistleblow/follow-up");
  await message.pressSequentially("The weighbridge tickets were");
  await kept;
  await page.clock.fastForward("10:00");
  await message.pressSequentially(" changed by hand.");
  await page.clock.fastForward("02:00");
  // 22 minutes after the page was opened, 12 after the first keystrokes, 2 after the last.
  await expect(page).toHaveURL(/\/whistleblow\/follow-up$/);
  await expect(page.getByRole("button", { name: "Stay signed in" })).toHaveCount(0);
  await expect(message).toHaveValue("The weighbridge tickets were changed by hand.");
});

test("with JavaScript, a sent follow-up says so and is sent once however often it is pressed; a refusal describes the fields, axe-clean", async ({
  page,
}) => {
  await asClient(page);
  await report(page, `Kickbacks on cement. ${marker("pending")}`);
  // Hydrated first (the loader lifts once it is): the two presses below are the script's, not the browser's own post.
  await visit(page, "/whistleblow/follow-up");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await page.getByLabel("Your message").fill("The scan of the delivery notes.");
  await page.getByLabel("Attachments (optional)").setInputFiles(file("notes.pdf", "MZ a program, not a PDF", "application/pdf"));
  // Pressed, then pressed again before the answer has come (what the page shows meanwhile). The answer is held until
  // then: a fast server's redirect could otherwise replace the page while it is being read.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/whistleblow/follow-up", async (route) => {
    await held;
    await route.continue();
  });
  const meanwhile = await page.evaluate(async () => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Send")!;
    button.click();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    button.click();
    const status = button.parentElement!.querySelector('[role="status"]');
    return { text: button.textContent, disabled: button.getAttribute("aria-disabled"), status: status?.textContent };
  });
  answer();
  expect(meanwhile).toEqual({ text: "Sending...", disabled: "true", status: "Sending..." });
  await expect(page.getByText('"notes.pdf" is not what its name says')).toBeVisible();
  expect(posts).toEqual(["/api/whistleblow/follow-up"]);
  // The refusal is the fields' description, and what was typed is back.
  const message = page.getByLabel("Your message");
  await expect(message).toHaveValue("The scan of the delivery notes.");
  await expect(message).toHaveAccessibleDescription(/"notes\.pdf" is not what its name says/);
  await expect(page.getByLabel("Attachments (optional)")).toHaveAccessibleDescription(/is not what its name says/);
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  await expectNoViolations(page, "a refused follow-up");
});
