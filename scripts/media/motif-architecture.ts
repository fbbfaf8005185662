/**
 * Abstract architecture motif: either a skyline of layered towers with window
 * grids and long ground shadows under a low sun, or a close-up of facades with
 * fins, slabs and diagonal shadow rhythm. Windows shimmer with ctx.t in videos.
 */

import { PALETTE as P, darken, lighten, mix } from "./palette";
import { type Layer, type MotifContext, f, linear, o, polygon } from "./svg";
import { SKIES, type SkyKind, sky, sun } from "./motif-landscape";

export interface ArchitectureOptions {
  sky?: SkyKind;
  variant?: "skyline" | "facade";
  /** Parallax sway in px for videos. */
  sway?: number;
}

export function architecture(ctx: MotifContext, opts: ArchitectureOptions = {}): Layer {
  const variant = opts.variant ?? (ctx.rng.chance(0.62) ? "skyline" : "facade");
  return variant === "skyline" ? skyline(ctx, opts) : facade(ctx, opts);
}

interface Tower {
  x: number;
  w: number;
  top: number;
  crown: "flat" | "setback" | "slant" | "spire";
}

function skyline(ctx: MotifContext, opts: ArchitectureOptions): Layer {
  const { w, h, rng } = ctx;
  const kind = opts.sky ?? rng.pick<SkyKind>(["dusk", "night", "dawn", "dusk", "haze"]);
  const style = SKIES[kind];
  const horizon = h * rng.range(0.72, 0.8);
  const sunX = w * rng.range(0.15, 0.85);
  const phase = Math.sin(ctx.t * Math.PI * 2);
  const sway = opts.sway ?? 0;
  const skyL = sky(ctx, kind, horizon);
  const sunL = sun(ctx, kind, sunX, horizon - h * rng.range(0.08, 0.22), h * rng.range(0.04, 0.06));
  let defs = skyL.defs + sunL.defs;
  let body = skyL.body + sunL.body;

  // Far towers: hazy, no detail.
  let far = "";
  for (let x = -w * 0.02; x < w * 1.02;) {
    const tw = w * rng.range(0.015, 0.04);
    const th = h * rng.range(0.08, 0.3);
    far += `<rect x="${f(x + phase * sway * 0.2)}" y="${f(horizon - th)}" width="${f(tw)}" height="${f(th + 2)}"/>`;
    x += tw + w * rng.range(-0.005, 0.02);
  }
  body += `<g fill="${mix(style.far, style.mid, 0.45)}" opacity="0.75">${far}</g>`;

  // Mid towers: widths are whole window cells so one <pattern> gives every facade its grid.
  const cellW = w * rng.range(0.009, 0.012);
  const cellH = h * rng.range(0.02, 0.026);
  const towers: Tower[] = [];
  for (let x = -w * rng.range(0, 0.06); x < w * 1.02;) {
    const tw = cellW * (rng.int(5, 10) + 1);
    towers.push({
      x,
      w: tw,
      top: horizon - h * rng.range(0.28, 0.64),
      crown: rng.pick(["flat", "setback", "slant", "spire", "flat"] as const),
    });
    x += tw + w * rng.range(0.01, 0.09);
  }
  const faceId = `${ctx.id}face`;
  const litId = `${ctx.id}lit`;
  const gridId = `${ctx.id}grid`;
  const facadeCol = mix(style.mid, style.near, 0.55);
  defs += linear(faceId, [
    [0, lighten(facadeCol, 0.1)],
    [1, darken(facadeCol, 0.35)],
  ]);
  defs += linear(litId, [
    [0, mix(style.glow, facadeCol, 0.45)],
    [1, mix(style.glow, facadeCol, 0.85)],
  ]);
  defs += `<pattern id="${gridId}" patternUnits="userSpaceOnUse" x="${f(cellW * 0.5)}" y="0" width="${f(cellW)}" height="${f(cellH)}"><rect x="${f(cellW * 0.22)}" y="${f(cellH * 0.25)}" width="${f(cellW * 0.56)}" height="${f(cellH * 0.5)}" fill="${P.sand}" opacity="0.09"/></pattern>`;
  const litShare = kind === "night" ? 0.45 : 0.28;
  const winRng = rng.fork("windows");
  let shadows = "";
  let build = "";
  for (const t of towers) {
    const tx = t.x + phase * sway * 0.6;
    const cx = tx + t.w / 2;
    const dir = cx < sunX ? -1 : 1;
    const sideW = t.w * 0.1;
    const th = horizon - t.top;
    const rows = Math.floor((th - cellH) / cellH);
    const top = horizon - (rows + 1) * cellH; // snap to the grid rows
    // Long shadow away from the sun, towards the viewer.
    const len = (h - horizon) * (1.2 + Math.abs(cx - sunX) / w);
    shadows += `<polygon points="${polygon([
      [tx, horizon],
      [tx + t.w, horizon],
      [tx + t.w + dir * len, h + 2],
      [tx + dir * len, h + 2],
    ])}"/>`;
    let g = `<rect width="${f(t.w)}" y="${f(top)}" height="${f(horizon - top + 1)}" fill="url(#${faceId})"/>`;
    g += `<rect width="${f(t.w)}" y="${f(top)}" height="${f(horizon - top + 1)}" fill="${P.ink}" opacity="${o(winRng.range(0, 0.3))}"/>`;
    g += `<rect x="${f(dir < 0 ? t.w : -sideW)}" y="${f(top + h * 0.01)}" width="${f(sideW)}" height="${f(horizon - top)}" fill="url(#${litId})" opacity="0.75"/>`;
    const crownCol = lighten(facadeCol, 0.06);
    if (t.crown === "setback") {
      g += `<rect x="${f(t.w * 0.18)}" y="${f(top - h * 0.05)}" width="${f(t.w * 0.64)}" height="${f(h * 0.051)}" fill="${crownCol}"/>`;
    } else if (t.crown === "slant") {
      const up = h * 0.06;
      g += `<polygon points="${polygon(
        dir < 0
          ? [
              [0, top + 1],
              [0, top],
              [t.w, top - up],
              [t.w, top + 1],
            ]
          : [
              [0, top + 1],
              [0, top - up],
              [t.w, top],
              [t.w, top + 1],
            ],
      )}" fill="${crownCol}"/>`;
    } else if (t.crown === "spire") {
      g += `<rect x="${f(t.w / 2 - 1.5)}" y="${f(top - h * 0.08)}" width="3" height="${f(h * 0.08)}" fill="${crownCol}"/>`;
    }
    g += `<rect x="${f(cellW * 0.5)}" y="${f(top + cellH * 0.5)}" width="${f(t.w - cellW)}" height="${f(rows * cellH)}" fill="url(#${gridId})"/>`;
    // Lit windows: a floor is either mostly lit or mostly dark.
    const cols = Math.round(t.w / cellW) - 1;
    let lit = "";
    for (let r = 0; r < rows; r++) {
      const rowLit = winRng.chance(litShare) ? 0.7 : 0.05;
      for (let c = 0; c < cols; c++) {
        const on = winRng.chance(rowLit);
        const flicker = winRng.range(0, 1);
        if (!on) continue;
        const op = 0.5 + 0.4 * Math.sin(Math.PI * (ctx.t + flicker)) ** 2;
        lit += `<rect x="${f(cellW * (c + 0.72))}" y="${f(top + cellH * (r + 0.75))}" width="${f(cellW * 0.56)}" height="${f(cellH * 0.5)}" opacity="${o(op)}"/>`;
      }
    }
    g += `<g fill="${lighten(P.gold, 0.3)}">${lit}</g>`;
    build += `<g transform="translate(${f(tx)} 0)">${g}</g>`;
  }
  const groundId = `${ctx.id}ground`;
  defs += linear(groundId, [
    [0, mix(style.mid, style.glow, 0.3)],
    [0.3, darken(style.mid, 0.3)],
    [1, darken(P.ink, 0.3)],
  ]);
  body += `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#${groundId})"/>`;
  body += `<g fill="${darken(P.ink, 0.4)}" opacity="0.55">${shadows}</g>`;
  body += build;
  return { defs, body };
}

