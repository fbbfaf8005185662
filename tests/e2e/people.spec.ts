import { board, executives } from "../../content/people";
import { BIO_PREVIEW_CHARS } from "../../content/site";
import { expect, test, visit } from "./fixtures";

test.describe("/our-people", () => {
  test("5 board members with 200-character previews and 9 executives", async ({ page }) => {
    await visit(page, "/our-people");
    await expect(page.getByRole("heading", { level: 2, name: "Board of Directors" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Executive Officers" })).toBeVisible();
    await expect(page.getByTestId("board-member")).toHaveCount(5);
    await expect(page.getByTestId("executive")).toHaveCount(9);
    await expect(page.getByRole("button", { name: /^Read Full Bio/ })).toHaveCount(5);
    await expect(page.getByRole("button", { name: /^Learn More/ })).toHaveCount(9);

    for (const [i, member] of board.entries()) {
      const card = page.getByTestId("board-member").nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name);
      expect(member.bio.length).toBeGreaterThan(BIO_PREVIEW_CHARS);
      const preview = (await card.getByTestId("bio-preview").textContent()) ?? "";
      expect(preview).toBe(`${Array.from(member.bio).slice(0, BIO_PREVIEW_CHARS).join("")}…`);
    }
  });

  test("Read Full Bio opens the whole bio; Cancel closes it and focus returns to the button", async ({ page }) => {
    await visit(page, "/our-people");
    const member = board[1]!;
    const opener = page.getByRole("button", { name: `Read Full Bio: ${member.name}` });
    await expect(opener).toHaveText("Read Full Bio");
    await opener.click();
    const dialog = page.getByRole("dialog", { name: member.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("bio-full")).toHaveText(member.bio);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("on a phone, a long bio scrolls between a title bar and a Cancel bar that stay in view", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 640 });
    await visit(page, "/our-people");
    const member = [...board].sort((a, b) => b.bio.length - a.bio.length)[0]!;
    await page.getByRole("button", { name: `Read Full Bio: ${member.name}` }).click();
    const dialog = page.getByRole("dialog", { name: member.name });
    const close = dialog.getByRole("button", { name: "Close" });
    const cancel = dialog.getByRole("button", { name: "Cancel" });
    await expect(dialog.getByTestId("bio-full")).toHaveText(member.bio);
    // The bio is longer than the screen: the dialog scrolls.
    expect(await dialog.evaluate((d) => d.scrollHeight > d.clientHeight + 100)).toBe(true);
    await expect(close).toBeInViewport({ ratio: 1 });
    await expect(cancel).toBeInViewport({ ratio: 1 });
    await dialog.evaluate((d) => d.scrollTo(0, d.scrollHeight));
    await expect(close).toBeInViewport({ ratio: 1 });
    await expect(cancel).toBeInViewport({ ratio: 1 });
    // Scrolled to the end, the bio's last line is above the Cancel bar, not under it.
    const bioBottom = await dialog.getByTestId("bio-full").evaluate((p) => p.getBoundingClientRect().bottom);
    const footerTop = await dialog.getByTestId("modal-footer").evaluate((f) => f.getBoundingClientRect().top);
    expect(bioBottom).toBeLessThanOrEqual(footerTop);
    await cancel.click();
    await expect(dialog).toHaveCount(0);
  });

  test("the bio modal closes with Escape, the close button and a backdrop click", async ({ page }) => {
    await visit(page, "/our-people");
    const exec = executives[3]!;
    const opener = page.getByRole("button", { name: `Learn More: ${exec.header}` });
    const dialog = page.getByRole("dialog", { name: exec.header });

    await opener.click();
    await expect(dialog.getByTestId("bio-full")).toHaveText(exec.bio);
    await expect(dialog).toContainText(exec.description);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog).toHaveCount(0);
  });

  test("the bio modal opens from the keyboard", async ({ page }) => {
    await visit(page, "/our-people");
    const member = board[0]!;
    await page.getByRole("button", { name: `Read Full Bio: ${member.name}` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: member.name })).toBeVisible();
  });
});
