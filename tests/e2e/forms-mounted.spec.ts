import { test, expect, visit } from "./fixtures";
import { bookingForm } from "../../content/forms";
import { residences } from "../../content/residences";
import { bookableDates } from "../../src/forms/booking/bookable-dates";
import { addDays } from "../../src/lib/calendar-date";
import { asClient, findForm, humanPause, mailsContaining, mailsTo, marker, readMails } from "./forms-helpers";

/**
 * Forms mounted on pages other helpers build (/AgentRegistration,
 * /whistleblow, /privacy-policy, /residences, /commodities). Each test finds
 * its form by role and name; where the page opens it from a card (a modal),
 * the test clicks that card first.
 */

test.beforeEach(async ({ page }) => {
  await asClient(page);
});

test("agent registration: spec messages, then a pending application e-mailed to the team and the applicant", async ({ page }) => {
  await visit(page, "/AgentRegistration");
  const form = await findForm(page, "Create Account");
  // The page says once that the applicant will be notified (spec §2).
  await expect(page.getByText(/notified/)).toHaveCount(1);
  await expect(page.getByTestId("approval-note")).toContainText("notified by e-mail once your account is approved");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByText("Full name is required")).toBeVisible();
  await expect(form.getByText("Email address is required")).toBeVisible();
  await expect(form.getByText("Phone number is required")).toBeVisible();
  await form.getByLabel("Phone Number").fill("0800-555-O123");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByText("Phone number must contain numbers only")).toBeVisible();
  await form.getByLabel("Phone Number").fill("0800-55");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByText("Phone number must have 7 to 15 digits")).toBeVisible();

  const address = `${marker("agent")}@example.com`;
  await form.getByLabel("Full Name").fill("Halima Bello");
  await form.getByLabel("Email Address").fill(address);
  // As a browser autofills it: the spaces are taken out, the country code's + kept.
  await form.getByLabel("Phone Number").fill("+234 800 555 0123");
  await humanPause(page);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByRole("status")).toContainText("pending approval");
  const [team] = await mailsContaining(`Reply-To: ${address}`);
  expect(team).toContain("To: agents@savannahcrest.example");
  expect(team).toContain("+2348005550123");
  const [applicant] = await mailsTo(address);
  expect(applicant).toContain("notify you once it is approved");
});

