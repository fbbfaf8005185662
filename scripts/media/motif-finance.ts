/**
 * Finance motif on a dark field with a fine grid: one of rising bars with a
 * growth line, layered smooth market lines, candlesticks with a moving
 * average, or a large allocation ring. Elements breathe slightly with ctx.t.
 */

import { PALETTE as P, darken, lighten, mix } from "./palette";
import type { Rng } from "./prng";
import { type Layer, type MotifContext, type Point, blurFilter, f, linear, radial, smoothPath } from "./svg";

type Variant = "bars" | "lines" | "candles" | "rings";

/** A rising random walk of n values in [lo, hi] (fractions of the height). */
function walk(rng: Rng, n: number, lo: number, hi: number): number[] {
  const out: number[] = [];
  let v = lo + (hi - lo) * rng.range(0, 0.2);
  const stepUp = (hi - lo) / n;
  for (let i = 0; i < n; i++) {
    v += stepUp * rng.range(-0.8, 2.4);
    v = Math.min(hi, Math.max(lo, v));
    out.push(v);
  }
  return out;
}

function growthLine(id: string, pts: Point[], baseY: number, accent: string, h: number, withArea: boolean): string {
  const first = pts[0];
  const last = pts[pts.length - 1];
  if (!first || !last) return "";
  const line = smoothPath(pts);
  let s = "";
  if (withArea) s += `<path d="${line}L${f(last[0])} ${f(baseY)}L${f(first[0])} ${f(baseY)}Z" fill="url(#${id}area)"/>`;
  s += `<path d="${line}" fill="none" stroke="${lighten(accent, 0.4)}" stroke-width="${f(h * 0.014)}" opacity="0.45" filter="url(#${id}blur)"/>`;
  s += `<path d="${line}" fill="none" stroke="${lighten(accent, 0.55)}" stroke-width="${f(h * 0.004)}" stroke-linecap="round"/>`;
  return s;
}

function ring(cx: number, cy: number, r: number, shares: number[], colors: string[], rot: number, width: number): string {
  let a0 = -Math.PI / 2 + rot;
  let arcs = "";
  const gap = 0.05;
  shares.forEach((share, i) => {
    const a1 = a0 + share * Math.PI * 2 - gap;
    const large = a1 - a0 > Math.PI ? 1 : 0;
    arcs += `<path d="M${f(cx + r * Math.cos(a0))} ${f(cy + r * Math.sin(a0))}A${f(r)} ${f(r)} 0 ${large} 1 ${f(cx + r * Math.cos(a1))} ${f(cy + r * Math.sin(a1))}" stroke="${colors[i % colors.length] ?? P.gold}" stroke-width="${f(width)}" fill="none" opacity="0.9"/>`;
    a0 = a1 + gap;
  });
  return arcs;
}

