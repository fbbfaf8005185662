import type { Sharp } from "sharp";
import type { ImageFolder } from "@content/media";

/**
 * The one WebP encoding of the site's images: `npm run media` (sample art,
 * scripts/media/render.ts) and staff uploads (src/server/publishing/uploads.ts)
 * both step the quality down from 72 until the file fits its folder's budget,
 * so an uploaded picture weighs what a generated one does. next/image then
 * serves either as the same responsive srcset.
 */
const WEBP_QUALITIES = [72, 66, 60, 54, 48] as const;

/** Byte budget of one image per folder (the intrinsic sizes are content/media.ts's IMAGE_FOLDERS). */
export const IMAGE_BUDGETS = {
  slides: 120 * 1024,
  "slides-portrait": 120 * 1024,
  cards: 60 * 1024,
  news: 60 * 1024,
  people: 60 * 1024,
  posters: 60 * 1024,
} as const satisfies Record<ImageFolder, number>;

export type EncodedWebp = { data: Buffer; quality: number };

/** Encodes `image` as WebP at the highest quality of the ladder that fits `budgetBytes` (else the lowest). */
export async function encodeWebp(image: Sharp, budgetBytes: number): Promise<EncodedWebp> {
  let best: EncodedWebp | undefined;
  for (const quality of WEBP_QUALITIES) {
    best = { data: await image.clone().webp({ quality, effort: 5, smartSubsample: true }).toBuffer(), quality };
    if (best.data.length <= budgetBytes) break;
  }
  if (!best) throw new Error("no WebP quality to try");
  return best;
}
