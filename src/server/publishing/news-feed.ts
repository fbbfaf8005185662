import "server-only";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { UPLOADS_PREFIX } from "@content/media";
import type { NewsStory } from "@content/schema";
import { storyTimes } from "@/lib/story-times";
import type { Database } from "../db/client";
import type { Published } from "./store";
import { publishedFileSizes } from "./uploads";

/** A public/ file's size in bytes; undefined when there is no such file. */
async function publicFileSize(path: string): Promise<number | undefined> {
  try {
    const file = await stat(join(/*turbopackIgnore: true*/ process.cwd(), "public", path));
    return file.isFile() ? file.size : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The sizes of the images that exist: an uploaded one's from the database (opened only when
 * one is named, so the build, which renders the seed, never opens it), any other from public/.
 * A path with no file is left out and logged, never thrown: a story whose picture is missing
 * stays in every list, without its picture.
 */
async function imageFileSizes(paths: readonly string[], openDb: () => Promise<Database>): Promise<Map<string, number>> {
  const unique = [...new Set(paths)];
  const uploaded = unique.filter((path) => path.startsWith(UPLOADS_PREFIX));
  const sizes = uploaded.length > 0 ? await publishedFileSizes(await openDb(), uploaded) : new Map<string, number>();
  for (const path of unique.filter((p) => !p.startsWith(UPLOADS_PREFIX))) {
    const size = await publicFileSize(path);
    if (size !== undefined) sizes.set(path, size);
  }
  for (const path of unique) if (!sizes.has(path)) console.warn(`[news] no file for the image ${path}; shown without it`);
  return sizes;
}

/** The published stories as the feed lists them: each with its publication time and its image's size (undefined: no file). */
export async function feedStories(
  stories: readonly Published<NewsStory>[],
  openDb: () => Promise<Database>,
  now: Date = new Date(),
): Promise<(NewsStory & { published: Date; imageBytes: number | undefined })[]> {
  const sizes = await imageFileSizes(
    stories.map((story) => story.data.image),
    openDb,
  );
  return stories.map((story) => ({
    ...story.data,
    published: storyTimes(story.data, story.liveSince, now).published,
    imageBytes: sizes.get(story.data.image),
  }));
}

/** An article page's story: when it was published and last changed, and whether its picture has a file (else it is shown without). */
export async function articleOf(
  story: Published<NewsStory>,
  openDb: () => Promise<Database>,
  now: Date = new Date(),
): Promise<{ story: NewsStory; times: { published: Date; modified: Date }; hasImage: boolean }> {
  const sizes = await imageFileSizes([story.data.image], openDb);
  return { story: story.data, times: storyTimes(story.data, story.liveSince, now), hasImage: sizes.has(story.data.image) };
}
