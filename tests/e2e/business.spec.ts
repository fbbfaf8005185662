import type { Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test, visit, waitForLoader } from "./fixtures";
import { dialogFailedCopy } from "@content/interface";

/** The ways spec §4 and the issue close a modal; a backdrop click only the detail and bio modals. */
const CLOSE_WAYS = ["Cancel", "close button", "Escape", "backdrop click"] as const;
const FORM_CLOSE_WAYS = CLOSE_WAYS.filter((way) => way !== "backdrop click");

async function closeModal(page: Page, dialog: Locator, way: (typeof CLOSE_WAYS)[number]) {
  if (way === "Cancel") await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  else if (way === "close button") await dialog.getByRole("button", { name: "Close", exact: true }).click();
  else if (way === "Escape") await page.keyboard.press("Escape");
  else await page.getByTestId("modal-backdrop").click({ position: { x: 8, y: 8 } });
}

/**
 * Opens the modal from the card's button, checks its title, closes it each
 * way and checks that the modal is gone and focus is back on that card.
 */
async function expectModalClosesEveryWay(
  page: Page,
  cardName: string,
  dialogTitle: string,
  check?: (dialog: Locator) => Promise<void>,
  ways: readonly (typeof CLOSE_WAYS)[number][] = CLOSE_WAYS,
) {
  const card = page.getByRole("button", { name: cardName, exact: true });
  for (const way of ways) {
    await card.click();
    const dialog = page.getByRole("dialog", { name: dialogTitle });
    await expect(dialog, `opens for ${way}`).toBeVisible();
    if (check) await check(dialog);
    await closeModal(page, dialog, way);
    await expect(page.getByRole("dialog"), `closed by ${way}`).toHaveCount(0);
    await expect(card, `focus back on the card after ${way}`).toBeFocused();
  }
}

/**
 * A form modal (enquiry, booking) closes by Cancel, the close button and
 * Escape, but not by a stray click on the backdrop: what was typed stays.
 */
async function expectFormModalKeepsTypingOnBackdropClick(page: Page, cardName: string, dialogTitle: string, fieldLabel: string) {
  await expectModalClosesEveryWay(page, cardName, dialogTitle, undefined, FORM_CLOSE_WAYS);
  await page.getByRole("button", { name: cardName, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: dialogTitle });
  await dialog.getByLabel(fieldLabel).fill("Ngozi Test");
  await page.getByTestId("modal-backdrop").click({ position: { x: 8, y: 8 } });
  await expect(dialog, "a backdrop click leaves a form modal open").toBeVisible();
  await expect(dialog.getByLabel(fieldLabel)).toHaveValue("Ngozi Test");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
}

/** The titles of a grid's cards (their buttons' accessible names), in order. */
async function cardButtons(page: Page, gridName: string) {
  return page.getByRole("list", { name: gridName }).getByRole("listitem").getByRole("button");
}

/** Every card of the grid shows what choosing it does, and its button is described by that text. */
async function expectCardAction(page: Page, gridName: string, action: string) {
  const cards = page.getByRole("list", { name: gridName }).getByRole("listitem");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(cards.nth(i).getByText(action, { exact: true })).toBeVisible();
    await expect(cards.nth(i).getByRole("button")).toHaveAccessibleDescription(action);
  }
}

