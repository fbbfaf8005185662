/**
 * Brand palette and colour helpers (hex mixing, lightening, darkening) used by
 * every SVG motif of the media generator.
 */

export const PALETTE = {
  forest: "#0E3B2E",
  gold: "#C9A227",
  deepGold: "#7D5E0E",
  sand: "#F6F1E7",
  ink: "#15191E",
  clay: "#A4462B",
} as const;

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
