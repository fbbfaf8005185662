/**
 * Sample-media generator (`npm run media [-- --force]`).
 *
 * Scans content/**\/*.{ts,mdx} for /media/<folder>/<name>.webp and
 * /media/video/<name>.(webm|mp4) references, adds the fixed set from
 * scripts/media/fixed-set.ts, and renders every missing file into public/media:
 * abstract brand-palette WebP stills (SVG built as strings, rasterised by sharp),
 * monogram portraits, editorial news art, the placeholder SVG and the looping
 * background videos (ffmpeg). Existing files are skipped unless --force is given.
 * Output is deterministic: every image is seeded from its file name.
 */

import { existsSync } from "node:fs";
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, relative } from "node:path";
import { IMAGE_FOLDERS } from "../content/media";
import { IMAGE_BUDGETS } from "../src/lib/webp";
import { FIXED_IMAGES, FIXED_VIDEOS } from "./media/fixed-set";
import { scanContent } from "./media/content-scan";
import { heroSvg, newsSvg } from "./media/svg-motifs";
import { portraitSvg } from "./media/portrait";
import { placeholderSvg } from "./media/placeholder";
import { imageSize, svgToWebp } from "./media/render";
import { sceneSvg } from "./media/video-scenes";
import { VIDEO_BUDGET_BYTES, encodeLoop, findFfmpeg, videoExists } from "./media/video";

const ROOT = process.cwd();
const MEDIA = join(ROOT, "public", "media");
const FORCE = process.argv.includes("--force");

/** Intrinsic sizes (content/media.ts) and byte budgets (src/lib/webp.ts, shared with staff uploads) per folder. */
const FOLDERS = Object.fromEntries(
  Object.entries(IMAGE_FOLDERS).map(([folder, size]) => [folder, { ...size, budget: IMAGE_BUDGETS[folder as keyof typeof IMAGE_BUDGETS] }]),
) as { [F in keyof typeof IMAGE_FOLDERS]: (typeof IMAGE_FOLDERS)[F] & { budget: number } };
type Folder = keyof typeof FOLDERS;
const isFolder = (s: string): s is Folder => s in FOLDERS;

