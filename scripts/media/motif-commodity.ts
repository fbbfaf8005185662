/**
 * Commodity motif: an organic scatter of seeds, beans, nuts or grains (drawn
 * once in <defs> and placed with <use>), flowing along a gentle field, with a
 * soft blurred shadow layer and a hue suited to the crop. Unknown crops get a
 * mixed harvest in diagonal bands.
 */

import { PALETTE as P, darken, lighten, mix } from "./palette";
import { type Layer, type MotifContext, blurFilter, f, linear, radial } from "./svg";

type Shape = "teardrop" | "round" | "oval" | "bean" | "kidney" | "grain" | "kernel" | "peanut" | "slice";

interface Crop {
  shape: Shape;
  seed: string;
  bg: string;
  /** Seed length relative to the image height. */
  size: number;
}

export const CROPS: Record<string, Crop> = {
  sesame: { shape: "teardrop", seed: "#EADFC4", bg: darken(P.deepGold, 0.55), size: 0.075 },
  sheanut: { shape: "oval", seed: "#8A5A33", bg: darken(P.forest, 0.35), size: 0.12 },
  cashew: { shape: "kidney", seed: "#E8D5AE", bg: darken(P.clay, 0.55), size: 0.12 },
  ginger: { shape: "slice", seed: "#E2C279", bg: mix(P.ink, P.forest, 0.4), size: 0.16 },
  cocoa: { shape: "bean", seed: "#6B3423", bg: darken(P.clay, 0.3), size: 0.11 },
  soybean: { shape: "round", seed: "#E4CB86", bg: darken(P.forest, 0.2), size: 0.07 },
  maize: { shape: "kernel", seed: "#E2A72B", bg: darken(P.forest, 0.5), size: 0.07 },
  rice: { shape: "grain", seed: "#D4B46A", bg: darken(P.forest, 0.3), size: 0.085 },
  groundnut: { shape: "peanut", seed: "#C9A576", bg: mix(P.ink, P.clay, 0.3), size: 0.13 },
  sorghum: { shape: "round", seed: "#9A3F22", bg: darken(P.deepGold, 0.5), size: 0.05 },
};

/** Crop named in a file name (e.g. commodity-paddy-rice → rice), if any. */
export function cropFromName(name: string): string | undefined {
  return Object.keys(CROPS).find((k) => name.includes(k));
}

/** Shape drawn around the origin, about one unit long along x. */
function shapePath(shape: Shape): string {
  switch (shape) {
    case "teardrop":
      return `<path d="M-.5 0C-.3-.3.25-.28.5 0C.25.28-.3.3-.5 0Z"/>`;
    case "round":
      return `<ellipse rx=".5" ry=".46"/>`;
    case "oval":
      return `<ellipse rx=".5" ry=".36"/>`;
    case "bean":
      return `<path d="M-.5 0C-.42-.26.3-.34.5-.04C.44.24-.3.34-.5 0Z"/>`;
    case "kidney":
      return `<path d="M-.5-.02C-.5-.36.08-.46.4-.22C.56-.08.48.16.3.14C.12.1.04.32-.16.33C-.4.34-.5.2-.5-.02Z"/>`;
    case "grain":
      return `<path d="M-.5 0C-.35-.16.35-.16.5 0C.35.16-.35.16-.5 0Z"/>`;
    case "kernel":
      return `<path d="M-.44-.1C-.46-.42-.2-.5 0-.5C.2-.5.46-.42.44-.1L.3.34Q0 .5-.3.34Z"/>`;
    case "peanut":
      return `<path d="M-.5 0C-.5-.26-.16-.3-.04-.14C.04-.06.1-.06.16-.18C.3-.3.5-.18.5 0C.5.18.3.3.16.18C.1.06.04.06-.04.14C-.16.3-.5.26-.5 0Z"/>`;
    case "slice":
      // A slice of ginger root: an irregular round.
      return `<path d="M-.5 0C-.5-.26-.28-.46 0-.45C.3-.47.5-.24.49.02C.5.27.26.46-.02.44C-.3.47-.5.25-.5 0Z"/>`;
  }
}

/** Fine surface detail in a darker tone. */
function detail(shape: Shape): string {
  switch (shape) {
    case "bean":
      return `<path d="M-.3-.1C-.1-.16.1-.15.3-.08M-.28.1C-.05.15.12.14.3.08" stroke-width=".02" fill="none" opacity=".6"/>`;
    case "kidney":
      return "";
    case "peanut":
      return `<path d="M-.36-.08H-.12M-.38.06H-.14M.12-.06H.36M.14.07H.36" stroke-width=".02"/>`;
    case "oval":
      return `<circle cx=".3" cy="0" r=".06" stroke="none"/>`;
    case "round":
      return `<path d="M-.06-.12Q0-.16.06-.12" stroke-width=".03"/>`;
    case "slice":
      return `<path d="M-.4 0C-.4-.2-.22-.36 0-.35C.24-.37.4-.19.39.02C.4.21.2.36-.02.34C-.24.37-.4.2-.4 0Z" stroke-width=".035" fill="none" opacity=".55"/><g stroke="none" opacity=".5"><circle cx="-.12" cy="-.1" r=".025"/><circle cx=".1" cy="-.14" r=".02"/><circle cx=".16" cy=".08" r=".025"/><circle cx="-.06" cy=".16" r=".02"/><circle cx="-.2" cy=".06" r=".02"/><circle cx=".02" cy="0" r=".03"/></g>`;
    default:
      return "";
  }
}

