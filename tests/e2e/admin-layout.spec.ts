import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test, visit } from "./fixtures";
import { asClient, humanPause, marker } from "./forms-helpers";
import { applyAsAgent } from "./inbox-helpers";
import { staffAdd, staffPage } from "./staff-helpers";

/**
 * The back office's lists on a phone (390 px) and a laptop (1280 px), issue
 * 42: the page itself never scrolls sideways; a table wider than the screen
 * scrolls inside a region that is named and reachable by keyboard; no cell's
 * word is broken across lines ("Publish / ed", "Address" one letter a line);
 * axe finds nothing at either width.
 */
const WIDTHS = [390, 1280];

type Layout = {
  pageWidth: number;
  viewport: number;
  /** Cells (or what is inside them) allowed to break a word anywhere. */
  breakable: string[];
  /** Header cells whose text is wider than the cell. */
  overflowingHeaders: string[];
  /** Words drawn on more than one line. */
  brokenWords: string[];
  /** Tables not inside a named, focusable, horizontally scrollable region. */
  unwrapped: string[];
  tables: number;
};

async function layout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const tables = [...document.querySelectorAll("main table")];
    const cells = tables.flatMap((table) => [...table.querySelectorAll("th, td")]);
    const name = (element: Element) => (element.textContent ?? "").trim().slice(0, 40);
    const breakable = cells
      .flatMap((cell) => [cell, ...cell.querySelectorAll("*")])
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.overflowWrap === "anywhere" || style.wordBreak === "break-all";
      })
      .map(name);
    const overflowingHeaders = [...document.querySelectorAll("main th")].filter((th) => th.scrollWidth > th.clientWidth).map(name);
    // A run of letters or digits whose boxes stand on more than one line has been broken inside.
    const brokenWords: string[] = [];
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/[\p{L}\p{N}]+/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)));
          if (tops.size > 1) brokenWords.push(match[0]);
        }
      }
    }
    const unwrapped = tables
      .filter((table) => {
        const region = table.closest('[role="region"], section[aria-labelledby], section[aria-label]');
        if (!region) return true;
        const labelled =
          region.getAttribute("aria-label") || document.getElementById(region.getAttribute("aria-labelledby") ?? "")?.textContent;
        const scrolls = ["auto", "scroll"].includes(getComputedStyle(region).overflowX);
        return !labelled?.trim() || region.getAttribute("tabindex") !== "0" || !scrolls;
      })
      .map((table) => table.id || name(table));
    return {
      pageWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      breakable,
      overflowingHeaders,
      brokenWords,
      unwrapped,
      tables: tables.length,
    };
  });
}

async function expectUsableAtEachWidth(page: Page, path: string, state: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.locator("main table").first()).toBeVisible();
    const found = await layout(page);
    expect(found.tables, `${state} at ${width} px: a table`).toBeGreaterThan(0);
    expect(found.pageWidth, `${state} at ${width} px: the page's own width`).toBeLessThanOrEqual(found.viewport);
    expect(found.breakable, `${state} at ${width} px: cells that break words anywhere`).toEqual([]);
    expect(found.overflowingHeaders, `${state} at ${width} px: header cells narrower than their text`).toEqual([]);
    expect(found.brokenWords, `${state} at ${width} px: words broken across lines`).toEqual([]);
    expect(found.unwrapped, `${state} at ${width} px: tables outside a named scrolling region`).toEqual([]);
    await expectNoViolations(page, `${state} at ${width} px`);
  }
}

