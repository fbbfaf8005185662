// Draws the same text with two font files in Debian Chromium, at every weight
// from 400 to 900 in steps of 25 and at the sizes the site sets, and counts the
// pixels that differ: the check that a cut font file (scripts/fonts/subset-inter.py)
// still draws the brand's type exactly as the original. Exit code 1 on any difference.
//
//   npm exec -- node scripts/fonts/compare.mjs [original.woff2] [cut.woff2]
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { launchChromium } from "../bench/lib.mjs";

const ROOT = new URL("../..", import.meta.url).pathname;
const [
  a = `${ROOT}node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2`,
  b = `${ROOT}src/app/fonts/inter-latin-wght-400-900.woff2`,
] = process.argv.slice(2);

// Every character of the latin file (its unicode-range in src/app/fonts.ts, less controls), then words.
const ranges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6],
  [0x2da],
  [0x2dc],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2020, 0x2022],
  [0x2026],
  [0x2030],
  [0x2039, 0x203a],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
];
const chars = ranges
  .flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
  .join("");
const words =
  "Savannah Crest Group — real estate, residences, asset management & commodities. “Office” ﬁ fi fl ffi 1/2 0123456789 AVATAR Wave Tokyo";
const lines = [chars.slice(0, 100), chars.slice(100), words];

function html(file) {
  const font = readFileSync(file).toString("base64");
  const rows = [];
  for (let weight = 400; weight <= 900; weight += 25) {
    for (const size of [12, 14, 16, 18, 20, 24, 30, 36, 48, 60]) {
      for (const line of lines)
        rows.push(`<p style="font-weight:${weight};font-size:${size}px">${line.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}</p>`);
    }
  }
  return `<!doctype html><meta charset="utf-8"><style>@font-face{font-family:T;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:100 900}
body{margin:0;font-family:T,monospace}p{margin:0;white-space:nowrap;width:max-content}</style><body>${rows.join("")}`;
}

const browser = await launchChromium();
const shots = [];
try {
  for (const file of [a, b]) {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.setContent(html(file));
    await page.evaluate(() => document.fonts.ready);
    const { width, height } = await page.evaluate(() => ({ width: document.body.scrollWidth, height: document.body.scrollHeight }));
    await page.setViewportSize({ width, height: Math.min(height, 16000) });
    shots.push({
      rows: await page.evaluate(() => [...document.querySelectorAll("p")].map((p) => p.getBoundingClientRect().toJSON())),
      png: await page.screenshot({ fullPage: true }),
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
