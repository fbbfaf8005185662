/**
 * Picks and composes motifs for a file: keyword → motif for slides and cards,
 * editorial framings (split, circle, arch, full bleed) for news. Every choice
 * is seeded from the file name, so output is deterministic.
 */

import { PALETTE as P, darken, isLight, lighten, mix } from "./palette";
import { createRng } from "./prng";
import { type Layer, type MotifContext, bottomShade, f, joinLayers, svgDocument, vignette } from "./svg";
import { landscape } from "./motif-landscape";
import { architecture } from "./motif-architecture";
import { interior } from "./motif-interior";
import { finance } from "./motif-finance";
import { commodity, cropFromName } from "./motif-commodity";

export type MotifKind = "architecture" | "commodity" | "interior" | "finance" | "landscape";

const KEYWORDS: [MotifKind, RegExp][] = [
  ["commodity", /sesame|shea|cashew|ginger|cocoa|soy|maize|corn|rice|groundnut|peanut|sorghum|commodit|grain|harvest|export|seed|bean/],
  [
    "architecture",
    /maitama|jahi|guzape|katampe|estate|manor|hill|property|real-estate|skyline|tower|city|wuse|abuja|construct|engineer|site|build|develop/,
  ],
  ["interior", /room|suite|residence|apartment|lounge|penthouse|studio|bedroom|interior|hotel|stay/],
  ["finance", /asset|fund|reit|wealth|financ|earning|portfolio|market|invest|insight|capital|report|control|automation|result/],
];

/** Motif for a file name by keyword; landscape when nothing matches. */
export function motifFor(name: string): MotifKind {
  return KEYWORDS.find(([, re]) => re.test(name))?.[0] ?? "landscape";
}

export function drawMotif(kind: MotifKind, ctx: MotifContext, name: string): Layer {
  switch (kind) {
    case "architecture":
      return architecture(ctx);
    case "commodity":
      return commodity(ctx, cropFromName(name));
    case "interior":
      return interior(ctx);
    case "finance":
      return finance(ctx);
    case "landscape":
      return landscape(ctx, { fields: /field|farm|agri/.test(name) });
  }
}

/** Slide or card: one motif, full bleed, darker at the bottom for captions. */
export function heroSvg(name: string, w: number, h: number): string {
  const ctx: MotifContext = { w, h, rng: createRng(name), id: "m", t: 0 };
  const kind = motifFor(name);
  return svgDocument(w, h, joinLayers(drawMotif(kind, ctx, name), vignette(ctx, 0.3), bottomShade(ctx, 0.5)));
}

/** News: a motif chosen by seed inside an editorial frame. */
export function newsSvg(name: string, w: number, h: number): string {
  const rng = createRng(name);
  const kinds: MotifKind[] = ["architecture", "commodity", "interior", "finance", "landscape"];
  const kind = motifFor(name) === "landscape" ? rng.pick(kinds) : motifFor(name);
  const inner = drawMotif(kind, { w, h, rng: rng.fork("motif"), id: "m", t: 0 }, name);
  const frame = rng.pick(["split", "circle", "arch", "full"] as const);
  const panel = rng.pick([P.forest, darken(P.clay, 0.15), P.ink, P.sand, mix(P.sand, P.gold, 0.25)]);
  const line = isLight(panel) ? P.deepGold : P.gold;
  const left = rng.chance(0.5);
  let defs = inner.defs;
  let body = `<rect width="${w}" height="${h}" fill="${panel}"/>`;
  let deco = "";
  if (frame === "split") {
    const cut = w * rng.range(0.55, 0.64);
    const x = left ? 0 : w - cut;
    defs += `<clipPath id="nclip"><rect x="${f(x)}" width="${f(cut)}" height="${h}"/></clipPath>`;
    const px = left ? cut : 0;
    const pw = w - cut;
    const cx = px + pw / 2;
    deco += `<circle cx="${f(cx)}" cy="${f(h * 0.42)}" r="${f(pw * 0.3)}" fill="none" stroke="${line}" stroke-width="2"/>`;
    deco += `<circle cx="${f(cx)}" cy="${f(h * 0.42)}" r="${f(pw * 0.18)}" fill="${line}" opacity="0.35"/>`;
    deco += `<rect x="${f(px + pw * 0.2)}" y="${f(h * 0.78)}" width="${f(pw * 0.6)}" height="2" fill="${line}"/>`;
  } else if (frame === "circle") {
    const r = h * rng.range(0.38, 0.44);
    const cx = left ? w * 0.36 : w * 0.64;
    defs += `<clipPath id="nclip"><circle cx="${f(cx)}" cy="${f(h / 2)}" r="${f(r)}"/></clipPath>`;
    deco += `<circle cx="${f(cx)}" cy="${f(h / 2)}" r="${f(r + h * 0.03)}" fill="none" stroke="${line}" stroke-width="2"/>`;
    deco += `<circle cx="${f(cx)}" cy="${f(h / 2)}" r="${f(r + h * 0.07)}" fill="none" stroke="${line}" stroke-width="1" opacity="0.5"/>`;
    const ox = left ? w * 0.82 : w * 0.18;
    for (let i = 0; i < 5; i++)
      for (let j = 0; j < 5; j++)
        deco += `<circle cx="${f(ox + (i - 2) * h * 0.04)}" cy="${f(h * 0.5 + (j - 2) * h * 0.04)}" r="${f(h * 0.005)}" fill="${line}" opacity="0.7"/>`;
  } else if (frame === "arch") {
    const aw = w * rng.range(0.36, 0.44);
    const ax = left ? w * 0.1 : w * 0.9 - aw;
    const top = h * 0.1;
    const arch = `M${f(ax)} ${h}V${f(top + aw / 2)}A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(ax + aw)} ${f(top + aw / 2)}V${h}Z`;
    defs += `<clipPath id="nclip"><path d="${arch}"/></clipPath>`;
    const sx = left ? w * 0.62 : w * 0.16;
    const sw = w * 0.2;
    deco += `<path d="M${f(sx)} ${f(h * 0.8)}V${f(h * 0.4 + sw / 2)}A${f(sw / 2)} ${f(sw / 2)} 0 0 1 ${f(sx + sw)} ${f(h * 0.4 + sw / 2)}V${f(h * 0.8)}" fill="none" stroke="${line}" stroke-width="2"/>`;
    deco += `<rect x="${f(sx - w * 0.03)}" y="${f(h * 0.8)}" width="${f(sw + w * 0.06)}" height="2" fill="${line}"/>`;
  } else {
    defs += `<clipPath id="nclip"><rect width="${w}" height="${h}"/></clipPath>`;
    deco += `<rect width="${w}" height="${h}" fill="${isLight(panel) ? P.forest : panel}" opacity="0.22"/>`;
    deco += `<rect x="${f(w * 0.04)}" y="${f(h * 0.06)}" width="${f(w * 0.92)}" height="${f(h * 0.88)}" fill="none" stroke="${lighten(P.gold, 0.2)}" stroke-width="2" opacity="0.8"/>`;
  }
  body += `<g clip-path="url(#nclip)">${inner.body}</g>${deco}`;
  return svgDocument(w, h, { defs, body });
}
