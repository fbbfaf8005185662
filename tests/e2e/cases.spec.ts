import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test, visit } from "./fixtures";
import { humanPause, marker, readMails, uniqueAddress } from "./forms-helpers";
import { completeSetUp, confirmByRecovery, newPage, signIn, staffAdd, staffPage, uniqueEmail } from "./staff-helpers";

/** A real PDF of the site, attached by the reporter under another name. */
const PDF = readFileSync(new URL("../../public/files/savannah-crest-q3-2024-press-release.pdf", import.meta.url));

/**
 * The ethics team's back office in Debian Chromium against the production
 * build (issue 31): only the `ethics` role reaches a case (administrators and
 * the privacy team get 403 on every case URL); an officer's key opens at the
 * password step of sign-in; axe on every page and state. And the whole
 * journey with the reporter's pages, with and without JavaScript: report →
 * receipt → the officer acknowledges and asks → the reporter answers with a
 * file → the officer reads the answer and downloads the file.
 */

/**
 * An ethics officer signed in with their password, so that their key is open in this browser, and
 * confirmed by the recovery key's holders, so that new reports are encrypted to them (issue 41).
 */
async function officerPage(browser: Browser, label: string, { confirm = true } = {}): Promise<{ page: Page; email: string }> {
  const page = await newPage(browser);
  const email = uniqueEmail(label);
  const key = await completeSetUp(page, await staffAdd(email, ["ethics"]));
  await page.getByRole("button", { name: "Sign out" }).click();
  await signIn(page, email, key);
  if (confirm) expect(await confirmByRecovery(email)).toContain(`${email} is confirmed as an ethics officer`);
  return { page, email };
}

