/**
 * `npm run earnings`: writes the home page's three earnings files from
 * content/earnings.ts (src/server/documents/earnings.ts makes them) under
 * public/files, and their sizes to content/generated/earnings-files.json (the
 * links show them). The outputs are committed, so a fresh clone needs no
 * generator. Later quarters are entered and their files generated in the back
 * office (/admin/results).
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { earnings } from "../content/earnings";
import {
  buildPressRelease as pressRelease,
  buildSupplementalPdf as supplementalPdf,
  RESULT_FILE_BUILDERS,
} from "../src/server/documents/earnings";
import { figuresSheet } from "../src/server/documents/earnings-workbook";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const MANIFEST_PATH = join(ROOT, "content/generated/earnings-files.json");
/** The workbook sheet that holds the figures. */
export const FIGURES_SHEET = figuresSheet(earnings);

export const buildPressRelease = () => pressRelease(earnings);
export const buildSupplementalPdf = () => supplementalPdf(earnings);

/** Writes the three files and the manifest of their sizes. */
export async function generateEarnings(): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const file of earnings.files) {
    const path = join(ROOT, "public", file.href);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, await RESULT_FILE_BUILDERS[file.key](earnings));
    sizes[file.href] = statSync(path).size;
  }
  mkdirSync(dirname(MANIFEST_PATH), { recursive: true });
  writeFileSync(MANIFEST_PATH, `${JSON.stringify(sizes, null, 2)}\n`);
  return sizes;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = await generateEarnings();
  for (const [href, bytes] of Object.entries(sizes)) console.log(`public${href}  ${bytes} bytes`);
}
