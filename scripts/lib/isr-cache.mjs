// Next.js's own prerender cache (pages and route handlers with `revalidate`,
// kept in memory and under <distDir>/server), with one change: a 404 for a
// path that has no entry yet is answered but not kept (decision 109).
// (Publications mark pages stale with revalidateTag(tag, "max"), which keeps
// the old page while the new one renders: decision 110 needs no change here
// since decision 126.)
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

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

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
}