interface Job {
  folder: Folder;
  name: string;
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

function svgFor(job: Job, videoNames: Set<string>): string {
  const { width: w, height: h } = FOLDERS[job.folder];
  switch (job.folder) {
    case "people":
      return portraitSvg(job.name, w, h);
    case "news":
      return newsSvg(job.name, w, h);
    case "posters":
      // A poster is the first frame of its loop; posters without a video get a still of the same kind.
      return videoNames.has(job.name) ? sceneSvg(job.name, 0) : heroSvg(job.name, w, h);
    default:
      return heroSvg(job.name, w, h);
  }
}

async function dirSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function runPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let index = 0;
  const worker = async () => {
    while (index < items.length) {
      const item = items[index++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
}

async function main(): Promise<void> {
  const started = Date.now();
  const concurrency = Math.max(1, Math.min(4, availableParallelism()));
  const scan = await scanContent(join(ROOT, "content"));
  console.log(`Scanned ${scan.files} content files: ${scan.images.length} image and ${scan.videos.length} video references.`);

  // Videos: the fixed loops plus any named in content.
  const videoNames = new Set<string>([...FIXED_VIDEOS, ...scan.videos.map((v) => v.name)]);

  // Images: content references, the fixed set, and one poster per video.
  const jobs = new Map<string, Job>();
  const add = (folder: string, name: string, from: string) => {
    if (!isFolder(folder)) {
      console.warn(`  ! ${from}: /media/${folder}/${name}.webp is in no known folder (${Object.keys(FOLDERS).join(", ")}); skipped`);
      return;
    }
    jobs.set(`${folder}/${name}`, { folder, name });
  };
  for (const ref of scan.images) add(ref.folder, ref.name, ref.from);
  for (const [folder, names] of Object.entries(FIXED_IMAGES)) for (const name of names) add(folder, name, "fixed-set");
  for (const name of videoNames) add("posters", name, "video");

  let generated = 0;
  let skipped = 0;
  const oversize: string[] = [];
  const list = [...jobs.values()].sort((a, b) => `${a.folder}/${a.name}`.localeCompare(`${b.folder}/${b.name}`));
  await runPool(list, concurrency, async (job) => {
    const out = join(MEDIA, job.folder, `${job.name}.webp`);
    if (!FORCE && existsSync(out)) {
      skipped++;
      return;
    }
    const { budget } = FOLDERS[job.folder];
    const res = await svgToWebp(svgFor(job, videoNames), out, budget);
    generated++;
    if (res.bytes > budget) oversize.push(`${job.folder}/${job.name} (${kb(res.bytes)})`);
    console.log(`  + ${relative(ROOT, out)}  ${kb(res.bytes)}${res.quality !== 72 ? ` (q${res.quality})` : ""}`);
  });

  // Every expected image must exist with its folder's exact intrinsic size.
  const wrongSize: string[] = [];
  for (const job of list) {
    const file = join(MEDIA, job.folder, `${job.name}.webp`);
    if (!existsSync(file)) continue;
    const { width, height } = await imageSize(file);
    const want = FOLDERS[job.folder];
    if (width !== want.width || height !== want.height)
      wrongSize.push(`${job.folder}/${job.name} is ${width}x${height}, expected ${want.width}x${want.height}`);
  }

  // Placeholder (always part of the fixed set).
  const placeholder = join(MEDIA, "placeholder.svg");
  if (FORCE || !existsSync(placeholder)) {
    await mkdir(MEDIA, { recursive: true });
    await writeFile(placeholder, placeholderSvg());
    generated++;
    console.log(`  + ${relative(ROOT, placeholder)}`);
  } else skipped++;

  // Videos.
  const videoDir = join(MEDIA, "video");
  const ffmpeg = findFfmpeg();
  let videosMade = 0;
  let videosSkipped = 0;
  const videoReport: string[] = [];
  for (const name of videoNames) {
    if (!FORCE && videoExists(videoDir, name)) {
      videosSkipped++;
      continue;
    }
    if (!ffmpeg) {
      console.warn(`  ! ffmpeg not found: cannot make video/${name} (install it with: apt-get install -y ffmpeg)`);
      continue;
    }
    const res = await encodeLoop(ffmpeg, name, videoDir, concurrency);
    videosMade++;
    console.log(`  + public/media/video/${name}.webm ${mb(res.webm)}, .mp4 ${mb(res.mp4)}  (${res.seconds.toFixed(1)} s)`);
  }
  for (const name of videoNames) {
    for (const ext of ["webm", "mp4"]) {
      const file = join(videoDir, `${name}.${ext}`);
      if (!existsSync(file)) continue;
      const size = (await stat(file)).size;
      const ok = size <= VIDEO_BUDGET_BYTES;
      videoReport.push(`    video/${name}.${ext}: ${mb(size)}${ok ? "" : "  ! over the 2 MB budget"}`);
    }
  }

  const total = existsSync(MEDIA) ? await dirSize(MEDIA) : 0;
  console.log("");
  console.log(`Images: ${generated} generated, ${skipped} skipped (already there${FORCE ? "" : "; use --force to redo"}).`);
  console.log(`Videos: ${videosMade} encoded, ${videosSkipped} skipped.`);
  for (const line of videoReport) console.log(line);
  if (wrongSize.length > 0) console.warn(`Wrong intrinsic size (rerun with --force): ${wrongSize.join("; ")}`);
  else console.log(`All ${list.length} expected images present at their folder's intrinsic size.`);
  if (oversize.length > 0) console.warn(`Over budget even at the lowest quality: ${oversize.join(", ")}`);
  console.log(`public/media: ${mb(total)} in total. Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (total > 20 * 1024 * 1024) console.warn("! public/media is over 20 MB");
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
