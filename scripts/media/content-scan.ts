/**
 * Finds the media a site needs by scanning the source text of every
 * content/**\/*.ts and content/**\/*.mdx file for /media/<folder>/<name>.webp
 * image paths and /media/video/<name>.(webm|mp4) video paths (test files are
 * left out: their paths are fixtures).
 */

import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";

export interface ScanResult {
  images: { folder: string; name: string; from: string }[];
  videos: { name: string; from: string }[];
  files: number;
}

const IMAGE_RE = /\/media\/([a-z0-9_-]+)\/([A-Za-z0-9_.-]+?)\.webp\b/g;
const VIDEO_RE = /\/media\/video\/([A-Za-z0-9_-]+)\.(?:webm|mp4)\b/g;

export async function scanContent(root: string): Promise<ScanResult> {
  let entries: string[] = [];
  try {
    entries = await readdir(root, { recursive: true });
  } catch {
    return { images: [], videos: [], files: 0 };
  }
  // Tests hold fixtures (made-up paths), not site content.
  const sources = entries.filter((e) => /\.(ts|mdx)$/.test(e) && !/\.(test|spec)\.ts$/.test(e)).sort();
  const result: ScanResult = { images: [], videos: [], files: sources.length };
  for (const rel of sources) {
    const text = await readFile(join(root, rel), "utf8");
    for (const m of text.matchAll(IMAGE_RE)) {
      const [, folder, name] = m;
      if (folder && name) result.images.push({ folder, name, from: rel });
    }
    for (const m of text.matchAll(VIDEO_RE)) {
      const [, name] = m;
      if (name) result.videos.push({ name, from: rel });
    }
  }
  return result;
}
