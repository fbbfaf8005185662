import { inboxCopy } from "../../content/admin-inbox";
import { expectNoViolations } from "./axe";
import { expect, test, visit } from "./fixtures";
import { asClient, humanPause, mailsTo, marker, readMails } from "./forms-helpers";
import { staffPage } from "./staff-helpers";

const r = inboxCopy.reply;

/**
 * Answering the visitor from the item (issue 42), in Debian Chromium against
 * the production build: a visitor writes through the contact form, the team
 * saves a reply, opens the message, starts from the saved reply, edits it,
 * previews exactly what will be sent and sends it; the visitor receives
 * exactly one answer, and the item's status, answers and timeline show it.
 * (An enquiry carries no e-mail address, spec §5: its item says so instead.)
 */
test("a visitor's message is answered from the item: one e-mail from the team, and the timeline shows it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const id = marker("reply");
  const visitor = `${id}@example.com`;
  await asClient(page);
  await visit(page, "/contact-form");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name").fill("Adaeze Okafor");
  await form.getByLabel("Email").fill(visitor);
  await form.getByLabel("Message").fill(`Where is your Lagos office? ${id}`);
  await humanPause(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toContainText("Thank you!");

  const staff = await staffPage(browser, "marketing.reply", ["marketing"]);

  // The team's saved reply, made on its own page.
  await staff.goto("/admin/inbox/contact/saved-replies");
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Saved replies: contact messages");
  await staff.getByLabel("Title").fill("Office address");
  await staff.getByLabel("Text").fill("Dear visitor,\nOur Lagos office is at 7 Marina View Road, Victoria Island.");
  await staff.getByRole("button", { name: "Save new reply" }).click();
  await expect(staff.getByRole("status").filter({ hasText: inboxCopy.messages.savedCreated })).toBeVisible();
  await expect(staff.getByRole("list").getByLabel("Title")).toHaveValue("Office address");
  await expectNoViolations(staff, "saved replies");

  // The message, found in the list.
  await staff.goto(`/admin/inbox/contact?text=${id}`);
  await staff.getByRole("table").getByRole("link").first().click();
  await expect(staff.getByRole("heading", { level: 1 })).toContainText("Contact message CT-");
  const reference = (await staff.getByRole("heading", { level: 1 }).textContent())!.replace("Contact message ", "").trim();
  const reply = staff.getByRole("region", { name: r.heading });
  await expect(reply.getByText(visitor)).toBeVisible();
  await expectNoViolations(staff, "item with reply box");

  // Start from the saved reply, by keyboard, then edit it.
  await reply.getByLabel(r.savedLabel).selectOption({ label: "Office address" });
  await reply.getByRole("button", { name: r.savedUse }).focus();
  await staff.keyboard.press("Enter");
  const body = reply.getByLabel(r.bodyLabel);
  await expect(body).toHaveValue(/7 Marina View Road/);
  await body.press("Control+End");
  await body.pressSequentially(" We open at 9.");

  // The preview: exactly the plain text that goes, with the subject and the reference.
  await reply.getByRole("button", { name: r.preview }).click();
  const preview = reply.getByRole("region", { name: r.previewHeading });
  await expect(preview).toContainText(inboxCopy.replyMail.subject(reference));
  await expect(preview).toContainText("Victoria Island. We open at 9.");
  await expect(preview).toContainText(`Reference: ${reference}`);
  await expectNoViolations(staff, "reply preview");

  await reply.getByRole("button", { name: r.send }).click();
  await expect(staff.getByRole("status").filter({ hasText: inboxCopy.messages.replySent })).toBeVisible();
  await expect(body).toHaveValue("");
  await expect(staff.getByText("Current status:")).toContainText("Answered");

  // The visitor's mailbox: exactly one message, the answer, from the team with the reference in its subject.
  const [mail] = await mailsTo(visitor, 1);
  expect(mail).toContain(`Subject: ${inboxCopy.replyMail.subject(reference)}`);
  expect(mail).toMatch(/^From: Savannah Crest Group Customer Team <info@savannahcrest\.example>$/m);
  expect(mail).toMatch(/^Reply-To: info@savannahcrest\.example$/m);
  expect(mail).toContain("Our Lagos office is at 7 Marina View Road, Victoria Island. We open at 9.");

  // The item: the answer with its delivery, and the timeline's lines.
  await expect(async () => {
    await staff.reload();
    await expect(staff.getByText(inboxCopy.timeline.replyDelivered)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(staff.getByRole("region", { name: "Timeline" })).toContainText(inboxCopy.timeline.reply);
  await expect(staff.getByRole("region", { name: "Timeline" })).toContainText("Status: New → Answered");
  await expect(reply.getByText(/Delivery: Delivered/)).toBeVisible();
  await expectNoViolations(staff, "answered item");
  // Still one: nothing was sent twice.
  expect(readMails().filter((m) => m.split(/\r?\n/).includes(`To: ${visitor}`))).toHaveLength(1);
});
