/**
 * Savannah landscape motif: graded sky, low sun, layered hills (with an
 * Aso-Rock-like dome now and then), acacia silhouettes, optional crop furrows
 * and a distant skyline. Uses ctx.t for slow, seamless parallax in videos.
 */

import { PALETTE as P, darken, lighten, mix } from "./palette";
import { type Layer, type MotifContext, type Point, type Stop, blurFilter, f, linear, o, radial, smoothPath } from "./svg";
import type { Rng } from "./prng";

export type SkyKind = "dusk" | "dawn" | "haze" | "night";

export interface SkyStyle {
  stops: Stop[];
  /** Colour of the far hills and the near hills. */
  far: string;
  mid: string;
  near: string;
  sun: string;
  glow: string;
}

export const SKIES: Record<SkyKind, SkyStyle> = {
  dusk: {
    stops: [
      [0, darken(P.ink, 0.1)],
      [0.35, darken(P.clay, 0.55)],
      [0.68, P.clay],
      [0.88, P.gold],
      [1, lighten(P.gold, 0.45)],
    ],
    far: mix(P.clay, P.gold, 0.35),
    mid: darken(P.clay, 0.45),
    near: darken(P.ink, 0.2),
    sun: lighten(P.gold, 0.6),
    glow: P.gold,
  },
  dawn: {
    stops: [
      [0, darken(P.forest, 0.55)],
      [0.4, P.forest],
      [0.7, mix(P.forest, P.deepGold, 0.6)],
      [0.9, P.gold],
      [1, lighten(P.gold, 0.5)],
    ],
    far: mix(P.deepGold, P.gold, 0.45),
    mid: darken(P.forest, 0.15),
    near: darken(P.forest, 0.65),
    sun: P.sand,
    glow: lighten(P.gold, 0.2),
  },
  haze: {
    stops: [
      [0, mix(P.ink, P.forest, 0.5)],
      [0.35, darken(P.deepGold, 0.3)],
      [0.7, P.deepGold],
      [0.9, P.gold],
      [1, mix(P.gold, P.sand, 0.6)],
    ],
    far: mix(P.gold, P.sand, 0.2),
    mid: darken(P.deepGold, 0.25),
    near: darken(P.forest, 0.6),
    sun: P.sand,
    glow: mix(P.gold, P.sand, 0.3),
  },
  night: {
    stops: [
      [0, darken(P.ink, 0.3)],
      [0.5, darken(P.forest, 0.45)],
      [0.85, P.forest],
      [1, mix(P.forest, P.deepGold, 0.55)],
    ],
    far: mix(P.forest, P.deepGold, 0.35),
    mid: darken(P.forest, 0.35),
    near: darken(P.ink, 0.35),
    sun: lighten(P.gold, 0.3),
    glow: P.deepGold,
  },
};

export function sky(ctx: MotifContext, kind: SkyKind, horizon: number): Layer {
  const id = `${ctx.id}sky`;
  return {
    defs: `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${f(horizon)}">${SKIES[kind].stops
      .map(([o, c]) => `<stop offset="${f(o * 100)}%" stop-color="${c}"/>`)
      .join("")}</linearGradient>`,
    body: `<rect width="${ctx.w}" height="${ctx.h}" fill="url(#${id})"/>`,
  };
}

/** A low sun with a wide soft glow; breathes gently with ctx.t. */
export function sun(ctx: MotifContext, kind: SkyKind, x: number, y: number, r: number): Layer {
  const s = SKIES[kind];
  const id = `${ctx.id}sun`;
  const breathe = 1 + 0.06 * Math.sin(ctx.t * Math.PI * 2);
  const glowR = r * 7 * breathe;
  return {
    defs:
      radial(
        `${id}g`,
        [
          [0, s.glow, 0.55],
          [0.25, s.glow, 0.22],
          [1, s.glow, 0],
        ],
        x,
        y,
        glowR,
      ) +
      radial(
        `${id}d`,
        [
          [0, lighten(s.sun, 0.3)],
          [0.7, s.sun],
          [1, mix(s.sun, s.glow, 0.5)],
        ],
        x,
        y,
        r,
      ),
    body: `<circle cx="${f(x)}" cy="${f(y)}" r="${f(glowR)}" fill="url(#${id}g)"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#${id}d)"/>`,
  };
}

