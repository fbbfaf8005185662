// The text the cut brand faces are checked with (scripts/fonts/compare.mjs,
// tests/e2e/fonts.spec.ts): every character of the latin files (their
// unicode-range in src/app/fonts.ts, less controls) and a line of words, at
// each weight and size given.
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
  [0x2044],
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
// Ligatures, kerning pairs, a fraction (U+2044: numerator and denominator forms) and the letters Fraunces draws from alternates.
const words =
  "Savannah Crest Group — real estate, residences, asset management & commodities. “Office” ﬁ fi fl ffi ff 1/2 1⁄2 0123456789 AVATAR Wave Tokyo hmns&ñ";
const lines = [chars.slice(0, 100), chars.slice(100), words];

/** The two faces: Fontsource's file, the site's cut of it, and the weights the cut must draw as the original. */
export const FACES = {
  inter: {
    original: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    cut: "src/app/fonts/inter-latin-wght-400-900.woff2",
    weights: steps(400, 900, 25),
    sizes: [12, 14, 16, 18, 20, 24, 30, 36, 48, 60],
  },
  fraunces: {
    original: "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    cut: "src/app/fonts/fraunces-latin-wght-normal.woff2",
    // The axis stays whole (100 to 900); the site sets 400 to 900 at 14 to 60 px, twice that at 200% text.
    weights: steps(100, 900, 25),
    sizes: [14, 16, 18, 20, 23.4, 24, 30, 36, 48, 60, 96],
  },
};

function steps(from, to, by) {
  return Array.from({ length: (to - from) / by + 1 }, (_, i) => from + i * by);
}

/** Kept for the e2e check: Inter's weights by default. */
export const SIZES = FACES.inter.sizes;

/** A page setting the specimen in the font file given (its bytes), one line per weight, size and text. */
export function specimenHtml(fontBytes, sizes = SIZES, weights = FACES.inter.weights) {
  const font = Buffer.from(fontBytes).toString("base64");
  const rows = [];
  for (const weight of weights) {
    for (const size of sizes) {
      for (const line of lines)
        rows.push(`<p style="font-weight:${weight};font-size:${size}px">${line.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}</p>`);
    }
  }
  return `<!doctype html><meta charset="utf-8"><style>@font-face{font-family:T;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:100 900}
body{margin:0;font-family:T,monospace}p{margin:0;white-space:nowrap;width:max-content}</style><body>${rows.join("")}`;
}
