import { inboxCopy } from "../../content/admin-inbox";
import { expectNoViolations } from "./axe";
import { expect, test, visit } from "./fixtures";
import { asClient, findForm, humanPause, mailsTo, marker } from "./forms-helpers";
import { applyAsAgent } from "./inbox-helpers";
import { staffPage } from "./staff-helpers";

/**
 * The inbox in Debian Chromium against the production build: a visitor
 * applies as an agent, the agents team approves the application with a
 * message, and the applicant's e-mail arrives; each role sees only its own
 * kinds (another team's inbox, item, export and the approved agents answer
 * 404); axe on every inbox page and state, and the phone's width.
 */

test.describe("the inbox", () => {
  // Journeys of two or three accounts, each set up through its link, with axe on every state.
  test.describe.configure({ timeout: 180_000 });

  test("an agent application: the agents team finds it, approves it with a message, and the applicant's e-mail arrives", async ({
    page,
    browser,
  }) => {
    const name = `Halima ${marker("agent")}`;
    const applicant = await applyAsAgent(page, name);
    await mailsTo(applicant); // the "pending" confirmation, before any answer

    const staff = await staffPage(browser, "agents.team", ["agents"]);
    await expect(staff.getByRole("navigation", { name: "Back office" }).getByRole("link")).toHaveText([
      "Home",
      "Agent applications",
      "Reports",
    ]);
    await staff.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Agent applications" }).click();
    await expect(staff.getByRole("heading", { name: "Agent applications", level: 1 })).toBeVisible();
    await expectNoViolations(staff, "agent inbox");

    // The text filter finds the application by the applicant's name.
    await staff.getByLabel("Text").fill(name);
    await staff.getByRole("button", { name: "Apply" }).click();
    await expect(staff).toHaveURL(/text=/);
    const rows = staff.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(2);
    await expectNoViolations(staff, "agent inbox, filtered");
    await rows.nth(1).getByRole("link").click();
    await expect(staff.getByRole("heading", { level: 1 })).toContainText("Agent application AG-");
    // The tab names the item, and its time says which clock it is on, as the list does.
    const heading = (await staff.getByRole("heading", { level: 1 }).textContent())!.trim();
    await expect(staff).toHaveTitle(`${heading} | Back office`);
    await expect(staff.getByText(/^Received \(Lagos time\): \d{1,2} \w+ \d{4}, \d{2}:\d{2}$/)).toBeVisible();
    await expect(staff.getByText(name, { exact: true })).toBeVisible();
    await expect(staff.getByText(inboxCopy.retention.held).or(staff.getByText(/deleted at the first purge after/))).toBeVisible();
    await expectNoViolations(staff, "agent application");

    // An over-long note is refused with a clear, announced answer; a short one is kept.
    await staff.getByLabel("New note").fill("n".repeat(4001));
    await staff.getByRole("button", { name: "Add note" }).click();
    await expect(staff.getByRole("status").filter({ hasText: "4,001 characters" })).toBeVisible();
    // Nothing typed is lost on a refusal: the note is still there to shorten.
    await expect(staff.getByLabel("New note")).toHaveValue("n".repeat(4001));
    await expectNoViolations(staff, "note too long");
    await staff.getByLabel("New note").fill("Called; references checked.");
    await staff.getByRole("button", { name: "Add note" }).click();
    await expect(staff.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
    await expect(staff.getByText("Called; references checked.")).toBeVisible();
    // Once kept, the field is cleared for the next note.
    await expect(staff.getByLabel("New note")).toHaveValue("");

    // Approve with a message, by keyboard.
    await staff.getByLabel("Message to the applicant (optional)").fill("Welcome aboard: we will call you on Monday.");
    await staff.getByRole("button", { name: "Approve" }).focus();
    await staff.keyboard.press("Enter");
    // Said in the section's live region; a decided application keeps no empty answer form (issue 42).
    const decision = staff.getByRole("region", { name: "Answer the application" });
    await expect(decision.getByRole("status").filter({ hasText: /^Approved on / })).toBeVisible();
    await expect(decision.locator("form")).toHaveCount(0);
    await expect(staff.getByText("Current status:")).toContainText("Done");
    await expectNoViolations(staff, "approved");

    const [, answer] = await mailsTo(applicant, 2);
    expect(answer).toContain(`Subject: ${inboxCopy.agentMail.subject.approved}`);
    expect(answer).toContain(inboxCopy.agentMail.text.approved);
    expect(answer).toContain("Welcome aboard: we will call you on Monday.");

    // The item's page shows its e-mails' delivery and the timeline.
    await staff.reload();
    await expect(staff.getByRole("region", { name: "E-mails" }).getByText(applicant).first()).toBeVisible();
    await expect(staff.getByText(/Application approved; the applicant is e-mailed/)).toBeVisible();

    // The residences team lists the approved agent and exports the list.
    const residences = await staffPage(browser, "residences.team", ["residences"]);
    await residences.goto("/admin/agents");
    await expect(residences.getByRole("cell", { name: applicant })).toBeVisible();
    await expectNoViolations(residences, "approved agents");
    const csv = await residences.request.get("/admin/agents/export");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(applicant);
  });

  test("each role sees only its kinds: another team's inbox, item, export and list answer 404", async ({ page, browser }) => {
    await applyAsAgent(page, `Musa ${marker("other")}`);
    const agents = await staffPage(browser, "agents.owner", ["agents"]);
    await agents.goto("/admin/inbox/agent");
    const itemPath = new URL((await agents.getByRole("table").getByRole("link").first().getAttribute("href"))!, "http://x").pathname;

    const sales = await staffPage(browser, "sales.team", ["sales"]);
    await expect(sales.getByRole("navigation", { name: "Back office" }).getByRole("link")).toHaveText(["Home", "Enquiries", "Reports"]);
    await sales.goto("/admin/inbox/enquiry");
    await expect(sales.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();
    await expectNoViolations(sales, "enquiries, empty");
    for (const path of [
      "/admin/inbox/agent",
      itemPath,
      itemPath.replace("/agent/", "/enquiry/"),
      "/admin/inbox/agent/export",
      "/admin/agents",
      "/admin/agents/export",
      "/admin/inbox/newsletter/export",
      "/admin/inbox/whistleblow",
    ]) {
      const response = await sales.request.get(path);
      expect(response.status(), path).toBe(404);
    }

    // Marketing: contact messages and the newsletter's subscribers (exported as `npm run subscribers` writes them), the news it
    // publishes and the newsletter's campaigns.
    const marketing = await staffPage(browser, "marketing.team", ["marketing"]);
    await expect(marketing.getByRole("navigation", { name: "Back office" }).getByRole("link")).toHaveText([
      "Home",
      "Contact messages",
      "Newsletter subscribers",
      "Reports",
      "News",
      "Newsletter",
      "Site pages",
    ]);
    await marketing.goto("/admin/inbox/newsletter");
    await expect(marketing.getByRole("heading", { name: "Newsletter subscribers", level: 1 })).toBeVisible();
    await expectNoViolations(marketing, "newsletter subscribers");
    const subscribers = await marketing.request.get("/admin/inbox/newsletter/export");
    expect(subscribers.status()).toBe(200);
    expect(await subscribers.text()).toMatch(/^email,confirmed_at,unsubscribe_url,one_click_unsubscribe_url\r\n/);
    await marketing.goto("/admin/inbox/contact");
    await expectNoViolations(marketing, "contact messages");
    expect((await marketing.request.get(itemPath)).status()).toBe(404);

    // On a phone's width the list, its filters and an item stay usable: nothing wider than the screen but the table's own scroller.
    await agents.setViewportSize({ width: 375, height: 740 });
    await agents.goto(itemPath);
    await expect(agents.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await agents.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoViolations(agents, "item on a phone");
    await agents.goto("/admin/inbox/agent");
    expect(await agents.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
  test("an access request: its deadlines on the item, the overdue filter, acknowledged by moving it on, and its CSV export", async ({
    page,
    browser,
  }) => {
    await asClient(page);
    await visit(page, "/privacy-policy");
    const form = await findForm(page, "Data subject access request");
    const name = `Tunde ${marker("dsar")}`;
    await form.getByLabel("Full name").fill(name);
    await form.getByLabel("Email").fill(`${marker("requester")}@example.com`);
    await form.getByLabel("Details of your request").fill("Please send me a copy of what you hold about me.");
    await humanPause(page);
    await form.getByRole("button", { name: "Send Request" }).click();
    await expect(form.getByRole("status")).toContainText("acknowledge it within 72 hours");

    const privacy = await staffPage(browser, "privacy.team", ["privacy"]);
    await privacy.goto("/admin/inbox/dsar");
    await privacy.getByLabel("Only overdue").check();
    await privacy.getByRole("button", { name: "Apply" }).click();
    await expect(privacy).toHaveURL(/overdue=1/);
    // A request of a minute ago is not overdue.
    await expect(privacy.getByRole("table").getByText(name)).toHaveCount(0);
    await expectNoViolations(privacy, "access requests, overdue filter");
    await privacy.goto(`/admin/inbox/dsar?text=${encodeURIComponent(name)}`);
    await privacy.getByRole("table").getByRole("link").first().click();
    const deadlines = privacy.getByRole("region", { name: "Deadlines" });
    await expect(deadlines.getByRole("listitem").first()).toContainText(/Acknowledge within 72 hours, by .+ \(Lagos time\): open/);
    await expect(deadlines.getByRole("listitem").nth(1)).toContainText(/Resolve within one month, by .+: open/);
    await expectNoViolations(privacy, "access request");

    await privacy.getByRole("button", { name: "Mark as in progress" }).click();
    await expect(privacy.getByRole("status").filter({ hasText: "Status changed to in progress." })).toBeVisible();
    await expect(deadlines.getByRole("listitem").first()).toContainText(/: met$/);
    await expect(privacy.getByRole("region", { name: "Timeline" })).toContainText("Status: New → In progress");
    await expectNoViolations(privacy, "access request, acknowledged");

    const csv = await privacy.request.get(`/admin/inbox/dsar/export?text=${encodeURIComponent(name)}`);
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("reference,received_at,status,assignee,acknowledge_by,resolve_by,fullName,email,requestType,details");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,in_progress,`);
  });
});
