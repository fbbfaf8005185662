// The prerender cache of each instance (next.config.ts `cacheHandler`): Next.js's documented
// cache-handler interface (get, set, revalidateTag, resetRequestCache), held in memory only.
//
// Why not Next.js's own file-system cache (decision 129): it keeps every first render of a
// dynamic segment on disk for ever, a 404 included, so a crawl of made-up /news/<x>, /<x>,
// /vcard/<x>, /og/… paths filled the disk at ~90 KB a page (decision 109); changing that meant
// subclassing its private module. Here:
//   - a 404 is never kept, and it removes what its key held: a made-up path costs a render each
//     time and no byte, and a story or card taken down stops being served at once; another 4xx or
//     5xx (a 405 to a POST) is not kept either, and leaves what the key held;
//   - what is kept is bounded by `cacheMaxMemorySize` (least recently used out first);
//   - nothing is written to disk, so two instances serving one build folder share nothing and a
//     restart starts from a render of each page at its first request (no build copy to go stale);
//   - revalidateTag(tag, "max") marks the tag's entries stale, never gone: the old page is served
//     while the new one renders, and a render that fails keeps it (decisions 110, 126).
//
// Loaded by Next.js with a plain import() (Node strips the types): no imports, erasable syntax only.

/** What Next.js hands the handler: opaque keys and values, with the fields read here. */
export type CacheValue = {
  kind: string;
  status?: number;
  headers?: Record<string, string | string[] | undefined>;
  /** FETCH entries carry their tags on the value. */
  tags?: string[];
  [field: string]: unknown;
} | null;

type CacheControl = { revalidate?: number | false; expire?: number };

export type GetContext = { kind?: string; tags?: string[]; softTags?: string[]; [field: string]: unknown };
export type SetContext = { cacheControl?: CacheControl; tags?: string[]; [field: string]: unknown };

export type CacheEntry = { value: CacheValue; lastModified: number; cacheControl?: CacheControl };

export type HandlerOptions = { maxMemoryCacheSize?: number; [field: string]: unknown };

type Stored = CacheEntry & { size: number; tags: string[] };
type TagState = { stale: number; expired?: number };

/** Next.js's `cacheMaxMemorySize` default (50 MB), when it passes none. */
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
/** The header in which Next.js stores the tags of a page or route handler's render. */
const TAGS_HEADER = "x-next-cache-tags";

// Next.js makes a handler per request: what is kept lives in the module, once per process.
const entries = new Map<string, Stored>();
const tagStates = new Map<string, TagState>();
let keptBytes = 0;

/** Whether this render answered 404 (a page or route handler; `null` is the Pages Router's notFound). */
function isNotFound(value: CacheValue): boolean {
  return value === null || ((value.kind === "APP_PAGE" || value.kind === "APP_ROUTE") && value.status === 404);
}

/**
 * Whether this render is another answer than the resource's own: 405 to a POST of a route handler
 * that only has GET, or another error. Never kept, and what the key held stays: a POST before the
 * first GET made every later GET of /og/home a 405 (issue 47).
 */
function isRefusal(value: CacheValue): boolean {
  return (
    value !== null && (value.kind === "APP_PAGE" || value.kind === "APP_ROUTE") && (value.status ?? 200) >= 400 && value.status !== 404
  );
}

/** Roughly the bytes a value holds: its strings and buffers (the HTML, RSC payload, segments, body). */
function sizeOf(value: unknown, depth = 0): number {
  if (typeof value === "string") return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (depth > 4 || value === null || typeof value !== "object") return 8;
  const parts = value instanceof Map ? [...value.values()] : Object.values(value);
  return parts.reduce((sum: number, part) => sum + sizeOf(part, depth + 1), 0);
}

function tagsOf(value: CacheValue, ctx: { tags?: string[] }): string[] {
  const header = value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === "string" ? header.split(",") : [];
  return [...fromHeader, ...(value?.tags ?? []), ...(ctx.tags ?? [])];
}

function forget(key: string): void {
  const stored = entries.get(key);
  if (!stored) return;
  keptBytes -= stored.size;
  entries.delete(key);
}

/** Empties the store (tests). */
export function clearCache(): void {
  entries.clear();
  tagStates.clear();
  keptBytes = 0;
}

export default class CacheHandler {
  private readonly maxBytes: number;

  constructor(options: HandlerOptions = {}) {
    this.maxBytes = options.maxMemoryCacheSize ?? DEFAULT_MAX_BYTES;
  }

  async get(key: string, ctx: GetContext = {}): Promise<CacheEntry | null> {
    const stored = entries.get(key);
    if (!stored) return null;
    const tags = [...stored.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
    const now = Date.now();
    let staleSince = 0;
    for (const tag of tags) {
      const state = tagStates.get(tag);
      if (!state || state.stale <= stored.lastModified) continue;
      // Expired (revalidateTag without a profile, or past the profile's expiry): rendered anew before it is served.
      if (state.expired !== undefined && state.expired <= now) {
        forget(key);
        return null;
      }
      staleSince = Math.max(staleSince, state.stale);
    }
    // Most recently used last: the first in the map is the first out.
    entries.delete(key);
    entries.set(key, stored);
    const { value, lastModified, cacheControl } = stored;
    const revalidate = cacheControl?.revalidate;
    if (staleSince && typeof revalidate === "number") {
      // Stale by its tag: reported as old as its revalidate period, so Next.js serves it and renders it again.
      return { value, cacheControl, lastModified: Math.min(lastModified, now - revalidate * 1000 - 1) };
    }
    if (staleSince) {
      // A page with no revalidate period has no "stale": rendered anew.
      forget(key);
      return null;
    }
    return { value, lastModified, cacheControl };
  }

  async set(key: string, value: CacheValue, ctx: SetContext = {}): Promise<void> {
    if (isRefusal(value)) return;
    forget(key);
    if (isNotFound(value)) return;
    const size = sizeOf(value);
    if (size > this.maxBytes) return;
    entries.set(key, { value, lastModified: Date.now(), cacheControl: ctx.cacheControl, size, tags: tagsOf(value, ctx) });
    keptBytes += size;
    for (const [oldest] of entries) {
      if (keptBytes <= this.maxBytes) break;
      forget(oldest);
    }
  }

  /** `durations.expire` (seconds) comes with a profile ("max": a year); without one the tags expire now. */
  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const now = Date.now();
    for (const tag of typeof tags === "string" ? [tags] : tags) {
      const expire = durations ? durations.expire : 0;
      tagStates.set(tag, { stale: now, expired: expire === undefined ? undefined : now + expire * 1000 });
    }
  }

  /** Nothing is kept per request. */
  resetRequestCache(): void {}
}
