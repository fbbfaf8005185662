/**
 * Rasterises SVG strings to WebP with sharp, stepping the quality down from
 * ~72 until the file fits the folder's byte budget (src/lib/webp.ts, which
 * staff uploads share).
 */

import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import sharp from "sharp";
import { encodeWebp } from "../../src/lib/webp";

export interface RenderResult {
  bytes: number;
  quality: number;
}

export async function svgToWebp(svg: string, out: string, budgetBytes: number): Promise<RenderResult> {
  const { data, quality } = await encodeWebp(sharp(Buffer.from(svg)), budgetBytes);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, data);
  return { bytes: data.length, quality };
}

/** Intrinsic size of an image file (used to verify outputs). */
export async function imageSize(file: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(file).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}
