// Next.js's own prerender cache (pages and route handlers with `revalidate`,
// kept in memory and under <distDir>/server), with two changes:
// - a 404 for a path that has no entry yet is answered but not kept (decision 109);
// - revalidatePath() marks a page stale instead of expiring it (decision 110).
//
// A page or route handler with a dynamic segment (/news/<key>, /<card>,
// /vcard/<card>, /og/news-<key>, /og/staff-<card>) is rendered at the first
// request for any key and the result kept, 404 included: Next.js 16 writes
// about 90 KB of files per made-up /news/<x> or /<x> and never deletes them,
// so a crawl of made-up paths would fill the disk. Not keeping them costs each
// such request a render (one database read). A key that had an entry (a story
// or card once published, a card of the build) still has its 404 kept, so an
// unpublished one stops being served from its old copy.
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import tagsManifestModule from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
/** The tags' stale and expired times, one map in the process that every Next.js cache reads and writes. */
const { tagsManifest } = tagsManifestModule;

/** Whether this result is a 404 of a page or a route handler (the kinds a path of any key can produce). */
export function isNotFound(data) {
  return Boolean(data) && (data.kind === "APP_PAGE" || data.kind === "APP_ROUTE") && data.status === 404;
}

export default class IsrCache extends FileSystemCache {
  async set(key, data, ctx) {
    // At build, the build's own 404 page is written as usual.
    if (process.env.NEXT_PHASE !== "phase-production-build" && isNotFound(data)) {
      const previous = await this.get(key, { kind: ctx.kind, isRoutePPREnabled: ctx.isRoutePPREnabled, isFallback: ctx.isFallback });
      if (!previous?.value) return;
    }
    return super.set(key, data, ctx);
  }

  // revalidatePath() (the back office's, after each publication) expires its
  // pages at once: the next request then waits for a render, and if that
  // render fails (the database unreachable, a bug) it answers 500, and goes on
  // answering 500, since nothing is left to fall back on. Marked stale
  // instead, the page is rendered again in the background while visitors get
  // the version they had, and a failed render keeps that version, as on every
  // other instance after its 20 s (decision 110). Next.js's default "use
  // cache" handler marks the same tags expired in the same map: that mark is
  // taken off once both have run.
  async revalidateTag(tags, durations) {
    if (durations) return super.revalidateTag(tags, durations);
    const list = typeof tags === "string" ? [tags] : tags;
    await super.revalidateTag(list, {});
    await new Promise((resolve) => setImmediate(resolve));
    for (const tag of list) {
      const entry = { ...tagsManifest.get(tag) };
      delete entry.expired;
      tagsManifest.set(tag, entry);
    }
  }
}
