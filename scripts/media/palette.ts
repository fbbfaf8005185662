import { BRAND_COLOURS } from "../../src/lib/brand-colours";

/**
 * Brand palette (the site's own, src/lib/brand-colours.ts) and colour helpers (hex mixing,
 * lightening, darkening) used by every SVG motif of the media generator.
 */

const { forest, gold, deepGold, sand, ink, clay } = BRAND_COLOURS;
export const PALETTE = { forest, gold, deepGold, sand, ink, clay } as const;

export type PaletteName = keyof typeof PALETTE;

function parse(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Linear blend of two hex colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

export const lighten = (hex: string, t: number): string => mix(hex, "#ffffff", t);
export const darken = (hex: string, t: number): string => mix(hex, "#000000", t);

/** True for light colours (relative luminance above one half). */
export function isLight(hex: string): boolean {
  const [r, g, b] = parse(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 > 0.5;
}
