/**
 * Rasterises SVG strings to WebP with sharp, stepping the quality down from
 * ~72 until the file fits the folder's byte budget.
 */

import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import sharp from "sharp";

export interface RenderResult {
  bytes: number;
  quality: number;
}

const QUALITIES = [72, 66, 60, 54, 48];

export async function svgToWebp(svg: string, out: string, budgetBytes: number): Promise<RenderResult> {
  const input = Buffer.from(svg);
  let best: Buffer | undefined;
  let quality = QUALITIES[0] ?? 72;
  for (const q of QUALITIES) {
    best = await sharp(input).webp({ quality: q, effort: 5, smartSubsample: true }).toBuffer();
    quality = q;
    if (best.length <= budgetBytes) break;
  }
  if (!best) throw new Error(`could not render ${out}`);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, best);
  return { bytes: best.length, quality };
}

/** Intrinsic size of an image file (used to verify outputs). */
export async function imageSize(file: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(file).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}
