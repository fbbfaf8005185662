// Draws the same text with two font files in Debian Chromium, at every weight
// from 400 to 900 in steps of 25 and at the sizes the site sets, and counts the
// pixels that differ: the check that a cut font file (scripts/fonts/subset-inter.py)
// still draws the brand's type exactly as the original. Exit code 1 on any difference.
//
//   npm exec -- node scripts/fonts/compare.mjs [original.woff2] [cut.woff2]
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { launchChromium } from "../bench/lib.mjs";
import { specimenHtml } from "./specimen.mjs";

const ROOT = new URL("../..", import.meta.url).pathname;
const [
  a = `${ROOT}node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2`,
  b = `${ROOT}src/app/fonts/inter-latin-wght-400-900.woff2`,
] = process.argv.slice(2);

const browser = await launchChromium();
const shots = [];
try {
  for (const file of [a, b]) {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.setContent(specimenHtml(readFileSync(file)));
    await page.evaluate(() => document.fonts.ready);
    const { width, height } = await page.evaluate(() => ({ width: document.body.scrollWidth, height: document.body.scrollHeight }));
    await page.setViewportSize({ width, height: Math.min(height, 16000) });
    shots.push({
      rows: await page.evaluate(() => [...document.querySelectorAll("p")].map((p) => p.getBoundingClientRect().toJSON())),
      png: await page.screenshot({ fullPage: true, timeout: 180_000 }),
    });
    await page.close();
  }
} finally {
  await browser.close();
}
const [one, two] = await Promise.all(shots.map(({ png }) => sharp(png).raw().toBuffer({ resolveWithObject: true })));
let differing = 0;
if (one.info.width !== two.info.width || one.info.height !== two.info.height) differing = Infinity;
else for (let i = 0; i < one.data.length; i += 1) if (one.data[i] !== two.data[i]) differing += 1;
const moved = shots[0].rows.filter((r, i) => JSON.stringify(r) !== JSON.stringify(shots[1].rows[i])).length;
console.log(
  `${shots[0].rows.length} lines (weights 400–900 by 25, 10 sizes): ${moved} laid out differently, ${differing} pixel channels differ`,
);
console.log(`${a}\n${b}`);
process.exit(differing === 0 && moved === 0 ? 0 : 1);