export function commodity(ctx: MotifContext, cropName?: string): Layer {
  const { w, h, rng, id } = ctx;
  const mixed = cropName === undefined || CROPS[cropName] === undefined;
  // A mixed harvest: three different crops that read well side by side.
  const pool = ["soybean", "maize", "cocoa", "sesame", "groundnut", "cashew", "sorghum", "sheanut"];
  const shuffled = pool
    .map((n) => [rng.next(), n] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, n]) => n);
  const names = mixed ? shuffled.slice(0, 3) : [cropName];
  const crops = names.map((n) => CROPS[n ?? ""] ?? CROPS.soybean!);
  const main = crops[0] ?? CROPS.soybean!;
  const bg = mixed ? darken(P.forest, 0.35) : main.bg;

  let defs = linear(
    `${id}bg`,
    [
      [0, lighten(bg, 0.1)],
      [1, darken(bg, 0.4)],
    ],
    0,
    0,
    1,
    1,
  );
  defs += blurFilter(`${id}shadow`, h * 0.006);
  crops.forEach((c, ci) => {
    for (let v = 0; v < 3; v++) {
      const tint = v === 0 ? c.seed : v === 1 ? mix(c.seed, P.clay, 0.15) : mix(c.seed, P.sand, 0.18);
      defs += `<radialGradient id="${id}g${ci}${v}" cx=".38" cy=".32" r=".8"><stop offset="0" stop-color="${lighten(tint, 0.35)}"/><stop offset=".45" stop-color="${tint}"/><stop offset="1" stop-color="${darken(tint, 0.45)}"/></radialGradient>`;
      defs += `<g id="${id}s${ci}${v}" fill="url(#${id}g${ci}${v})">${shapePath(c.shape)}<g fill="${darken(tint, 0.4)}" stroke="${darken(tint, 0.4)}" fill-opacity="0.6" opacity="0.7">${detail(c.shape)}</g></g>`;
    }
    defs += `<g id="${id}sh${ci}">${shapePath(c.shape)}</g>`;
  });

  // Density falls off along a direction, leaving calm dark space for captions.
  const angle = rng.range(0, Math.PI * 2);
  const dx = Math.cos(angle),
    dy = Math.sin(angle);
  const offset = rng.range(-0.15, 0.2);
  const flow = { a: rng.range(0, Math.PI), fx: rng.range(1.5, 4) / w, fy: rng.range(1.5, 4) / h, amp: rng.range(0.5, 1.2) };
  const bandAngle = rng.range(0, Math.PI);

  let shadows = "";
  let seeds = "";
  const placed: { x: number; y: number; r: number }[] = [];
  const cell = h * main.size;
  const grid = new Map<string, number[]>();
  const key = (x: number, y: number) => `${Math.floor(x / cell)},${Math.floor(y / cell)}`;
  const drift = Math.sin(ctx.t * Math.PI * 2);
  for (let attempt = 0; attempt < 9000 && placed.length < 1400; attempt++) {
    const x = rng.range(-0.05, 1.05) * w;
    const y = rng.range(-0.05, 1.05) * h;
    const u = (x / w - 0.5) * dx + (y / h - 0.5) * dy + offset;
    const density = Math.min(1, Math.max(0, 0.5 + u * 2.2));
    if (!rng.chance(density)) continue;
    // Mixed harvests sit in diagonal bands, one crop each.
    const along = 0.5 + ((x / w - 0.5) * Math.cos(bandAngle) + (y / h - 0.5) * Math.sin(bandAngle)) * 0.8;
    const band = mixed ? Math.min(crops.length - 1, Math.max(0, Math.floor(along * crops.length))) : 0;
    const c = crops[band] ?? main;
    const len = h * c.size * rng.range(0.85, 1.15);
    const r = len * (c.shape === "grain" || c.shape === "teardrop" || c.shape === "bean" ? 0.3 : c.shape === "slice" ? 0.48 : 0.45);
    let ok = true;
    for (let gx = -1; gx <= 1 && ok; gx++) {
      for (let gy = -1; gy <= 1 && ok; gy++) {
        for (const idx of grid.get(key(x + gx * cell, y + gy * cell)) ?? []) {
          const p = placed[idx];
          if (p && Math.hypot(p.x - x, p.y - y) < (p.r + r) * 0.92) {
            ok = false;
            break;
          }
        }
      }
    }
    if (!ok) continue;
    const k = key(x, y);
    grid.set(k, [...(grid.get(k) ?? []), placed.length]);
    placed.push({ x, y, r });
    const rot = ((flow.a + flow.amp * Math.sin(x * flow.fx * 6 + y * flow.fy * 6)) * 180) / Math.PI + rng.range(-25, 25) + drift * 2;
    const v = rng.int(0, 2);
    const tf = `translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(len)})`;
    shadows += `<use href="#${id}sh${band}" transform="translate(${f(len * 0.06)} ${f(len * 0.1)}) ${tf}"/>`;
    seeds += `<use href="#${id}s${band}${v}" transform="${tf}"/>`;
  }
  defs += radial(
    `${id}light`,
    [
      [0, P.sand, 0.16],
      [1, P.sand, 0],
    ],
    w * (0.5 + dx * 0.3),
    h * (0.5 + dy * 0.3),
    h * 0.9,
  );
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}bg)"/>`;
  body += `<g fill="${darken(P.ink, 0.5)}" opacity="0.55" filter="url(#${id}shadow)">${shadows}</g>`;
  body += seeds;
  body += `<rect width="${w}" height="${h}" fill="url(#${id}light)"/>`;
  return { defs, body };
}