test.describe("the ethics back office", () => {
  // The journeys confirm their officer with `npm run ethics -- confirm` (a command run), hence the time.
  test.describe.configure({ timeout: 360_000 });

  test("only the ethics team reaches the cases: administrators and the privacy team get 403; the list works by keyboard", async ({
    browser,
  }) => {
    for (const role of ["admin", "privacy"]) {
      const other = await staffPage(browser, `${role}.cases`, [role]);
      await expect(other.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Whistleblowing cases" })).toHaveCount(
        0,
      );
      for (const path of ["/admin/cases", "/admin/cases?overdue=1", "/admin/cases/1"]) {
        const response = await other.goto(path);
        expect(response?.status(), `${role} ${path}`).toBe(403);
        await expect(other.getByRole("heading", { name: "This page is not part of your roles" })).toBeVisible();
      }
      expect((await other.request.get("/admin/cases/1/attachments/1")).status(), `${role} attachment`).toBe(403);
    }

    // Signed in by the set-up link, not by the password: the key is not open, and the list says so.
    const page = await newPage(browser);
    const email = uniqueEmail("ethics.list");
    const key = await completeSetUp(page, await staffAdd(email, ["ethics"]));
    await page.goto("/admin/cases");
    await expect(page.getByText(/^Your case key is not open in this session/)).toBeVisible();
    await expectNoViolations(page, "case list, key not open");
    await page.getByRole("button", { name: "Sign out" }).click();
    await signIn(page, email, key);
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Whistleblowing cases", "Site pages"]);
    await nav.getByRole("link", { name: "Whistleblowing cases" }).click();
    await expect(page.getByRole("heading", { name: "Whistleblowing cases", level: 1 })).toBeVisible();
    // Signed in with the password: the key is open, so no warning.
    await expect(page.getByText("Your key is not open in this browser")).toHaveCount(0);
    await expectNoViolations(page, "case list");

    // The overdue filter by keyboard: tab to the checkbox, tick it, submit.
    await page.getByLabel("Only cases with a deadline passed").focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/overdue=1/);
    await expect(page.getByLabel("Only cases with a deadline passed")).toBeChecked();
    await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
    await expectNoViolations(page, "case list, overdue filter");
    for (const path of ["/admin/cases/999999", "/admin/cases/1;1", "/admin/cases/999999/attachments/1"])
      expect((await page.request.get(path)).status(), path).toBe(404);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`the journey ${javaScriptEnabled ? "with" : "without"} JavaScript: report, receipt, a question, an answer with a file, read and downloaded by the officer`, async ({
      browser,
    }) => {
      // The officer first: their key pair is made at their first password sign-in, and a new case is encrypted to it.
      const officer = await officerPage(browser, `ethics.journey.${javaScriptEnabled ? "js" : "nojs"}`);
      const officerContext = await browser.newContext({ javaScriptEnabled, storageState: await officer.page.context().storageState() });
      const staff = await officerContext.newPage();

      const reporterContext = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": uniqueAddress() } });
      const reporter = await reporterContext.newPage();
      const words = marker("officer-journey");
      // Without JavaScript the loading cover lifts by CSS alone and stays in the page: wait for it only with JavaScript.
      if (javaScriptEnabled) await visit(reporter, "/whistleblow");
      else await reporter.goto("/whistleblow");
      const form = reporter.getByRole("form", { name: "Report a concern" });
      await form.getByLabel("Nature of conduct").fill("Kickbacks on loading slots");
      await form.getByLabel("Comments").fill(`Cash changes hands at gate 3. ${words}`);
      await humanPause(reporter);
      await form.getByRole("button", { name: "Submit Report" }).click();
      const receipt = (await reporter.getByTestId("report-receipt").textContent())!.trim();
      expect(receipt).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
      await reporter.getByRole("link", { name: "Go to the follow-up page" }).click();
      const heading = reporter.getByRole("heading", { level: 1, name: /^Report WB-/ });
      const reference = (await heading.textContent())!.replace("Report ", "").trim();

      // The officer finds the case in the list, reads the report, acknowledges it and asks a question.
      await staff.goto("/admin/cases");
      await staff.getByRole("link", { name: reference }).click();
      await expect(staff.getByRole("heading", { level: 1, name: `Case ${reference}` })).toBeVisible();
      await expect(staff.getByText(`Cash changes hands at gate 3. ${words}`)).toBeVisible();
      await expect(staff.getByText(/^Acknowledge the report, by .*: open$/)).toBeVisible();
      if (javaScriptEnabled) await expectNoViolations(staff, "a case, received");
      await staff.getByRole("button", { name: "Mark as acknowledged" }).click();
      await expect(staff.getByRole("status").filter({ hasText: "The case is now acknowledged." })).toBeVisible();
      await expect(staff.getByText(/^Acknowledge the report, by .*: met$/)).toBeVisible();
      const question = `Which day was this? ${marker("question")}`;
      await staff.getByLabel("Message to the reporter").fill(question);
      await staff.getByRole("button", { name: "Send to the reporter" }).click();
      await expect(staff.getByRole("status").filter({ hasText: "Sent. The reporter sees it" })).toBeVisible();
      await expect(staff.getByText(question)).toBeVisible();
      await staff.getByLabel("New note").fill(`Internal: check the gate log. ${words}`);
      await staff.getByRole("button", { name: "Add note" }).click();
      await expect(staff.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
      if (javaScriptEnabled) await expectNoViolations(staff, "a case with a message and a note");

      // The reporter opens the case with the receipt, reads the question (never the note) and answers with a file.
      await reporter.goto("/whistleblow/follow-up");
      if (await reporter.getByLabel("Receipt (16 digits)").isVisible()) {
        await reporter.getByLabel("Receipt (16 digits)").fill(receipt);
        await reporter.getByRole("button", { name: "Open my report" }).click();
      }
      await expect(reporter.getByTestId("case-status")).toHaveText("Acknowledged");
      await expect(reporter.getByTestId("case-messages")).toContainText(question);
      await expect(reporter.getByText("Internal: check the gate log.")).toHaveCount(0);
      const answer = `The 14th, at noon. ${marker("answer")}`;
      await reporter.getByLabel("Your message").fill(answer);
      await reporter.getByLabel("Attachments (optional)").setInputFiles({ name: "gate-log.pdf", mimeType: "application/pdf", buffer: PDF });
      await reporter.getByRole("button", { name: "Send" }).click();
      await expect(reporter.getByRole("status").filter({ hasText: "Your message was added" })).toBeVisible();

      // The officer reads the answer and downloads the file: an attachment, never shown inline.
      await staff.reload();
      await expect(staff.getByText(answer)).toBeVisible();
      const link = staff.getByRole("link", { name: /^Download gate-log\.pdf/ });
      const href = (await link.getAttribute("href"))!;
      const [download] = await Promise.all([staff.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe("gate-log.pdf");
      expect(readFileSync((await download.path())!).equals(PDF)).toBe(true);
      const response = await staff.request.get(href);
      expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="gate-log\.pdf"/);
      expect(response.headers()["content-type"]).toBe("application/octet-stream");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      // The file's own policy reaches the browser, not the back office's (issue 41).
      expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
      const opened = staff.getByRole("region", { name: "Who opened this case" });
      await expect(opened.getByRole("listitem").first()).toContainText(officer.email.split("@")[0]!);
      if (javaScriptEnabled) await expectNoViolations(staff, "a case with the reporter's answer");

      if (javaScriptEnabled) {
        // A second officer sees the case locked until the first confirms them and gives access, then reads it.
        const second = await officerPage(browser, "ethics.second", { confirm: false });
        await second.page.goto(staff.url());
        await expect(second.page.getByText(/^You have not been given access to this case/)).toBeVisible();
        await expect(second.page.getByText(words)).toHaveCount(0);
        await expectNoViolations(second.page, "a case not granted");
        const caseUrl = staff.url();
        await staff.goto("/admin/cases");
        await staff.getByRole("button", { name: `Confirm as officer: ${second.email}` }).click();
        await expect(staff.getByText(`${second.email} is confirmed: new reports are now encrypted to them too.`)).toBeVisible();
        await staff.goto(caseUrl);
        const name = second.email.split("@")[0]!;
        await staff.getByLabel("Give another ethics officer access").selectOption({ label: `${name} (${second.email})` });
        await staff.getByRole("button", { name: "Give access" }).click();
        await expect(staff.getByRole("status").filter({ hasText: `${name} can now read this case.` })).toBeVisible();
        await second.page.reload();
        await expect(second.page.getByText(`Cash changes hands at gate 3. ${words}`)).toBeVisible();
        await expect(second.page.getByText(answer)).toBeVisible();

        // Closing needs an outcome; then the case says when it will be deleted, and the reporter sees it closed.
        await staff.getByRole("button", { name: "Close the case" }).click();
        await expect(staff.getByRole("status").filter({ hasText: "Choose an outcome to close the case." })).toBeVisible();
        await expectNoViolations(staff, "closing without an outcome");
        await staff.getByLabel("Outcome").selectOption({ label: "Substantiated: action taken" });
        await staff.getByRole("button", { name: "Close the case" }).click();
        await expect(staff.getByRole("status").filter({ hasText: "The case is now closed." })).toBeVisible();
        await expect(staff.getByText(/^Closed on .*This case and its attachments will be deleted on /)).toBeVisible();
        await expect(staff.getByRole("button", { name: "Reopen the investigation" })).toBeVisible();
        await expectNoViolations(staff, "a closed case");
        await reporter.reload();
        await expect(reporter.getByTestId("case-status")).toHaveText("Closed");
      }

      // The privacy team gets 403 on this very case and file; no e-mail carries a word of it.
      const privacy = await staffPage(browser, "privacy.journey", ["privacy"]);
      expect((await privacy.request.get(new URL(staff.url()).pathname)).status()).toBe(403);
      expect((await privacy.request.get(href)).status()).toBe(403);
      expect(readMails().filter((mail) => mail.includes(words) || mail.includes(answer) || mail.includes(question))).toEqual([]);
      await Promise.all([officerContext.close(), reporterContext.close()]);
    });
  }

  test("an 11 MB file is refused with a clear message, and the reporter's case goes on", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueAddress() } });
    const reporter = await context.newPage();
    await visit(reporter, "/whistleblow");
    const form = reporter.getByRole("form", { name: "Report a concern" });
    await form.getByLabel("Nature of conduct").fill("Falsified quality certificates");
    await form.getByLabel("Comments").fill("The lab results are copied from last year's.");
    await humanPause(reporter);
    await form.getByRole("button", { name: "Submit Report" }).click();
    await expect(reporter.getByTestId("report-receipt")).toBeVisible();
    await reporter.getByRole("link", { name: "Go to the follow-up page" }).click();
    await expect(reporter.getByRole("heading", { level: 1, name: /^Report WB-/ })).toBeVisible();
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    await reporter.getByLabel("Your message").fill("The full scan of the certificates.");
    await reporter.getByLabel("Attachments (optional)").setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: big });
    await reporter.getByRole("button", { name: "Send" }).click();
    await expect(reporter.getByRole("alert").filter({ hasText: "scan.pdf" })).toHaveText(
      '"scan.pdf" is larger than 10 MB. Attach files of at most 10 MB each.',
    );
    // The case takes the message without the file.
    await reporter.getByLabel("Your message").fill("The full scan of the certificates follows by post.");
    await reporter.getByRole("button", { name: "Send" }).click();
    await expect(reporter.getByRole("status").filter({ hasText: "Your message was added" })).toBeVisible();
    await expectNoViolations(reporter, "after a refused file");
    await context.close();
  });
});