export function finance(ctx: MotifContext): Layer {
  const { w, h, rng, id } = ctx;
  const pulse = Math.sin(ctx.t * Math.PI * 2);
  const variant = rng.pick<Variant>(["bars", "bars", "lines", "lines", "candles", "rings"]);
  const bg = rng.pick([P.forest, mix(P.forest, P.ink, 0.5), P.ink, darken(P.clay, 0.5)]);
  const accent = rng.pick([P.gold, P.gold, lighten(P.gold, 0.2), mix(P.gold, P.clay, 0.35)]);
  let defs = linear(
    `${id}bg`,
    [
      [0, lighten(bg, 0.08)],
      [1, darken(bg, 0.45)],
    ],
    0,
    0,
    1,
    1,
  );
  defs += radial(
    `${id}glow`,
    [
      [0, accent, 0.26],
      [1, accent, 0],
    ],
    w * rng.range(0.55, 0.85),
    h * rng.range(0.15, 0.4),
    h * 0.8,
  );
  defs += blurFilter(`${id}blur`, h * 0.01);
  defs += linear(`${id}area`, [
    [0, lighten(accent, 0.3), 0.3],
    [1, accent, 0],
  ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}bg)"/><rect width="${w}" height="${h}" fill="url(#${id}glow)"/>`;

  const step = h * rng.range(0.06, 0.09);
  let grid = "";
  for (let x = step; x < w; x += step) grid += `M${f(x)} 0V${h}`;
  for (let y = step; y < h; y += step) grid += `M0 ${f(y)}H${w}`;
  body += `<path d="${grid}" stroke="${P.sand}" stroke-width="1" opacity="0.06"/>`;

  const baseY = h * rng.range(0.84, 0.9);
  const left = w * rng.range(0.04, 0.3);
  const right = w * rng.range(0.9, 0.98);

  if (variant === "bars") {
    const n = rng.int(9, 16);
    const slot = (right - left) / n;
    const barW = slot * rng.range(0.42, 0.62);
    defs += linear(`${id}bar`, [
      [0, accent, 0.95],
      [1, accent, 0.12],
    ]);
    defs += linear(`${id}bar2`, [
      [0, P.sand, 0.4],
      [1, P.sand, 0.02],
    ]);
    let bars = "";
    let ghost = "";
    const pts: Point[] = [];
    walk(rng, n, 0.14, 0.7).forEach((v, i) => {
      const hh = h * v * (1 + 0.02 * pulse * Math.sin(i));
      const x = left + i * slot + (slot - barW) / 2;
      bars += `<rect x="${f(x)}" y="${f(baseY - hh)}" width="${f(barW)}" height="${f(hh)}" rx="${f(barW * 0.08)}"/>`;
      ghost += `<rect x="${f(x + barW * 0.25)}" y="${f(baseY - hh * rng.range(0.55, 0.85))}" width="${f(barW * 0.5)}" height="${f(h)}"/>`;
      pts.push([x + barW / 2, baseY - hh - h * rng.range(0.06, 0.11)]);
    });
    body += `<g fill="url(#${id}bar2)">${ghost}</g><g fill="url(#${id}bar)">${bars}</g>`;
    body += growthLine(id, pts, baseY, accent, h, true);
  } else if (variant === "lines") {
    const n = 14;
    const colors = [accent, P.sand, P.clay];
    colors.forEach((c, k) => {
      const vals = walk(rng.fork(`line${k}`), n, 0.12 + k * 0.05, 0.72 - k * 0.12);
      const pts: Point[] = vals.map((v, i) => [
        left * 0.3 + (i * (right - left * 0.3)) / (n - 1),
        baseY - h * v + pulse * h * 0.004 * (k + 1),
      ]);
      if (k === 0) body += growthLine(id, pts, baseY, c, h, true);
      else
        body += `<path d="${smoothPath(pts)}" fill="none" stroke="${c}" stroke-width="${f(h * 0.003)}" opacity="${k === 1 ? 0.45 : 0.6}"/>`;
    });
    let marks = "";
    for (let i = 0; i < 5; i++) marks += `M${f(left * 0.3 + ((i + 0.5) * (right - left * 0.3)) / 5)} ${f(h * 0.1)}V${f(baseY)}`;
    body += `<path d="${marks}" stroke="${P.sand}" stroke-dasharray="4 8" stroke-width="1" opacity="0.2"/>`;
  } else if (variant === "candles") {
    const n = rng.int(18, 28);
    const slot = (right - left) / n;
    const vals = walk(rng, n, 0.16, 0.64);
    let up = "";
    let down = "";
    let wicks = "";
    const avg: Point[] = [];
    vals.forEach((v, i) => {
      const prev = vals[i - 1] ?? v - 0.02;
      const x = left + i * slot + slot * 0.2;
      const mid = (v + prev) / 2;
      const half = Math.max(0.015, Math.abs(v - prev) * 1.6);
      const top = baseY - h * (mid + half);
      const bot = baseY - h * (mid - half);
      const bodyRect = `<rect x="${f(x)}" y="${f(top)}" width="${f(slot * 0.6)}" height="${f(Math.max(2, bot - top))}"/>`;
      if (v >= prev) up += bodyRect;
      else down += bodyRect;
      wicks += `M${f(x + slot * 0.3)} ${f(top - h * rng.range(0.01, 0.05))}V${f(bot + h * rng.range(0.01, 0.04))}`;
      avg.push([x + slot * 0.3, baseY - h * mid - h * 0.12]);
    });
    body += `<path d="${wicks}" stroke="${P.sand}" stroke-width="1.5" opacity="0.45"/>`;
    body += `<g fill="${accent}">${up}</g><g fill="${P.clay}">${down}</g>`;
    body += growthLine(id, avg, baseY, accent, h, false);
  } else {
    const onRight = rng.chance(0.5);
    const cx = w * (onRight ? rng.range(0.6, 0.72) : rng.range(0.28, 0.4));
    const cy = h * rng.range(0.4, 0.5);
    const r = h * rng.range(0.22, 0.3);
    const shares = [rng.range(0.3, 0.4), rng.range(0.2, 0.28), rng.range(0.14, 0.2), rng.range(0.08, 0.12)];
    const sum = shares.reduce((s, v) => s + v, 0);
    const rot = 0.15 * pulse + rng.range(0, Math.PI * 2);
    for (let k = 1; k <= rng.int(1, 3); k++)
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * (1.15 + k * 0.2))}" fill="none" stroke="${P.sand}" stroke-width="1" opacity="0.12"/>`;
    body += ring(
      cx,
      cy,
      r,
      shares.map((v) => v / sum),
      [accent, P.clay, P.sand, P.deepGold],
      rot,
      r * rng.range(0.14, 0.26),
    );
    body += ring(cx, cy, r * 0.68, [0.62, 0.38], [lighten(accent, 0.3), mix(P.sand, bg, 0.5)], -rot, r * 0.05);
    // A growth line sweeping across the other half of the frame.
    const x0 = onRight ? w * 0.04 : w * 0.56;
    const x1 = onRight ? w * 0.44 : w * 0.96;
    const pts: Point[] = walk(rng, 8, 0.1, 0.42).map((v, i) => [x0 + (i * (x1 - x0)) / 7, baseY - h * v]);
    body += growthLine(id, pts, baseY, accent, h, true);
  }
  return { defs, body };
}
