/**
 * SVG string helpers for the media generator: number formatting, document
 * wrapper, gradients, blur filters and Catmull-Rom smoothing of point lists.
 */

import type { Rng } from "./prng";

/** What a motif needs to draw: canvas size, seeded randomness, an id prefix for defs, animation phase. */
export interface MotifContext {
  w: number;
  h: number;
  rng: Rng;
  /** Prefix for ids in <defs>, so motifs can be composed in one document. */
  id: string;
  /** Loop phase in [0, 1) for video frames; 0 for stills. */
  t: number;
}

/** A piece of SVG: definitions plus drawing. */
export interface Layer {
  defs: string;
  body: string;
}

export type Point = readonly [number, number];

/** Compact number formatting (one decimal). */
export const f = (n: number): string => (Math.round(n * 10) / 10).toString();

export function svgDocument(w: number, h: number, layer: Layer): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${layer.defs}</defs>${layer.body}</svg>`;
}

export function joinLayers(...layers: Layer[]): Layer {
  return { defs: layers.map((l) => l.defs).join(""), body: layers.map((l) => l.body).join("") };
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, a]) => `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
    .join("");
}

/** Linear gradient in bounding-box units from (x1,y1) to (x2,y2). */
export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** Radial gradient in user space. */
export function radial(id: string, list: readonly Stop[], cx: number, cy: number, r: number): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stops(list)}</radialGradient>`;
}

/** Gaussian blur filter with a generous region so glows are not clipped. */
export function blurFilter(id: string, std: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(std)}"/></filter>`;
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points: readonly Point[]): string {
  const first = points[0];
  if (!first) return "";
  let d = `M${f(first[0])} ${f(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

export function polygon(points: readonly Point[]): string {
  return points.map((p) => `${f(p[0])},${f(p[1])}`).join(" ");
}

/** A dark wash on the lower part of a frame, so white captions stay readable. */
export function bottomShade(ctx: MotifContext, strength = 0.45): Layer {
  const id = `${ctx.id}shade`;
  return {
    defs: linear(id, [
      [0, "#15191E", 0],
      [0.55, "#15191E", 0],
      [1, "#15191E", strength],
    ]),
    body: `<rect width="${ctx.w}" height="${ctx.h}" fill="url(#${id})"/>`,
  };
}

/** Soft vignette around the frame edges. */
export function vignette(ctx: MotifContext, strength = 0.35): Layer {
  const id = `${ctx.id}vig`;
  const r = Math.hypot(ctx.w, ctx.h) / 2;
  return {
    defs: radial(
      id,
      [
        [0.55, "#15191E", 0],
        [1, "#15191E", strength],
      ],
      ctx.w / 2,
      ctx.h / 2,
      r,
    ),
    body: `<rect width="${ctx.w}" height="${ctx.h}" fill="url(#${id})"/>`,
  };
}

/** Opacity formatting (two decimals). */
export const o = (n: number): string => (Math.round(n * 100) / 100).toString();