test.describe("/assets-management", () => {
  test("shows every section of the spec with the market figures", async ({ page }) => {
    await visit(page, "/assets-management");
    for (const heading of [
      "Our Mission",
      "Our Vision",
      "Why Choose Us",
      "The keys",
      "Integrated Capabilities",
      "Products & Services",
      "Our Approach",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
    const keys = page.getByTestId("the-keys-figures");
    await expect(keys).toContainText("N3.5 trillion");
    await expect(keys).toContainText("Assets under management (AUM) in 2022");
    await expect(keys).toContainText("15.6% to over 21%");
    await expect(keys).toContainText("₦1,383.6B");
    await expect(keys).toContainText("Revenues in 2021");
    await expect(page.getByTestId("our-approach-list").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByTestId("our-approach-list").locator("h3")).toHaveText([/Listen/, /Research/, /Invest/, /Review/]);
    await expect(page.getByTestId("slideshow")).toBeVisible();
  });

  test("Products & Services: three products, each opening the enquiry form with its name prefilled", async ({ page }) => {
    await visit(page, "/assets-management");
    const buttons = await cardButtons(page, "Products & Services");
    await expect(buttons).toHaveText(["Agricultural Commodities Fund", "Real Estate Investment Trust", "Private Wealth Management"]);
    await expectCardAction(page, "Products & Services", "Enquire");
    for (const product of ["Agricultural Commodities Fund", "Real Estate Investment Trust", "Private Wealth Management"]) {
      await page.getByRole("button", { name: product, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `Enquire about ${product}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[name="productName"]').first()).toHaveValue(product);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    }
  });

  test("the enquiry modal closes by Cancel, the close button and Escape, focus back on the card; a backdrop click keeps what was typed", async ({
    page,
  }) => {
    await visit(page, "/assets-management");
    await expectFormModalKeepsTypingOnBackdropClick(
      page,
      "Real Estate Investment Trust",
      "Enquire about Real Estate Investment Trust",
      "Client Name",
    );
  });

  test("a product card opens from the keyboard", async ({ page }) => {
    await visit(page, "/assets-management");
    const card = page.getByRole("button", { name: "Private Wealth Management", exact: true });
    await card.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Enquire about Private Wealth Management" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("dialog", { name: "Enquire about Private Wealth Management" })).toBeVisible();
  });

  test("the head of department's profile, with Get Started mailing the asset-management mailbox", async ({ page }) => {
    await visit(page, "/assets-management");
    const profile = page.locator("#head-of-department");
    await expect(profile.getByRole("heading", { name: "Babatunde Adeyemi" })).toBeVisible();
    await expect(profile).toContainText("Managing Director");
    await expect(profile.getByRole("img", { name: "Portrait of Babatunde Adeyemi" })).toBeVisible();
    await expect(profile.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "mailto:invest@savannahcrest.example");
  });
});

test.describe("/real-estate", () => {
  test("slideshow of Maitama, Jahi, Guzape and Katampe, vision, mission, video and the property figures", async ({ page }) => {
    await visit(page, "/real-estate");
    const slides = page.getByTestId("slideshow").locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(4);
    for (const [i, place] of ["Maitama", "Jahi", "Guzape", "Katampe"].entries()) await expect(slides.nth(i)).toContainText(place);
    await expect(page.getByRole("heading", { level: 2, name: "Our Vision" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Our Mission" })).toBeVisible();
    const developments = page.locator("#developments");
    await expect(developments.getByRole("heading", { level: 2, name: "Luxury Real Estate, Redefined" })).toBeVisible();
    await expect(developments).toContainText("5-bedroom duplexes are offered at ₦500 million");
    await expect(developments).toContainText("7-bedroom duplexes at ₦2 billion");
    await expect(page.getByTestId("video-block-estates")).toBeAttached();
  });

  test("three developments: two in Jahi, one in Guzape, each opening its detail modal", async ({ page }) => {
    await visit(page, "/real-estate");
    await expect(await cardButtons(page, "Luxury Real Estate, Redefined")).toHaveText(["Prestige Manor", "Monarch Hill", "Guzape Gardens"]);
    await expectCardAction(page, "Luxury Real Estate, Redefined", "View details");
    const details = {
      "Prestige Manor": ["gated estate in Jahi of 16 terraces and 5 duplexes", "₦500 million"],
      "Monarch Hill": ["Jahi: 5 detached duplexes", "₦500 million"],
      "Guzape Gardens": ["7-bedroom duplexes in Guzape", "₦2 billion"],
    };
    for (const [title, texts] of Object.entries(details)) {
      await page.getByRole("button", { name: title, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
      await expect(dialog.locator("img")).toBeVisible();
      await expect(dialog.locator("ul li").first()).toBeVisible();
      for (const text of texts) await expect(dialog).toContainText(text);
      // Content sets no price (spec §3), so none is shown.
      await expect(dialog.getByTestId("property-price")).toHaveCount(0);
      await page.keyboard.press("Escape");
    }
  });

  test("the property modal closes every way, focus back on the card", async ({ page }) => {
    await visit(page, "/real-estate");
    await expectModalClosesEveryWay(page, "Prestige Manor", "Prestige Manor", async (dialog) => {
      await expect(dialog).toContainText("16 terraces and 5 duplexes");
    });
  });

  test("on a slow connection the first open says it is loading, then the dialog opens and closes back to the card", async ({ page }) => {
    await visit(page, "/real-estate");
    // The dialog's code comes with the first open, not with the page: hold it back for a moment.
    await page.route(/\/_next\/static\/chunks\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const card = page.getByRole("button", { name: "Monarch Hill", exact: true });
    await card.click();
    await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Monarch Hill" });
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId("modal-loading")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Close", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(card).toBeFocused();
  });

  test.describe("with the connection down", () => {
    // The refused requests, and React's report of the error its boundary caught.
    test.use({ allowedConsoleErrors: /net::ERR_INTERNET_DISCONNECTED|^ChunkLoadError: Failed to load chunk/ });

    test("when the dialog's code cannot be fetched, a notice says so and the page stays; Close gives focus back to the card", async ({
      page,
    }) => {
      await visit(page, "/real-estate");
      await page.route(/\/_next\/static\/chunks\//, (route) => route.abort("internetdisconnected"));
      const card = page.getByRole("button", { name: "Monarch Hill", exact: true });
      await card.click();
      const notice = page.getByRole("alertdialog", { name: dialogFailedCopy.message });
      await expect(notice).toBeVisible();
      const reload = notice.getByRole("button", { name: dialogFailedCopy.reload });
      const close = notice.getByRole("button", { name: dialogFailedCopy.close, exact: true });
      await expect(close).toBeFocused();
      await expectNoViolations(page, "the dialog-failed notice");
      // Tab stays inside the notice, both ways.
      await page.keyboard.press("Tab");
      await expect(reload).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(close).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(reload).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(close).toBeFocused();
      // The page is still there behind it, not an error screen.
      await expect(page.getByRole("heading", { level: 2, name: "Luxury Real Estate, Redefined" })).toBeAttached();
      await page.keyboard.press("Escape");
      await expect(notice).toHaveCount(0);
      await expect(card).toBeFocused();
      // Opening again says so again; Reload the page brings a working page back.
      await card.click();
      await expect(notice).toBeVisible();
      await page.unrouteAll();
      await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: dialogFailedCopy.reload }).click()]);
      await waitForLoader(page);
      await page.getByRole("button", { name: "Monarch Hill", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Monarch Hill" })).toBeVisible();
    });
  });

  test.describe("with the connection dropping once", () => {
    // Only the refused requests: no error reaches React.
    test.use({ allowedConsoleErrors: /net::ERR_INTERNET_DISCONNECTED/ });

    test("a fetch of the dialog's code that fails once is tried again, and the dialog opens", async ({ page }) => {
      await visit(page, "/real-estate");
      const failed = new Set<string>();
      await page.route(/\/_next\/static\/chunks\//, async (route) => {
        const url = route.request().url();
        if (failed.has(url)) return route.continue();
        failed.add(url);
        return route.abort("internetdisconnected");
      });
      await page.getByRole("button", { name: "Monarch Hill", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Monarch Hill" })).toBeVisible();
      expect(failed.size).toBeGreaterThan(0);
      await expect(page.getByTestId("modal-failed")).toHaveCount(0);
    });
  });

  test("profiles of the heads of architecture and of construction", async ({ page }) => {
    await visit(page, "/real-estate");
    const heads = page.locator("#heads-of-department");
    await expect(heads.getByRole("heading", { level: 3 })).toHaveText(["Chiamaka Eze", "Ibrahim Musa"]);
    await expect(heads).toContainText("Head of Architecture");
    await expect(heads).toContainText("Head of Construction");
  });

  test("the video: poster first, no player until near the viewport, muted, plays in view and pauses on request", async ({ page }) => {
    await visit(page, "/real-estate");
    const block = page.getByTestId("video-block-estates");
    const video = page.getByTestId("video-estates");
    await expect(video).toHaveCount(0);
    await expect(block.getByTestId("video-poster-estates")).toBeAttached();
    await block.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute("poster", "/media/posters/estates.webp");
    await expect(video).toHaveAttribute("preload", "none");
    expect(await video.locator("source").evaluateAll((sources) => sources.map((s) => s.getAttribute("src")))).toEqual([
      "/media/video/estates.webm",
      "/media/video/estates.mp4",
    ]);
    // Muted, and one Play/Pause control: ours, not a second one in native controls.
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.controls])).toEqual([true, false]);
    await expect(block.getByRole("button", { name: /^(Play|Pause) video$/ })).toHaveCount(1);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await page.getByRole("button", { name: "Pause video" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole("button", { name: "Play video" })).toBeVisible();
    // Scrolling away and back does not restart a video the visitor paused.
    await page.evaluate(() => window.scrollTo(0, 0));
    await block.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("under reduced motion only the poster shows, until the visitor presses Play", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/real-estate");
    const block = page.getByTestId("video-block-estates");
    await block.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    await expect(block.getByTestId("video-poster-estates")).toBeVisible();
    await expect(page.getByTestId("video-estates")).toHaveCount(0);
    await block.getByRole("button", { name: "Play video" }).click();
    const video = page.getByTestId("video-estates");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await expect(block.getByRole("button", { name: "Pause video" })).toBeVisible();
  });
});

const COMMODITIES = [
  ["Sesame", "Oil content above 45%, moisture below 8%"],
  ["Sheanut", "Moisture below 10%, fat above 45%"],
  ["Cashew", "Moisture below 8%"],
  ["Ginger", "Moisture below 10%"],
  ["Cocoa", "Moisture below 8%"],
  ["Soybean", "Protein 35-40%, moisture below 13%"],
  ["Maize", "Moisture below 13%"],
  ["Paddy Rice", "Moisture below 14%"],
  ["Groundnut", "Moisture below 8%"],
  ["Sorghum", "Moisture below 13%"],
] as const;

test.describe("/commodities", () => {
  test("vision, mission, key figures and ten commodities with their exact quality limits", async ({ page }) => {
    await visit(page, "/commodities");
    await expect(page.getByRole("heading", { level: 2, name: "Our Vision" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Our Mission" })).toBeVisible();
    await expect(page.getByTestId("key-figures-figures")).toContainText("36,550 MT");
    await expect(page.getByTestId("key-figures-figures")).toContainText("Commodities supplied");
    const grid = page.getByRole("list", { name: "Exportable Commodities" });
    await expect(grid.getByRole("listitem")).toHaveCount(10);
    await expect(grid.getByRole("button")).toHaveText(COMMODITIES.map(([title]) => title));
    await expect(grid.getByTestId("card-subtitle")).toHaveText(COMMODITIES.map(([, spec]) => spec));
    await expectCardAction(page, "Exportable Commodities", "Buy or sell");
  });

  test("each commodity opens the buy or sell form with the product prefilled", async ({ page }) => {
    await visit(page, "/commodities");
    for (const [title] of COMMODITIES) {
      await page.getByRole("button", { name: title, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `Buy or sell ${title}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[name="productName"]').first()).toHaveValue(title);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
    }
  });

  test("the enquiry modal closes by Cancel, the close button and Escape, focus back on the card; a backdrop click keeps what was typed", async ({
    page,
  }) => {
    await visit(page, "/commodities");
    await expectFormModalKeepsTypingOnBackdropClick(page, "Paddy Rice", "Buy or sell Paddy Rice", "Client Name");
  });
});

const ROOMS = ["Studio Suite", "One-Bedroom Apartment", "Two-Bedroom Apartment", "Penthouse"];

test.describe("/residences", () => {
  test("vision, mission, video, key facts and four rooms at the ₦150,000 average booking", async ({ page }) => {
    await visit(page, "/residences");
    await expect(page.getByRole("heading", { level: 2, name: "Our Vision" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Our Mission" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Key Facts" })).toBeVisible();
    await expect(page.getByTestId("video-block-estates")).toBeAttached();
    const grid = page.getByRole("list", { name: "Book Now" });
    await expect(grid.getByRole("listitem")).toHaveCount(4);
    await expect(grid.getByRole("button")).toHaveText(ROOMS);
    await expect(grid.getByTestId("average-booking")).toHaveText(Array(4).fill("Average booking ₦150,000"));
    await expectCardAction(page, "Book Now", "Request a booking");
  });

  test("each room opens the booking modal with its title, the form and the external booking page", async ({ page }) => {
    await visit(page, "/residences");
    for (const room of ROOMS) {
      await page.getByRole("button", { name: room, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `Book the ${room}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("form")).toBeVisible();
      // The form sends a booking request; "Book Now" is only the link to the external booking page.
      await expect(dialog.getByRole("button", { name: "Request booking" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Book Now" })).toHaveCount(0);
      const external = dialog.getByRole("link", { name: /Book Now/ });
      await expect(external).toHaveAttribute("href", "https://booking.savannahcrest.example/residences");
      await expect(external).toHaveAttribute("target", "_blank");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    }
  });

  test("the booking modal closes by Cancel, the close button and Escape, focus back on the card; a backdrop click keeps what was typed", async ({
    page,
  }) => {
    await visit(page, "/residences");
    await expectFormModalKeepsTypingOnBackdropClick(page, "Two-Bedroom Apartment", "Book the Two-Bedroom Apartment", "Name");
  });

  test("Become an Agent leads to /AgentRegistration; the head of apartments' profile", async ({ page }) => {
    await visit(page, "/residences");
    const head = page.locator("#head-of-apartments");
    await expect(head.getByRole("heading", { name: "Funmilayo Ogunleye" })).toBeVisible();
    await expect(head).toContainText("Head of Apartments");
    await page.locator("#become-an-agent").getByRole("link", { name: "Become an Agent" }).click();
    await expect(page).toHaveURL(/\/AgentRegistration$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();
  });
});

test("/AgentRegistration shows the Create Account form and the approval note", async ({ page }) => {
  await visit(page, "/AgentRegistration");
  await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();
  await expect(page.getByTestId("approval-note")).toHaveText(/notified .*once your account is approved/);
  const form = page.locator("form");
  for (const name of ["fullName", "email", "phoneNumber"]) await expect(form.locator(`[name="${name}"]`)).toBeVisible();
});

// Each of these pages is checked with axe by frame.spec.ts ("every route"), its modals open by a11y.spec.ts.
