import type { Page } from "@playwright/test";

/**
 * Runs an axe check with every section drawn. Sections far from the screen are
 * not drawn (content-visibility: auto, decision 162), and axe reads colours
 * from what is drawn: they are drawn for it, as each is once a visitor comes
 * near it. Set through the CSSOM, which the pages' CSP allows.
 */
export async function withEverySectionDrawn<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const draw = (on: boolean) =>
    page.evaluate((on) => {
      for (const el of document.querySelectorAll<HTMLElement>(".render-near-screen")) el.style.contentVisibility = on ? "visible" : "";
    }, on);
  await draw(true);
  try {
    return await check();
  } finally {
    await draw(false);
  }
}
