/**
 * Encodes the background loops: frames of a scene are rendered with sharp at
 * a low rate, piped raw into one ffmpeg process that blends them up to 24 fps
 * and writes VP9 WebM plus H.264 MP4 into a temp dir; the results are then
 * moved into public/media/video.
 */

import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { VIDEO_H, VIDEO_W, sceneSvg } from "./video-scenes";

export const VIDEO_SECONDS = 8;
export const OUTPUT_FPS = 24;
/** Frames actually drawn per second; ffmpeg's framerate filter blends in between. */
export const RENDER_FPS = 12;
export const VIDEO_BUDGET_BYTES = 2 * 1024 * 1024;

/** Path of a usable ffmpeg, or undefined. */
export function findFfmpeg(): string | undefined {
  for (const candidate of ["/usr/bin/ffmpeg", "ffmpeg"]) {
    const probe = spawnSync(candidate, ["-hide_banner", "-version"], { stdio: "ignore" });
    if (probe.status === 0) return candidate;
  }
  return undefined;
}

function renderFrame(name: string, t: number): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(name, t)))
    .removeAlpha()
    .raw()
    .toBuffer();
}

export interface VideoResult {
  webm: number;
  mp4: number;
  seconds: number;
}

export async function encodeLoop(ffmpeg: string, name: string, outDir: string, concurrency: number): Promise<VideoResult> {
  const started = Date.now();
  const tmp = await mkdtemp(join(tmpdir(), `media-${name}-`));
  const webmTmp = join(tmp, `${name}.webm`);
  const mp4Tmp = join(tmp, `${name}.mp4`);
  const frames = RENDER_FPS * VIDEO_SECONDS;
  const outFrames = OUTPUT_FPS * VIDEO_SECONDS;
  const args = [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-s",
    `${VIDEO_W}x${VIDEO_H}`,
    "-framerate",
    String(RENDER_FPS),
    "-i",
    "-",
    "-filter_complex",
    `[0:v]framerate=fps=${OUTPUT_FPS},format=yuv420p,split=2[a][b]`,
    "-map",
    "[a]",
    "-an",
    "-frames:v",
    String(outFrames),
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "40",
    "-row-mt",
    "1",
    "-deadline",
    "good",
    "-cpu-used",
    "4",
    "-g",
    String(outFrames),
    webmTmp,
    "-map",
    "[b]",
    "-an",
    "-frames:v",
    String(outFrames),
    "-c:v",
    "libx264",
    "-preset",
    "medium",
    "-crf",
    "30",
    "-profile:v",
    "high",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    "-g",
    String(OUTPUT_FPS * 2),
    mp4Tmp,
  ];
  try {
    const proc = spawn(ffmpeg, args, { stdio: ["pipe", "ignore", "pipe"] });
    let stderr = "";
    proc.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number>((resolve, reject) => {
      proc.on("error", reject);
      proc.on("close", (code) => resolve(code ?? 1));
    });
    const stdin = proc.stdin;
    stdin.on("error", () => undefined); // surfaced through the exit code
    // Render ahead in a small window, write in order. One extra frame (t = 1 ≡ 0)
    // lets the blend into the loop point be as smooth as every other step.
    const pending: Promise<Buffer>[] = [];
    let next = 0;
    const fill = () => {
      while (pending.length < concurrency && next <= frames) {
        pending.push(renderFrame(name, (next % frames) / frames));
        next++;
      }
    };
    fill();
    while (pending.length > 0) {
      const frame = await pending.shift()!;
      fill();
      if (!stdin.write(frame)) await new Promise<void>((resolve) => stdin.once("drain", () => resolve()));
    }
    stdin.end();
    const code = await exited;
    if (code !== 0) throw new Error(`ffmpeg failed for ${name} (exit ${code}): ${stderr.trim()}`);
    await mkdir(outDir, { recursive: true });
    await copyFile(webmTmp, join(outDir, `${name}.webm`));
    await copyFile(mp4Tmp, join(outDir, `${name}.mp4`));
    return {
      webm: (await stat(webmTmp)).size,
      mp4: (await stat(mp4Tmp)).size,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

export function videoExists(outDir: string, name: string): boolean {
  return existsSync(join(outDir, `${name}.webm`)) && existsSync(join(outDir, `${name}.mp4`));
}
