/**
 * The brand palette (DESIGN.md) for what the site's CSS does not reach: the logo mark, the Open Graph
 * card, the browser's theme colour, the results PDFs and the generated sample media. The stylesheet
 * has the same colours as Tailwind tokens (src/app/globals.css, @theme); brand-colours.test.ts keeps
 * the two equal.
 */
export const BRAND_COLOURS = {
  forest: "#0e3b2e",
  forest700: "#14503f",
  gold: "#c9a227",
  deepGold: "#7d5e0e",
  sand: "#f6f1e7",
  ink: "#15191e",
  inkMuted: "#4a525c",
  clay: "#a4462b",
} as const;