test("whistleblowing: required fields, contact fields only on Yes, a receipt, a content-free e-mail to the ethics mailbox, no-store/no-referrer", async ({
  page,
}) => {
  const response = await visit(page, "/whistleblow");
  expect(response?.headers()["cache-control"]).toContain("no-store");
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  const form = await findForm(page, "Report a concern");
  // The browser keeps no form history of what a report says or whom it names.
  for (const label of ["Nature of conduct", "Names of officers involved", "Comments"]) {
    await expect(form.getByLabel(label), label).toHaveAttribute("autocomplete", "off");
  }
  await form.getByRole("button", { name: "Submit Report" }).click();
  await expect(form.getByText("Nature of conduct is required")).toBeVisible();
  await expect(form.getByText("Comments are required")).toBeVisible();

  await expect(form.getByLabel("Your e-mail (optional)")).toBeHidden();
  await form.getByRole("radio", { name: "Yes" }).check();
  await expect(form.getByLabel("Your e-mail (optional)")).toBeVisible();
  await form.getByLabel("Your e-mail (optional)").fill("not-an-address");
  await form.getByRole("button", { name: "Submit Report" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  // Back to No with the bad address still typed: the hidden field neither blocks the report nor is sent.
  await form.getByRole("radio", { name: "No" }).check();
  await expect(form.getByLabel("Your e-mail (optional)")).toBeHidden();

  const id = marker("report");
  await form.getByLabel("Nature of conduct").fill("Procurement fraud");
  await form.getByLabel("Comments").fill(`Invoices were inflated. ${id}`);
  await humanPause(page);
  await form.getByRole("button", { name: "Submit Report" }).click();
  const status = form.getByRole("status");
  await expect(status).toContainText("Thank you. Your report has been received");
  await expect(status.getByTestId("report-receipt")).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  const reference = (await status.getByTestId("report-reference").textContent())?.trim();
  expect(reference).toMatch(/^WB-[0-9A-Z]{8}$/);
  const [mail] = await mailsContaining(`A new report (${reference}) has arrived. Sign in to read it.`);
  expect(mail).toContain("To: ethics@savannahcrest.example");
  expect(mail).not.toContain(id);
  expect(mail).not.toContain("not-an-address");
});

test("whistleblowing works with JavaScript off (the contact fields follow the Yes choice by CSS)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "198.19.2.1" } });
  const page = await context.newPage();
  try {
    await page.goto("/whistleblow");
    const form = page.getByRole("form", { name: "Report a concern" });
    await form.getByRole("button", { name: "Submit Report" }).click();
    await expect(page.getByText("Nature of conduct is required")).toBeVisible();
    await expect(page.getByText("Comments are required")).toBeVisible();
    const again = page.getByRole("form", { name: "Report a concern" });
    await expect(again.getByLabel("Your name (optional)")).toBeHidden();
    await again.getByRole("radio", { name: "Yes" }).check();
    await expect(again.getByLabel("Your name (optional)")).toBeVisible();
    const id = marker("nojs-report");
    await again.getByLabel("Nature of conduct").fill("Bribery");
    await again.getByLabel("Comments").fill(`Cash for permits. ${id}`);
    await again.getByRole("button", { name: "Submit Report" }).click();
    await expect(page.getByTestId("report-receipt")).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
    expect(readMails().filter((mail) => mail.includes(id))).toEqual([]);
  } finally {
    await context.close();
  }
});

test("data subject access request on /privacy-policy: messages, the privacy mailbox, and the 72-hour promise", async ({ page }) => {
  await visit(page, "/privacy-policy");
  const form = await findForm(page, "Data subject access request");
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(form.getByText("Full name is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();
  await expect(form.getByText("Please describe your request")).toBeVisible();
  const address = `${marker("dsar")}@example.com`;
  await form.getByLabel("Full name").fill("Tunde Ade");
  await form.getByLabel("Email").fill(address);
  await form.getByLabel("Type of request").selectOption("deletion");
  await form.getByLabel("Details of your request").fill("Please delete everything you hold about me.");
  await humanPause(page);
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(form.getByRole("status")).toContainText("acknowledge it within 72 hours");
  const [team] = await mailsContaining(`Reply-To: ${address}`);
  expect(team).toContain("To: privacy@savannahcrest.example");
  const [requester] = await mailsTo(address);
  expect(requester).toContain("within 72 hours");
});

test("booking on /residences: required fields, 'Room booked:' with the room title, the residences mailbox, the external booking link, Done closes the modal", async ({
  page,
}) => {
  await visit(page, "/residences");
  // Each room card is a button named by the room's title; it opens the booking modal.
  const firstRoom = residences.rooms.items[0]!.title;
  const form = await findForm(page, /^Request booking: /, new RegExp(`^${firstRoom}$`));
  const roomTitle = ((await form.getAttribute("aria-label")) ?? "").replace(/^Request booking: /, "");
  // The modal around the form links to the external booking page (spec §7 call 3).
  const external = page.getByRole("dialog").getByRole("link", { name: /Book Now/ });
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("href", /^https:\/\//);
  await form.getByRole("button", { name: "Request booking" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();
  await expect(form.getByText("Date is required")).toBeVisible();
  const address = `${marker("guest")}@example.com`;
  await form.getByLabel("Name").fill("Chidi Eze");
  await form.getByLabel("Email").fill(address);
  // The picker offers today in Abuja to a year ahead; a day already past there is refused with its own message.
  const { first, last } = bookableDates();
  await expect(form.getByLabel("Date")).toHaveAttribute("min", first);
  await expect(form.getByLabel("Date")).toHaveAttribute("max", last);
  await form.getByLabel("Date").fill(addDays(first, -1));
  await form.getByRole("button", { name: "Request booking" }).click();
  await expect(form.getByText(bookingForm.errors.datePast)).toBeVisible();
  await form.getByLabel("Date").fill(addDays(first, 30));
  await humanPause(page);
  await form.getByRole("button", { name: "Request booking" }).click();
  await expect(form.getByRole("status")).toContainText(`Room booked: ${roomTitle}`);
  await expect(form.getByRole("status")).toContainText("confirm your booking by e-mail");
  const [mail] = await mailsContaining(`Reply-To: ${address}`);
  expect(mail).toContain("To: residences@savannahcrest.example");
  expect(mail).toContain(roomTitle);
  // Done takes focus (sending had disabled the button pressed) and closes the modal, giving focus back to the room.
  await expect(form.getByRole("button", { name: bookingForm.done })).toBeFocused();
  await form.getByRole("button", { name: bookingForm.done }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: new RegExp(`^${firstRoom}$`) }).first()).toBeFocused();
});

test("enquiry on /commodities: posts {subject, message} to /api/send-email, success message in a live region", async ({ page }) => {
  await visit(page, "/commodities");
  const form = await findForm(page, /E-commerce Inquiry: Sesame/, /Sesame/);
  await expect(form.getByLabel("Product Name")).toHaveValue("Sesame");
  const id = marker("enquiry");
  await form.getByRole("radio", { name: "Buy" }).check();
  await form.getByLabel("Client Name").fill(`Musa ${id}`);
  await form.getByLabel("Phone Number").fill("08005550142");
  await humanPause(page);
  const request = page.waitForRequest((r) => r.url().endsWith("/api/send-email") && r.method() === "POST");
  await form.getByRole("button", { name: "Submit" }).click();
  const body = (await request).postDataJSON() as { subject: string; message: string };
  expect(body.subject).toBe("E-commerce Inquiry");
  expect(body.message).toBe(`Type: Buy\nProduct Name: Sesame\nClient Name: Musa ${id}\nPhone Number: 08005550142`);
  await expect(page.getByRole("status").filter({ hasText: "Information sent successfully!" })).toBeVisible();
  const [mail] = await mailsContaining(id);
  expect(mail).toContain("To: commodities@savannahcrest.example");
  // The sent enquiry's fields are cleared (the product name is the card's again), so Submit again is not the same lead twice.
  await expect(form.getByLabel("Client Name")).toHaveValue("");
  await expect(form.getByLabel("Phone Number")).toHaveValue("");
  await expect(form.getByRole("radio", { name: "Buy" })).not.toBeChecked();
  await expect(form.getByLabel("Product Name")).toHaveValue("Sesame");
  // The success stays until acknowledged (the spec's alert): Done has focus and closes the modal.
  const done = page.getByRole("dialog").getByRole("button", { name: "Done" });
  await expect(done).toBeFocused();
  await page.waitForTimeout(2000);
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Sesame/ }).first()).toBeFocused();
});
