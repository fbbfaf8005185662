/**
 * Monogram portraits for /media/people: initials from the file name in a
 * serif face over a rich gradient, with a subtle abstract head-and-shoulders
 * silhouette and a thin gold ring.
 */

import { PALETTE as P, darken, lighten, mix } from "./palette";
import { createRng } from "./prng";
import { f, linear, radial, svgDocument } from "./svg";

/** Leading role words that are not part of a person's name (e.g. ceo-amaka-okonkwo). */
const ROLE_WORDS = new Set([
  "ceo",
  "cfo",
  "coo",
  "cto",
  "md",
  "gmd",
  "chair",
  "chairman",
  "chairperson",
  "director",
  "board",
  "head",
  "mr",
  "mrs",
  "ms",
  "dr",
]);

/**
 * Initials from a file name: first letter of the first two name words, so a
 * hyphenated surname counts once (precedence-okafor-bello → "PO").
 */
export function initialsFromName(name: string): string {
  const words = name.split("-").filter((w) => w.length > 0 && !/^\d+$/.test(w));
  while (words.length > 1 && ROLE_WORDS.has(words[0] ?? "")) words.shift();
  const first = words[0]?.[0] ?? "?";
  const second = words[1]?.[0] ?? "";
  return (first + second).toUpperCase();
}

export function portraitSvg(name: string, w: number, h: number): string {
  const rng = createRng(name);
  const [c0, c1, glow] = rng.pick([
    [P.forest, darken(P.ink, 0.2), P.sand],
    [P.clay, darken(P.clay, 0.65), P.gold],
    [mix(P.ink, P.forest, 0.3), darken(P.ink, 0.3), P.clay],
    [darken(P.clay, 0.4), darken(P.ink, 0.2), P.gold],
    [darken(P.forest, 0.2), mix(P.ink, P.clay, 0.35), P.sand],
  ] as const);
  const s = w / 800;
  const cx = w / 2 + rng.range(-0.06, 0.06) * w;
  const headY = h * rng.range(0.4, 0.44);
  const headR = w * rng.range(0.14, 0.16);
  const shoulderY = headY + headR * 1.55;
  const spread = w * rng.range(0.36, 0.42);
  let defs = linear(
    "bg",
    [
      [0, c0],
      [1, c1],
    ],
    0,
    0,
    rng.range(0.4, 1),
    1,
  );
  defs += radial(
    "light",
    [
      [0, glow, 0.2],
      [1, glow, 0],
    ],
    w * rng.range(0.15, 0.35),
    h * rng.range(0.1, 0.3),
    w * 0.8,
  );
  defs += linear("fig", [
    [0, lighten(c0, 0.16), 0.55],
    [1, lighten(c0, 0.05), 0.15],
  ]);
  const shoulders = `M${f(cx - spread - w * 0.1)} ${h}C${f(cx - spread)} ${f(shoulderY + h * 0.05)} ${f(cx - spread * 0.55)} ${f(shoulderY)} ${f(cx)} ${f(shoulderY)}C${f(cx + spread * 0.55)} ${f(shoulderY)} ${f(cx + spread)} ${f(shoulderY + h * 0.05)} ${f(cx + spread + w * 0.1)} ${h}Z`;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#light)"/>`;
  body += `<g fill="url(#fig)" opacity="0.5"><circle cx="${f(cx)}" cy="${f(headY)}" r="${f(headR)}"/><rect x="${f(cx - headR * 0.38)}" y="${f(headY + headR * 0.6)}" width="${f(headR * 0.76)}" height="${f(headR)}"/><path d="${shoulders}"/></g>`;
  body += `<path d="${shoulders}" fill="none" stroke="${glow}" stroke-width="${f(2 * s)}" opacity="0.35"/>`;
  body += `<circle cx="${f(w / 2)}" cy="${f(h / 2)}" r="${f(w * 0.36)}" fill="none" stroke="${P.gold}" stroke-width="${f(1.5 * s)}" opacity="0.45"/>`;
  const initials = initialsFromName(name);
  body += `<text x="${f(w / 2)}" y="${f(h / 2)}" dy="0.35em" text-anchor="middle" font-family="'DejaVu Serif', Georgia, serif" font-size="${f(w * 0.3)}" letter-spacing="${f(w * 0.01)}" fill="${P.sand}">${initials}</text>`;
  body += `<rect x="${f(w / 2 - w * 0.05)}" y="${f(h * 0.7)}" width="${f(w * 0.1)}" height="${f(3 * s)}" fill="${P.gold}" opacity="0.9"/>`;
  return svgDocument(w, h, { defs, body });
}
