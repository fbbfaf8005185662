import localFont from "next/font/local";

/**
 * The two brand families (DESIGN.md): Fraunces for headings, Inter for text,
 * variable, latin subset, self-hosted, declared through next/font/local.
 * Both are the @fontsource-variable packages' files less what no browser
 * draws for this site, drawn pixel for pixel the same (scripts/fonts/subset-*.py,
 * checked by scripts/fonts/compare.mjs; decision 107): Inter cut to the
 * weights the site sets, 400 to 900 (35 instead of 47 KB), Fraunces without
 * the glyphs no weight shows (34 instead of 36 KB).
 * Both are preloaded by every page (decision 096). On slow 4G that costs
 * /'s first paint about 0.14 s, but a preload is fetched under the page's
 * referrer policy, while Chromium sends the page's address as the Referer
 * of a font the inline stylesheet fetches, even under /whistleblow's
 * no-referrer (decision 163). `font-display: swap`: where a file is late (a slow line)
 * the metric-matched fallbacks of fonts.css show the text at once and the
 * brand face replaces it when it arrives, without moving a line (measured
 * CLS 0, docs/performance.md); `optional` would keep such a visitor in
 * the fallbacks for the whole page. Only the latin files: one character
 * outside latin (₦, U+20A6, is latin-ext) made browsers fetch 117 KB more
 * with Fontsource's all-subset CSS; such characters render in the fallback
 * stack. (Font loader options must be literals, hence the unicode-range
 * written out twice.)
 */

export const inter = localFont({
  src: "./fonts/inter-latin-wght-400-900.woff2",
  weight: "400 900",
  style: "normal",
  display: "swap",
  preload: true,
  variable: "--font-inter",
  adjustFontFallback: "Arial",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});

export const fraunces = localFont({
  src: "./fonts/fraunces-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  preload: true,
  variable: "--font-fraunces",
  adjustFontFallback: "Times New Roman",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});
