import { randomBytes } from "node:crypto";
import { inboxCopy } from "../../content/admin-inbox";
import { expectNoViolations } from "./axe";
import { expect, test, visit } from "./fixtures";
import { asClient, findForm, humanPause, mailsTo, marker } from "./forms-helpers";
import { staffPage } from "./staff-helpers";

const r = inboxCopy.reply;
const f = inboxCopy.replyFile;

/** The attachment parts of a received message, decoded. */
function attachmentsOf(raw: string): { head: string; bytes: Buffer }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((m) => m[1]!);
  return boundaries
    .flatMap((b) => raw.split(`--${b}`))
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      return { head: part.slice(0, split), body: part.slice(split) };
    })
    .filter(({ head }) => /Content-Disposition:\s*attachment/i.test(head))
    .map(({ head, body }) => ({ head, bytes: Buffer.from(body.replace(/\s+/g, ""), "base64") }));
}

/**
 * An access request answered with the person's exported data (issue 42), in
 * Debian Chromium against the production build: the privacy team attaches a
 * PDF (a wrong file first, refused with the reason), sends, and the visitor
 * receives it byte for byte; the timeline names the file. Another team's
 * account cannot upload to the item at all.
 */
test("an access request's answer carries the exported data file, byte for byte", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const address = `${marker("export")}@example.com`;
  const name = `Tunde ${marker("dsarfile")}`;
  await asClient(page);
  await visit(page, "/privacy-policy");
  const form = await findForm(page, "Data subject access request");
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email").fill(address);
  await form.getByLabel("Details of your request").fill("Please send me a copy of what you hold about me.");
  await humanPause(page);
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(form.getByRole("status")).toContainText("acknowledge it within 72 hours");

  const privacy = await staffPage(browser, "privacy.export", ["privacy"]);
  await privacy.goto(`/admin/inbox/dsar?text=${encodeURIComponent(name)}`);
  await privacy.getByRole("table").getByRole("link").first().click();
  await expect(privacy.getByRole("heading", { level: 1 })).toContainText("Access request");
  const itemUrl = new URL(privacy.url());
  const reply = privacy.getByRole("region", { name: r.heading });

  // A program is refused, with the reason, and nothing is attached.
  const field = reply.getByLabel(f.label);
  await field.setInputFiles({
    name: "export.exe",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("MZ\x90\x00not a pdf", "latin1"),
  });
  await expect(reply.getByRole("status").filter({ hasText: f.errors.type })).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(privacy, "access request, file refused");

  // A PDF whose length is a multiple of 3 (its base64 has no padding): attached on choosing it.
  const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n", "latin1"), randomBytes(30_000)]);
  await field.setInputFiles({ name: "tunde-export.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(reply.getByRole("status").filter({ hasText: "Attached: tunde-export.pdf" })).toBeVisible();
  await expectNoViolations(privacy, "access request, file attached");

  // Another team's account: the upload route answers as if the item did not exist.
  const marketing = await staffPage(browser, "marketing.export", ["marketing"]);
  const itemId = itemUrl.pathname.split("/").pop()!;
  const refused = await marketing.request.post(`/api/admin/inbox/dsar/${itemId}/files`, {
    multipart: { file: { name: "x.pdf", mimeType: "application/pdf", buffer: pdf } },
    headers: { Origin: itemUrl.origin, Accept: "application/json" },
  });
  expect(refused.status()).toBe(404);

  await reply.getByLabel(r.bodyLabel).fill("Dear Tunde,\nThe data we hold about you is attached.");
  await reply.getByRole("button", { name: r.send }).click();
  await expect(privacy.getByRole("status").filter({ hasText: inboxCopy.messages.replySent })).toBeVisible();
  // The box is empty again: the next answer carries no file unless one is attached anew.
  await expect(reply.getByText(/^Attached:/)).toHaveCount(0);

  // Two e-mails to the visitor: the form's acknowledgement, then the team's answer with the file.
  const mail = (await mailsTo(address, 2)).find((m) => /^From: Savannah Crest Group Privacy Team </m.test(m));
  const [attachment, ...more] = attachmentsOf(mail!);
  expect(more).toHaveLength(0);
  expect(attachment!.head).toContain("tunde-export.pdf");
  expect(attachment!.bytes.equals(pdf)).toBe(true);
  await privacy.reload();
  await expect(privacy.getByRole("region", { name: "Timeline" })).toContainText(inboxCopy.timeline.replyWithFile("tunde-export.pdf"));
});