/** Ridge function of a hill layer: sum of sines with integer frequencies, so it tiles horizontally. */
export function makeRidge(rng: Rng, w: number, base: number, amp: number, dome?: { x: number; width: number; height: number }) {
  const waves = [1, 2, 3, 5].map((k) => ({ k, a: (amp * rng.range(0.4, 1)) / k ** 0.8, p: rng.range(0, Math.PI * 2) }));
  return (x: number): number => {
    let y = base;
    for (const wv of waves) y += wv.a * Math.sin((2 * Math.PI * wv.k * x) / w + wv.p);
    if (dome) {
      const u = (x - dome.x) / dome.width;
      y -= dome.height * Math.exp(-(u ** 4));
    }
    return y;
  };
}

/** Filled hill silhouette under a ridge, shifted by dx. */
export function hillPath(ridge: (x: number) => number, w: number, h: number, dx: number): string {
  const pts: Point[] = [];
  const steps = 40;
  for (let i = 0; i <= steps; i++) {
    const x = -w * 0.05 + (i * w * 1.1) / steps;
    pts.push([x, ridge(x - dx)]);
  }
  return `${smoothPath(pts)}L${f(w * 1.05)} ${f(h + 5)}L${f(-w * 0.05)} ${f(h + 5)}Z`;
}

/** An acacia silhouette: leaning trunk, forked limbs, flat umbrella crown. */
export function acacia(rng: Rng, x: number, y: number, size: number, color: string): string {
  const lean = rng.range(-0.12, 0.12) * size;
  const forkY = y - size * rng.range(0.38, 0.5);
  const crownY = y - size * rng.range(0.72, 0.82);
  const crownW = size * rng.range(1.1, 1.6);
  const cx = x + lean * 1.6;
  const sw = Math.max(1.5, size * 0.045);
  let limbs = `M${f(x)} ${f(y)}Q${f(x + lean * 0.3)} ${f((y + forkY) / 2)} ${f(x + lean)} ${f(forkY)}`;
  const n = rng.int(2, 3);
  for (let i = 0; i < n; i++) {
    const tx = cx + (i / (n - 1) - 0.5) * crownW * 0.7;
    limbs += `M${f(x + lean)} ${f(forkY)}Q${f((x + lean + tx) / 2)} ${f(forkY - size * 0.12)} ${f(tx)} ${f(crownY + size * 0.04)}`;
  }
  let crown = "";
  const blobs = rng.int(4, 6);
  for (let i = 0; i < blobs; i++) {
    const bx = cx + (i / (blobs - 1) - 0.5) * crownW * 0.8 + rng.range(-0.04, 0.04) * size;
    const by = crownY + rng.range(-0.03, 0.03) * size;
    crown += `<ellipse cx="${f(bx)}" cy="${f(by)}" rx="${f(crownW * rng.range(0.18, 0.26))}" ry="${f(size * rng.range(0.07, 0.11))}"/>`;
  }
  return `<g fill="${color}"><path d="${limbs}" stroke="${color}" stroke-width="${f(sw)}" stroke-linecap="round" fill="none"/>${crown}</g>`;
}

export interface LandscapeOptions {
  sky?: SkyKind;
  /** Replace the nearest hill with converging crop furrows. */
  fields?: boolean;
  /** Draw a faint city skyline on the horizon (Abuja from afar). */
  skyline?: boolean;
  /** Parallax sway amplitude in px for the nearest layer (videos). */
  sway?: number;
}

