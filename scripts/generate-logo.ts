/**
 * `npx tsx scripts/generate-logo.ts`: rasterises the brand mark (src/app/icon.svg)
 * to public/brand/logo-512.png, the logo named in the Organization and
 * JobPosting structured data (search engines want a raster image of at least
 * 112 × 112 pixels; the SVG favicon does not qualify). The PNG is committed.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const LOGO_PATH = "/brand/logo-512.png";
export const LOGO_SIZE = 512;

const svg = readFileSync(join(ROOT, "src/app/icon.svg"));
const info = await sharp(svg, { density: (72 * LOGO_SIZE) / 32 })
  .resize(LOGO_SIZE, LOGO_SIZE)
  .png({ compressionLevel: 9, palette: true })
  .toFile(join(ROOT, "public", LOGO_PATH));
console.log(`public${LOGO_PATH}  ${info.width}×${info.height}  ${info.size} bytes`);
