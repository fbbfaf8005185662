/**
 * Residence interior motif: a one-point-perspective room with arched openings
 * on the back wall, tall side windows whose light falls across the floor as
 * soft shafts, and a few quiet furniture silhouettes. Light drifts with ctx.t.
 */

import { PALETTE as P, darken, lighten, mix } from "./palette";
import { type Layer, type MotifContext, type Point, blurFilter, f, linear, polygon, radial } from "./svg";

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

export function interior(ctx: MotifContext): Layer {
  const { w, h, rng, id } = ctx;
  const drift = Math.sin(ctx.t * Math.PI * 2);
  const base = rng.pick([
    P.forest,
    darken(P.clay, 0.3),
    darken(P.deepGold, 0.25),
    mix(P.forest, P.ink, 0.3),
    mix(P.sand, P.deepGold, 0.55),
    mix(P.clay, P.sand, 0.3),
  ]);
  const mirrored = rng.chance(0.5);
  const light = mix(P.gold, P.sand, rng.range(0.35, 0.65));
  const vp: Point = [w * rng.range(0.42, 0.62), h * rng.range(0.44, 0.54)];
  const s = rng.range(0.42, 0.56);
  const corner = (x: number, y: number): Point => lerp(vp, [x, y], s);
  const TL: Point = [0, 0],
    TR: Point = [w, 0],
    BL: Point = [0, h],
    BR: Point = [w, h];
  const bTL = corner(0, 0),
    bTR = corner(w, 0),
    bBL = corner(0, h),
    bBR = corner(w, h);

  let defs = blurFilter(`${id}soft`, h * 0.012) + blurFilter(`${id}haze`, h * 0.03);
  defs += linear(`${id}back`, [
    [0, lighten(base, 0.12)],
    [1, darken(base, 0.1)],
  ]);
  defs += linear(
    `${id}left`,
    [
      [0, darken(base, 0.45)],
      [1, darken(base, 0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  defs += linear(
    `${id}right`,
    [
      [0, darken(base, 0.05)],
      [1, darken(base, 0.4)],
    ],
    0,
    0,
    1,
    0,
  );
  defs += linear(`${id}ceil`, [
    [0, darken(base, 0.6)],
    [1, darken(base, 0.3)],
  ]);
  defs += linear(`${id}floor`, [
    [0, mix(darken(base, 0.2), P.deepGold, 0.3)],
    [1, darken(mix(base, P.ink, 0.5), 0.35)],
  ]);
  defs += linear(`${id}view`, [
    [0, mix(P.gold, P.clay, 0.3)],
    [0.6, light],
    [1, lighten(light, 0.4)],
  ]);
  defs += linear(`${id}beam`, [
    [0, light, 0.28],
    [1, light, 0],
  ]);

  let body = "";
  body += `<polygon points="${polygon([TL, TR, bTR, bTL])}" fill="url(#${id}ceil)"/>`;
  body += `<polygon points="${polygon([BL, BR, bBR, bBL])}" fill="url(#${id}floor)"/>`;
  body += `<polygon points="${polygon([TL, bTL, bBL, BL])}" fill="url(#${id}left)"/>`;
  body += `<polygon points="${polygon([TR, bTR, bBR, BR])}" fill="url(#${id}right)"/>`;
  body += `<polygon points="${polygon([bTL, bTR, bBR, bBL])}" fill="url(#${id}back)"/>`;

  // Floor boards converging on the vanishing point.
  let boards = "";
  for (let i = 1; i < 14; i++) {
    const a = lerp(bBL, bBR, i / 14);
    const b = lerp(BL, BR, i / 14);
    boards += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
  }
  body += `<path d="${boards}" stroke="${P.ink}" stroke-width="${f(h * 0.002)}" opacity="0.25"/>`;

  // Arched openings on the back wall, with a glimpse of hills.
  const bw = bTR[0] - bTL[0];
  const bh = bBL[1] - bTL[1];
  const arches = rng.int(1, 3);
  const aw = (bw / (arches * 2 + 1)) * rng.range(1, 1.4);
  const gap = (bw - arches * aw) / (arches + 1);
  const ah = bh * rng.range(0.7, 0.84);
  let archPaths = "";
  for (let i = 0; i < arches; i++) {
    const x = bTL[0] + gap + i * (aw + gap);
    const bottom = bBL[1];
    const top = bottom - ah;
    archPaths += `M${f(x)} ${f(bottom)}L${f(x)} ${f(top + aw / 2)}A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(x + aw)} ${f(top + aw / 2)}L${f(x + aw)} ${f(bottom)}Z`;
    // Light spilling from the opening towards the viewer.
    const spread = aw * 0.6;
    body += `<polygon points="${polygon([
      [x, bottom],
      [x + aw, bottom],
      [x + aw + spread + drift * aw * 0.1, h * 0.98],
      [x - spread + drift * aw * 0.1, h * 0.98],
    ])}" fill="${light}" opacity="0.14" filter="url(#${id}soft)"/>`;
  }
  defs += `<clipPath id="${id}arch"><path d="${archPaths}"/></clipPath>`;
  const hillY = bBL[1] - ah * 0.28;
  body += `<path d="${archPaths}" fill="url(#${id}view)"/>`;
  body += `<g clip-path="url(#${id}arch)"><path d="M${f(bTL[0])} ${f(hillY)}Q${f(bTL[0] + bw * 0.3)} ${f(hillY - ah * 0.15)} ${f(bTL[0] + bw * 0.6)} ${f(hillY - ah * 0.02)}T${f(bTR[0])} ${f(hillY - ah * 0.08)}L${f(bTR[0])} ${f(bBL[1])}L${f(bTL[0])} ${f(bBL[1])}Z" fill="${mix(P.deepGold, P.clay, 0.4)}" opacity="0.8"/><rect x="${f(bTL[0])}" y="${f(bBL[1] - ah * 0.12)}" width="${f(bw)}" height="${f(ah * 0.12)}" fill="${darken(P.forest, 0.2)}" opacity="0.85"/></g>`;
  body += `<path d="${archPaths}" fill="none" stroke="${darken(base, 0.5)}" stroke-width="${f(h * 0.012)}" opacity="0.6"/>`;

  // Tall side windows on the left wall; their light falls across the floor.
  const onLeft = (u: number, v: number): Point => lerp(lerp(TL, bTL, u), lerp(BL, bBL, u), v);
  const onFloor = (u: number, sAcross: number): Point => lerp(lerp(BL, bBL, u), lerp(BR, bBR, u), sAcross);
  const windows = rng.int(2, 3);
  let shafts = "";
  let patches = "";
  let panes = "";
  for (let i = 0; i < windows; i++) {
    const u0 = 0.12 + i * (0.78 / windows);
    const u1 = u0 + (0.78 / windows) * 0.55;
    const v0 = 0.12,
      v1 = 0.78;
    const q = [onLeft(u0, v0), onLeft(u1, v0), onLeft(u1, v1), onLeft(u0, v1)] as const;
    panes += `<polygon points="${polygon(q)}"/>`;
    const shift = 0.04 + drift * 0.03;
    const skew = rng.range(0.12, 0.22);
    const s0 = 0.02,
      s1 = rng.range(0.45, 0.65);
    const p = [onFloor(u0 + shift, s0), onFloor(u1 + shift, s0), onFloor(u1 + shift + skew, s1), onFloor(u0 + shift + skew, s1)] as const;
    patches += `<polygon points="${polygon(p)}"/>`;
    shafts += `<polygon points="${polygon([q[0], q[1], p[2], p[3]])}"/>`;
  }
  body += `<g fill="url(#${id}view)">${panes}</g>`;
  body += `<g fill="${light}" opacity="0.2" filter="url(#${id}haze)">${shafts}</g>`;
  body += `<g fill="${light}" opacity="0.5" filter="url(#${id}soft)">${patches}</g>`;

  // Furniture silhouettes.
  const ink = darken(mix(base, P.ink, 0.6), 0.3);
  const sofaW = w * rng.range(0.22, 0.3);
  const sofaX = w * rng.range(0.45, 0.7) - sofaW / 2;
  const sofaY = h * rng.range(0.76, 0.82);
  body += `<g fill="${ink}"><rect x="${f(sofaX)}" y="${f(sofaY - h * 0.09)}" width="${f(sofaW)}" height="${f(h * 0.1)}" rx="${f(h * 0.025)}"/><rect x="${f(sofaX - w * 0.015)}" y="${f(sofaY - h * 0.03)}" width="${f(sofaW + w * 0.03)}" height="${f(h * 0.08)}" rx="${f(h * 0.02)}"/></g>`;
  if (rng.chance(0.6)) {
    const px = w * rng.range(0.35, 0.75);
    const py = h * rng.range(0.16, 0.26);
    defs += radial(
      `${id}lamp`,
      [
        [0, lighten(P.gold, 0.5), 0.9],
        [0.12, P.gold, 0.5],
        [1, P.gold, 0],
      ],
      px,
      py,
      h * 0.22,
    );
    body += `<line x1="${f(px)}" y1="0" x2="${f(px)}" y2="${f(py)}" stroke="${ink}" stroke-width="2"/><circle cx="${f(px)}" cy="${f(py)}" r="${f(h * 0.22)}" fill="url(#${id}lamp)"/>`;
  } else {
    const px = w * rng.range(0.78, 0.9);
    const py = h * 0.9;
    let leaves = "";
    for (let k = 0; k < 7; k++) {
      const a = -90 + (k - 3) * 14 + rng.range(-5, 5);
      leaves += `<ellipse cx="${f(px)}" cy="${f(py - h * 0.17)}" rx="${f(h * 0.022)}" ry="${f(h * 0.16)}" transform="rotate(${f(a + 90)} ${f(px)} ${f(py - h * 0.02)})"/>`;
    }
    body += `<g fill="${ink}">${leaves}<rect x="${f(px - h * 0.04)}" y="${f(py - h * 0.06)}" width="${f(h * 0.08)}" height="${f(h * 0.1)}" rx="${f(h * 0.01)}"/></g>`;
  }
  return { defs, body: mirrored ? `<g transform="translate(${w} 0) scale(-1 1)">${body}</g>` : body };
}
