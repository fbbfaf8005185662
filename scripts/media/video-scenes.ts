/**
 * Animated scenes for the background loops, as a function of loop phase
 * t ∈ [0, 1): every moving part is periodic in t (sines, or rotations by a
 * whole symmetry step), so the last frame runs seamlessly into the first.
 */

import { PALETTE as P, darken, lighten, mix } from "./palette";
import { createRng } from "./prng";
import { type Layer, type MotifContext, bottomShade, f, joinLayers, o, radial, svgDocument, vignette } from "./svg";
import { landscape } from "./motif-landscape";
import { architecture } from "./motif-architecture";
import { drawMotif, motifFor } from "./svg-motifs";

export const VIDEO_W = 1280;
export const VIDEO_H = 720;

/** A soft warm light that drifts on a slow ellipse. */
function lightLeak(ctx: MotifContext, strength: number): Layer {
  const a = ctx.t * Math.PI * 2;
  const cx = ctx.w * (0.5 + 0.28 * Math.cos(a));
  const cy = ctx.h * (0.35 + 0.08 * Math.sin(a));
  return {
    defs: radial(
      `${ctx.id}leak`,
      [
        [0, lighten(P.gold, 0.3), strength],
        [1, P.gold, 0],
      ],
      cx,
      cy,
      ctx.h * 0.7,
    ),
    body: `<rect width="${ctx.w}" height="${ctx.h}" fill="url(#${ctx.id}leak)"/>`,
  };
}

/** A soft diagonal band of light crossing the frame once per loop (off screen at both ends). */
function lightSweep(ctx: MotifContext): Layer {
  const band = ctx.w * 0.3;
  const slant = ctx.h * 0.6;
  const x = -band + ctx.t * (ctx.w + band + slant);
  const c = lighten(P.gold, 0.4);
  return {
    defs: `<linearGradient id="${ctx.id}sweep" gradientUnits="userSpaceOnUse" x1="${f(x)}" y1="0" x2="${f(x + band)}" y2="0"><stop offset="0" stop-color="${c}" stop-opacity="0"/><stop offset=".5" stop-color="${c}" stop-opacity="0.12"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></linearGradient>`,
    body: `<polygon points="${f(x)},0 ${f(x + band)},0 ${f(x + band - slant)},${ctx.h} ${f(x - slant)},${ctx.h}" fill="url(#${ctx.id}sweep)"/>`,
  };
}