export function landscape(ctx: MotifContext, opts: LandscapeOptions = {}): Layer {
  const { w, h, rng } = ctx;
  const kind = opts.sky ?? rng.pick<SkyKind>(["dusk", "dawn", "haze", "dusk", "night"]);
  const style = SKIES[kind];
  const horizon = h * rng.range(0.5, 0.62);
  const sunX = w * rng.range(0.18, 0.82);
  const sunY = horizon - h * rng.range(0.02, 0.12);
  const sunR = h * rng.range(0.045, 0.075);
  const layers = rng.int(4, 5);
  const phase = Math.sin(ctx.t * Math.PI * 2);
  const sway = opts.sway ?? 0;
  let defs = "";
  let body = "";
  const skyL = sky(ctx, kind, horizon + h * 0.08);
  const sunL = sun(ctx, kind, sunX, sunY, sunR);
  defs += skyL.defs + sunL.defs + blurFilter(`${ctx.id}soft`, h * 0.004);
  body += skyL.body + sunL.body;

  // Thin haze bands across the sky.
  const bands = rng.int(2, 4);
  for (let i = 0; i < bands; i++) {
    const by = horizon - h * rng.range(0.06, 0.3);
    const bw = w * rng.range(0.25, 0.6);
    const bx = rng.range(-0.1, 0.9) * w + phase * w * 0.01 * (i + 1);
    body += `<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(h * rng.range(0.004, 0.012))}" rx="${f(h * 0.006)}" fill="${style.glow}" opacity="${o(rng.range(0.12, 0.28))}" filter="url(#${ctx.id}soft)"/>`;
  }

  if (opts.skyline) {
    const col = mix(style.far, style.mid, 0.3);
    let x = w * rng.range(0.05, 0.3);
    const end = x + w * rng.range(0.35, 0.55);
    let city = "";
    while (x < end) {
      const bw = w * rng.range(0.005, 0.014);
      const bh = h * (rng.chance(0.2) ? rng.range(0.12, 0.2) : rng.range(0.02, 0.09));
      city += `<rect x="${f(x + phase * sway * 0.15)}" y="${f(horizon + h * 0.02 - bh)}" width="${f(bw)}" height="${f(bh + h * 0.05)}"/>`;
      x += bw + w * rng.range(0.001, 0.008);
    }
    body += `<g fill="${col}" opacity="0.6">${city}</g>`;
  }

  const treeLayer = rng.int(1, layers - 2);
  for (let i = 0; i < layers; i++) {
    const depth = i / (layers - 1); // 0 far, 1 near
    const color = depth < 0.5 ? mix(style.far, style.mid, depth * 2) : mix(style.mid, style.near, (depth - 0.5) * 2);
    const base = horizon + (h - horizon) * (0.02 + 0.8 * depth ** 1.25);
    const isField = opts.fields === true && i === layers - 1;
    const amp = h * (0.018 + 0.05 * depth) * rng.range(0.6, 1.3) * (isField ? 0.3 : 1);
    const hasDome = i === 0 && rng.chance(0.55);
    const dome = hasDome
      ? { x: w * rng.range(0.15, 0.85), width: w * rng.range(0.05, 0.09), height: h * rng.range(0.06, 0.11) }
      : undefined;
    const ridge = makeRidge(rng.fork(`ridge${i}`), w, base, amp, dome);
    const dx = phase * sway * (0.1 + depth * 0.9);
    const gid = `${ctx.id}hill${i}`;
    defs += linear(gid, [
      [0, mix(color, style.glow, 0.18 * (1 - depth))],
      [1, darken(color, 0.2)],
    ]);
    if (isField) {
      const fid = `${ctx.id}field`;
      const soil = mix(P.deepGold, P.clay, 0.35);
      defs += linear(fid, [
        [0, mix(soil, style.glow, 0.25)],
        [1, darken(soil, 0.55)],
      ]);
      body += furrows(ctx, ridge, dx, fid, style.glow);
    } else {
      body += `<path d="${hillPath(ridge, w, h, dx)}" fill="url(#${gid})"/>`;
    }
    if (i === treeLayer) {
      const trees = rng.int(2, 4);
      const treeRng = rng.fork("trees");
      for (let k = 0; k < trees; k++) {
        const tx = w * treeRng.range(0.06, 0.94);
        const size = h * treeRng.range(0.07, 0.14) * (0.7 + depth);
        body += acacia(treeRng, tx + dx, ridge(tx) + size * 0.04, size, darken(color, 0.08));
      }
    }
  }
  return { defs, body };
}

/** Converging crop rows on the nearest layer. */
function furrows(ctx: MotifContext, ridge: (x: number) => number, dx: number, gid: string, glow: string): string {
  const { w, h } = ctx;
  const top = ridge(w / 2);
  const vp: Point = [w * 0.5 + dx * 0.3, top - h * 0.12];
  let rows = `<path d="${hillPath(ridge, w, h, dx)}" fill="url(#${gid})"/>`;
  const clip = `${ctx.id}fieldclip`;
  let lines = "";
  const n = 40;
  for (let i = -n; i <= n; i++) {
    const bx = w / 2 + i * w * 0.045 + dx;
    lines += `M${f(vp[0])} ${f(vp[1])}L${f(bx)} ${f(h + 10)}`;
  }
  rows += `<clipPath id="${clip}"><path d="${hillPath(ridge, w, h, dx)}"/></clipPath>`;
  rows += `<path d="${lines}" stroke="${glow}" stroke-width="${f(h * 0.004)}" opacity="0.35" clip-path="url(#${clip})"/>`;
  return rows;
}