function facade(ctx: MotifContext, opts: ArchitectureOptions): Layer {
  const { w, h, rng } = ctx;
  const kind = opts.sky ?? rng.pick<SkyKind>(["dusk", "dawn", "haze"]);
  const style = SKIES[kind];
  const phase = Math.sin(ctx.t * Math.PI * 2);
  const sway = opts.sway ?? 0;
  const skyL = sky(ctx, kind, h * 0.62);
  const sunL = sun(ctx, kind, w * rng.range(0.05, 0.3), h * rng.range(0.15, 0.4), h * 0.05);
  let defs = skyL.defs + sunL.defs;
  let body = skyL.body + sunL.body;
  const slope = rng.range(0.35, 0.8);
  const rhythm = rng.pick([
    [1, 1, 2],
    [1, 2],
    [1, 1, 1, 3],
    [2, 1],
  ]);

  const blocks = [
    { x: w * rng.range(-0.1, 0.1), right: w * rng.range(0.45, 0.6), top: h * rng.range(0.25, 0.45), depth: 0.4, louvres: true },
    { x: w * rng.range(0.38, 0.55), right: w * 1.1, top: h * rng.range(-0.05, 0.15), depth: 1, louvres: false },
  ];
  blocks.forEach((b, i) => {
    const bx = b.x + phase * sway * b.depth;
    const bw = b.right - b.x;
    const colW = w * rng.range(0.03, 0.05) * (0.7 + 0.3 * b.depth);
    const floorH = h * rng.range(0.07, 0.1) * (0.7 + 0.3 * b.depth);
    const base = mix(style.mid, style.near, 0.35 + 0.5 * b.depth);
    const glassId = `${ctx.id}glass${i}`;
    const clipId = `${ctx.id}clip${i}`;
    const lit = lighten(mix(style.glow, P.sand, 0.35), 0.05);
    defs += linear(
      glassId,
      [
        [0, mix(base, style.glow, 0.3)],
        [0.45, darken(base, 0.15)],
        [1, darken(base, 0.55)],
      ],
      0,
      0,
      0.3,
      1,
    );
    defs += `<clipPath id="${clipId}"><rect x="${f(bx)}" y="${f(b.top)}" width="${f(bw)}" height="${f(h - b.top + 2)}"/></clipPath>`;
    let g = `<rect x="${f(bx)}" y="${f(b.top)}" width="${f(bw)}" height="${f(h - b.top + 2)}" fill="url(#${glassId})"/>`;
    let lines = "";
    let shade = "";
    if (b.louvres) {
      // Fine horizontal louvres.
      for (let y = b.top + floorH * 0.2; y < h; y += floorH / 4)
        lines += `<rect x="${f(bx)}" y="${f(y)}" width="${f(bw)}" height="${f(floorH * 0.05)}"/>`;
    } else {
      // Thin slabs plus deep fins in a rhythm, each with a lit and a shaded face.
      for (let y = b.top; y < h; y += floorH)
        shade += `<rect x="${f(bx)}" y="${f(y + floorH * 0.06)}" width="${f(bw)}" height="${f(floorH * 0.1)}"/>`;
      let k = 0;
      let panes = "";
      for (let x = bx; x < bx + bw; k++) {
        const step = colW * (rhythm[k % rhythm.length] ?? 1);
        lines += `<rect x="${f(x)}" y="${f(b.top)}" width="${f(colW * 0.1)}" height="${f(h - b.top)}"/>`;
        shade += `<rect x="${f(x + colW * 0.1)}" y="${f(b.top)}" width="${f(colW * 0.12)}" height="${f(h - b.top)}"/>`;
        // A few panes catch the low sun.
        for (let y = b.top; y < h; y += floorH) {
          if (rng.chance(0.1))
            panes += `<rect x="${f(x + colW * 0.22)}" y="${f(y + floorH * 0.16)}" width="${f(step - colW * 0.22)}" height="${f(floorH * 0.84)}" opacity="${o(rng.range(0.15, 0.4))}"/>`;
        }
        x += step;
      }
      g += `<g fill="${style.glow}">${panes}</g>`;
      for (let y = b.top; y < h; y += floorH) lines += `<rect x="${f(bx)}" y="${f(y)}" width="${f(bw)}" height="${f(floorH * 0.06)}"/>`;
    }
    // Diagonal long shadows across the facade.
    let diag = "";
    const drop = h * 1.2;
    for (let x = bx - drop * slope; x < bx + bw; x += colW * 2.4) {
      diag += `<polygon points="${polygon([
        [x, b.top],
        [x + colW * 1.1, b.top],
        [x + colW * 1.1 + drop * slope, b.top + drop],
        [x + drop * slope, b.top + drop],
      ])}"/>`;
    }
    g += `<g fill="${darken(P.ink, 0.3)}" opacity="0.32">${diag}</g>`;
    g += `<g fill="${darken(base, 0.55)}" opacity="0.75">${shade}</g>`;
    g += `<g fill="${lit}" opacity="${o(0.35 + 0.3 * b.depth)}">${lines}</g>`;
    body += `<g clip-path="url(#${clipId})">${g}</g>`;
    body += `<rect x="${f(bx)}" y="${f(b.top)}" width="${f(w * 0.004)}" height="${f(h - b.top)}" fill="${lighten(style.glow, 0.3)}" opacity="0.7"/>`;
  });
  return { defs, body };
}
