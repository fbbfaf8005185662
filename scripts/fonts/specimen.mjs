// The text the cut Inter is checked with (scripts/fonts/compare.mjs, tests/e2e/fonts.spec.ts):
// every character of the latin file (its unicode-range in src/app/fonts.ts,
// less controls) and a line of words, at every weight from 400 to 900 in
// steps of 25 and at the sizes the site sets.
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

export const SIZES = [12, 14, 16, 18, 20, 24, 30, 36, 48, 60];

/** A page setting the specimen in the font file given (its bytes), one line per weight, size and text. */
export function specimenHtml(fontBytes, sizes = SIZES) {
  const font = Buffer.from(fontBytes).toString("base64");
  const rows = [];
  for (let weight = 400; weight <= 900; weight += 25) {
    for (const size of sizes) {
      for (const line of lines)
        rows.push(`<p style="font-weight:${weight};font-size:${size}px">${line.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}</p>`);
    }
  }
  return `<!doctype html><meta charset="utf-8"><style>@font-face{font-family:T;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:100 900}
body{margin:0;font-family:T,monospace}p{margin:0;white-space:nowrap;width:max-content}</style><body>${rows.join("")}`;
}