test.describe("the back office's lists at 390 and 1280 px", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the audit log", async ({ browser }) => {
    const admin = await staffPage(browser, "layout.administrator.with.a.long.address", ["admin"]);
    await expectUsableAtEachWidth(admin, "/admin/audit", "audit log");
  });

  test("the staff accounts, and an account's page", async ({ browser }) => {
    const admin = await staffPage(browser, "layout.staff.administrator.with.a.long.address", ["admin"]);
    await staffAdd(`layout.${marker("many-roles")}@example.org`, ["sales", "residences", "agents", "privacy", "marketing", "hr"]);
    await expectUsableAtEachWidth(admin, "/admin/staff", "staff accounts");
    await expectUsableAtEachWidth(admin, "/admin/staff?q=layout.&role=hr", "staff accounts, searched");
    // An account's page (no table): the page itself never scrolls sideways at either width, and its title names the account.
    await admin.locator("tbody tr").first().getByRole("link").click();
    await expect(admin).toHaveTitle(/^\S+ \| Staff accounts \| Back office$/);
    const account = admin.url();
    for (const width of WIDTHS) {
      await admin.setViewportSize({ width, height: 800 });
      await admin.goto(account);
      const widths = await admin.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page, `account page at ${width} px`).toBeLessThanOrEqual(widths.viewport);
      await expectNoViolations(admin, `account page at ${width} px`);
    }
  });

  test("an inbox list", async ({ page, browser }) => {
    await applyAsAgent(page, `Oluwaseun Adebayo-Williamson ${marker("layout")}`);
    const agents = await staffPage(browser, "layout.agents", ["agents"]);
    await expectUsableAtEachWidth(agents, "/admin/inbox/agent", "agent applications");
  });

  test("the cases list", async ({ page, browser }) => {
    await asClient(page);
    await visit(page, "/whistleblow");
    const form = page.getByRole("form", { name: "Report a concern" });
    await form.getByLabel("Nature of conduct").fill("Unrecorded overtime");
    await form.getByLabel("Comments").fill(`Seen at the depot. ${marker("layout")}`);
    await humanPause(page);
    await form.getByRole("button", { name: "Submit Report" }).click();
    await expect(page.getByTestId("report-receipt")).toBeVisible();
    const ethics = await staffPage(browser, "layout.ethics", ["ethics"]);
    await expectUsableAtEachWidth(ethics, "/admin/cases", "cases");
    // A case's page is titled by the case it shows.
    await ethics.getByRole("table").getByRole("link").first().click();
    await expect(ethics.getByRole("heading", { level: 1, name: /^Case WB-/ })).toBeVisible();
    await expect(ethics).toHaveTitle(/^Case WB-\S+ \| Back office$/);
  });

  test("the campaigns list, and a quarter's figures (units shown whole)", async ({ browser }) => {
    const editor = await staffPage(browser, "layout.campaigns", ["marketing", "investors"]);
    await editor.goto("/admin/newsletter/new");
    await editor.getByLabel("Subject").fill(`Quarterly letter to subscribers ${marker("layout")}`);
    await editor.getByLabel("Body (Markdown)").fill("Roofing starts next month.");
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(editor).toHaveURL(/\/admin\/newsletter\/\d+\?saved=1$/);
    await expectUsableAtEachWidth(editor, "/admin/newsletter", "campaigns");
    await expectUsableAtEachWidth(editor, "/admin/results/new", "a quarter's figures");
    // Each unit list shows its whole choice ("₦ billion", not "₦ mi"), at either width.
    for (const width of WIDTHS) {
      await editor.setViewportSize({ width, height: 800 });
      await editor.goto("/admin/results/new");
      const cut = await editor.locator("main table select").evaluateAll((selects) =>
        selects.flatMap((select) => {
          const s = select as HTMLSelectElement;
          const style = getComputedStyle(s);
          const probe = document.createElement("span");
          probe.style.font = style.font;
          probe.style.position = "absolute";
          probe.textContent = [...s.options].map((o) => o.text).sort((a, b) => b.length - a.length)[0]!;
          document.body.append(probe);
          const text = probe.getBoundingClientRect().width;
          probe.remove();
          const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return room < text ? [`${s.name}: ${Math.round(room)} px for ${Math.round(text)} px`] : [];
        }),
      );
      expect(cut, `unit lists at ${width} px`).toEqual([]);
    }
  });

  test("the publishing lists (news, careers)", async ({ browser }) => {
    const editor = await staffPage(browser, "layout.editor", ["marketing", "hr"]);
    await expectUsableAtEachWidth(editor, "/admin/news", "news");
    await expectUsableAtEachWidth(editor, "/admin/careers", "open positions");
    // An editor's page is titled by what it edits, not by its collection.
    const first = editor.getByRole("table").getByRole("link").first();
    const position = (await first.textContent())!.replace(/ \(.*\)$/, "");
    await first.click();
    await expect(editor.getByRole("heading", { level: 1, name: `Edit: ${position}` })).toBeVisible();
    await expect(editor).toHaveTitle(`Edit: ${position} | Back office`);
  });
});