/** "Our Flywheel": arcs, ticks and nodes turning by whole symmetry steps per loop. */
function flywheel(ctx: MotifContext): Layer {
  const { w, h, t, id, rng } = ctx;
  const cx = w / 2;
  const cy = h / 2;
  const R = h * 0.33;
  let defs = radial(
    `${id}bg`,
    [
      [0, mix(P.forest, P.deepGold, 0.18)],
      [0.5, P.forest],
      [1, darken(P.ink, 0.3)],
    ],
    cx,
    cy,
    w * 0.62,
  );
  defs += radial(
    `${id}hub`,
    [
      [0, lighten(P.gold, 0.4), 0.55 + 0.15 * Math.sin(t * Math.PI * 2)],
      [1, P.gold, 0],
    ],
    cx,
    cy,
    R * 0.9,
  );
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}bg)"/>`;

  // Faint radial rays, 24-fold, turning one step per loop.
  const rayRot = t * 15;
  let rays = "";
  for (let i = 0; i < 24; i++) {
    const a = ((i * 15 + rayRot) * Math.PI) / 180;
    rays += `M${f(cx + Math.cos(a) * R * 0.5)} ${f(cy + Math.sin(a) * R * 0.5)}L${f(cx + Math.cos(a) * w)} ${f(cy + Math.sin(a) * w)}`;
  }
  body += `<path d="${rays}" stroke="${P.sand}" stroke-width="1" opacity="0.05"/>`;
  for (const k of [1.55, 1.95, 2.4])
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * k)}" fill="none" stroke="${P.sand}" stroke-width="1" opacity="0.06"/>`;
  body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.9)}" fill="url(#${id}hub)"/>`;

  // Outer ticks: 60 ticks, two steps per loop, counter-clockwise.
  let ticks = "";
  for (let i = 0; i < 60; i++) {
    const a = ((i * 6 - t * 12) * Math.PI) / 180;
    const r0 = R * 1.22,
      r1 = R * (i % 5 === 0 ? 1.32 : 1.27);
    ticks += `M${f(cx + Math.cos(a) * r0)} ${f(cy + Math.sin(a) * r0)}L${f(cx + Math.cos(a) * r1)} ${f(cy + Math.sin(a) * r1)}`;
  }
  body += `<path d="${ticks}" stroke="${P.gold}" stroke-width="2" opacity="0.55"/>`;

  // Main wheel: four identical arcs with arrowheads, a quarter turn per loop.
  const rot = t * 90;
  let arcs = "";
  let heads = "";
  let nodes = "";
  for (let i = 0; i < 4; i++) {
    const a0 = ((i * 90 + rot + 12) * Math.PI) / 180;
    const a1 = ((i * 90 + rot + 78) * Math.PI) / 180;
    arcs += `M${f(cx + Math.cos(a0) * R)} ${f(cy + Math.sin(a0) * R)}A${f(R)} ${f(R)} 0 0 1 ${f(cx + Math.cos(a1) * R)} ${f(cy + Math.sin(a1) * R)}`;
    const tip = a1 + 0.07;
    const back = a1 - 0.02;
    const hw = h * 0.022;
    heads += `<polygon points="${f(cx + Math.cos(tip) * R)},${f(cy + Math.sin(tip) * R)} ${f(cx + Math.cos(back) * (R + hw))},${f(cy + Math.sin(back) * (R + hw))} ${f(cx + Math.cos(back) * (R - hw))},${f(cy + Math.sin(back) * (R - hw))}"/>`;
    const an = ((i * 90 + rot) * Math.PI) / 180;
    nodes += `<circle cx="${f(cx + Math.cos(an) * R)}" cy="${f(cy + Math.sin(an) * R)}" r="${f(h * 0.026)}"/>`;
  }
  body += `<path d="${arcs}" fill="none" stroke="${P.gold}" stroke-width="${f(h * 0.05)}" opacity="0.08" stroke-linecap="round"/>`;
  body += `<path d="${arcs}" fill="none" stroke="${P.gold}" stroke-width="${f(h * 0.03)}" opacity="0.14" stroke-linecap="round"/>`;
  body += `<path d="${arcs}" fill="none" stroke="${lighten(P.gold, 0.15)}" stroke-width="${f(h * 0.014)}" stroke-linecap="round"/>`;
  body += `<g fill="${lighten(P.gold, 0.15)}">${heads}</g>`;
  body += `<g fill="${P.sand}" stroke="${P.gold}" stroke-width="3">${nodes}</g>`;

  // Inner ring of 12 dots turning the other way, one step per loop.
  let dots = "";
  for (let i = 0; i < 12; i++) {
    const a = ((i * 30 - t * 30) * Math.PI) / 180;
    dots += `<circle cx="${f(cx + Math.cos(a) * R * 0.62)}" cy="${f(cy + Math.sin(a) * R * 0.62)}" r="${f(h * 0.006)}"/>`;
  }
  body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.62)}" fill="none" stroke="${P.sand}" stroke-width="1.5" opacity="0.25"/><g fill="${P.sand}" opacity="0.7">${dots}</g>`;
  body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.2)}" fill="none" stroke="${P.gold}" stroke-width="2" opacity="0.8"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.08)}" fill="${P.gold}"/>`;

  // Drifting motes, each swinging gently along its own orbit.
  let motes = "";
  for (let i = 0; i < 40; i++) {
    const r = R * rng.range(1.4, 2.6);
    const a = rng.range(0, Math.PI * 2) + 0.12 * Math.sin(t * Math.PI * 2 + rng.range(0, Math.PI * 2));
    motes += `<circle cx="${f(cx + Math.cos(a) * r)}" cy="${f(cy + Math.sin(a) * r * 0.8)}" r="${f(rng.range(1, 3))}" opacity="${o(rng.range(0.2, 0.6))}"/>`;
  }
  body += `<g fill="${lighten(P.gold, 0.3)}">${motes}</g>`;
  return { defs, body };
}

/** SVG of one frame of the named loop at phase t (t = 0 is also the poster). */
export function sceneSvg(name: string, t: number): string {
  const w = VIDEO_W;
  const h = VIDEO_H;
  const ctx: MotifContext = { w, h, rng: createRng(`video-${name}`), id: "v", t };
  let layer: Layer;
  if (name === "hero") {
    layer = joinLayers(
      landscape(ctx, { sky: "dusk", skyline: true, sway: 34 }),
      lightLeak(ctx, 0.12),
      vignette(ctx, 0.35),
      bottomShade(ctx, 0.4),
    );
  } else if (name === "estates") {
    layer = joinLayers(
      architecture(ctx, { variant: "skyline", sky: "dawn", sway: 30 }),
      lightSweep(ctx),
      vignette(ctx, 0.3),
      bottomShade(ctx, 0.4),
    );
  } else if (name === "flywheel") {
    layer = joinLayers(flywheel(ctx), vignette(ctx, 0.3));
  } else {
    // Other loops named in content: pick a scene by keyword, as for stills.
    const kind = motifFor(name);
    const motif =
      kind === "finance"
        ? flywheel(ctx)
        : kind === "architecture"
          ? architecture(ctx, { variant: "skyline", sway: 30 })
          : kind === "landscape"
            ? landscape(ctx, { sway: 34 })
            : drawMotif(kind, ctx, name);
    layer = joinLayers(motif, lightLeak(ctx, 0.1), vignette(ctx, 0.3), bottomShade(ctx, 0.35));
  }
  return svgDocument(w, h, layer);
}
