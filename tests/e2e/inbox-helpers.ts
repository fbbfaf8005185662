import type { Page } from "@playwright/test";
import { expect, visit } from "./fixtures";
import { asClient, findForm, humanPause, marker } from "./forms-helpers";

/** A visitor's agent application through the real form; answers the applicant's address. */
export async function applyAsAgent(page: Page, name: string): Promise<string> {
  await asClient(page);
  await visit(page, "/AgentRegistration");
  const form = await findForm(page, "Create Account");
  const address = `${marker("applicant")}@example.com`;
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill(address);
  await form.getByLabel("Phone Number").fill("+234 800 555 0199");
  await humanPause(page);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByRole("status")).toContainText("pending approval");
  return address;
}
