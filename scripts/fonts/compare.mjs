// Draws the same text with two font files in Debian Chromium, at every weight
// and size of the face (scripts/fonts/specimen.mjs: FACES), and counts the
// pixels that differ: the check that a cut font file (scripts/fonts/subset-*.py)
// still draws the brand's type exactly as Fontsource's. Exit code 1 on any difference.
//
//   npm exec -- node scripts/fonts/compare.mjs [inter|fraunces …]   (default: both)
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { FACES, specimenHtml } from "./specimen.mjs";

const ROOT = new URL("../..", import.meta.url).pathname;
const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(FACES);

/** Debian's Chromium (or CHROMIUM_PATH's) for Playwright, headless, with this machine's flags (no sandbox, nothing fetched in the background). */
function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** Screenshots of the specimen in one file, a page per size (a page of every size at once would not fit in memory). */
async function draw(browser, file, face, size) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  try {
    await page.setContent(specimenHtml(readFileSync(`${ROOT}${file}`), [size], face.weights));
    await page.evaluate(() => document.fonts.ready);
    const { width, height } = await page.evaluate(() => ({ width: document.body.scrollWidth, height: document.body.scrollHeight }));
    await page.setViewportSize({ width, height: Math.min(height, 16000) });
    return {
      rows: await page.evaluate(() => [...document.querySelectorAll("p")].map((p) => JSON.stringify(p.getBoundingClientRect()))),
      pixels: await sharp(await page.screenshot({ fullPage: true, timeout: 180_000 }))
        .raw()
        .toBuffer({ resolveWithObject: true }),
    };
  } finally {
    await page.close();
  }
}

let failed = false;
const browser = await launchChromium();
try {
  for (const name of names) {
    const face = FACES[name];
    let lines = 0;
    let moved = 0;
    let differing = 0;
    for (const size of face.sizes) {
      const [one, two] = [await draw(browser, face.original, face, size), await draw(browser, face.cut, face, size)];
      lines += one.rows.length;
      moved += one.rows.filter((row, i) => row !== two.rows[i]).length;
      const [a, b] = [one.pixels, two.pixels];
      if (a.info.width !== b.info.width || a.info.height !== b.info.height) differing = Infinity;
      else for (let i = 0; i < a.data.length; i += 1) if (a.data[i] !== b.data[i]) differing += 1;
    }
    const weights = `${face.weights[0]}–${face.weights.at(-1)} by ${face.weights[1] - face.weights[0]}`;
    console.log(
      `${name}: ${lines} lines (weights ${weights}, ${face.sizes.length} sizes ${face.sizes[0]}–${face.sizes.at(-1)} px): ${moved} laid out differently, ${differing} pixel channels differ`,
    );
    console.log(`  ${face.original}\n  ${face.cut}`);
    failed ||= differing !== 0 || moved !== 0;
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
